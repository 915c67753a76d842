// Indexing from a WARC on disk: records read a second and sites written a second, through the
// same path as `crawl --warc` (scan, home pages, the crawler's extraction and engine, the site
// documents written to the Postgres adapter on an in-memory PGlite store).
//
//   npm run -s bench:warc [-- --sites 1000] [--warc FILE]
//
// Without --warc it writes one first (Common Crawl's layout: gzip per record, a request record
// before each response, a deep page beside each home page, one home page in ten a redirect to
// /home), the pages being real HTML: the 170-page corpus beside the checkout when present
// (../shared/data/pages, as bench:detect), else the repository's twelve test pages.

import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { requestRecord, responseRecord } from '../../fixtures/warc/write-warc.ts';
import { loadFingerprintSet } from '../../server/src/detect/index.ts';
import { createVulnerabilityLookup } from '../../server/src/indexing/vulnerability-lookup.ts';
import { homePages, indexSegment, scanWarc } from '../../server/src/indexing/warc/index.ts';
import { createPostgresSiteIndex } from '../../server/src/siteindex/postgres.ts';
import { openDb } from '../../server/src/store/db.ts';
import { migrate } from '../../server/src/store/migrate.ts';
import { FULL_CORPUS, PAGES_DIR } from '../detect/worker.ts';

const { values } = parseArgs({
  options: { sites: { type: 'string', default: '1000' }, warc: { type: 'string' } },
});
const sites = Number(values.sites);

async function buildWarc(): Promise<string> {
  const pages = readdirSync(PAGES_DIR)
    .filter((f) => f.endsWith('.html'))
    .sort()
    .map((f) => readFileSync(join(PAGES_DIR, f)));
  const date = (i: number) => new Date(Date.UTC(2026, 8, 1, 0, 0, i % 86_400)).toISOString();
  const path = join(mkdtempSync(join(tmpdir(), 'bench-warc-')), 'bench.warc.gz');
  const file = openSync(path, 'w');
  const parts = { push: (b: Buffer) => writeSync(file, b) };
  for (let i = 0; i < sites; i++) {
    const host = `https://site${i}-bench-archive.com`;
    const body = pages[i % pages.length];
    parts.push(await requestRecord(`${host}/`, date(i)));
    if (i % 10 === 9) {
      parts.push(
        await responseRecord({ url: `${host}/`, date: date(i), status: 301, headers: { Location: '/home' } }),
      );
      parts.push(await responseRecord({ url: `${host}/home`, date: date(i), body, ip: '8.8.8.8' }));
    } else {
      parts.push(await responseRecord({ url: `${host}/`, date: date(i), body, ip: '8.8.8.8' }));
    }
    parts.push(
      await responseRecord({ url: `${host}/about/`, date: date(i), body: pages[(i + 1) % pages.length] }),
    );
  }
  closeSync(file);
  return path;
}

const path = values.warc ?? (await buildWarc());
// A WARC written here is removed after the run; one given with --warc is left alone.
const cleanUp = () => {
  if (!values.warc) rmSync(dirname(path), { recursive: true, force: true });
};
if (!existsSync(path)) throw new Error(`${path}: no such file`);
const bytes = statSync(path).size;
const db = await openDb({ dataDir: 'memory://' });
await migrate(db);
const siteIndex = createPostgresSiteIndex(db);
await siteIndex.init();
const deps = {
  fingerprints: loadFingerprintSet(),
  siteIndex,
  vulnerabilities: createVulnerabilityLookup(db),
};

const round = (n: number) => Math.round(n);
const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(since);
  return (d.user + d.system) / 1e6;
};
let t = performance.now();
let cpu = process.cpuUsage();
const scan = await scanWarc(path);
const scanSeconds = (performance.now() - t) / 1000;
const scanCpu = cpuSeconds(cpu);
const { captures } = homePages(scan.responses);
t = performance.now();
cpu = process.cpuUsage();
const summary = await indexSegment({ path, name: 'bench.warc.gz' }, deps);
const seconds = (performance.now() - t) / 1000;
const indexCpu = cpuSeconds(cpu);
await siteIndex.close();
await db.close();
cleanUp();

console.log(
  JSON.stringify(
    {
      warc: path,
      bytes,
      pages: FULL_CORPUS
        ? 'the 170-page corpus (../shared/data/pages)'
        : "the repository's twelve test pages",
      records: summary.records,
      responses: summary.responses,
      homePages: captures.length,
      sitesWritten: summary.sites,
      warnings: summary.warnings.length,
      firstPass: {
        seconds: Number(scanSeconds.toFixed(2)),
        cpuSeconds: Number(scanCpu.toFixed(2)),
        recordsPerSecond: round(scan.records / scanSeconds),
        recordsPerCpuSecond: round(scan.records / scanCpu),
      },
      whole: {
        seconds: Number(seconds.toFixed(2)),
        recordsPerSecond: round(summary.records / seconds),
        sitesPerSecond: Number((summary.sites / seconds).toFixed(1)),
        cpuSeconds: Number(indexCpu.toFixed(2)),
        recordsPerCpuSecond: round(summary.records / indexCpu),
        sitesPerCpuSecond: Number((summary.sites / indexCpu).toFixed(1)),
      },
      loadAverage: (await import('node:os')).loadavg().map((l) => Number(l.toFixed(1))),
    },
    null,
    2,
  ),
);
