/**
 * One measured export in a process of its own, so its peak RSS is its own: pages every site of
 * the bench database through the report path and prints one JSON line.
 *
 *   tsx bench/reports/measure.ts <mode> <databaseUrl> <rows> <outDir> [pageSize]
 *
 * Modes: `page` (SiteIndex pages only: the baseline), `records` (pages made into report rows,
 * nothing written), `csv` (rows written to the CSV only), `both` (CSV and XLSX at once, as the
 * build job writes them).
 */
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { matchingSites, writeReportFiles } from '../../server/src/modules/reports/build.ts';
import { reportRecord, technologySelector } from '../../server/src/modules/reports/columns.ts';
import { csvWriter } from '../../server/src/modules/reports/writers.ts';
import { createPostgresSiteIndex } from '../../server/src/siteindex/postgres.ts';
import { openDb } from '../../server/src/store/db.ts';

const [mode, databaseUrl, rowsArg, outDir, pageSizeArg] = process.argv.slice(2);
const rows = Number(rowsArg);
const pageSize = pageSizeArg ? Number(pageSizeArg) : undefined;

let peak = 0;
const sample = () => {
  peak = Math.max(peak, process.memoryUsage().rss);
};
const sampler = setInterval(sample, 50);

const db = await openDb({ databaseUrl, poolSize: 2 });
const index = createPostgresSiteIndex(db);
// What the process holds before the first row: the loaded code and the connection.
const startRss = process.memoryUsage().rss;
const started = performance.now();
let count = 0;
let bytes: Record<string, number> = {};

if (mode === 'page' || mode === 'records') {
  const selected = technologySelector([]);
  for await (const docs of matchingSites(index, [], rows, pageSize)) {
    if (mode === 'records') for (const d of docs) reportRecord(d, selected);
    count += docs.length;
    await nextTurn();
  }
} else if (mode === 'csv') {
  const selected = technologySelector([]);
  const csv = csvWriter(join(outDir, 'bench.csv'));
  for await (const docs of matchingSites(index, [], rows, pageSize)) {
    for (const d of docs) await csv.write(reportRecord(d, selected));
    count += docs.length;
    await nextTurn();
  }
  bytes = { csv: (await csv.close()).bytes };
} else if (mode === 'both') {
  const built = await writeReportFiles(matchingSites(index, [], rows, pageSize), [], {
    csv: join(outDir, 'bench.csv'),
    xlsx: join(outDir, 'bench.xlsx'),
  });
  count = built.rowCount;
  bytes = { csv: built.csv.bytes, xlsx: built.xlsx.bytes };
} else {
  throw new Error(`unknown mode ${mode}`);
}

const ms = performance.now() - started;
sample();
clearInterval(sampler);
await db.close();
console.log(
  JSON.stringify({
    mode,
    rows: count,
    ms: Math.round(ms),
    startRssMb: Math.round(startRss / 1024 / 1024),
    peakRssMb: Math.round(peak / 1024 / 1024),
    maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    bytes,
  }),
);
