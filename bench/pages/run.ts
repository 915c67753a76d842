/**
 * Latency of the heaviest browse pages' data (`{path}/api`) on the embedded store with the demo
 * dataset, against the same server's /healthz measured in the same run: the first load of each
 * page (cold: nothing cached) and repeated loads (warm: index statistics reused for
 * STATS_CACHE_SECONDS). Target from the product: p95 ≤ 200 ms.
 *
 *   npm run -s bench:pages -- [--sites 50000] [--repeat 10] [--engine pglite|postgres|opensearch] [--reuse]
 *
 * Sequential requests from one client, so each time is one page's own cost.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { demoDomain } from '../../server/src/demo/index.ts';
import {
  type BenchStore,
  openOpenSearchStore,
  openPgliteStore,
  openPostgresStore,
} from '../api/bench-store.ts';
import { startServerProcess } from '../api/server-process.ts';

const { values: args } = parseArgs({
  options: {
    sites: { type: 'string', default: '50000' },
    seed: { type: 'string', default: '1' },
    repeat: { type: 'string', default: '10' },
    engine: { type: 'string', default: 'pglite' },
    reuse: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const SITES = Number(args.sites);
const SEED = Number(args.seed);
const REPEAT = Math.max(2, Number(args.repeat));
const log = (line: string) => console.error(`[bench/pages] ${line}`);

const PAGES = [
  '/',
  '/technology-type',
  '/technology-type/content-management-system',
  '/technology-type/javascript-libraries',
  '/technology-type/web-servers',
  '/technology/wordpress',
  '/technology/jquery',
  '/technology/wordpress/versions',
  '/cve',
  '/cwe',
  '/security',
  '/asn',
  '/common-response-headers',
  '/advertisers',
  `/website/${demoDomain(SEED, SITES, 0)}`,
  `/website/${demoDomain(SEED, SITES, 123)}`,
];

async function time(url: string): Promise<{ ms: number; status: number }> {
  const t = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  return { ms: performance.now() - t, status: res.status };
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const ms = (x: number) => `${x.toFixed(0).padStart(5)} ms`;

const storeOptions = {
  sites: SITES,
  seed: SEED,
  keys: 1,
  creditsPerKey: 1,
  keep: args.keep,
  reuse: args.reuse,
  log,
};
const openers: Record<string, (o: typeof storeOptions) => Promise<BenchStore>> = {
  pglite: openPgliteStore,
  postgres: openPostgresStore,
  opensearch: openOpenSearchStore,
};
const open = openers[args.engine];
if (!open) throw new Error(`unknown engine ${args.engine} (pglite, postgres or opensearch)`);
const store = await open(storeOptions);
const inherited: Record<string, string> = {};
for (const k of ['PATH', 'HOME', 'TMPDIR', 'LANG']) if (process.env[k]) inherited[k] = process.env[k];
const server = await startServerProcess({
  env: {
    ...inherited,
    ...store.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    AUTH_SECRET: 'bench-pages-secret-bench-pages-secret-0123456789',
    DEMO_SITES: '0',
    BROWSE_RATE_LIMIT: '0',
    WEB_RATE_LIMIT: '0',
  },
});
try {
  log(
    `${SITES.toLocaleString('en-US')} sites on ${args.engine}, ${REPEAT} warm loads a page, load ${loadavg()[0].toFixed(1)}`,
  );
  const health: number[] = [];
  for (let i = 0; i < 50; i++) health.push((await time(`${server.url}/healthz`)).ms);
  const base = pct(health, 95);
  log(`/healthz p95 ${ms(base)} (baseline)`);
  const cold: number[] = [];
  const warm: number[] = [];
  for (const page of PAGES) {
    const url = `${server.url}${page === '/' ? '' : page}/api`;
    const first = await time(url);
    const again: number[] = [];
    for (let i = 0; i < REPEAT; i++) again.push((await time(url)).ms);
    cold.push(first.ms);
    warm.push(...again);
    log(
      `${page.padEnd(48)} ${first.status}  cold ${ms(first.ms)}  warm p50 ${ms(pct(again, 50))}  p95 ${ms(pct(again, 95))}`,
    );
  }
  log(
    `all pages: cold p95 ${ms(pct(cold, 95))}, warm p95 ${ms(pct(warm, 95))}; warm p95 / healthz p95 ${(pct(warm, 95) / base).toFixed(1)}×; target 200 ms: cold ${pct(cold, 95) <= 200 ? 'met' : 'MISSED'}, warm ${pct(warm, 95) <= 200 ? 'met' : 'MISSED'}`,
  );
} finally {
  await server.stop();
  await store.cleanup();
}
