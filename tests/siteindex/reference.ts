/**
 * The port's semantics written as plainly as possible, over an array: what every adapter's
 * answers are checked against.
 */
import type { Bucket, Facet, SiteDoc, SiteFilter, SiteFilters } from '../../server/src/siteindex/port.ts';

function includes(doc: SiteDoc, f: SiteFilter): boolean {
  switch (f.module) {
    case 'technology':
      return doc.technologies.some(
        (t) => t.slug === f.slug && (f.version === undefined || t.version === f.version),
      );
    case 'category':
      return doc.technologies.some((t) => t.categories.includes(f.slug));
    case 'tld':
      return f.values.includes(doc.tld);
    case 'country':
      return doc.country !== null && f.values.includes(doc.country);
  }
}

export function matches(doc: SiteDoc, filters: SiteFilters): boolean {
  return filters.every((f) => includes(doc, f) === (f.mode === 'include'));
}

/** Byte order, which for these ASCII keys is also UTF-16 code unit order. */
export const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function ordered(docs: SiteDoc[]): SiteDoc[] {
  return [...docs].sort((a, b) => a.rank - b.rank || byKey(a.domain, b.domain));
}

export function select(docs: SiteDoc[], filters: SiteFilters): SiteDoc[] {
  return ordered(docs.filter((d) => matches(d, filters)));
}

export function buckets(
  docs: SiteDoc[],
  filters: SiteFilters,
  facet: Facet,
  opts: { size: number; technology?: string },
): Bucket[] {
  const counts = new Map<string, number>();
  for (const doc of select(docs, filters)) {
    const keys = new Set<string>();
    if (facet === 'country' && doc.country) keys.add(doc.country);
    if (facet === 'tld') keys.add(doc.tld);
    for (const t of doc.technologies) {
      if (facet === 'technology') keys.add(t.slug);
      if (facet === 'version' && t.slug === opts.technology && t.version !== null) keys.add(t.version);
    }
    for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return [...counts]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || byKey(a.key, b.key))
    .slice(0, opts.size);
}
