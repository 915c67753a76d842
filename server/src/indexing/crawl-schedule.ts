import {
  BACKOFF_CLASSES,
  delaySeconds,
  MAX_REFRESH_RULES,
  nextVisit,
  type RefreshPolicy,
  rankBounds,
} from '../config/refresh-policy.ts';
import type { RankSource, RankUpdate, RealSite } from '../siteindex/port.ts';
import type { Db, Queryable } from '../store/db.ts';
import { LOW_RANK } from './site-document.ts';

/**
 * The crawler's list of sites (`crawl_sites`, migrations 021 and 027): each site's rank and the
 * list it comes from, its last visit and failed visits in a row, and a visit asked for. When a
 * site is due is decided by the claim, under the refresh policy of the process claiming, so a
 * changed policy applies to every site at once. Claims are atomic (`FOR UPDATE SKIP LOCKED` and a
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
 * Registers sites from one batch of a list import. New sites are due now; known ones are due by
 * their last visit and their (new) rank. A rank replaces the site's rank when it comes from the
 * same list (same or newer date: within one date the best rank of a name wins), when the held one
 * is old (its list has a newer import without the site) or missing, or when it is better. Returns
 * the ranks that changed, for the documents the index already holds.
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
      `INSERT INTO crawl_sites (domain, requested_at) SELECT unnest($1::text[]), $2
       ON CONFLICT (domain) DO NOTHING`,
      [unranked, now],
    );
  }
  if (!ranked.length || !list) return [];
  const r = await db.query<{ domain: string; rank: number }>(
    `INSERT INTO crawl_sites AS c (domain, rank, rank_list, rank_date, requested_at)
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
    `INSERT INTO crawl_sites (domain, requested_at) SELECT unnest($1::text[]), $2
     ON CONFLICT (domain) DO UPDATE SET requested_at = LEAST(crawl_sites.requested_at, EXCLUDED.requested_at)`,
    [domains, now],
  );
}

/**
 * Puts indexed sites the schedule does not hold on it (sites it holds are left as they are), their
 * last visit the document's (`checkedAt`), so a site last seen long ago is due at once. The rank
 * and its list come along, so the policy and later imports treat the site like one a list brought.
 * Returns how many joined.
 */
export async function joinSchedule(db: Queryable, sites: RealSite[]): Promise<number> {
  if (!sites.length) return 0;
  const rank = (s: RealSite) => (s.rank >= LOW_RANK ? null : s.rank);
  const r = await db.query<{ domain: string }>(
    `INSERT INTO crawl_sites (domain, rank, rank_list, rank_date, last_visit_at)
     SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::date[], $5::timestamptz[])
     ON CONFLICT (domain) DO NOTHING RETURNING domain`,
    [
      sites.map((s) => s.domain),
      sites.map(rank),
      sites.map((s) => (rank(s) === null ? null : (s.rankSource?.list ?? null))),
      sites.map((s) => (rank(s) === null ? null : (s.rankSource?.date ?? null))),
      sites.map((s) => s.checkedAt),
    ],
  );
  return r.rows.length;
}

/** The rank bounds the schedule's tiers follow, and how many sites changed tier to follow them. */
export interface RankTiers {
  bounds: number[];
  /** Null when the tiers already followed bounds that include the policy's. */
  moved: number | null;
}

/**
 * Makes the schedule's tiers include the policy's rank bounds. The tiers may be finer than the
 * policy (every policy tier a union of them): a claim then gives each the interval of the policy
 * tier it lies in. So bounds are only ever added, and processes whose CRAWL_REFRESH differ (a
 * server on the default, an operator's `CRAWL_REFRESH='1000:1h' crawl --due`) each add theirs once
 * instead of moving sites back and forth at every claim; past MAX_REFRESH_RULES bounds the tiers
 * start over from the policy's.
 *
 * Adding bounds moves the sites whose tier changes, in one statement that reads every row once and
 * writes only those: rare, an operator's change, and every claim after it is a few index ranges
 * again. The table is locked against writes meanwhile (reads go on), so no site is written with
 * the old bounds' tier after the move read it.
 */
