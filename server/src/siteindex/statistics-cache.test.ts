import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openMemoryDb } from '../../../tests/support/store-snapshots.ts';
import { eventually } from '../../../tests/support/wait.ts';
import type { Db } from '../store/db.ts';
import { migrate } from '../store/migrate.ts';
import { isBackground } from '../store/priority.ts';
import { blankSite, SITES } from './conformance/dataset.ts';
import type { SiteIndex } from './port.ts';
import { createPostgresSiteIndex } from './postgres.ts';
import {
  type CachedSiteIndex,
  type StatisticsCacheOptions,
  withStatisticsCache,
} from './statistics-cache.ts';
import { postgresStatisticsStore } from './statistics-store.ts';

const HOUR = 3_600_000;

describe('the statistics cache over the SiteIndex', () => {
  let db: Db;
  let raw: SiteIndex;
  const caches: { close(): Promise<void> }[] = [];
  /** A cache over the raw index whose close leaves the raw index open for the next one. */
  const cache = (opts: StatisticsCacheOptions) => {
    // Looked up at call time, so spies set on the raw index later are seen.
    const view: SiteIndex = Object.assign(Object.create(raw), { close: async () => {} });
    const c = withStatisticsCache(view, opts);
    caches.push(c);
    return c;
  };
  const stored = async () =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM index_statistics')).rows[0].n;

  // One store for the file (opening one costs about a second of CPU); every test starts from the
  // same sites and no stored answers.
  beforeAll(async () => {
    db = await openMemoryDb('catalogues');
    await migrate(db);
  });
  afterAll(() => db?.close());
  beforeEach(async () => {
    raw = createPostgresSiteIndex(db);
    await raw.init();
    const written: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await raw.page([], { size: 100, cursor });
      written.push(...page.items.map((d) => d.domain));
      cursor = page.next;
    } while (cursor);
    const kept = new Set(SITES.map((s) => s.domain));
    for (const domain of written) if (!kept.has(domain)) await raw.remove(domain);
    // Whole documents: the sites a test removed are back as they were.
    await raw.upsert(SITES);
    await db.query('DELETE FROM index_statistics');
  });
  afterEach(async () => {
    vi.useRealTimers();
    for (const c of caches.splice(0)) await c.close();
  });

  it('answers a repeated statistic from memory and shares one query among concurrent callers', async () => {
    const spy = vi.spyOn(raw, 'aggregate');
    const index = cache({ ttlMs: 60_000 });
    const [a, b] = await Promise.all([
      index.aggregate([], 'country', { size: 5 }),
      index.aggregate([], 'country', { size: 5 }),
    ]);
    expect(a).toEqual(b);
    await index.aggregate([], 'country', { size: 5 });
    expect(spy).toHaveBeenCalledTimes(1);
    await index.aggregate([], 'country', { size: 6 });
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('a removal through it is seen by the next read at once; removing nothing changes nothing', async () => {
    const index = cache({ ttlMs: 60_000 });
    const before = await index.countSample([], 100);
    expect(before.sample.map((d) => d.domain)).toContain(SITES[0].domain);
    const spy = vi.spyOn(raw, 'countSample');
    expect(await index.remove('never-indexed.example')).toBe(false);
    expect(await index.countSample([], 100)).toEqual(before);
    expect(spy).not.toHaveBeenCalled();
    expect(await index.remove(SITES[0].domain)).toBe(true);
    const after = await index.countSample([], 100);
    expect(after.count).toBe(before.count - 1);
    expect(after.sample.map((d) => d.domain)).not.toContain(SITES[0].domain);
  });

  it('a written document starts no computation: kept answers are served until their ttl', async () => {
    const index = cache({ ttlMs: 60_000, slowMs: 0 });
    // The clock and the timers are the test's: the time after the writes passes at its word.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'setInterval', 'setImmediate'] });
    const kept = [
      await index.aggregate([], 'country', { size: 5 }),
      await index.aggregate([], 'tld', { size: 5 }),
    ];
    const keptCount = await index.countSample([], 3);
    const aggregate = vi.spyOn(raw, 'aggregate');
    const countSample = vi.spyOn(raw, 'countSample');
    // A burst of scans and crawls: every write used to queue a recomputation of each answer read.
    for (let i = 0; i < 20; i++) {
      await index.upsert([blankSite(`written-${i}.example`, 99, 'GB', 'example')]);
      await index.refresh();
    }
    // Whatever a write might have put off for later (a debounced recomputation) is due by now.
    await vi.advanceTimersByTimeAsync(1_100);
    await index.settled();
    expect(aggregate).not.toHaveBeenCalled();
    expect(countSample).not.toHaveBeenCalled();
    expect([
      await index.aggregate([], 'country', { size: 5 }),
      await index.aggregate([], 'tld', { size: 5 }),
    ]).toEqual(kept);
    expect(await index.countSample([], 3)).toEqual(keptCount);
    expect(aggregate).not.toHaveBeenCalled();
    // Past the ttl the writes show, refreshed behind the reader.
    vi.setSystemTime(Date.now() + 61_000);
    expect((await index.countSample([], 3)).count).toBe(keptCount.count);
    await index.settled();
    expect((await index.countSample([], 3)).count).toBe(keptCount.count + 20);
  });

  it('refreshes are background work: their queries wait while a request’s query runs', async () => {
    const index = cache({ ttlMs: 60_000 });
    vi.useFakeTimers({ toFake: ['Date'] });
    await index.countSample([], 0);
    vi.setSystemTime(Date.now() + 61_000);
    const marks: boolean[] = [];
    const real = raw.countSample.bind(raw);
    vi.spyOn(raw, 'countSample').mockImplementation((...a) => {
      marks.push(isBackground());
      return real(...a);
    });
    await index.countSample([], 0);
    await index.settled();
    // A reader's own computation stays foreground.
    await index.countSample([], 1);
    expect(marks).toEqual([true, false]);
  });

  it('past the ttl it serves the kept answer and refreshes it behind the reader', async () => {
    const index = cache({ ttlMs: 60_000 });
    vi.useFakeTimers({ toFake: ['Date'] });
    const kept = (await index.countSample([], 0)).count;
    await raw.upsert([blankSite('written-elsewhere.example', 98, 'US', 'example')]);
    expect((await index.countSample([], 0)).count).toBe(kept);
    vi.setSystemTime(Date.now() + 61_000);
    const spy = vi.spyOn(raw, 'countSample');
    // The reader gets the kept answer without waiting; the refresh runs after it.
    expect((await index.countSample([], 0)).count).toBe(kept);
    await index.settled();
    expect(spy).toHaveBeenCalledTimes(1);
    expect((await index.countSample([], 0)).count).toBe(kept + 1);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('an answer older than a day is not served: the reader waits for a fresh one', async () => {
    const index = cache({ ttlMs: 60_000 });
    vi.useFakeTimers({ toFake: ['Date'] });
    const kept = (await index.countSample([], 0)).count;
    await raw.upsert([blankSite('written-elsewhere.example', 98, 'US', 'example')]);
    vi.setSystemTime(Date.now() + 25 * HOUR);
    expect((await index.countSample([], 0)).count).toBe(kept + 1);
  });

  it('never keeps a failure, and reads single documents and pages from the index', async () => {
    const index = cache({ ttlMs: 60_000 });
    const spy = vi.spyOn(raw, 'aggregate').mockRejectedValueOnce(new Error('down'));
    await expect(index.aggregate([], 'tld', { size: 3 })).rejects.toThrow('down');
    await expect(index.aggregate([], 'tld', { size: 3 })).resolves.toBeInstanceOf(Array);
    expect(spy).toHaveBeenCalledTimes(2);
    const get = vi.spyOn(raw, 'get');
    await index.get(SITES[0].domain);
    await index.get(SITES[0].domain);
    expect(get).toHaveBeenCalledTimes(2);
    const page = vi.spyOn(raw, 'page');
    await index.page([], { size: 2 });
    await index.page([], { size: 2 });
    expect(page).toHaveBeenCalledTimes(2);
  });

  it('a failed background refresh keeps the old answer and is reported', async () => {
    const errors: unknown[] = [];
    const index = cache({ ttlMs: 60_000, onError: (e) => errors.push(e) });
    vi.useFakeTimers({ toFake: ['Date'] });
    const kept = await index.aggregate([], 'country', { size: 5 });
    vi.setSystemTime(Date.now() + 61_000);
    vi.spyOn(raw, 'aggregate').mockRejectedValueOnce(new Error('index down'));
    expect(await index.aggregate([], 'country', { size: 5 })).toEqual(kept);
    await index.settled();
    expect(errors).toEqual([new Error('index down')]);
    expect(await index.aggregate([], 'country', { size: 5 })).toEqual(kept);
  });

  it('with a ttl of 0 it is the index itself', async () => {
    const spy = vi.spyOn(raw, 'countSample');
    const index = cache({ ttlMs: 0 });
    await index.countSample([], 0);
    await index.countSample([], 0);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  describe('with the statistics store', () => {
    it('a new process answers from the store without asking the index', async () => {
      const first = cache({ ttlMs: 60_000, store: postgresStatisticsStore(db), slowMs: 0 });
      const answer = await first.aggregate(
        [{ module: 'country', mode: 'include', values: ['US'] }],
        'technology',
        { size: 5 },
      );
      await first.countSample([], 3);
      expect(await stored()).toBe(2);

      const spy = vi.spyOn(raw, 'aggregate');
      const second = cache({ ttlMs: 60_000, store: postgresStatisticsStore(db), slowMs: 0 });
      expect(
        await second.aggregate([{ module: 'country', mode: 'include', values: ['US'] }], 'technology', {
          size: 5,
        }),
      ).toEqual(answer);
      expect(spy).not.toHaveBeenCalled();
      // Another namespace (another index kept in the same database) shares nothing.
      const other = cache({
        ttlMs: 60_000,
        store: postgresStatisticsStore(db),
        slowMs: 0,
        namespace: 'opensearch:x',
      });
      await other.aggregate([{ module: 'country', mode: 'include', values: ['US'] }], 'technology', {
        size: 5,
      });
      expect(spy).toHaveBeenCalledTimes(1);
    });

    it('fast answers are not stored', async () => {
      const index = cache({ ttlMs: 60_000, store: postgresStatisticsStore(db), slowMs: 60_000 });
      await index.countSample([], 0);
      expect(await stored()).toBe(0);
    });

    it('a stored answer older than the ttl is served and refreshed; older than a day it is not served', async () => {
      const first = cache({ ttlMs: 60_000, store: postgresStatisticsStore(db), slowMs: 0 });
      const kept = (await first.countSample([], 0)).count;
      await raw.upsert([blankSite('written-elsewhere.example', 98, 'US', 'example')]);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 61_000);
      const second = cache({ ttlMs: 60_000, store: postgresStatisticsStore(db), slowMs: 0 });
      expect((await second.countSample([], 0)).count).toBe(kept);
      await second.settled();
      expect((await second.countSample([], 0)).count).toBe(kept + 1);
      // The refresh went to the store too.
      const third = cache({ ttlMs: 60_000, store: postgresStatisticsStore(db), slowMs: 0 });
      expect((await third.countSample([], 0)).count).toBe(kept + 1);

      await raw.upsert([blankSite('written-later.example', 97, 'US', 'example')]);
      vi.setSystemTime(Date.now() + 25 * HOUR);
      const fourth = cache({ ttlMs: 60_000, store: postgresStatisticsStore(db), slowMs: 0 });
      expect((await fourth.countSample([], 0)).count).toBe(kept + 2);
    });

    it('answers stored before a removal through the cache are not served after it', async () => {
      const index = cache({ ttlMs: 60_000, store: postgresStatisticsStore(db), slowMs: 0 });
      const before = (await index.countSample([], 0)).count;
      await index.upsert([blankSite('fresh-site.example', 99, 'US', 'example')]);
      await index.remove('fresh-site.example');
      await index.remove(SITES[1].domain);
      index.clearCache();
      expect((await index.countSample([], 0)).count).toBe(before - 1);
    });

    it('after a bulk write, answers kept from before are computed again, in this process and the next', async () => {
      const first = cache({ ttlMs: 60_000, store: postgresStatisticsStore(db), slowMs: 0 });
      const before = (await first.countSample([], 0)).count;
      expect(before).toBe(SITES.length);
      await raw.upsert([
        blankSite('bulk-1.example', 900_001, null, 'example'),
        blankSite('bulk-2.example', 900_002, null, 'example'),
      ]);
      // Kept, as any write is until its ttl (a second process reads the stored answer too).
      expect((await first.countSample([], 0)).count).toBe(before);
      expect(
        (await cache({ ttlMs: 60_000, store: postgresStatisticsStore(db), slowMs: 0 }).countSample([], 0))
          .count,
      ).toBe(before);

      await first.forgetAnswers();
      expect((await first.countSample([], 0)).count).toBe(before + 2);
      const next = cache({ ttlMs: 60_000, store: postgresStatisticsStore(db), slowMs: 0 });
      expect((await next.countSample([], 0)).count).toBe(before + 2);
    });

    it('HTTP workers have a stale answer computed once, by the primary, and take it from the store', async () => {
      const store = postgresStatisticsStore(db);
      // Quick answers are not stored by a reader: the store holds only what the primary keeps.
      const primary = cache({ ttlMs: 60_000, store, slowMs: 60_000 });
      const worker = () =>
        cache({ ttlMs: 60_000, store, slowMs: 60_000, refreshElsewhere: (q) => primary.recompute(q) });
      const workers = [worker(), worker(), worker()];
      const kept = (await workers[0].countSample([], 0)).count;
      for (const w of workers.slice(1)) await w.countSample([], 0);
      await raw.upsert([blankSite('written-elsewhere.example', 98, 'US', 'example')]);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 61_000);
      const spy = vi.spyOn(raw, 'countSample');
      for (const w of workers) expect((await w.countSample([], 0)).count).toBe(kept);
      await Promise.all(workers.map((w) => w.settled()));
      for (const w of workers) expect((await w.countSample([], 0)).count).toBe(kept + 1);
      expect(spy).toHaveBeenCalledTimes(1);
    });

    it('a removal in one process makes the others forget their older answers at once', async () => {
      const store = postgresStatisticsStore(db);
      const others: CachedSiteIndex[] = [];
      const told = (at: number) => {
        for (const o of others) o.forgetAnswersBefore(at);
      };
      const here = cache({ ttlMs: 60_000, store, slowMs: 0, onForget: told });
      others.push(cache({ ttlMs: 60_000, store, slowMs: 0 }), cache({ ttlMs: 60_000, store, slowMs: 0 }));
      const before = await others[0].countSample([], 100);
      expect(before.sample.map((d) => d.domain)).toContain(SITES[0].domain);
      await others[1].countSample([], 100);
      expect(await here.remove(SITES[0].domain)).toBe(true);
      for (const o of others) {
        const after = await o.countSample([], 100);
        expect(after.count).toBe(before.count - 1);
        expect(after.sample.map((d) => d.domain)).not.toContain(SITES[0].domain);
      }
    });

    it('a store that fails to answer is reported and the index answers', async () => {
      const errors: unknown[] = [];
      const store = postgresStatisticsStore(db);
      const index = cache({
        ttlMs: 60_000,
        store: { ...store, read: () => Promise.reject(new Error('store down')) },
        slowMs: 0,
        onError: (e) => errors.push(e),
      });
      expect((await index.countSample([], 0)).count).toBe(SITES.length);
      expect(errors).toEqual([new Error('store down')]);
    });

    it('prunes answers older than a day when it starts', async () => {
      const store = postgresStatisticsStore(db);
      await store.write('old', { n: 1 }, Date.now() - 25 * HOUR);
      await store.write('new', { n: 2 }, Date.now() - HOUR);
      cache({ ttlMs: 60_000, store });
      await eventually(async () => expect(await stored()).toBe(1), {
        what: 'the day-old answer to be pruned',
      });
      expect(await store.read('new')).toMatchObject({ answer: { n: 2 } });
    });
  });
});
