/**
 * Report export benchmark: wall time and peak RSS of building a large report as the build job
 * does, in the job's process and in the report process it starts, against a same-run baseline
 * that only pages the index. `build` is the job on a database server (the report process reads
 * the sites, makes the rows and writes CSV and XLSX); `split` the job on embedded PGlite (rows
 * made in the job's process, files written by the report process).
 *
 *   eval "$(npm run -s servers env)"
 *   npm run -s bench:reports -- [--sites 500000] [--rows 500000] [--modes page,records,split,build]
 *       [--heap-mb N] [--writer-heap-mb N] [--page-size N] [--drop] [--max-minutes 40]
 *
 * Sites come from the demo generator (seed 20250601, now = 2025-06-01) in a dedicated database,
 * techcensus_bench_reports_<sites> on DATABASE_URL's server, kept between runs (the seed resumes or is
 * skipped) unless --drop. The report is the generic one (no filters: every site, best-ranked
 * first). Each mode runs in a child process of its own (standing for the job's process), so its
 * peak RSS is its own; the report process of `split` and `build` reports its own peak. The RSS
 * target applies to each process.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { demoDatasets, prepareDemoSources, seedDemo } from '../../server/src/demo/index.ts';
import { createPostgresSiteIndex } from '../../server/src/siteindex/postgres.ts';
import { openDb } from '../../server/src/store/db.ts';
import { migrate } from '../../server/src/store/migrate.ts';

const { values: args } = parseArgs({
  options: {
    sites: { type: 'string', default: '500000' },
    rows: { type: 'string', default: '500000' },
    modes: { type: 'string', default: 'page,split,build' },
    drop: { type: 'boolean', default: false },
    /** Old-space cap of the job's process (--max-old-space-size), as a server might run with. */
    'heap-mb': { type: 'string' },
    /** Old-space cap of the report process (the build's WRITER_HEAP_MB unless set). */
    'writer-heap-mb': { type: 'string' },
    'page-size': { type: 'string' },
    'max-minutes': { type: 'string', default: '40' },
  },
});

const SITES = Number(args.sites);
const ROWS = Number(args.rows);
const SEED = 20250601;
const NOW = new Date('2025-06-01T00:00:00Z');
/** One database per size, so a small trial run never mixes into the large dataset. */
const DB_NAME = `techcensus_bench_reports_${SITES}`;
const DEADLINE = Date.now() + Number(args['max-minutes']) * 60_000;
/** The product owner's bound for a streamed export. */
const RSS_TARGET_MB = 300;

const log = (line: string) => console.log(`[bench/reports] ${line}`);
const load = () => `load ${loadavg()[0].toFixed(1)}`;

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error('DATABASE_URL is not set: eval "$(npm run -s servers env)" first');
  process.exit(2);
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

const exists = await admin(`SELECT 1 FROM pg_database WHERE datname = '${DB_NAME}'`);
if (!exists.rowCount) await admin(`CREATE DATABASE ${DB_NAME}`);
const url = new URL(adminUrl);
url.pathname = `/${DB_NAME}`;
const databaseUrl = url.toString();