export async function followRankBounds(db: Db, policy: RefreshPolicy): Promise<RankTiers> {
  const wanted = rankBounds(policy);
  const covers = (held: number[] | null): held is number[] =>
    held !== null && wanted.every((b) => held.includes(b));
  const held = (await db.query<{ bounds: number[] | null }>('SELECT bounds FROM crawl_refresh_tiers')).rows[0]
    .bounds;
  if (covers(held)) return { bounds: held, moved: null };
  return db.transaction(async (tx) => {
    await tx.query('LOCK TABLE crawl_sites IN SHARE ROW EXCLUSIVE MODE');
    const locked = (
      await tx.query<{ bounds: number[] | null }>('SELECT bounds FROM crawl_refresh_tiers FOR UPDATE')
    ).rows[0].bounds;
    if (covers(locked)) return { bounds: locked, moved: null };
    const union = [...new Set([...(locked ?? []), ...wanted])].sort((x, y) => x - y);
    const bounds = union.length <= MAX_REFRESH_RULES ? union : wanted;
    await tx.query('UPDATE crawl_refresh_tiers SET bounds = $1::int[]', [bounds]);
    // crawl_tier() would read the bounds row again for every site; the array is in hand.
    const tier = 'coalesce((SELECT min(b) FROM unnest($1::int[]) AS b WHERE rank <= b), 0)';
    const moved = await tx.query(`UPDATE crawl_sites SET tier = ${tier} WHERE tier <> ${tier}`, [bounds]);
    return { bounds, moved: moved.rowCount };
  });
}

/**
 * Claims up to `limit` sites due by `dueBy` under `policy`, soonest due first, holding each for
 * CLAIM_LEASE_SECONDS: another process (or the next claim) does not get them until their visit
 * ends or the lease does. Due are: a visit asked for by `dueBy`; a lease run out by then; a visited
 * site whose wait (its tier's interval, backed off by its failures in a row) has passed by then.
 *
 * Each (tier, back-off class) is one index range of `crawl_sites_visited`, read oldest visit first
 * and cut at `limit`, so a claim reads a bounded number of rows whatever the size of the schedule:
 * at most `limit` from each of ((bounds + 1) × (BACKOFF_CLASSES + 1) + 2) ranges, whose soonest `limit`
 * are the soonest due of all. Of the soonest 2 × `limit` it locks up to `limit` with SKIP LOCKED,
 * checking each is still due as it locks it: a claim running at the same moment takes rows this
 * one passes over, never the same ones, and only the rows taken are locked (a claim that locked
 * everything it read would write a lock on every due site of every range, each minute, after a
 * policy made many due).
 */
