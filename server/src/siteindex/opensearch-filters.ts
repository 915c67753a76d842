import type { SiteFilter, SiteFilters } from './port.ts';

/** A query clause as OpenSearch's JSON DSL; kept loose because it is only ever serialised. */
export type Clause = Record<string, unknown>;

/**
 * Report filters → one bool query. Include filters go to `filter` (no scoring, cacheable),
 * exclude filters to `must_not`. Technology filters are nested queries so that slug and version
 * must match on the same technology entry, not on two different ones of the same site.
 */
export function compileFilters(filters: SiteFilters): Clause {
  const filter: Clause[] = [];
  const mustNot: Clause[] = [];
  for (const f of filters) {
    const clause = compileOne(f);
    (f.mode === 'exclude' ? mustNot : filter).push(clause);
  }
  if (!filter.length && !mustNot.length) return { match_all: {} };
  return { bool: { filter, must_not: mustNot } };
}

function compileOne(f: SiteFilter): Clause {
  switch (f.module) {
    case 'technology': {
      const must: Clause[] = [{ term: { 'technologies.slug': f.slug } }];
      if (f.version !== undefined) must.push({ term: { 'technologies.version': f.version } });
      return nested({ bool: { filter: must } });
    }
    case 'category':
      return nested({ term: { 'technologies.categories': f.slug } });
    case 'tld':
      return anyOf('tld', f.values);
    case 'country':
      return anyOf('country', f.values);
  }
}

function nested(query: Clause): Clause {
  return { nested: { path: 'technologies', query } };
}

// An empty list matches nothing (as `= ANY('{}')` in SQL); say so instead of relying on `terms: []`.
function anyOf(field: string, values: string[]): Clause {
  return values.length ? { terms: { [field]: values } } : { match_none: {} };
}
