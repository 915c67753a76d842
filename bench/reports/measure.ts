/**
 * One measured export in a process of its own, so its peak RSS is its own: pages every site of
 * the bench database through the report path and prints one JSON line.
 *
 *   tsx bench/reports/measure.ts <mode> <databaseUrl> <rows> <outDir> [pageSize] [writerHeapMb]
 *
 * Modes: `page` (SiteIndex pages only: the baseline), `records` (pages made into report rows,
 * nothing written), `split` (the build job on embedded PGlite: rows made here, both files written
 * by the report process), `build` (the build job on a database server: the report process reads
 * the sites, makes the rows and writes the files; this process only waits). The report process's
 * own memory comes back in its answer.
 */
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { buildReportFiles, writeReportFiles } from '../../server/src/modules/reports/build.ts';
import { reportRecord, technologySelector } from '../../server/src/modules/reports/columns.ts';
import { matchingSites } from '../../server/src/modules/reports/sites.ts';
import { createPostgresSiteIndex } from '../../server/src/siteindex/postgres.ts';
import { openDb } from '../../server/src/store/db.ts';

const [mode, databaseUrl, rowsArg, outDir, pageSizeArg, writerHeapArg] = process.argv.slice(2);
const rows = Number(rowsArg);
const pageSize = pageSizeArg && pageSizeArg !== '-' ? Number(pageSizeArg) : undefined;
const writerHeapMb = writerHeapArg ? Number(writerHeapArg) : undefined;

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
let writer: { startRssMb: number; maxRssMb: number } | null = null;

if (mode === 'page' || mode === 'records') {
  const selected = technologySelector([]);
  for await (const docs of matchingSites(index, [], rows, pageSize)) {
    if (mode === 'records') for (const d of docs) reportRecord(d, selected);
    count += docs.length;
    await nextTurn();
  }
} else if (mode === 'split' || mode === 'build') {
  const paths = { csv: join(outDir, 'bench.csv'), xlsx: join(outDir, 'bench.xlsx') };
  const built =
    mode === 'split'
      ? await writeReportFiles(matchingSites(index, [], rows, pageSize), [], paths, { writerHeapMb })
      : await buildReportFiles({ databaseUrl }, { filters: [], limit: rows, pageSize }, paths, {
          writerHeapMb,
        });
  count = built.rowCount;
  bytes = { csv: built.csv.bytes, xlsx: built.xlsx.bytes };
  writer = built.writer;
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
    writer,
  }),
);
