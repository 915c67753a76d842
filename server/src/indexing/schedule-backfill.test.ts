/**
 * Every indexed site has a next visit: the one-off walk that puts real documents the schedule
 * does not hold on it (indexed before migration 021, written by scans before they joined it),
 * never demo ones, resuming where it stopped and running once; on every SiteIndex adapter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { named, siteIndexEngines } from '../../../tests/support/engines.ts';
import { openMemoryDb } from '../../../tests/support/store-snapshots.ts';
import { DEFAULT_REFRESH, parseRefreshPolicy } from '../config/refresh-policy.ts';
import { LOW_RANK, SITES } from '../siteindex/conformance/dataset.ts';
import type { SiteDoc, SiteIndex } from '../siteindex/port.ts';
import type { Db } from '../store/db.ts';
import { migrate } from '../store/migrate.ts';
import { nextVisitOf } from './crawl-schedule.ts';
import { backfillSchedule } from './schedule-backfill.ts';

const policy = parseRefreshPolicy(DEFAULT_REFRESH);
const DAY = 86_400_000;
const template = SITES.find((s) => !s.synthetic && s.technologies.length) as SiteDoc;
const doc = (domain: string, extra: Partial<SiteDoc> = {}): SiteDoc => ({
  ...template,
  domain,
  rank: LOW_RANK,
  rankSource: null,
  synthetic: false,
  ...extra,
});

const recent = new Date(Date.now() - 2 * DAY).toISOString();
const longAgo = '2025-01-10T08:00:00.000Z';
const at = (checkedAt: string) => ({ ...template.fetch, checkedAt });
const DOCS: SiteDoc[] = [
  doc('a-ranked.com', {
    rank: 5_000,
    rankSource: { list: 'tranco', date: '2026-11-01', current: true },
    fetch: at(recent),
  }),
  doc('b-unranked.com', { fetch: at(longAgo) }),
  doc('c-demo.com', { synthetic: true }),
  doc('d-offline.com', { rank: 2_000_000, offline: true, fetch: { ...at(recent), outcome: 'dnsFailure' } }),
  doc('e-scheduled.com', { rank: 50 }),
  doc('f-demo.com', { synthetic: true }),
  doc('g-unranked.com', { fetch: at(recent) }),
];

describe.each(named(siteIndexEngines()))('the schedule backfill on %s', (_name, engine) => {
  let index: SiteIndex;
  let db: Db;
  const rows = async () =>
    (
      await db.query<{
        domain: string;
        rank: number | null;
        rank_list: string | null;
        rank_date: string | null;
      }>('SELECT domain, rank, rank_list, rank_date::text AS rank_date FROM crawl_sites ORDER BY domain')
    ).rows;
  /** Each site's next visit under the default policy, beside its rank. */
  const schedule = async () =>
    Promise.all(
      (await rows()).map(async (r) => ({
        ...r,
        next: (await nextVisitOf(db, policy, r.domain))?.toISOString(),
      })),
    );

  beforeAll(async () => {
    index = await engine.open();
    db = await openMemoryDb();
    await migrate(db);
    await index.upsert(DOCS);
    await index.refresh();
    await db.query(
      `INSERT INTO crawl_sites (domain, rank, requested_at) VALUES ('e-scheduled.com', 50, '2030-01-01')`,
    );
  });
  afterAll(async () => {
    await index?.close();
    await db?.close();
  });

  it('walks real documents into the schedule a step at a time, with next visits by rank, never demo ones', async () => {
    const deps = { db, siteIndex: index };
    const first = await backfillSchedule(deps, { batch: 2, maxSteps: 1 });
    expect(first.finished).toBe(false);
    expect(first.walked).toBeLessThanOrEqual(2);
    const rest = await backfillSchedule(deps, { batch: 2 });
    expect(rest.finished).toBe(true);
    expect(first.walked + rest.walked).toBe(5);
    expect(first.joined + rest.joined).toBe(4);

    expect(await schedule()).toEqual([
      // Top 10,000: a day after its last visit; the rank keeps its list and date.
      {
        domain: 'a-ranked.com',
        rank: 5_000,
        rank_list: 'tranco',
        rank_date: '2026-11-01',
        next: new Date(Date.parse(recent) + 1 * DAY).toISOString(),
      },
      // No rank: 30 days after the last visit, long past, so due at once.
      {
        domain: 'b-unranked.com',
        rank: null,
        rank_list: null,
        rank_date: null,
        next: new Date(Date.parse(longAgo) + 30 * DAY).toISOString(),
      },
      // Past the top million: 30 days.
      {
        domain: 'd-offline.com',
        rank: 2_000_000,
        rank_list: null,
        rank_date: null,
        next: new Date(Date.parse(recent) + 30 * DAY).toISOString(),
      },
      // Already on the schedule: left as it was.
      {
        domain: 'e-scheduled.com',
        rank: 50,
        rank_list: null,
        rank_date: null,
        next: '2030-01-01T00:00:00.000Z',
      },
      {
        domain: 'g-unranked.com',
        rank: null,
        rank_list: null,
        rank_date: null,
        next: new Date(Date.parse(recent) + 30 * DAY).toISOString(),
      },
    ]);
    const place = await db.query<{ walked: number; joined: number; finished: boolean }>(
      'SELECT walked::int, joined::int, finished_at IS NOT NULL AS finished FROM crawl_backfill',
    );
    expect(place.rows).toEqual([{ walked: 5, joined: 4, finished: true }]);
  });

  it('runs once: a finished walk reads nothing again', async () => {
    await index.upsert([doc('h-later.com')]);
    await index.refresh();
    expect(await backfillSchedule({ db, siteIndex: index })).toEqual({
      walked: 0,
      joined: 0,
      finished: true,
    });
    expect((await rows()).map((r) => r.domain)).not.toContain('h-later.com');
  });
});
