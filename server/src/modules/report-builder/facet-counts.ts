import type { Facet, SiteIndex } from '../../siteindex/port.ts';

/** How long suggestion counts are reused: they feed ordering and hints, not the report count. */
const TTL_MS = 60_000;

const SIZES: Partial<Record<Facet, number>> = {
  technology: 10_000,
  category: 1_000,
  header: 2_000,
  country: 300,
  language: 300,
  tld: 2_000,
};

type Entry = { at: number; counts: Promise<Map<string, number>> };
const cache = new WeakMap<SiteIndex, Map<Facet, Entry>>();

/**
 * Sites per key of one facet over the whole index, cached a minute per index: every keystroke of
 * the panel's autocomplete would otherwise aggregate the index again.
 */
export function facetCounts(siteIndex: SiteIndex, facet: keyof typeof SIZES, now = Date.now()) {
  let perIndex = cache.get(siteIndex);
  if (!perIndex) {
    perIndex = new Map();
    cache.set(siteIndex, perIndex);
  }
  const hit = perIndex.get(facet);
  if (hit && now - hit.at < TTL_MS) return hit.counts;
  const counts = siteIndex
    .aggregate([], facet, { size: SIZES[facet] ?? 1_000 })
    .then((buckets) => new Map(buckets.map((b) => [b.key, b.count])));
  const entry = { at: now, counts };
  perIndex.set(facet, entry);
  counts.catch(() => {
    if (perIndex.get(facet) === entry) perIndex.delete(facet);
  });
  return counts;
}
