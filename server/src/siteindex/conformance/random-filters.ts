/** Random but replayable filter sets over the fixed dataset's values (plus unknown ones). */
import type { SiteFilter, SiteFilters } from '../port.ts';
import { POOLS } from './dataset.ts';

/** Deterministic PRNG (mulberry32) so a failing filter set can be replayed from its seed. */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ACTIONS = ['added', 'dropped', 'versionchanged'] as const;

export function randomFilters(seed: number): SiteFilters {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
  const some = <T>(xs: T[]) => [...new Set(Array.from({ length: 1 + Math.floor(r() * 3) }, () => pick(xs)))];
  const filters: SiteFilter[] = [];
  const n = Math.floor(r() * 4);
  for (let i = 0; i < n; i++) {
    const mode = r() < 0.7 ? 'include' : 'exclude';
    const kind = Math.floor(r() * 16);
    if (kind === 0) filters.push({ module: 'technology', mode, slug: pick(POOLS.slugs) });
    if (kind === 1) {
      const slug = pick(POOLS.slugs);
      filters.push({ module: 'technology', mode, slug, version: pick(POOLS.versionsBySlug(slug)) });
    }
    if (kind === 2) filters.push({ module: 'category', mode, slug: pick(POOLS.categories) });
    if (kind === 3) filters.push({ module: 'tld', mode, values: some(POOLS.tlds) });
    if (kind === 4) filters.push({ module: 'country', mode, values: some(POOLS.countries) });
    if (kind === 5) filters.push({ module: 'language', mode, values: some(POOLS.languages) });
    if (kind === 6) filters.push({ module: 'header', mode, name: pick(POOLS.headers) });
    if (kind === 7) {
      const since = r() < 0.5 ? pick(POOLS.changeDays) : undefined;
      filters.push({
        module: 'change',
        mode,
        action: pick(ACTIONS),
        slug: pick(POOLS.changeSlugs),
        ...(since ? { since } : {}),
      });
    }
    if (kind === 8) {
      const which = Math.floor(r() * 4);
      filters.push({
        module: 'vulnerability',
        mode,
        ...(which & 1 ? { cves: some(POOLS.cves) } : {}),
        ...(which & 2 ? { minSeverity: pick(POOLS.severities) } : {}),
      });
    }
    if (kind === 9) filters.push({ module: 'asn', mode, values: some(POOLS.asns) });
    if (kind === 10) filters.push({ module: 'ip', mode, values: some(POOLS.ips) });
    if (kind === 11) filters.push({ module: 'tag', mode, values: some(POOLS.tags) });
    if (kind === 12) filters.push({ module: 'advertiser', mode, values: some(POOLS.advertisers) });
    if (kind === 13 && r() < 0.5) filters.push({ module: 'linksTo', mode, domain: pick(POOLS.links) });
    else if (kind === 13) filters.push({ module: 'redirectsTo', mode, values: some(POOLS.redirects) });
    // The old modules stay more likely: they are the report builder's bread and butter.
    if (kind === 14) filters.push({ module: 'technology', mode, slug: pick(POOLS.slugs) });
    if (kind === 15) filters.push({ module: 'country', mode, values: some(POOLS.countries) });
  }
  return filters;
}
