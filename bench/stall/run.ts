/**
 * Does background work make requests wait? A real server on 127.0.0.1 over the demo dataset,
 * its landing pages computed; then, measured from one client in this process:
 *
 * - settling, unmeasured: the same probes for `--settle` seconds, so the refreshes of what the
 *   start-up computation left past its ttl are behind us;
 * - idle: `/healthz` every 100 ms and, beside it, page loads (the home page, a technology page, a
 *   category page; the whole server-rendered HTML) one after the other, for `--idle` seconds;
 * - under load: the same probes for `--load` seconds while live scans run through the public API
 *   (one started every `--scan-every` ms, at most `--scans`) and a crawl worker in the server's
 *   process writes sites through the same SiteIndex (`--crawl` sites every 5 s). Scans and crawls
 *   visit the fixture farm on loopback (a child process), under demo domains, so each one rewrites
 *   an indexed site with other technologies.
 *
 * Prints p50/p99/max of both probes in both phases and the ratio under load / idle, per store.
 * Every request has a 60 s limit (a stalled one counts as its time when it gives up).
 *
 *   npm run -s bench:stall -- [--engine pglite,postgres,opensearch] [--sites 50000] [--reuse] [--keep]
 */
import { type ChildProcess, fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { demoDomain } from '../../server/src/demo/index.ts';
import {
  type BenchStore,
  openOpenSearchStore,
  openPgliteStore,
  openPostgresStore,
  type StoreOptions,
} from '../api/bench-store.ts';
import { benchServerEnv } from '../api/server-process.ts';
import type { FarmInfo, ServeMessage, ServeReply } from './serve.ts';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'pglite,postgres' },
    sites: { type: 'string', default: '50000' },
    seed: { type: 'string', default: '1' },
    settle: { type: 'string', default: '15' },
    idle: { type: 'string', default: '20' },
    load: { type: 'string', default: '45' },
    scans: { type: 'string', default: '20' },
    'scan-every': { type: 'string', default: '2000' },
    crawl: { type: 'string', default: '3' },
    reuse: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const SITES = Number(args.sites);
const SEED = Number(args.seed);
const SETTLE_MS = Number(args.settle) * 1000;
const IDLE_MS = Number(args.idle) * 1000;
const LOAD_MS = Number(args.load) * 1000;
const SCANS = Number(args.scans);
const SCAN_EVERY_MS = Number(args['scan-every']);
const CRAWL_SITES = Number(args.crawl);
const CRAWL_EVERY_MS = 5_000;
const REQUEST_LIMIT_MS = 60_000;
const WARM_UP_LIMIT_MS = 20 * 60_000;
const PAGES = ['/', '/technology/wordpress', '/technology-type/content-management-system'];
/** Fixture sites the scanned and crawled demo domains are served as (other stacks than theirs). */
const STACKS = ['wordpress-site.test', 'jquery-legacy.test', 'drupal-site.test', 'shopify-store.test'];
const log = (line: string) => console.error(`[bench/stall] ${line}`);

const SCANNED = Array.from({ length: SCANS }, (_, i) => demoDomain(SEED, SITES, 1_000 + i));
const CRAWLED = Array.from({ length: 200 }, (_, i) => demoDomain(SEED, SITES, 2_000 + i));
const aliases = Object.fromEntries(
  [...SCANNED, ...CRAWLED].map((d, i) => [d, STACKS[i % STACKS.length]] as const),
);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : Number.NaN;
};

/** Answers other than 200 (a failing page is no fast page). */
let failures = 0;

async function timed(url: string): Promise<number> {
  const t = performance.now();
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(REQUEST_LIMIT_MS) });
    await res.arrayBuffer();
    if (res.status !== 200) failures++;
  } catch {
    // A refused or timed-out request counts as the time it took to give up.
    failures++;
  }
  return performance.now() - t;
}