const db = await openDb({ databaseUrl, poolSize: 4 });
await migrate(db);
const index = createPostgresSiteIndex(db);
await index.init();
const seeded = (await demoDatasets(db)).find((d) => d.seed === SEED && d.count === SITES);
if (!seeded?.completed) {
  log(`seeding ${SITES.toLocaleString('en-US')} demo sites (${load()})`);
  await prepareDemoSources(db);
  const started = performance.now();
  let shown = 0;
  await seedDemo(db, index, {
    count: SITES,
    seed: SEED,
    now: NOW,
    batchSize: 5_000,
    onProgress: (p) => {
      if (performance.now() - shown < 15_000) return;
      shown = performance.now();
      log(`  ${p.written.toLocaleString('en-US')} sites, ${Math.round(p.rate)}/s (${load()})`);
    },
    shouldStop: () => Date.now() > DEADLINE,
  });
  log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s; VACUUM ANALYZE`);
  await db.query('VACUUM ANALYZE');
} else log(`reusing ${SITES.toLocaleString('en-US')} seeded sites`);
const total = (await index.countSample([], 0)).count;
await db.close();
log(
  `${total.toLocaleString('en-US')} sites in the index; exporting ${Math.min(ROWS, total).toLocaleString('en-US')} rows`,
);

interface Result {
  mode: string;
  rows: number;
  ms: number;
  startRssMb: number;
  peakRssMb: number;
  maxRssMb: number;
  bytes: Record<string, number>;
  writer: { startRssMb: number; maxRssMb: number } | null;
  load: string;
}

const out = mkdtempSync(join(tmpdir(), 'techcensus-bench-reports-'));
const results: Result[] = [];
try {
  for (const mode of args.modes.split(',')) {
    if (Date.now() > DEADLINE) {
      log(`out of time before ${mode}`);
      break;
    }
    const before = load();
    const line = execFileSync(
      process.execPath,
      [
        ...(args['heap-mb'] ? [`--max-old-space-size=${args['heap-mb']}`] : []),
        '--import',
        'tsx',
        join(import.meta.dirname, 'measure.ts'),
        mode,
        databaseUrl,
        String(ROWS),
        out,
        args['page-size'] ?? '-',
        ...(args['writer-heap-mb'] ? [args['writer-heap-mb']] : []),
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 20 },
    );
    const r = { ...(JSON.parse(line.trim().split('\n').at(-1) as string) as Result), load: before };
    results.push(r);
    log(
      `${mode}: ${r.rows.toLocaleString('en-US')} rows in ${(r.ms / 1000).toFixed(1)} s, job process peak RSS ${r.maxRssMb} MB${r.writer ? `, report process ${r.writer.maxRssMb} MB` : ''} (${before})`,
    );
  }
} finally {
  rmSync(out, { recursive: true, force: true });
  if (args.drop) await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
}

const base = results.find((r) => r.mode === 'page');
const mb = (n?: number) => (n === undefined ? '' : `${(n / 1024 / 1024).toFixed(0)} MB`);
const ratio = (n: number, of?: number) => (of ? `${(n / of).toFixed(2)}×` : '');
console.log(
  `\njob process heap cap: ${args['heap-mb'] ? `${args['heap-mb']} MB` : 'node default'}; report process heap cap: ${args['writer-heap-mb'] ?? 'WRITER_HEAP_MB'}`,
);
console.log(
  '| mode | rows | wall s | rows/s | time vs page | job RSS at start MB | job peak RSS MB | job vs page | report process RSS at start MB | report process peak RSS MB | report process vs page | files |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  const files = [r.bytes.csv && `csv ${mb(r.bytes.csv)}`, r.bytes.xlsx && `xlsx ${mb(r.bytes.xlsx)}`]
    .filter(Boolean)
    .join(', ');
  const w = r.writer;
  console.log(
    `| ${r.mode} | ${r.rows.toLocaleString('en-US')} | ${(r.ms / 1000).toFixed(1)} | ${Math.round((r.rows / r.ms) * 1000).toLocaleString('en-US')} | ${ratio(r.ms, base?.ms)} | ${r.startRssMb} | ${r.maxRssMb} | ${ratio(r.maxRssMb, base?.maxRssMb)} | ${w?.startRssMb ?? ''} | ${w?.maxRssMb ?? ''} | ${w ? ratio(w.maxRssMb, base?.maxRssMb) : ''} | ${files} |`,
  );
}
// Both processes count: a large report must not cost either of them more than the target.
for (const r of results.filter((x) => x.writer)) {
  const worst = Math.max(r.maxRssMb, r.writer?.maxRssMb ?? 0);
  console.log(
    `${r.mode}: job process ${r.maxRssMb} MB, report process ${r.writer?.maxRssMb} MB against the ${RSS_TARGET_MB} MB target: ${worst <= RSS_TARGET_MB ? 'met' : 'MISSED'}`,
  );
}
