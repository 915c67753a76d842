/**
 * The report process (started by file-writer.ts with a capped heap):
 *
 *   node file-writer-process <csvPath> <xlsxPath>
 *
 * Writes each row to both files as it comes, from one of two inputs: pages of rows sent over the
 * IPC channel (each acknowledged), or a `build` message naming a site source, which it pages and
 * makes into rows itself (each page reported, the next one written on the parent's go-ahead).
 * It answers the end with both files' sizes and checksums. The source's modules load only for a
 * build, so a writer's memory is what writing costs.
 */
import { type ReportRecord, reportRecord, technologySelector } from './columns.ts';
import type { FromWriter, SiteQuery, ToWriter } from './file-writer.ts';
import { matchingSites } from './sites.ts';
import { csvWriter, xlsxWriter } from './writers.ts';

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const startRssMb = mb(process.memoryUsage().rss);
const [csvPath, xlsxPath] = process.argv.slice(2);
if (!process.send || !csvPath || !xlsxPath) {
  console.error('usage: started by the report build, with the CSV and XLSX paths');
  process.exit(2);
}

const writers = [csvWriter(csvPath), xlsxWriter(xlsxPath)];
let rowCount = 0;
let finished = false;
let failed = false;

const reply = (m: FromWriter) =>
  new Promise<void>((resolve, reject) => {
    process.send?.(m, undefined, undefined, (err) => (err ? reject(err) : resolve()));
  });

async function writeRows(rows: ReportRecord[]): Promise<void> {
  for (const row of rows) for (const w of writers) await w.write(row);
  rowCount += rows.length;
}

async function end(): Promise<void> {
  const [csv, xlsx] = await Promise.all(writers.map((w) => w.close()));
  finished = true;
  await reply({
    type: 'done',
    rowCount,
    csv,
    xlsx,
    startRssMb,
    maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  });
  process.disconnect();
}

/** Resolves the wait for the parent's go-ahead after a page of a build. */
let proceed: (() => void) | null = null;

async function build(query: SiteQuery): Promise<void> {
  const { openSiteSource } = await import('./source.ts');
  const source = await openSiteSource(query.source);
  try {
    const selected = technologySelector(query.filters);
    for await (const docs of matchingSites(source.index, query.filters, query.limit, query.pageSize)) {
      await writeRows(docs.map((doc) => reportRecord(doc, selected)));
      const goAhead = new Promise<void>((resolve) => {
        proceed = resolve;
      });
      await reply({ type: 'page', rowCount });
      await goAhead;
    }
  } finally {
    await source.close();
  }
  await end();
}

async function handle(m: ToWriter): Promise<void> {
  if (failed) return;
  if (m.type === 'rows') {
    await writeRows(m.rows);
    await reply({ type: 'ack' });
  } else if (m.type === 'build') await build(m);
  else if (m.type === 'end') await end();
}

function fail(err: unknown): void {
  if (failed) return;
  failed = true;
  for (const w of writers) w.abort();
  const message = err instanceof Error ? err.message : String(err);
  process.send?.({ type: 'error', message } satisfies FromWriter, undefined, undefined, () =>
    process.exit(1),
  );
  // The channel may be gone already; then nobody waits for the answer.
  setTimeout(() => process.exit(1), 1_000).unref();
}

// Messages are handled one after another, in the order they were sent; the go-ahead of a build
// arrives while the build is being handled.
let chain = Promise.resolve();
process.on('message', (m: ToWriter) => {
  if (m.type === 'continue') {
    proceed?.();
    return;
  }
  chain = chain.then(() => handle(m)).catch(fail);
});
// The build that started this process is gone (aborted, or its process ended): nobody will read the files.
process.on('disconnect', () => {
  if (finished) return;
  for (const w of writers) w.abort();
  process.exit(1);
});
