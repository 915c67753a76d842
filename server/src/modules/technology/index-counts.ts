import type { SiteIndex } from '../../siteindex/port.ts';

/**
 * The index-wide counts search reads, asked with the same sizes everywhere so one kept answer of
 * the statistics cache serves the search page, the header's suggestions and the report builder
 * (whose technology and category suggestions ask the same questions): a keystroke never waits
 * for an aggregation once these are kept, and `warmSearchCounts` keeps them after every start.
 */
const SIZES = { technology: 10_000, category: 1_000, advertiser: 5_000 } as const;

export type CountedFacet = keyof typeof SIZES;

export async function indexCounts(siteIndex: SiteIndex, facet: CountedFacet): Promise<Map<string, number>> {
  const buckets = await siteIndex.aggregate([], facet, { size: SIZES[facet] });
  return new Map(buckets.map((b) => [b.key, b.count]));
}

/** Ad systems as counted buckets, most authorised first (the order the search page needs). */
export const adSystemBuckets = (siteIndex: SiteIndex) =>
  siteIndex.aggregate([], 'advertiser', { size: SIZES.advertiser });

export async function warmSearchCounts(siteIndex: SiteIndex): Promise<void> {
  await Promise.all((Object.keys(SIZES) as CountedFacet[]).map((f) => indexCounts(siteIndex, f)));
}
