// A crawl fleet on one PostgreSQL: several worker processes (fixtures/fleet/worker.ts, what
// `crawl --worker` runs) share the queue, one host's politeness and its robots.txt.
//
// - Nine sites redirect to one hub host; three workers crawl them. The starts the workers reserved
//   for the hub are never closer than its interval, the hub saw no more than that rate, its
//   robots.txt is fetched once for the fleet, and every site is crawled exactly once.
// - A worker killed mid-crawl loses nothing: its jobs expire and another worker does them.

import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Farm, startFarm } from '../../../fixtures/farm/farm.ts';
import { type FarmSite, page, text } from '../../../fixtures/farm/site-kit.ts';
import { freshServerDatabase } from '../../../tests/support/engines.ts';
import { until } from '../../../tests/support/wait.ts';
import { type Queue, startQueue } from '../jobs/queue.ts';
import { createLogger } from '../log.ts';
import { type Db, openDb } from '../store/db.ts';
import { migrate } from '../store/migrate.ts';
import { CRAWL_QUEUE, enqueueCrawls, ensureCrawlQueue } from './crawl-queue.ts';
import { requestVisits } from './crawl-schedule.ts';
import type { IntakeStats } from './intake-control.ts';

const URL_ = process.env.DATABASE_URL;
const WORKER = fileURLToPath(new URL('../../../fixtures/fleet/worker.ts', import.meta.url));

const HUB = 'fleet-hub.test';
const INTERVAL_MS = 400;
const SITES = Array.from({ length: 9 }, (_, i) => `fleet-site-${i + 1}.test`);
const SLOW = Array.from({ length: 4 }, (_, i) => `fleet-slow-${i + 1}.test`);
/** Job expiry for the kill test: what brings a dead worker's jobs back. */
const EXPIRE_SECONDS = 6;

const allow = text('User-agent: *\nAllow: /\n');
const hub: FarmSite = {
  host: HUB,
  stack: 'one host many sites redirect to',
  variants: {
    default: {
      '/robots.txt': allow,
      '/': page({}, '<!doctype html><html><head><title>Hub</title></head><body>The hub</body></html>'),
      '/ads.txt': text(''),
    },
  },
};
const redirecting = (host: string, i: number): FarmSite => ({
  host,
  stack: 'redirects to the hub',
  variants: {
    default: {
      '/robots.txt': allow,
      '/': { status: 301, headers: { location: `http://${HUB}/?from=${i}` } },
    },
  },
});
const slow = (host: string): FarmSite => {
  const home = page({}, `<!doctype html><html><head><title>${host}</title></head><body>up</body></html>`);
  return {
    host,
    stack: 'a page that hangs until switched to answer',
    variants: {
      default: { '/robots.txt': allow, '/': { ...home, delayMs: 60_000 } },
      fast: { '/robots.txt': allow, '/': home },
    },
  };
};

let farm: Farm;
let fresh: { url: string; drop(): Promise<void> };
let db: Db;
let queue: Queue;
const children = new Set<ChildProcess>();

function startWorker(concurrency: number): Promise<ChildProcess> {
  const child = fork(WORKER, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      ...process.env,
      DATABASE_URL: fresh.url,
      FLEET_FARM: JSON.stringify({
        httpPort: farm.httpPort,
        httpsPort: farm.httpsPort,
        ca: farm.ca,
        allowHosts: farm.allowHosts,
      }),
      FLEET_CONCURRENCY: String(concurrency),
      FLEET_INTERVAL_MS: String(INTERVAL_MS),
      FLEET_MAINTENANCE_SECONDS: '1',
    },
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`worker exited (${code}) before it was ready`)));
  });
}

interface WorkerReport {
  stats: IntakeStats;
  starts: [string, number][];
}
const report = (child: ChildProcess) =>
  new Promise<WorkerReport>((resolve) => {
    child.once('message', (m) => resolve(m as WorkerReport));
    child.send('stats');
  });

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

interface JobRow {
  domain: string;
  state: string;
  retries: number;
}
const jobs = async (domains: string[]) =>
  (
    await db.query<JobRow>(
      `SELECT singleton_key AS domain, state::text AS state, retry_count AS retries FROM pgboss.job
       WHERE name = $1 AND singleton_key = ANY($2::text[]) ORDER BY singleton_key`,
      [CRAWL_QUEUE, domains],
    )
  ).rows;

const settled = (domains: string[], timeoutMs: number): Promise<JobRow[]> =>
  until(
    async () => {
      const rows = await jobs(domains);
      const done = rows.filter((r) => r.state === 'completed' || r.state === 'failed');
      return done.length === domains.length && rows;
    },
    { what: `the crawl jobs of ${domains.join(', ')} to end`, timeoutMs },
  );

/** A fresh database on the server, migrated, and the crawl queue on it. */
async function openFleetDatabase(queueOpts: { expireInSeconds?: number } = {}) {
  fresh = await freshServerDatabase(URL_!);
  db = await openDb({ databaseUrl: fresh.url, poolSize: 4 });
  await migrate(db);
  queue = await startQueue(db, createLogger('silent'), { maintenanceIntervalSeconds: 1 });
  await ensureCrawlQueue(queue, queueOpts);
}

