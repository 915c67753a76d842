// The fleet's two tables on every store engine: host slots reserve starts an interval apart
// whoever claims them, and robots.txt is fetched once for several processes (separate caches on
// one database stand for them), failures are not kept, and expired rows are swept.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeEngines } from '../../../tests/support/engines.ts';
import { until } from '../../../tests/support/wait.ts';
import type { FetchFailure, RobotsRead } from '../crawl/index.ts';
import type { Db, Queryable } from '../store/db.ts';
import { migrate } from '../store/migrate.ts';
import { fleetHostSlots, fleetRobotsCache, sweepFleetTables } from './fleet.ts';

const refused: FetchFailure = {
  ok: false,
  kind: 'connectionRefused',
  reason: 'ECONNREFUSED',
  url: 'https://down.test/robots.txt',
  redirectChain: [],
  certificate: null,
};

describe.each(storeEngines())('fleet tables on $name', (engine) => {
  let db: Db;
  /** Until the database's clock has passed the kept answer's expiry (1 ms after it was stored). */
  const expired = (origin: string) =>
    until(
      async () =>
        (
          await db.query<{ expired: boolean }>(
            'SELECT expires_at < now() AS expired FROM crawl_robots WHERE origin = $1',
            [origin],
          )
        ).rows[0]?.expired,
      { what: `the robots.txt kept for ${origin} to expire` },
    );
  beforeAll(async () => {
    db = await engine.open();
    await migrate(db);
  }, 120_000);
  afterAll(() => db?.close());

  it('reserves starts an interval apart across claimers, and a long answer pushes the next one', async () => {
    const a = fleetHostSlots(db);
    const b = fleetHostSlots(db);
    const claims = await Promise.all([a, b, a, b, a].map((s) => s.claim('one.test', 10_000)));
    const starts = claims.map((c) => c.startAt).sort((x, y) => x - y);
    const gaps = starts.slice(1).map((t, i) => t - starts[i]);
    expect(gaps).toHaveLength(4);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(10_000 - 0.01);
    // The claims took far less than 10 s, so each waits for the one before it.
    const waits = claims.map((c) => c.waitMs);
    expect(Math.min(...waits)).toBeLessThan(10_000);
    expect(Math.max(...waits)).toBeGreaterThan(30_000);
    // Another host is not held up by this one.
    expect((await a.claim('other.test', 1_000)).waitMs).toBe(0);
    // An answer that outlasted the interval: the next start is a whole interval after its end.
    await a.ended('other.test', 60_000);
    expect((await b.claim('other.test', 1_000)).waitMs).toBeGreaterThan(58_000);
  });

  it('fetches robots.txt once for several processes, and keeps it for the others', async () => {
    // Each process's looks at a row someone else is fetching, counted.
    const looks = [0, 0];
    const watched = (i: number): Queryable => ({
      query: (text, params) => {
        if (text.includes('SELECT body')) looks[i]++;
        return db.query(text, params);
      },
    });
    const caches = [
      fleetRobotsCache(watched(0), { pollMs: 20 }),
      fleetRobotsCache(watched(1), { pollMs: 20 }),
    ];
    let fetches = 0;
    const read = async (): Promise<RobotsRead> => {
      fetches++;
      // The fetch lasts until the other process has found it under way and waits for its answer.
      await until(() => looks[0] + looks[1] > 0, { what: 'the other process to find the fetch under way' });
      return { text: 'User-agent: *\nDisallow: /private\n' };
    };
    const answers = await Promise.all([0, 1, 0, 1].map((i) => caches[i].get('https://shared.test', read)));
    expect(fetches).toBe(1);
    expect(answers).toEqual(answers.map(() => ({ text: 'User-agent: *\nDisallow: /private\n' })));
    // "No rules" is an answer too, and is kept.
    expect(await caches[0].get('https://norules.test', async () => ({ text: null }))).toEqual({ text: null });
    expect(await caches[1].get('https://norules.test', read)).toEqual({ text: null });
    expect(fetches).toBe(1);
  });

  it('keeps no failure: the next process to look fetches again', async () => {
    const [first, second] = [fleetRobotsCache(db), fleetRobotsCache(db)];
    expect(await first.get('https://down.test', async () => ({ failure: refused }))).toEqual({
      failure: refused,
    });
    expect(await second.get('https://down.test', async () => ({ text: '' }))).toEqual({ text: '' });
  });

  it('fetches again after the expiry, and sweeps what says nothing any more', async () => {
    const cache = fleetRobotsCache(db, { ttlMs: 1 });
    let fetches = 0;
    const read = async (): Promise<RobotsRead> => ({ text: `version ${++fetches}` });
    expect(await cache.get('https://short.test', read)).toEqual({ text: 'version 1' });
    await expired('https://short.test');
    expect(await cache.get('https://short.test', read)).toEqual({ text: 'version 2' });
    await expired('https://short.test');
    await db.query(
      `UPDATE crawl_host_slots SET next_at = now() - interval '2 minutes' WHERE host = 'one.test'`,
    );
    await sweepFleetTables(db);
    const left = await db.query<{ origin: string }>('SELECT origin FROM crawl_robots ORDER BY origin');
    expect(left.rows.map((r) => r.origin)).not.toContain('https://short.test');
    expect(left.rows.map((r) => r.origin)).toContain('https://shared.test');
    const slots = await db.query<{ host: string }>('SELECT host FROM crawl_host_slots ORDER BY host');
    expect(slots.rows.map((r) => r.host)).toEqual(['other.test']);
  });
});
