import { SEP } from './opensearch-document.ts';
import type { SiteFilter, SiteFilters } from './port.ts';

/** A query clause as OpenSearch's JSON DSL; kept loose because it is only ever serialised. */
export type Clause = Record<string, unknown>;

/**
 * Report filters → one bool query. Include filters go to `filter` (no scoring, cacheable),
 * exclude filters to `must_not`; a must_not on a missing field keeps the site, which is the
 * port's rule for unknown countries, languages and addresses.
 */
export function compileFilters(filters: SiteFilters): Clause {
  const filter: Clause[] = [];
  // Sites found offline visit after visit are held but counted nowhere (SiteDoc.offline).
  const mustNot: Clause[] = [OFFLINE];
  for (const f of filters) {
    const clause = compileOne(f);
    (f.mode === 'exclude' ? mustNot : filter).push(clause);
  }
  return { bool: { filter, must_not: mustNot } };
}

const OFFLINE: Clause = { term: { offline: true } };

function compileOne(f: SiteFilter): Clause {
  switch (f.module) {
    case 'technology':
      // slug@version is one keyword, so both must belong to the same technology entry.
      return f.version === undefined
        ? term('keys.tech', f.slug)
        : term('keys.techVersion', `${f.slug}${SEP.version}${f.version}`);
    case 'category':
      return term('keys.category', f.slug);
    case 'header':
      return term('keys.header', f.name);
    case 'tld':
    case 'country':
    case 'language':
    case 'ip':
    case 'asn':
      return anyOf(f.module, f.values);
    case 'tag':
      return anyOf('keys.tag', f.values);
    case 'advertiser':
      return anyOf('advertisers', f.values);
    case 'linksTo':
      return term('links', f.domain);
    case 'redirectsTo':
      return anyOf('redirectsTo', f.values);
    case 'change': {
      // Nested: action, technology and day must hold on one change event.
      const must: Clause[] = [term('changes.kind', f.action), term('changes.slug', f.slug)];
      if (f.since !== undefined) must.push({ range: { 'changes.date': { gte: f.since } } });
      return { nested: { path: 'changes', query: { bool: { filter: must } } } };
    }
    case 'vulnerability': {
      const must: Clause[] = [];
      if (f.cves !== undefined) must.push(anyOf('keys.cve', f.cves));
      if (f.minSeverity !== undefined) must.push({ range: { maxSeverity: { gte: f.minSeverity } } });
      if (!must.length) must.push({ exists: { field: 'keys.cve' } });
      return must.length === 1 ? must[0] : { bool: { filter: must } };
    }
  }
}

const term = (field: string, value: string): Clause => ({ term: { [field]: value } });

// An empty list matches nothing (as `= ANY('{}')` in SQL); say so instead of relying on `terms: []`.
function anyOf(field: string, values: (string | number)[]): Clause {
  return values.length ? { terms: { [field]: values } } : { match_none: {} };
}
