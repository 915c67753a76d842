import type { SampleDomain } from '@techcensus/contract';
import { formatCount, formatSiteRank } from '../../format.ts';

/** The discovered total (part 1 §9), with the spec's own wording past the report maximum. */
export const discoveredText = (count: number, maxDomainsInReport: number): string =>
  count > maxDomainsInReport ? `More then ${formatCount(maxDomainsInReport)}` : formatCount(count);

/**
 * A sample row's rank: masked with asterisks when hidden, "low rank" for 2,000,000,000, and said
 * to be a demo ranking for a generated website.
 */
export const sampleRankText = (row: SampleDomain): string =>
  row.hidden ? (row.rankMask ?? '') : formatSiteRank(row.rank, row.synthetic);

export const formatPrice = (dollars: number): string => `$${formatCount(dollars)}`;