export async function claimDue(
  db: Db,
  policy: RefreshPolicy,
  limit: number,
  dueBy: Date,
  now: Date,
): Promise<string[]> {
  if (limit <= 0) return [];
  const { bounds } = await followRankBounds(db, policy);
  const tiers: number[] = [];
  const classes: number[] = [];
  const waits: number[] = [];
  // A tier's ranks all lie in the policy tier of its bound; tier 0 is past every bound, or unranked.
  for (const tier of [...bounds, 0])
    for (let failures = 0; failures <= BACKOFF_CLASSES; failures++) {
      tiers.push(tier);
      classes.push(failures);
      waits.push(delaySeconds(policy, tier === 0 ? null : tier, failures));
    }
  // LEAST(failures, 13) is the due index's expression; 13 is BACKOFF_CLASSES (a test holds them equal).
  const r = await db.query<{ domain: string }>(
    `WITH ranges AS (
       SELECT * FROM unnest($1::int[], $2::int[], $3::float8[]) AS r(tier, backoff, wait)
     ),
     candidates AS (
       SELECT s.domain, s.due_at FROM ranges r CROSS JOIN LATERAL (
         SELECT c.domain, c.last_visit_at + r.wait * interval '1 second' AS due_at FROM crawl_sites c
         WHERE c.tier = r.tier AND LEAST(c.failures, 13) = r.backoff
           AND c.last_visit_at <= $4::timestamptz - r.wait * interval '1 second'
           AND c.requested_at IS NULL AND c.claimed_until IS NULL
         ORDER BY c.last_visit_at LIMIT $5
       ) s
       UNION ALL
       (SELECT domain, requested_at FROM crawl_sites
        WHERE requested_at <= $4 AND claimed_until IS NULL ORDER BY requested_at LIMIT $5)
       UNION ALL
       (SELECT domain, claimed_until FROM crawl_sites WHERE claimed_until <= $4 ORDER BY claimed_until LIMIT $5)
     ),
     soonest AS (SELECT domain, due_at FROM candidates ORDER BY due_at, domain LIMIT $6),
     taken AS (
       SELECT c.domain FROM crawl_sites c JOIN soonest s ON s.domain = c.domain
       LEFT JOIN ranges r ON r.tier = c.tier AND r.backoff = LEAST(c.failures, 13)
       WHERE c.claimed_until <= $4
          OR (c.claimed_until IS NULL AND (c.requested_at <= $4
              OR (c.requested_at IS NULL AND c.last_visit_at <= $4::timestamptz - r.wait * interval '1 second')))
       ORDER BY s.due_at, c.domain LIMIT $5
       FOR UPDATE OF c SKIP LOCKED
     )
     UPDATE crawl_sites c SET claimed_until = $7 FROM taken WHERE c.domain = taken.domain
     RETURNING c.domain`,
    [tiers, classes, waits, dueBy, limit, 2 * limit, new Date(now.getTime() + CLAIM_LEASE_SECONDS * 1000)],
  );
  return r.rows.map((row) => row.domain).sort();
}

/**
 * When a site is visited next under `policy`: a visit asked for, else the end of a claim's lease,
 * else its last visit plus its wait. Null for a site the schedule does not hold.
 */
export async function nextVisitOf(
  db: Queryable,
  policy: RefreshPolicy,
  domain: string,
): Promise<Date | null> {
  const r = await db.query<{
    rank: number | null;
    failures: number;
    last_visit_at: Date | string | null;
    requested_at: Date | string | null;
    claimed_until: Date | string | null;
  }>('SELECT rank, failures, last_visit_at, requested_at, claimed_until FROM crawl_sites WHERE domain = $1', [
    domain,
  ]);
  const row = r.rows[0];
  if (!row) return null;
  if (row.claimed_until) return new Date(row.claimed_until);
  if (row.requested_at) return new Date(row.requested_at);
  return nextVisit(policy, row.rank, row.failures, new Date(row.last_visit_at ?? 0));
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
 * After a visit: its time and outcome, failures in a row (`read` false adds one, true clears
 * them), and the visit asked for or the claim it answers cleared. Returns when the site is due
 * next under `policy`, for the visit's report; the claims that come decide it under theirs.
 */
export async function recordVisit(
  db: Queryable,
  domain: string,
  visit: { outcome: string; read: boolean },
  policy: RefreshPolicy,
  now: Date,
): Promise<Date> {
  const r = await db.query<{ rank: number | null; failures: number }>(
    `INSERT INTO crawl_sites AS c (domain, last_visit_at, last_outcome, failures)
     VALUES ($1, $2, $3, CASE WHEN $4::boolean THEN 0 ELSE 1 END)
     ON CONFLICT (domain) DO UPDATE SET last_visit_at = $2, last_outcome = $3,
       failures = CASE WHEN $4::boolean THEN 0 ELSE c.failures + 1 END,
       requested_at = NULL, claimed_until = NULL
     RETURNING c.rank, c.failures`,
    [domain, now, visit.outcome, visit.read],
  );
  const { rank, failures } = r.rows[0];
  return nextVisit(policy, rank, failures, now);
}

/** The owner asked for the site's removal: the crawler forgets it. */
export async function forgetSite(db: Queryable, domain: string): Promise<void> {
  await db.query('DELETE FROM crawl_sites WHERE domain = $1', [domain]);
}
