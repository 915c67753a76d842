/**
 * The report file writer process (started by file-writer.ts with a capped heap):
 *
 *   node file-writer-process <csvPath> <xlsxPath>
 *
 * Takes pages of report rows over the IPC channel, writes each row to both files as it comes,
 * acknowledges each page, and answers the end with both files' sizes and checksums. It loads
 * only the writers, so its memory is what writing costs.
 */
import type { ReportRecord } from './columns.ts';
import type { FromWriter, ToWriter } from './file-writer.ts';
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

async function handle(m: ToWriter): Promise<void> {
  if (failed) return;
  if (m.type === 'rows') {
    for (const row of m.rows as ReportRecord[]) for (const w of writers) await w.write(row);
    rowCount += m.rows.length;
    await reply({ type: 'ack' });
    return;
  }
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

// Pages are written one after another, in the order they were sent.
let chain = Promise.resolve();
process.on('message', (m: ToWriter) => {
  chain = chain.then(() => handle(m)).catch(fail);
});
// The build that started this writer is gone (aborted, or its process ended): nobody will read the files.
process.on('disconnect', () => {
  if (finished) return;
  for (const w of writers) w.abort();
  process.exit(1);
});
