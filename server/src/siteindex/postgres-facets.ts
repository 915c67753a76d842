import { type AggregateOptions, type Facet, HEADER_VALUE_MAX, RANK_BUCKETS } from './port.ts';

/**
 * One facet as a `SELECT key, count` (no ORDER/LIMIT) over the sites matching `where` (a
 * compiled filter over `sites s`). Side-table facets count distinct sites; with no filters they
 * skip the sites table altogether, which is what the technology pages mostly ask.
 */
export function facetQuery(facet: Facet, where: string, params: unknown[], opts: AggregateOptions): string {
  const bind = (value: unknown, cast = '') => {
    params.push(value);
    return `$${params.length}${cast}`;
  };
  const scope = where === 'TRUE' ? 'TRUE' : `x.site_id IN (SELECT s.id FROM sites s WHERE ${where})`;
  const column = (expr: string) =>
    `SELECT ${expr} AS key, count(*)::int AS count FROM sites s
     WHERE ${expr} IS NOT NULL AND ${where} GROUP BY 1`;
  const side = (table: string, key: string, cond = 'TRUE', distinct = false) =>
    `SELECT ${key} AS key, count(${distinct ? 'DISTINCT x.site_id' : '*'})::int AS count
     FROM ${table} x WHERE ${cond} AND ${scope} GROUP BY 1`;

  switch (facet) {
    case 'country':
    case 'tld':
    case 'language':
    case 'ip':
      return column(`s.${facet}`);
    case 'asn':
      return column('s.asn::text');
    case 'technology': {
      const cond = opts.category ? `x.categories @> ARRAY[${bind(opts.category)}]::text[]` : 'TRUE';
      return side('site_technologies', 'x.slug', cond);
    }
    case 'version': {
      if (!opts.technology) throw new RangeError('The version facet needs a technology');
      return side('site_versions', 'x.version', `x.slug = ${bind(opts.technology)}`);
    }
    case 'category':
      return side('site_categories', 'x.category');
    case 'tag':
      return side('site_tags', 'x.tag');
    case 'advertiser':
      return side('site_advertisers', 'x.advertiser');
    case 'cve':
      return side('site_cves', 'x.cve');
    case 'header':
      // A site may send a header twice (set-cookie).
      return side('site_headers', 'x.name', 'TRUE', true);
    case 'headerValue': {
      if (!opts.header) throw new RangeError('The headerValue facet needs a header');
      const cond = `x.name = ${bind(opts.header)} AND length(x.value) BETWEEN 1 AND ${HEADER_VALUE_MAX}`;
      return side('site_headers', 'x.value', cond, true);
    }
    case 'change': {
      const within = [
        ...(opts.since ? [`x.day >= ${bind(opts.since, '::date')}`] : []),
        ...(opts.until ? [`x.day < ${bind(opts.until, '::date')}`] : []),
      ];
      return side('site_changes', `x.action || ':' || x.slug`, within.join(' AND ') || 'TRUE', true);
    }
    case 'rankBucket': {
      // One pass over the matching sites, then one row per non-empty bucket.
      const counts = RANK_BUCKETS.map(
        ([, max], i) => `count(*) FILTER (WHERE s.rank <= ${max})::int AS b${i}`,
      );
      const rows = RANK_BUCKETS.map(([key], i) => `('${key}', c.b${i})`);
      return `SELECT v.key, v.count FROM (SELECT ${counts.join(', ')} FROM sites s WHERE ${where}) c,
              LATERAL (VALUES ${rows.join(', ')}) AS v(key, count) WHERE v.count > 0`;
    }
  }
}
