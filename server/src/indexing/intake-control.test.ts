// Back-pressure: the crawl intake shrinks while writes are slow and grows back while they are
// fast, within its bounds; and against a real store whose writes are made slow on purpose, the
// crawls a process holds stay bounded and fall as the writes lag.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENCH_SUFFIX, type Farm, startFarm } from '../../../fixtures/farm/farm.ts';
import { openMemoryDb } from '../../../tests/support/store-snapshots.ts';
import { until } from '../../../tests/support/wait.ts';
import { parseRefreshPolicy } from '../config/refresh-policy.ts';
import { type Crawler, createCrawler } from '../crawl/index.ts';
import { loadFingerprintSet } from '../detect/index.ts';
import { type Queue, startQueue } from '../jobs/queue.ts';
import { createLogger } from '../log.ts';
import type { SiteIndex } from '../siteindex/port.ts';
import { createPostgresSiteIndex } from '../siteindex/postgres.ts';
import type { Db } from '../store/db.ts';
import { migrate } from '../store/migrate.ts';
import { crawlJobStates, enqueueCrawls, startCrawlWorkers } from './crawl-queue.ts';
import { requestVisits } from './crawl-schedule.ts';
import { IntakeControl } from './intake-control.ts';
import { createVulnerabilityLookup } from './vulnerability-lookup.ts';

describe('IntakeControl', () => {
  it('shrinks under slow writes down to its floor, then grows back to its ceiling under fast ones', () => {
    const c = new IntakeControl({ max: 32, min: 2, targetWriteMs: 100 });
    expect(c.limit).toBe(32);
    const seen: number[] = [];
    for (let i = 0; i < 100; i++) {
      c.observe(1_000);
      seen.push(c.limit);
    }
    expect(seen[0]).toBeLessThan(32);
    // Never up while slow, and at most one cut per intake's worth of writes.
    expect(seen.every((l, i) => i === 0 || l <= seen[i - 1])).toBe(true);
    expect(c.limit).toBe(2);
    for (let i = 0; i < 200; i++) c.observe(10);
    expect(c.limit).toBe(32);
  });

  it('holds steady between the target and twice the target', () => {
    const c = new IntakeControl({ max: 8, targetWriteMs: 100 });
    for (let i = 0; i < 50; i++) c.observe(150);
    expect(c.limit).toBe(8);
  });

  it('times the writes it runs, and counts the ones pending', async () => {
    const c = new IntakeControl({ max: 4, targetWriteMs: 1 });
    let release!: () => void;
    const started = performance.now();
    const write = c.timed(() => new Promise<void>((r) => (release = r)));
    expect(c.stats().pendingWrites).toBe(1);
    // The write is held until the clock it is timed by has moved on by 20 ms.
    await until(() => performance.now() - started >= 20, { what: '20 ms to pass inside the write' });
    release();
    await write;
    expect(c.stats()).toMatchObject({ pendingWrites: 0, writes: 1 });
    expect(c.stats().writeMs).toBeGreaterThanOrEqual(15);
  });
});

describe('crawl workers against a slow index', () => {
  const SITES = Array.from({ length: 30 }, (_, i) => `site${i}${BENCH_SUFFIX}`);
  const MAX = 8;
  const WRITE_DELAY_MS = 300;
  let farm: Farm;
  let crawler: Crawler;
  let db: Db;
  let queue: Queue;
  /** crawls' document writes running now, and the most at once */
  const writes = { now: 0, peak: 0, log: [] as number[] };

  beforeAll(async () => {
    farm = await startFarm({ benchSites: SITES.length });
    crawler = createCrawler({
      baseUrl: 'https://techcensus.test',
      allowHosts: [`*${BENCH_SUFFIX}`],
      lookup: farm.lookup,
      ca: farm.ca,
      connectPort: farm.connectPort,
      dns: false,
      perHostIntervalMs: 0,
    });
    db = await openMemoryDb();
    await migrate(db);
    queue = await startQueue(db, createLogger('silent'));
  }, 120_000);

  afterAll(async () => {
    await queue?.stop({ graceful: false, close: false });
    await crawler?.close();
    await db?.close();
    await farm?.close();
  });

  it('holds at most its ceiling in flight and takes fewer crawls as the writes lag', async () => {
    const real = createPostgresSiteIndex(db);
    await real.init();
    // The real store, every document write made slow on purpose.
    const slow: SiteIndex = Object.assign(Object.create(real) as SiteIndex, {
      async upsert(docs: Parameters<SiteIndex['upsert']>[0]) {
        writes.now++;
        writes.peak = Math.max(writes.peak, writes.now);
        writes.log.push(writes.now);
        // The slowness under test: each write is held until WRITE_DELAY_MS have passed.
        const started = performance.now();
        await until(() => performance.now() - started >= WRITE_DELAY_MS, { what: 'the slow write’s delay' });
        try {
          return await real.upsert(docs);
        } finally {
          writes.now--;
        }
      },
    });
    const index = {
      crawler,
      fingerprints: loadFingerprintSet(),
      siteIndex: slow,
      vulnerabilities: createVulnerabilityLookup(db),
    };
    const workers = await startCrawlWorkers(
      queue,
      { db, index: () => index, policy: parseRefreshPolicy('*:30d') },
      MAX,
      { pollingIntervalSeconds: 0.1, targetWriteMs: 50 },
    );
    await requestVisits(db, SITES, new Date());
    const ids = await enqueueCrawls(queue, db, SITES);
    const states = await until(
      async () => {
        const states = await crawlJobStates(db, ids);
        return states.every((s) => s.state === 'completed' || s.state === 'failed') && states;
      },
      { what: 'every crawl job to end', timeoutMs: 90_000 },
    );
    const stats = workers.stats();
    await workers.stop();

    expect(states.map((s) => s.state)).toEqual(SITES.map(() => 'completed'));
    expect(await slow.get(SITES[0])).not.toBeNull();
    // Bounded whatever the index does: never more crawls, nor writes, than the ceiling.
    expect(stats.peakInFlight).toBeLessThanOrEqual(MAX);
    expect(writes.peak).toBeLessThanOrEqual(MAX);
    // Every write took over six times the target, so the intake went down to one crawl at a
    // time, and the last third of the writes found at most one other running.
    expect(stats.limit).toBe(1);
    expect(Math.max(...writes.log.slice(-10))).toBeLessThanOrEqual(2);
    expect(stats.writeMs).toBeGreaterThanOrEqual(WRITE_DELAY_MS);
  }, 120_000);
});
