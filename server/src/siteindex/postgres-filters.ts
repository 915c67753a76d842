import type { SiteFilter, SiteFilters } from './port.ts';

/**
 * Report filters → one SQL boolean expression over `sites s`, values always bound as parameters.
 * `params` is appended to, so the caller can add its own placeholders before or after.
 */
export function compileFilters(filters: SiteFilters, params: unknown[]): string {
  if (!filters.length) return 'TRUE';
  return filters.map((f) => `(${compileOne(f, params)})`).join(' AND ');
}

function compileOne(f: SiteFilter, params: unknown[]): string {
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const negate = f.mode === 'exclude';
  switch (f.module) {
    case 'technology': {
      let cond = `t.slug = ${bind(f.slug)}`;
      // Same row: slug and version must belong to one technology entry.
      if (f.version !== undefined) cond += ` AND t.version = ${bind(f.version)}`;
      return technologyExists(cond, negate);
    }
    case 'category':
      return technologyExists(`t.categories @> ARRAY[${bind(f.slug)}::text]`, negate);
    case 'tld':
      return anyOf('s.tld', bind(f.values), negate);
    case 'country':
      return anyOf('s.country', bind(f.values), negate);
  }
}

function technologyExists(cond: string, negate: boolean): string {
  const sub = `EXISTS (SELECT 1 FROM site_technologies t WHERE t.domain = s.domain AND ${cond})`;
  return negate ? `NOT ${sub}` : sub;
}

// COALESCE: a NULL column (unknown country) is not matched by include, so exclude keeps it.
function anyOf(column: string, placeholder: string, negate: boolean): string {
  const match = `COALESCE(${column} = ANY(${placeholder}::text[]), FALSE)`;
  return negate ? `NOT ${match}` : match;
}