async function closeFleetDatabase() {
  await Promise.all([...children].map(stop));
  await queue?.stop({ graceful: false, close: false });
  await db?.close();
  await fresh?.drop();
}

async function queueSites(domains: string[]) {
  await requestVisits(db, domains, new Date());
  await enqueueCrawls(queue, db, domains);
}

describe.skipIf(!URL_ && process.env.CI !== 'true')('a crawl fleet on PostgreSQL', () => {
  beforeAll(async () => {
    if (!URL_) throw new Error('the fleet tests need DATABASE_URL (scripts/servers/servers.sh)');
    farm = await startFarm({ extraSites: [hub, ...SITES.map(redirecting), ...SLOW.map(slow)] });
  }, 120_000);

  afterEach(closeFleetDatabase);
  afterAll(async () => {
    await farm?.close();
  });

  it('three workers keep one host to its rate, fetch its robots.txt once and crawl every site once', async () => {
    await openFleetDatabase();
    const workers = await Promise.all([startWorker(4), startWorker(4), startWorker(4)]);
    await queueSites(SITES);
    const rows = await settled(SITES, 90_000);
    expect(rows.map((r) => [r.domain, r.state, r.retries])).toEqual(
      [...SITES].sort().map((d) => [d, 'completed', 0]),
    );

    const hubRequests = farm.requestsFor(HUB);
    expect(hubRequests.filter((r) => r.path === '/robots.txt')).toHaveLength(1);
    // The page and ads.txt of the hub for each site, and its robots.txt once.
    expect(hubRequests).toHaveLength(1 + 2 * SITES.length);
    // The guarantee itself: the starts the workers reserved for the hub, all of them together,
    // are an interval apart (the database's clock, to the microsecond), and every request the
    // hub saw had one.
    const reports = await Promise.all(workers.map(report));
    const reserved = reports
      .flatMap((r) => r.starts)
      .filter(([host]) => host === HUB)
      .map(([, at]) => at)
      .sort((a, b) => a - b);
    expect(reserved).toHaveLength(hubRequests.length);
    const gaps = reserved.slice(1).map((t, i) => t - reserved[i]);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(INTERVAL_MS - 0.01);
    // As the hub saw them: each request arrives at or after its own reserved start, so the k-th
    // arrival is no earlier than the k-th reserved start (same clock: one machine) — by the time
    // the first reserved start plus k intervals has passed, the hub has had at most k + 1 requests.
    // Date.now() is whole milliseconds, the reservations are not, hence the floor.
    const seen = hubRequests.map((r) => r.at).sort((a, b) => a - b);
    expect(seen.filter((t, k) => t < Math.floor(reserved[k]))).toEqual([]);

    for (const site of SITES) {
      const seen = farm.requestsFor(site);
      expect(
        seen.filter((r) => r.path === '/'),
        site,
      ).toHaveLength(1);
      expect(
        seen.filter((r) => r.path === '/robots.txt'),
        site,
      ).toHaveLength(1);
    }
    // The work was shared: more than one worker wrote crawls (two writes a crawl: the document and
    // the next visit).
    expect(reports.reduce((n, r) => n + r.stats.writes, 0)).toBe(2 * SITES.length);
    expect(reports.filter((r) => r.stats.writes > 0).length).toBeGreaterThanOrEqual(2);
    await Promise.all(workers.map(stop));
  }, 120_000);

  it('a worker killed mid-crawl loses no job: they expire and another worker does them', async () => {
    // Made before any worker starts, so they all find the crawl queue with a short expiry.
    await openFleetDatabase({ expireInSeconds: EXPIRE_SECONDS });
    const doomed = await startWorker(SLOW.length);
    await queueSites(SLOW);
    // Every slow site's page has been asked for: the doomed worker holds all four jobs, mid-crawl.
    await until(() => SLOW.every((s) => farm.requestsFor(s).some((r) => r.path === '/')), {
      what: 'every slow site’s page to be asked for',
      timeoutMs: 30_000,
    });
    expect((await jobs(SLOW)).map((r) => r.state)).toEqual(SLOW.map(() => 'active'));
    doomed.kill('SIGKILL');
    await new Promise((r) => doomed.once('exit', r));
    for (const s of SLOW) farm.setVariant(s, 'fast');

    const survivor = await startWorker(4);
    const rows = await settled(SLOW, 60_000);
    expect(rows.map((r) => r.state)).toEqual(SLOW.map(() => 'completed'));
    // Each came back through pg-boss's expiry: one retry, none lost, none done twice.
    expect(rows.map((r) => r.retries)).toEqual(SLOW.map(() => 1));
    for (const s of SLOW)
      expect(
        farm.requestsFor(s).filter((r) => r.path === '/'),
        s,
      ).toHaveLength(2);
    const visits = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM crawl_sites WHERE domain = ANY($1::text[]) AND last_outcome = 'ok'`,
      [SLOW],
    );
    expect(visits.rows[0].n).toBe(SLOW.length);
    await stop(survivor);
  }, 120_000);
});
