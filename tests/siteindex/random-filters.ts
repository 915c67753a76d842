/** Random but replayable filter sets over the fixed dataset's values (plus unknown ones). */
import type { SiteFilter, SiteFilters } from '../../server/src/siteindex/port.ts';
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

export function randomFilters(seed: number): SiteFilters {
  const r = rng(seed);
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)];
  const some = <T>(xs: T[]) => [...new Set(Array.from({ length: 1 + Math.floor(r() * 3) }, () => pick(xs)))];
  const filters: SiteFilter[] = [];
  const n = Math.floor(r() * 4);
  for (let i = 0; i < n; i++) {
    const mode = r() < 0.7 ? 'include' : 'exclude';
    const kind = Math.floor(r() * 5);
    if (kind === 0) filters.push({ module: 'technology', mode, slug: pick(POOLS.slugs) });
    if (kind === 1) {
      const slug = pick(POOLS.slugs);
      filters.push({ module: 'technology', mode, slug, version: pick(POOLS.versionsBySlug(slug)) });
    }
    if (kind === 2) filters.push({ module: 'category', mode, slug: pick(POOLS.categories) });
    if (kind === 3) filters.push({ module: 'tld', mode, values: some(POOLS.tlds) });
    if (kind === 4) filters.push({ module: 'country', mode, values: some(POOLS.countries) });
  }
  return filters;
}
