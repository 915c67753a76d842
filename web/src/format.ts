import { isDemoNamespace } from '@techcensus/contract';

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * Counts with thousands separators (part 1 §9). The locale is fixed so the server's HTML and
 * the browser's hydration agree whatever language either is set to.
 */
export const formatCount = (n: number): string => integer.format(n);

/** Rank 2,000,000,000 is the spec's marker for sites below the ranked population. */
export const LOW_RANK = 2_000_000_000;

export const formatRank = (rank: number | null): string =>
  rank === null ? '***' : rank >= LOW_RANK ? 'low rank' : formatCount(rank);

/** Said after a generated demo website's rank, so the made-up rank never reads as a measured one. */
export const DEMO_RANKING = 'demo ranking';

/** "1 · demo ranking" for a demo website, formatRank's text otherwise (and for a hidden rank). */
export const formatSiteRank = (rank: number | null, synthetic: boolean): string =>
  synthetic && rank !== null ? `${formatRank(rank)} · ${DEMO_RANKING}` : formatRank(rank);

/**
 * A listed website's rank by its name: only generated demo websites live under `.example`, so a
 * list that carries no demo flag (suggestions, sub-lists, network pages) still labels theirs.
 */
export const formatDomainRank = (domain: string, rank: number | null): string =>
  formatSiteRank(rank, isDemoNamespace(domain));

/** Market share in percent: under 0.1 reads "less than 0.1", otherwise two decimals. */
export function formatMarketShare(percent: number): string {
  if (percent < 0.1) return 'less than 0.1';
  return percent.toFixed(2);
}

/** The CVE page's own rule: 100 or more shows 100, 10 or more a whole number, else the rule above. */
export function formatCveShare(percent: number): string {
  if (percent >= 100) return '100';
  if (percent >= 10) return String(Math.round(percent));
  return formatMarketShare(percent);
}

/** Header occurrence in percent: 0.00 shows as "<0.01". */
export function formatOccurrence(percent: number): string {
  const fixed = percent.toFixed(2);
  return fixed === '0.00' ? '<0.01' : fixed;
}

/** "More than 10,000" once a count passes the spec's display limit. */
export function formatCapped(n: number, cap = 10_000): string {
  return n > cap ? `More than ${formatCount(cap)}` : formatCount(n);
}
