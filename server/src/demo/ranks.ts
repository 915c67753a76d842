/**
 * Popularity ranks. The product ranks about 120 million sites; everything past that is "low rank"
 * (2,000,000,000, as the SiteIndex port defines it).
 *
 * A uniform sample of the population would put nearly every site past rank 10M, and the rank
 * buckets a report shows (top 10K, 100K, 1M, 10M, 100M) would be empty at the top. A crawl is not
 * uniform: it starts from top lists and follows links, and links follow traffic, which is Zipf
 * distributed (share ∝ 1/rank). Sampling ranks with density ∝ 1/rank gives every decade of ranks
 * the same number of sites, so each bucket is populated and the top stays densely covered.
 *
 * Site number k (0-based) gets the k-th quantile of that log-uniform spread, plus k itself so that
 * ranks are strictly increasing (hence unique) even where the spread is denser than one site per
 * rank: with 50,000 sites the best few thousand ranks are all taken, like a real top list.
 */

export const POPULATION = 120_000_000;
export const LOW_RANK = 2_000_000_000;
/** Share of sites not in the ranked population: parked, new, or too small to rank. */
export const LOW_RANK_SHARE = 0.12;

/** The rank of ranked site slot `k` among `count`; strictly increasing in k, within 1..POPULATION. */
export function rankOf(k: number, count: number): number {
  const span = Math.max(POPULATION - count, 2);
  const spread = Math.floor(Math.exp((k / count) * Math.log(span))) - 1;
  return k + 1 + spread;
}
