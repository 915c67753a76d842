// Crawl fleet throughput: 1, 2 and 4 worker processes (fixtures/fleet/worker.ts, what
// `crawl --worker` runs) working one PostgreSQL queue against the loopback farm, each run on a
// fresh database and its own synthetic sites. Prints one JSON line per run and a closing table:
// sites/s and the ratio to one worker measured in the same invocation. Bounded: a fixed number of
// sites per run and a hard time limit.
//
// Every request pays the fleet's politeness on PostgreSQL (the per-host gap is 1 ms so no site
// waits on it: each synthetic site is its own host) and every robots.txt goes through the fleet's
// cache. The documents go to the Postgres SiteIndex on the same server. Each fleet size runs once
// per way of claiming host time: `visit` (a site's visit holds its own host with one claim, the
// crawler's default) and `request` (every request claims its own start, as before visits held
// leases), so the transactions a site costs either way are measured in the same invocation.
//
//   DATABASE_URL=postgres://… npm run -s bench:fleet -- \
//     [sites=400] [concurrency=16] [workers=1,2,4] [claims=visit,request]

import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { BENCH_SUFFIX } from '../../fixtures/farm/farm.ts';
import { enqueueCrawls, ensureCrawlQueue } from '../../server/src/indexing/crawl-queue.ts';
import { requestVisits } from '../../server/src/indexing/crawl-schedule.ts';
import { startQueue } from '../../server/src/jobs/queue.ts';
import { createLogger } from '../../server/src/log.ts';
import { openDb } from '../../server/src/store/db.ts';
import { migrate } from '../../server/src/store/migrate.ts';

const args = process.argv.slice(2);
const sites = Number(args[0] ?? 400);
const concurrency = Number(args[1] ?? 16);
const fleets = (args[2] ?? '1,2,4').split(',').map(Number);
const claimModes = (args[3] ?? 'visit,request').split(',');
if (claimModes.some((m) => m !== 'visit' && m !== 'request')) {
  console.error(`claims must be visit, request or both, not ${args[3]}`);
  process.exit(64);
}
/** sites each run crawls before measuring: process start-up, JIT and first connections are not measured */
const WARM_UP = 60;
const LIMIT_MS = 600_000;
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error('bench:fleet needs DATABASE_URL (a PostgreSQL server it may create databases on)');
  process.exit(64);
}
const WORKER = fileURLToPath(new URL('../../fixtures/fleet/worker.ts', import.meta.url));
const FARM = fileURLToPath(new URL('../crawl/farm-process.ts', import.meta.url));

const hardStop = setTimeout(() => {
  console.error(`stopped after ${LIMIT_MS} ms`);
  process.exit(2);
}, LIMIT_MS);

const perRun = WARM_UP + sites;
const runs = fleets.flatMap((workers) => claimModes.map((claims) => ({ workers, claims })));
const farm = fork(FARM, [String(perRun * runs.length)], {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const farmReady = await new Promise<{ httpPort: number; httpsPort: number; ca: string }>(
  (resolve, reject) => {
    farm.once('message', (m) => resolve(m as { httpPort: number; httpsPort: number; ca: string }));
    farm.once('exit', (code) => reject(new Error(`farm process exited (${code})`)));
  },
);

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function startWorker(url: string, claims: string): Promise<ChildProcess> {
  const child = fork(WORKER, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      ...process.env,
      DATABASE_URL: url,
      FLEET_FARM: JSON.stringify({ ...farmReady, allowHosts: [`*${BENCH_SUFFIX}`] }),
      FLEET_CONCURRENCY: String(concurrency),
      FLEET_INTERVAL_MS: '1',
      // 0: no visit leases, every request claims its own start
      ...(claims === 'request' ? { FLEET_VISIT_LEASE_MS: '0' } : {}),
    },
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`worker exited (${code}) before it was ready`)));
  });
}

const ask = <T>(child: ChildProcess, question: string) =>
  new Promise<T>((resolve) => {
    child.once('message', (m) => resolve(m as T));
    child.send(question);
  });
/** CPU time (µs) of the workers and of the farm so far, and the workers' host-slot statements. */
async function cpuNow(children: ChildProcess[]) {
  const workers = await Promise.all(
    children.map((c) => ask<{ cpu: NodeJS.CpuUsage; hostClaims: number; hostPushes: number }>(c, 'stats')),
  );
  const served = await ask<{ cpu: NodeJS.CpuUsage }>(farm, 'requests');
  return {
    workers: workers.reduce((n, w) => n + w.cpu.user + w.cpu.system, 0),
    farm: served.cpu.user + served.cpu.system,
    hostClaims: workers.reduce((n, w) => n + w.hostClaims, 0),
    hostPushes: workers.reduce((n, w) => n + w.hostPushes, 0),
  };
}

interface RunResult {
  workers: number;
  claims: string;
  sites: number;
  seconds: number;
  sitesPerSecond: number;
  workerCpuMsPerSite: number;
  farmCpuMsPerSite: number;
  pgTransactionsPerSite: number;
  hostClaimsPerSite: number;
  /** answers that ended after their stretch of the host's time, pushing its next start */
  hostPushesPerSite: number;
  outcomes: Record<string, number>;
  loadAverage: number[];
}

