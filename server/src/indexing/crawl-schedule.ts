import { nextVisit, type RefreshPolicy } from '../config/refresh-policy.ts';
import type { RankSource, RankUpdate, RealSite } from '../siteindex/port.ts';
import type { Db, Queryable } from '../store/db.ts';
import { LOW_RANK } from './site-document.ts';

/**
 * The crawler's list of sites (`crawl_sites`, migration 021): each site's rank and the list it
 * comes from, and when it is visited next. Claims are atomic (`FOR UPDATE SKIP LOCKED` and a
 * lease), so processes sharing the database never hand out one site twice.
 */

export interface ListImport {
  name: string;
  /** YYYY-MM-DD */
  date: string;
}

export interface SiteSchedule {
  domain: string;
  rank: number | null;
  rankSource: RankSource | null;
  failures: number;
}

/** How long a claimed site is held before it counts as due again (a process died mid-visit). */
export const CLAIM_LEASE_SECONDS = 3_600;

const day = (d: Date | string) => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

/**
 * Registers sites from one batch of a list import. New sites are due now; known ones keep their
 * next visit. A rank replaces the site's rank when it comes from the same list (same or newer
 * date: within one date the best rank of a name wins), when the held one is old (its list has a
 * newer import without the site) or missing, or when it is better. Returns the ranks that
 * changed, for the documents the index already holds.
 */
export async function registerRanked(
  db: Queryable,
  entries: { domain: string; rank: number | null }[],
  list: ListImport | null,
  now: Date,
): Promise<RankUpdate[]> {
  const best = new Map<string, number | null>();
  for (const e of entries) {
    const held = best.get(e.domain);
    if (held === undefined) best.set(e.domain, e.rank);
    else if (e.rank !== null && (held === null || e.rank < held)) best.set(e.domain, e.rank);
  }
  const ranked = [...best].filter((e): e is [string, number] => e[1] !== null && list !== null);
  const unranked = [...best].filter((e) => e[1] === null || list === null).map(([d]) => d);
  if (unranked.length) {
    await db.query(
      `INSERT INTO crawl_sites (domain, next_visit_at) SELECT unnest($1::text[]), $2
       ON CONFLICT (domain) DO NOTHING`,
      [unranked, now],
    );
  }
  if (!ranked.length || !list) return [];
  const r = await db.query<{ domain: string; rank: number }>(
    `INSERT INTO crawl_sites AS c (domain, rank, rank_list, rank_date, next_visit_at)
     SELECT u.domain, u.rank, $3, $4::date, $5 FROM unnest($1::text[], $2::int[]) AS u(domain, rank)
     ON CONFLICT (domain) DO UPDATE SET
       rank = CASE WHEN c.rank_list = $3 AND c.rank_date = $4::date THEN LEAST(c.rank, EXCLUDED.rank)
                   ELSE EXCLUDED.rank END,
       rank_list = $3, rank_date = $4::date
     WHERE c.rank IS NULL
        OR (c.rank_list = $3 AND c.rank_date <= $4::date)
        OR EXCLUDED.rank < c.rank
        OR c.rank_date < (SELECT l.list_date FROM rank_lists l WHERE l.name = c.rank_list)
     RETURNING c.domain, c.rank`,
    [ranked.map(([d]) => d), ranked.map(([, r]) => r), list.name, list.date, now],
  );
  return r.rows.map((row) => ({
    domain: row.domain,
    rank: row.rank,
    rankSource: { list: list.name, date: list.date, current: true },
  }));
}

/**
 * Records a finished import of `list` and returns the date of the import before it (null for a
 * first import, or when this one is not newer). Sites that list ranked on that earlier date and
 * not on this one have left it.
 */
export async function finishListImport(db: Db, list: ListImport, entries: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const before = await tx.query<{ list_date: string | Date }>(
      'SELECT list_date FROM rank_lists WHERE name = $1 FOR UPDATE',
      [list.name],
    );
    const previous = before.rows[0] ? day(before.rows[0].list_date) : null;
    if (previous !== null && previous >= list.date) return null;
    await tx.query(
      `INSERT INTO rank_lists (name, list_date, entries) VALUES ($1, $2::date, $3)
       ON CONFLICT (name) DO UPDATE SET list_date = EXCLUDED.list_date, entries = EXCLUDED.entries,
         imported_at = now()`,
      [list.name, list.date, entries],
    );
    return previous;
  });
}

/**
 * Sites `list` ranked on `previous` and not since: their ranks, now marked old, `limit` at a time
 * after `after` (domain order).
 */
export async function leftList(
  db: Queryable,
  list: string,
  previous: string,
  after: string,
  limit: number,
): Promise<RankUpdate[]> {
  const r = await db.query<{ domain: string; rank: number; rank_date: string | Date }>(
    `SELECT domain, rank, rank_date FROM crawl_sites
     WHERE rank_list = $1 AND rank_date = $2::date AND domain > $3 ORDER BY domain LIMIT $4`,
    [list, previous, after, limit],
  );
  return r.rows.map((row) => ({
    domain: row.domain,
    rank: row.rank,
    rankSource: { list, date: day(row.rank_date), current: false },
  }));
}

