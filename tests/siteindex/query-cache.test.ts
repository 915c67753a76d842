import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteIndex } from '../../server/src/siteindex/port.ts';
import { createPostgresSiteIndex } from '../../server/src/siteindex/postgres.ts';
import { withQueryCache } from '../../server/src/siteindex/query-cache.ts';
import { type Db, openDb } from '../../server/src/store/db.ts';
import { migrate } from '../../server/src/store/migrate.ts';
import { blankSite, SITES } from './dataset.ts';

describe('the statistics cache over the SiteIndex', () => {
  let db: Db;
  let raw: SiteIndex;
  beforeEach(async () => {
    db = await openDb({ dataDir: 'memory://' });
    await migrate(db);
    raw = createPostgresSiteIndex(db);
    await raw.init();
    await raw.upsert(SITES);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await db.close();
  });

  it('answers a repeated statistic from memory and shares one query among concurrent callers', async () => {
    const spy = vi.spyOn(raw, 'aggregate');
    const index = withQueryCache(raw, { ttlMs: 60_000 });
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

  it('writes through it clear it at once; answers expire after the ttl', async () => {
    const index = withQueryCache(raw, { ttlMs: 60_000 });
    const before = (await index.countSample([], 0)).count;
    await index.upsert([blankSite('fresh-site.example', 99, 'US', 'example')]);
    expect((await index.countSample([], 0)).count).toBe(before + 1);

    vi.useFakeTimers({ toFake: ['Date'] });
    const stale = (await index.countSample([], 0)).count;
    await raw.upsert([blankSite('written-elsewhere.example', 98, 'US', 'example')]);
    expect((await index.countSample([], 0)).count).toBe(stale);
    vi.setSystemTime(Date.now() + 61_000);
    expect((await index.countSample([], 0)).count).toBe(stale + 1);
  });

  it('never keeps a failure, and reads single documents and pages from the index', async () => {
    const index = withQueryCache(raw, { ttlMs: 60_000 });
    const spy = vi.spyOn(raw, 'aggregate').mockRejectedValueOnce(new Error('down'));
    await expect(index.aggregate([], 'tld', { size: 3 })).rejects.toThrow('down');
    await expect(index.aggregate([], 'tld', { size: 3 })).resolves.toBeInstanceOf(Array);
    expect(spy).toHaveBeenCalledTimes(2);
    const get = vi.spyOn(raw, 'get');
    await index.get(SITES[0].domain);
    await index.get(SITES[0].domain);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('with a ttl of 0 it is the index itself', async () => {
    const spy = vi.spyOn(raw, 'countSample');
    const index = withQueryCache(raw, { ttlMs: 0 });
    await index.countSample([], 0);
    await index.countSample([], 0);
    expect(spy).toHaveBeenCalledTimes(2);
  });
});