async function runFleet(workers: number, claims: string, offset: number): Promise<RunResult> {
  const name = `tc_bench_fleet_${process.pid}_${randomBytes(3).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: url.toString(), poolSize: 4 });
  const children: ChildProcess[] = [];
  try {
    await migrate(db);
    const queue = await startQueue(db, createLogger('silent'));
    await ensureCrawlQueue(queue);
    for (let i = 0; i < workers; i++) children.push(await startWorker(url.toString(), claims));
    const host = (i: number) => `site${offset + i}${BENCH_SUFFIX}`;
    const crawl = async (domains: string[]) => {
      await requestVisits(db, domains, new Date());
      await enqueueCrawls(queue, db, domains);
      for (;;) {
        const r = await db.query<{ open: number }>(
          `SELECT count(*)::int AS open FROM pgboss.job
           WHERE name = 'crawl' AND singleton_key = ANY($1::text[]) AND state < 'completed'`,
          [domains],
        );
        if (r.rows[0].open === 0) return;
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    await crawl(Array.from({ length: WARM_UP }, (_, i) => host(i)));
    const measured = Array.from({ length: sites }, (_, i) => host(WARM_UP + i));
    // Transactions on the fleet's database (pg_stat_database, flushed about every second: approximate).
    const commits = async () => {
      await new Promise((r) => setTimeout(r, 1_100));
      const r = await db.query<{ n: string }>(
        'SELECT xact_commit::text AS n FROM pg_stat_database WHERE datname = current_database()',
      );
      return Number(r.rows[0].n);
    };
    const commitsBefore = await commits();
    const cpuBefore = await cpuNow(children);
    const started = performance.now();
    await crawl(measured);
    const ms = performance.now() - started;
    const cpuAfter = await cpuNow(children);
    const transactions = (await commits()) - commitsBefore;
    const perSite = (micros: number) => +(micros / 1000 / sites).toFixed(2);
    const outcomes = await db.query<{ outcome: string; n: number }>(
      `SELECT coalesce(last_outcome, 'none') AS outcome, count(*)::int AS n FROM crawl_sites
       WHERE domain = ANY($1::text[]) GROUP BY 1`,
      [measured],
    );
    await queue.stop({ graceful: false, close: false });
    return {
      workers,
      claims,
      sites,
      seconds: +(ms / 1000).toFixed(2),
      sitesPerSecond: +((sites / ms) * 1000).toFixed(1),
      workerCpuMsPerSite: perSite(cpuAfter.workers - cpuBefore.workers),
      farmCpuMsPerSite: perSite(cpuAfter.farm - cpuBefore.farm),
      pgTransactionsPerSite: +(transactions / sites).toFixed(1),
      hostClaimsPerSite: +((cpuAfter.hostClaims - cpuBefore.hostClaims) / sites).toFixed(2),
      hostPushesPerSite: +((cpuAfter.hostPushes - cpuBefore.hostPushes) / sites).toFixed(2),
      outcomes: Object.fromEntries(outcomes.rows.map((r) => [r.outcome, r.n])),
      loadAverage: loadavg().map((l) => +l.toFixed(2)),
    };
  } finally {
    await Promise.all(
      children.map(
        (c) =>
          new Promise<void>((resolve) => {
            c.once('exit', () => resolve());
            c.kill('SIGTERM');
          }),
      ),
    );
    await db.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

const results: RunResult[] = [];
for (const [i, { workers, claims }] of runs.entries()) {
  const r = await runFleet(workers, claims, i * perRun);
  results.push(r);
  console.log(JSON.stringify({ ...r, concurrencyPerWorker: concurrency, cores: cpus().length }));
}
console.log(`\n${cpus().length} cores, ${concurrency} crawls per worker`);
console.log(
  'workers  claims   sites/s  ratio to 1 worker  worker CPU ms/site  PG transactions/site  host-slot statements/site',
);
for (const r of results) {
  // Each way of claiming against one worker (else the smallest fleet) claiming the same way.
  const same = results.filter((o) => o.claims === r.claims);
  const one = same.find((o) => o.workers === 1) ?? same[0];
  console.log(
    [
      String(r.workers).padStart(7),
      r.claims.padEnd(7),
      r.sitesPerSecond.toFixed(1).padStart(7),
      (r.sitesPerSecond / one.sitesPerSecond).toFixed(2).padStart(17),
      r.workerCpuMsPerSite.toFixed(2).padStart(18),
      r.pgTransactionsPerSite.toFixed(1).padStart(20),
      `${(r.hostClaimsPerSite + r.hostPushesPerSite).toFixed(2)} (${r.hostClaimsPerSite} claims)`.padStart(
        25,
      ),
    ].join('  '),
  );
}
clearTimeout(hardStop);
farm.send('close');
await new Promise((r) => farm.once('exit', r));