/** Makes these sites due now (a crawl asked for by name), registering them if needed. */
export async function requestVisits(db: Queryable, domains: string[], now: Date): Promise<void> {
  await db.query(
    `INSERT INTO crawl_sites (domain, next_visit_at) SELECT unnest($1::text[]), $2
     ON CONFLICT (domain) DO UPDATE SET next_visit_at = LEAST(crawl_sites.next_visit_at, EXCLUDED.next_visit_at)`,
    [domains, now],
  );
}

/**
 * Puts indexed sites the schedule does not hold on it (sites it holds are left as they are): the
 * next visit is the interval of the site's rank after its last visit (`checkedAt`), so a site
 * last seen long ago is due at once. The rank and its list come along, so the policy and later
 * imports treat the site like one a list brought. Returns how many joined.
 */
export async function joinSchedule(db: Queryable, sites: RealSite[], policy: RefreshPolicy): Promise<number> {
  if (!sites.length) return 0;
  const rank = (s: RealSite) => (s.rank >= LOW_RANK ? null : s.rank);
  const r = await db.query<{ domain: string }>(
    `INSERT INTO crawl_sites (domain, rank, rank_list, rank_date, next_visit_at)
     SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::date[], $5::timestamptz[])
     ON CONFLICT (domain) DO NOTHING RETURNING domain`,
    [
      sites.map((s) => s.domain),
      sites.map(rank),
      sites.map((s) => (rank(s) === null ? null : (s.rankSource?.list ?? null))),
      sites.map((s) => (rank(s) === null ? null : (s.rankSource?.date ?? null))),
      sites.map((s) => nextVisit(policy, rank(s), 0, new Date(s.checkedAt)).toISOString()),
    ],
  );
  return r.rows.length;
}

/**
 * Claims up to `limit` sites due by `dueBy`, soonest first, holding each for CLAIM_LEASE_SECONDS:
 * another process (or the next claim) does not get them until their visit sets the next one.
 */
export async function claimDue(db: Queryable, limit: number, dueBy: Date, now: Date): Promise<string[]> {
  if (limit <= 0) return [];
  const r = await db.query<{ domain: string }>(
    `UPDATE crawl_sites c SET next_visit_at = $3
     WHERE c.domain IN (
       SELECT domain FROM crawl_sites WHERE next_visit_at <= $1
       ORDER BY next_visit_at, domain LIMIT $2 FOR UPDATE SKIP LOCKED)
     RETURNING c.domain`,
    [dueBy, limit, new Date(now.getTime() + CLAIM_LEASE_SECONDS * 1000)],
  );
  return r.rows.map((row) => row.domain).sort();
}

/** How many sites are due by `dueBy` (not claimed). */
export async function countDue(db: Queryable, dueBy: Date): Promise<number> {
  const r = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM crawl_sites WHERE next_visit_at <= $1',
    [dueBy],
  );
  return r.rows[0].n;
}

/** A site's rank and where it comes from (with the list's newest date deciding `current`). */
export async function siteSchedule(db: Queryable, domain: string): Promise<SiteSchedule | null> {
  const r = await db.query<{
    rank: number | null;
    rank_list: string | null;
    rank_date: string | Date | null;
    list_date: string | Date | null;
    failures: number;
  }>(
    `SELECT c.rank, c.rank_list, c.rank_date, l.list_date, c.failures
     FROM crawl_sites c LEFT JOIN rank_lists l ON l.name = c.rank_list WHERE c.domain = $1`,
    [domain],
  );
  const row = r.rows[0];
  if (!row) return null;
  const rankSource =
    row.rank !== null && row.rank_list && row.rank_date
      ? {
          list: row.rank_list,
          date: day(row.rank_date),
          current: row.list_date === null || day(row.rank_date) >= day(row.list_date),
        }
      : null;
  return { domain, rank: row.rank, rankSource, failures: row.failures };
}

/**
 * After a visit: the next one from the policy, by the site's rank and its failures in a row
 * (`read` false adds one, true clears them). Returns when that is.
 */
export async function recordVisit(
  db: Db,
  domain: string,
  visit: { outcome: string; read: boolean },
  policy: RefreshPolicy,
  now: Date,
): Promise<Date> {
  return db.transaction(async (tx) => {
    const r = await tx.query<{ rank: number | null; failures: number }>(
      'SELECT rank, failures FROM crawl_sites WHERE domain = $1 FOR UPDATE',
      [domain],
    );
    const held = r.rows[0];
    const failures = visit.read ? 0 : (held?.failures ?? 0) + 1;
    const next = nextVisit(policy, held?.rank ?? null, failures, now);
    await tx.query(
      `INSERT INTO crawl_sites (domain, next_visit_at, last_visit_at, last_outcome, failures)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (domain) DO UPDATE SET next_visit_at = $2, last_visit_at = $3, last_outcome = $4,
         failures = $5`,
      [domain, next, now, visit.outcome, failures],
    );
    return next;
  });
}

/** The owner asked for the site's removal: the crawler forgets it. */
export async function forgetSite(db: Queryable, domain: string): Promise<void> {
  await db.query('DELETE FROM crawl_sites WHERE domain = $1', [domain]);
}
