import { percent } from '@techcensus/contract';
import { loadCountryNames } from '../../catalogue/index.ts';
import type { SiteFilters, SiteIndex } from '../../siteindex/port.ts';
import type { Queryable } from '../../store/db.ts';
import type { Asn } from './types.ts';

/** The best-ranked site matching `filters`, or null. */
export async function topDomain(siteIndex: SiteIndex, filters: SiteFilters) {
  const { sample } = await siteIndex.countSample(filters, 1);
  return sample[0] ? { Domain: sample[0].domain, Rank: sample[0].rank } : null;
}

/** The country most of the matching sites are in, and its share of `total` (percent). */
export async function mostPopularCountry(
  db: Queryable,
  siteIndex: SiteIndex,
  filters: SiteFilters,
  total: number,
): Promise<Asn['MostPopularCountry']> {
  const [[top], names] = await Promise.all([
    siteIndex.aggregate(filters, 'country', { size: 1 }),
    loadCountryNames(db),
  ]);
  if (!top || total === 0) return null;
  return {
    Country: { ShortName: top.key, Name: names.get(top.key) ?? top.key },
    DomainCount: top.count,
    Percentage: percent(top.count, total),
  };
}

const BUCKET_NAMES: Record<string, string> = {
  '10K': 'Top 10K',
  '100K': 'Top 100K',
  '1M': 'Top 1M',
  '10M': 'Top 10M',
  '100M': 'Top 100M',
};

/** How many of the matching sites rank in the top 10K … 100M (cumulative buckets). */
export async function popularity(siteIndex: SiteIndex, filters: SiteFilters): Promise<Asn['Popularity']> {
  const buckets = await siteIndex.aggregate(filters, 'rankBucket', { size: 5 });
  const counts = new Map(buckets.map((b) => [b.key, b.count]));
  return Object.entries(BUCKET_NAMES).map(([key, Bucket]) => ({ Bucket, DomainCount: counts.get(key) ?? 0 }));
}

const TTL_MS = 10 * 60_000;
const caches = new WeakMap<SiteIndex, Map<string, { at: number; value: Promise<unknown> }>>();

/**
 * Lookup tables over the whole index (largest ASNs, most shared IPs, common headers) change only
 * when sites are written; a copy for ten minutes keeps those pages fast. One copy per index, so
 * two services in one process (tests, tools) never answer from each other's sites.
 */
export function cached<T>(siteIndex: SiteIndex, key: string, load: () => Promise<T>): Promise<T> {
  const cache = caches.get(siteIndex) ?? new Map<string, { at: number; value: Promise<unknown> }>();
  caches.set(siteIndex, cache);
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as Promise<T>;
  const value = load();
  value.catch(() => cache.delete(key));
  cache.set(key, { at: Date.now(), value });
  return value;
}

/** Page path with its page number when past the first. */
export const pagedPath = (base: string, params: Record<string, string>) =>
  params.page && params.page !== '1' ? `${base}/${params.page}` : base;
