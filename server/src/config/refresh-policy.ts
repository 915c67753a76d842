/**
 * When the crawler visits a site again: an interval by rank (`CRAWL_REFRESH`), and a back-off for
 * sites whose visits fail. Pure, so the arithmetic is tested on its own.
 *
 * `CRAWL_REFRESH` is a comma-separated list of `bound:interval`, where a site whose rank is at
 * most `bound` (or any site, for `*`) is visited every `interval` (`30s`, `15m`, `12h`, `7d`); the
 * first matching bound wins, in rank order. A site no list ranks, or whose rank is past every
 * bound, takes the `*` interval; a policy without `*` leaves such sites to 30 days.
 */

export const DEFAULT_REFRESH = '10000:1d,1000000:7d,*:30d';
const FALLBACK_SECONDS = 30 * 86_400;

/** Failed visits in a row back off from the site's interval, doubling each time, to this cap. */
export const BACKOFF_CAP_SECONDS = 90 * 86_400;
/** A failing site is not retried sooner than this, even when its interval is shorter (`*:0s`). */
export const BACKOFF_FLOOR_SECONDS = 3_600;
/**
 * From this many failures in a row on, every site waits the cap (or its interval, when longer),
 * whatever its interval: the floor doubled 12 times (4,096 h) is past 90 days. The store's due
 * index keys failing sites by LEAST(failures, BACKOFF_CLASSES) (migration 027), so a claim asks
 * one index range per class; changing the floor or the cap means a new migration.
 */
export const BACKOFF_CLASSES = Math.ceil(Math.log2(BACKOFF_CAP_SECONDS / BACKOFF_FLOOR_SECONDS)) + 1;
/**
 * Rules a policy may have. Each is a rank tier the claim of due sites asks the store about
 * (BACKOFF_CLASSES + 1 index ranges a tier), so their number bounds the cost of every claim.
 */
export const MAX_REFRESH_RULES = 16;

export interface RefreshRule {
  /** Highest rank the rule covers; null for `*`. */
  maxRank: number | null;
  seconds: number;
}

export type RefreshPolicy = RefreshRule[];

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3_600, d: 86_400 };

/** Parses `CRAWL_REFRESH`; throws an Error naming the part it cannot read. */
export function parseRefreshPolicy(text: string): RefreshPolicy {
  const rules: RefreshPolicy = [];
  for (const raw of text.split(',')) {
    const part = raw.trim();
    const m = part.match(/^(\*|\d+)\s*:\s*(\d+)\s*([smhd])$/);
    if (!m) throw new Error(`"${part}" is not bound:interval (e.g. 10000:1d or *:30d)`);
    const maxRank = m[1] === '*' ? null : Number(m[1]);
    if (maxRank !== null && maxRank < 1) throw new Error(`"${part}": the rank bound must be at least 1`);
    if (rules.some((r) => r.maxRank === maxRank))
      throw new Error(`"${part}": the bound ${m[1]} is given twice`);
    rules.push({ maxRank, seconds: Number(m[2]) * UNIT_SECONDS[m[3]] });
  }
  if (rules.length > MAX_REFRESH_RULES)
    throw new Error(
      `${rules.length} rules: at most ${MAX_REFRESH_RULES} (each is a rank tier every claim reads)`,
    );
  // Bounds apply in rank order whatever order they were written in; `*` last.
  return rules.sort(
    (a, b) => (a.maxRank ?? Number.POSITIVE_INFINITY) - (b.maxRank ?? Number.POSITIVE_INFINITY),
  );
}

/** The interval between visits of a site with this rank (null: no list ranks it). */
export function intervalSeconds(policy: RefreshPolicy, rank: number | null): number {
  for (const rule of policy) {
    if (rule.maxRank === null || (rank !== null && rank <= rule.maxRank)) return rule.seconds;
  }
  return FALLBACK_SECONDS;
}

/**
 * The wait before the next visit after `failures` failed visits in a row (0: the last visit read
 * the page). Failures wait max(interval, 1 h) × 2^(failures − 1), at most 90 days (or the
 * interval itself, when that is longer).
 */
export function delaySeconds(policy: RefreshPolicy, rank: number | null, failures: number): number {
  const base = intervalSeconds(policy, rank);
  if (failures <= 0) return base;
  const grown = Math.max(base, BACKOFF_FLOOR_SECONDS) * 2 ** Math.min(failures - 1, 30);
  return Math.min(grown, Math.max(base, BACKOFF_CAP_SECONDS));
}

/** The policy's rank bounds, lowest first (`*` is none): the tiers sites are kept in for claims. */
export function rankBounds(policy: RefreshPolicy): number[] {
  return policy.flatMap((rule) => (rule.maxRank === null ? [] : [rule.maxRank]));
}

export function nextVisit(policy: RefreshPolicy, rank: number | null, failures: number, now: Date): Date {
  return new Date(now.getTime() + delaySeconds(policy, rank, failures) * 1000);
}
