import { SEP } from './opensearch-document.ts';
import type { KeyedFacet } from './opensearch-exact.ts';
import type { Clause } from './opensearch-filters.ts';
import { type AggregateOptions, type Bucket, type Facet, type MonthlyChanges, RANK_BUCKETS } from './port.ts';

/** An aggregation response: its shape depends on the aggregation that asked for it. */
// biome-ignore lint/suspicious/noExplicitAny: response bodies are plain JSON read by path
type Json = any;

/**
 * One facet: the keyword field its buckets are keys of (counted exactly by `exactBuckets`), or a
 * fixed aggregation and the reader of its response. Doc-level keyword keys count sites directly;
 * prefixed keys ("jquery@…") keep only the keys with the prefix and cut it off; nested changes
 * count sites through reverse_nested.
 *
 * `within` is a filter the search adds for prefixed facets: only sites holding a key with the
 * prefix can land in a bucket, and without it the aggregation walks the keys of every site the
 * filters match (all sites, for a technology's versions). It changes no count.
 */
export type FacetPlan =
  | { keyed: KeyedFacet; within?: Clause }
  | { agg: Clause; read: (agg: Json) => Bucket[]; within?: undefined };

export function facetPlan(facet: Facet, opts: AggregateOptions): FacetPlan {
  const terms = (field: string) => ({ keyed: { field } });
  const prefixed = (field: string, prefix: string) => ({
    keyed: { field, prefix },
    within: { prefix: { [field]: prefix } },
  });
  switch (facet) {
    case 'country':
    case 'tld':
    case 'language':
    case 'ip':
    case 'asn':
      return terms(facet);
    case 'technology':
      return opts.category
        ? prefixed('keys.techCategory', `${opts.category}${SEP.category}`)
        : terms('keys.tech');
    case 'version':
      if (!opts.technology) throw new RangeError('The version facet needs a technology');
      return prefixed('keys.techVersion', `${opts.technology}${SEP.version}`);
    case 'category':
      return terms('keys.category');
    case 'tag':
      return terms('keys.tag');
    case 'header':
      return terms('keys.header');
    case 'headerValue':
      if (!opts.header) throw new RangeError('The headerValue facet needs a header');
      return prefixed('keys.headerValue', `${opts.header}${SEP.header}`);
    case 'advertiser':
      return terms('advertisers');
    case 'cve':
      return terms('keys.cve');
    case 'change': {
      const days = { ...(opts.since ? { gte: opts.since } : {}), ...(opts.until ? { lt: opts.until } : {}) };
      const within = opts.since || opts.until ? { range: { 'changes.date': days } } : { match_all: {} };
      return {
        keyed: {
          field: 'changes.key',
          perSite: true,
          wrap: (keys) => ({
            nested: { path: 'changes' },
            aggs: { recent: { filter: within, aggs: { keys } } },
          }),
          unwrap: (agg) => agg.recent.keys,
        },
      };
    }
    case 'rankBucket':
      return {
        // Range counts are sums over shards: exact on any number of them. Overlapping ranges
        // are allowed: each bucket is "rank ≤ max" (`to` is exclusive).
        agg: {
          range: {
            field: 'rank',
            keyed: false,
            ranges: RANK_BUCKETS.map(([key, max]) => ({ key, to: max + 1 })),
          },
        },
        read: (agg: Json) =>
          (agg.buckets as { key: string; doc_count: number }[])
            .map((b) => ({ key: b.key, count: b.doc_count }))
            .filter((b) => b.count > 0)
            .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
            .slice(0, opts.size),
      };
  }
}

/** Switches within a category: nested pairs of one site, counted once per site. */
export function switchesFacet(category: string, since: string | undefined): KeyedFacet {
  const filter: Clause[] = [{ term: { 'switches.categories': category } }];
  if (since) filter.push({ range: { 'switches.date': { gte: since } } });
  return {
    field: 'switches.pair',
    perSite: true,
    wrap: (pairs) => ({
      nested: { path: 'switches' },
      aggs: { within: { filter: { bool: { filter } }, aggs: { pairs } } },
    }),
    unwrap: (agg) => agg.within.pairs,
  };
}

export function toSwitches(buckets: Bucket[]): { from: string; to: string; count: number }[] {
  return buckets.map((b) => {
    const [from, to] = b.key.split(SEP.pair);
    return { from, to, count: b.count };
  });
}

/**
 * Added and dropped events of some technologies per calendar month: nested change events (the
 * events themselves are counted, not the sites holding them), by `kind:slug` key, then by month.
 */
export function changesByMonthAgg(slugs: string[], since: string): Clause {
  const keys = slugs.flatMap((slug) => ['added', 'dropped'].map((kind) => `${kind}${SEP.change}${slug}`));
  return {
    nested: { path: 'changes' },
    aggs: {
      within: {
        filter: {
          bool: {
            filter: [{ terms: { 'changes.key': keys } }, { range: { 'changes.date': { gte: since } } }],
          },
        },
        aggs: {
          // The filter leaves at most these keys, and every shard returns them all: exact on
          // any number of shards. Monthly counts are sums over shards.
          keys: {
            terms: { field: 'changes.key', size: keys.length, shard_size: keys.length },
            aggs: {
              months: {
                date_histogram: {
                  field: 'changes.date',
                  calendar_interval: 'month',
                  format: 'yyyy-MM',
                  min_doc_count: 1,
                },
              },
            },
          },
        },
      },
    },
  };
}

export function readChangesByMonth(agg: Json): MonthlyChanges[] {
  const rows = new Map<string, MonthlyChanges>();
  for (const k of agg.within.keys.buckets as {
    key: string;
    months: { buckets: { key_as_string: string; doc_count: number }[] };
  }[]) {
    const cut = k.key.indexOf(SEP.change);
    const kind = k.key.slice(0, cut) as 'added' | 'dropped';
    const slug = k.key.slice(cut + 1);
    for (const m of k.months.buckets) {
      const id = `${slug} ${m.key_as_string}`;
      const row = rows.get(id) ?? { slug, month: m.key_as_string, added: 0, dropped: 0 };
      row[kind] += m.doc_count;
      rows.set(id, row);
    }
  }
  const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...rows.values()].sort((a, b) => byKey(a.slug, b.slug) || byKey(a.month, b.month));
}
