import type { SiteIndex } from './port.ts';

export interface QueryCacheOptions {
  /** How long an answer is reused; 0 turns the cache off. */
  ttlMs: number;
  /** Answers kept at most (least recently used go first). */
  maxEntries?: number;
}

type Cached = Pick<SiteIndex, 'countSample' | 'aggregate' | 'switches'>;

/**
 * Reuses the answers of the statistics queries (counts, samples, facets, switches) for a short
 * while, and shares one in-flight query among identical callers. The browse pages ask the same
 * index-wide questions on every load — every category page counts all sites and all recent
 * changes — and those answers move slowly: a minute-old market share is still the market share.
 * Writes through this object clear it at once; writes by other processes (crawl workers) show
 * after `ttlMs`. Single documents and pages (`get`, `page`) always read the index.
 */
export function withQueryCache(
  index: SiteIndex,
  opts: QueryCacheOptions,
): SiteIndex & { clearCache(): void } {
  const maxEntries = opts.maxEntries ?? 5_000;
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();
  const clearCache = () => entries.clear();
  if (opts.ttlMs <= 0) return { ...index, clearCache };

  const cached =
    <K extends keyof Cached>(method: K) =>
    (...args: Parameters<Cached[K]>): ReturnType<Cached[K]> => {
      const key = JSON.stringify([method, args]);
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < opts.ttlMs) {
        // Refresh its place in the LRU order.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as ReturnType<Cached[K]>;
      }
      const value = (index[method] as (...a: unknown[]) => Promise<unknown>).apply(index, args);
      entries.set(key, { at: now, value });
      // A failed query is not an answer: the next caller asks again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value as ReturnType<Cached[K]>;
    };

  const wrapped: SiteIndex & { clearCache(): void } = {
    get kind() {
      return index.kind;
    },
    init: () => index.init().finally(clearCache),
    upsert: (docs) => index.upsert(docs).finally(clearCache),
    remove: (domain) => index.remove(domain).finally(clearCache),
    get: (domain) => index.get(domain),
    page: (filters, o) => index.page(filters, o),
    refresh: () => index.refresh().finally(clearCache),
    close: () => index.close(),
    countSample: cached('countSample'),
    aggregate: cached('aggregate'),
    switches: cached('switches'),
    clearCache,
  };
  return wrapped;
}