/** `/healthz` every 100 ms and page loads back to back, until `until` resolves. */
async function probe(url: string, until: Promise<unknown>) {
  let done = false;
  void until.then(() => {
    done = true;
  });
  const health: number[] = [];
  const pages: number[] = [];
  await Promise.all([
    (async () => {
      while (!done) {
        health.push(await timed(`${url}/healthz`));
        await sleep(100);
      }
    })(),
    (async () => {
      for (let i = 0; !done; i++) {
        pages.push(await timed(`${url}${PAGES[i % PAGES.length]}`));
        await sleep(100);
      }
    })(),
  ]);
  return { health, pages };
}

interface Server {
  url: string;
  crawl(domains: string[]): Promise<Extract<ServeReply, { type: 'crawled' }>>;
  stop(): Promise<void>;
}

function forked<T>(child: ChildProcess, what: string, limitMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${what} in ${limitMs} ms`)), limitMs);
    child.once('message', (m) => {
      clearTimeout(timer);
      resolve(m as T);
    });
    child.once('exit', (code) => reject(new Error(`${what}: the process exited (${code})`)));
  });
}

async function startFarm(): Promise<{ info: FarmInfo; close(): Promise<void> }> {
  const child = fork(
    fileURLToPath(new URL('./farm-process.ts', import.meta.url)),
    [JSON.stringify(aliases)],
    {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const info = await forked<FarmInfo>(child, 'farm', 60_000);
  return {
    info,
    async close() {
      const exited = new Promise((r) => child.once('exit', r));
      child.send('close');
      await exited;
    },
  };
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const child = fork(fileURLToPath(new URL('./serve.ts', import.meta.url)), [], {
    env,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const listening = await forked<Extract<ServeReply, { type: 'listening' }>>(child, 'server', 600_000);
  const send = (m: ServeMessage) => child.send(m);
  return {
    url: listening.url,
    async crawl(domains) {
      const reply = forked<Extract<ServeReply, { type: 'crawled' }>>(child, 'crawl', 300_000);
      send({ type: 'crawl', domains });
      return reply;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      send({ type: 'stop' });
      const killer = setTimeout(() => child.kill('SIGKILL'), 60_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

async function untilWarm(url: string): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < WARM_UP_LIMIT_MS) {
    const health = (await (await fetch(`${url}/healthz`)).json()) as {
      checks: { statistics: { warm: boolean } };
    };
    if (health.checks.statistics.warm) return performance.now() - started;
    await sleep(500);
  }
  throw new Error(`landing pages not computed after ${WARM_UP_LIMIT_MS / 60_000} minutes`);
}

/** Scans started through the API, one every SCAN_EVERY_MS while the phase lasts; their outcomes. */
async function scans(url: string, key: string, phase: Promise<unknown>) {
  let over = false;
  void phase.then(() => {
    over = true;
  });
  const started: string[] = [];
  for (const domain of SCANNED) {
    if (over) break;
    const res = await fetch(`${url}/api/v1/scans`, {
      method: 'POST',
      headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ domain }),
      signal: AbortSignal.timeout(REQUEST_LIMIT_MS),
    }).catch(() => null);
    const body = (await res?.json().catch(() => null)) as { id?: string } | null;
    if (res?.status === 202 && body?.id) started.push(body.id);
    else log(`scan of ${domain} not started: ${res?.status}`);
    await sleep(SCAN_EVERY_MS);
  }
  const outcomes: Record<string, number> = {};
  const deadline = Date.now() + 120_000;
  for (const id of started) {
    for (;;) {
      // A stalled server drops connections: that poll goes unanswered, the next one may not.
      const status = await fetch(`${url}/api/v1/scans/${id}`, {
        headers: { 'X-API-Key': key },
        signal: AbortSignal.timeout(REQUEST_LIMIT_MS),
      })
        .then((r) => r.json() as Promise<{ status: string }>)
        .then(
          (b) => b.status,
          () => 'unanswered',
        );
      if (status === 'completed' || status === 'failed' || Date.now() > deadline) {
        outcomes[status] = (outcomes[status] ?? 0) + 1;
        break;
      }
      await sleep(500);
    }
  }
  return outcomes;
}

async function crawls(server: Server, phase: Promise<unknown>) {
  let over = false;
  void phase.then(() => {
    over = true;
  });
  let next = 0;
  const totals = { written: 0, failed: 0 };
  while (!over && next + CRAWL_SITES <= CRAWLED.length) {
    const r = await server.crawl(CRAWLED.slice(next, next + CRAWL_SITES));
    next += CRAWL_SITES;
    totals.written += r.written;
    totals.failed += r.failed;
    await sleep(CRAWL_EVERY_MS);
  }
  return totals;
}

const f = (x: number) => (x >= 10_000 ? `${(x / 1000).toFixed(1)} s` : `${x.toFixed(0)} ms`).padStart(8);
const ratio = (a: number, b: number) => `${(a / b).toFixed(1)}×`.padStart(7);

function row(name: string, idle: number[], load: number[]) {
  const cells = (xs: number[]) =>
    `${String(xs.length).padStart(4)} ${f(pct(xs, 50))} ${f(pct(xs, 99))} ${f(Math.max(...xs))}`;
  return `${name.padEnd(9)} ${cells(idle)}  | ${cells(load)}  | ${ratio(pct(load, 50), pct(idle, 50))} ${ratio(pct(load, 99), pct(idle, 99))} ${ratio(Math.max(...load), Math.max(...idle))}`;
}

const openers: Record<string, (o: StoreOptions) => Promise<BenchStore>> = {
  pglite: openPgliteStore,
  postgres: openPostgresStore,
  opensearch: openOpenSearchStore,
};

async function bench(engine: string): Promise<string[]> {
  const open = openers[engine];
  if (!open) throw new Error(`unknown engine ${engine} (pglite, postgres or opensearch)`);
  const store = await open({
    sites: SITES,
    seed: SEED,
    keys: 1,
    creditsPerKey: 10_000,
    keep: args.keep,
    reuse: args.reuse,
    log,
    name: 'stall',
  });
  const farm = await startFarm();
  let server: Server | undefined;
  try {
    server = await startServer(
      benchServerEnv(store.env, {
        BENCH_FARM: JSON.stringify(farm.info),
        BROWSE_RATE_LIMIT: '0',
        WEB_RATE_LIMIT: '0',
        SCAN_RATE_LIMIT: '0',
        API_RATE_LIMIT_MULTIPLIER: '100',
      }),
    );
    const warmMs = await untilWarm(server.url);
    log(`${engine}: landing pages computed ${(warmMs / 1000).toFixed(1)} s after listening`);
    await probe(server.url, sleep(SETTLE_MS));
    failures = 0;
    const idle = await probe(server.url, sleep(IDLE_MS));
    const phase = sleep(LOAD_MS);
    const [load, scanned, crawled] = await Promise.all([
      probe(server.url, phase),
      scans(server.url, store.apiKeys[0], phase),
      crawls(server, phase),
    ]);
    const scanCount = Object.values(scanned).reduce((a, b) => a + b, 0);
    return [
      `${engine}, ${SITES.toLocaleString('en-US')} sites: idle ${IDLE_MS / 1000} s | ${LOAD_MS / 1000} s with ${scanCount} scans (${Object.entries(
        scanned,
      )
        .map(([k, v]) => `${v} ${k}`)
        .join(
          ', ',
        )}) and ${crawled.written} crawl writes (${crawled.failed} failed); ${failures} probes not 200; load average ${loadavg()[0].toFixed(1)}`,
      `          ${'idle: n'.padStart(11)}      p50      p99      max  | ${'load: n'.padStart(7)}      p50      p99      max  |     p50     p99     max (load / idle)`,
      row('/healthz', idle.health, load.health),
      row('pages', idle.pages, load.pages),
    ];
  } finally {
    await server?.stop();
    await farm.close();
    await store.cleanup();
  }
}

const hardStop = setTimeout(() => {
  log('stopped: over the time limit');
  process.exit(2);
}, 60 * 60_000).unref();
const lines: string[] = [];
for (const engine of args.engine.split(',')) {
  lines.push(...(await bench(engine.trim())));
  for (const l of lines.slice(-4)) log(l);
}
console.log(lines.join('\n'));
clearTimeout(hardStop);
