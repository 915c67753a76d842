// The crawler's schedule decides due-ness when it claims, under the policy of the claim: an
// upgrade keeps what was waiting, claims never share a site, the soonest due go first across rank
// tiers and back-off, a lease that runs out makes a site due again, and moving a rank bound or a
// site's rank moves the site to its new tier at once.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { named, storeEngines } from '../../../tests/support/engines.ts';
import { parseRefreshPolicy } from '../config/refresh-policy.ts';
import type { Db } from '../store/db.ts';
import { loadMigrations, migrate } from '../store/migrate.ts';
import {
  CLAIM_LEASE_SECONDS,
  claimDue,
  followRankBounds,
  nextVisitOf,
  registerRanked,
  requestVisits,
} from './crawl-schedule.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = new Date('2026-11-20T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe.each(named(storeEngines()))('the crawl schedule on %s', (_name, engine) => {
  let db: Db;

  beforeAll(async () => {
    db = await engine.open();
    // A schedule written before due-ness moved to the claim: next visits stored at visit time.
    await migrate(
      db,
      loadMigrations().filter((m) => m.version < 27),
    );
    await db.query(
      `INSERT INTO crawl_sites (domain, rank, next_visit_at, last_visit_at, failures) VALUES
         ('never-visited.com', NULL, $1, NULL, 0),
         ('visited.com', 5, $2, $3, 0)`,
      [ago(HOUR), new Date('2030-01-01'), ago(2 * DAY)],
    );
    await migrate(db);
  });
  afterAll(() => db?.close());

  it('an upgrade keeps a site waiting for its first visit due when it was; a visited one follows the policy', async () => {
    const policy = parseRefreshPolicy('10000:1d,*:30d');
    expect(await nextVisitOf(db, policy, 'never-visited.com')).toEqual(ago(HOUR));
    // Its stored 2030 no longer counts: a day after its last visit, under this policy.
    expect(await nextVisitOf(db, policy, 'visited.com')).toEqual(ago(DAY));
    expect(await claimDue(db, policy, 10, NOW, NOW)).toEqual(['never-visited.com', 'visited.com']);
  });

  describe('claims', () => {
    beforeEach(async () => {
      await db.query('DELETE FROM crawl_sites');
    });

    const visited = (rows: [domain: string, rank: number | null, lastVisit: Date, failures: number][]) =>
      db.query(
        `INSERT INTO crawl_sites (domain, rank, last_visit_at, failures)
         SELECT * FROM unnest($1::text[], $2::int[], $3::timestamptz[], $4::int[])`,
        [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2]), rows.map((r) => r[3])],
      );

    it('two at once never share a site, and together take every due one', async () => {
      const domains = Array.from({ length: 120 }, (_, i) => `due-${i}.com`);
      await requestVisits(db, domains, ago(HOUR));
      const policy = parseRefreshPolicy('*:30d');
      const [a, b] = await Promise.all([
        claimDue(db, policy, 80, NOW, NOW),
        claimDue(db, policy, 80, NOW, NOW),
      ]);
      expect(a.filter((d) => b.includes(d))).toEqual([]);
      expect([...a, ...b].sort()).toEqual([...domains].sort());
      expect(await claimDue(db, policy, 80, NOW, NOW)).toEqual([]);
    });

    it('the soonest due first, across rank tiers, back-off and visits asked for', async () => {
      const policy = parseRefreshPolicy('10000:1d,*:30d');
      await visited([
        // Due 10 days ago: 30 days after its visit.
        ['tail.com', 500_000, ago(40 * DAY), 0],
        // Due a day ago.
        ['top.com', 50, ago(2 * DAY), 0],
        // Failed twice in a row: waits 2 days after its visit, so due in 23 hours.
        ['failing.com', 60, ago(25 * HOUR), 2],
        // Failed 20 times: waits the 90-day cap, due 11 days ago.
        ['dead.com', 70, ago(101 * DAY), 20],
      ]);
      await requestVisits(db, ['asked.com'], ago(HOUR));
      const order: string[] = [];
      for (let i = 0; i < 5; i++) order.push(...(await claimDue(db, policy, 1, NOW, NOW)));
      expect(order).toEqual(['dead.com', 'tail.com', 'top.com', 'asked.com']);
      expect(await nextVisitOf(db, policy, 'failing.com')).toEqual(new Date(NOW.getTime() + 23 * HOUR));
    });

    it('a claim holds its sites for the lease; once it runs out they are due again', async () => {
      const policy = parseRefreshPolicy('*:0s');
      await visited([['held.com', null, ago(DAY), 0]]);
      expect(await claimDue(db, policy, 5, NOW, NOW)).toEqual(['held.com']);
      expect(await claimDue(db, policy, 5, NOW, NOW)).toEqual([]);
      const later = new Date(NOW.getTime() + CLAIM_LEASE_SECONDS * 1000 + 1000);
      expect(await claimDue(db, policy, 5, later, later)).toEqual(['held.com']);
    });

    it('a new rank bound, or a site moved to another rank, applies at once; bounds are only added', async () => {
      await visited([
        ['r5.com', 5, ago(2 * DAY), 0],
        ['r5000.com', 5_000, ago(2 * DAY), 0],
      ]);
      expect(await claimDue(db, parseRefreshPolicy('10:1d,*:30d'), 5, NOW, NOW)).toEqual(['r5.com']);
      await db.query('UPDATE crawl_sites SET claimed_until = NULL');
      expect(await claimDue(db, parseRefreshPolicy('10000:1d,*:30d'), 5, NOW, NOW)).toEqual([
        'r5.com',
        'r5000.com',
      ]);
      await db.query('UPDATE crawl_sites SET claimed_until = NULL');
      // A newer import of its list ranks it past the daily tier: the 30-day interval, at once.
      await db.query(`UPDATE crawl_sites SET rank_list = 'tranco', rank_date = '2026-11-18'`);
      await registerRanked(
        db,
        [{ domain: 'r5000.com', rank: 50_000 }],
        { name: 'tranco', date: '2026-11-19' },
        NOW,
      );
      expect(await claimDue(db, parseRefreshPolicy('10000:1d,*:30d'), 5, NOW, NOW)).toEqual(['r5.com']);
      // Tiers finer than a policy serve it as they are: a process on other bounds moves nothing back.
      expect(await followRankBounds(db, parseRefreshPolicy('10:1d,*:30d'))).toEqual({
        bounds: [10, 10_000],
        moved: null,
      });
      expect((await followRankBounds(db, parseRefreshPolicy('*:0s'))).moved).toBeNull();
    });
  });
});
