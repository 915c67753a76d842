import { SEP } from './opensearch-document.ts';
import type { Clause } from './opensearch-filters.ts';
import { type AggregateOptions, type Bucket, type Facet, type MonthlyChanges, RANK_BUCKETS } from './port.ts';

/** An aggregation response: its shape depends on the aggregation that asked for it. */
// biome-ignore lint/suspicious/noExplicitAny: response bodies are plain JSON read by path
type Json = any;

/** Ties go to the smaller key (byte order of keywords), as in SQL with the C collation. */
const BY_COUNT = [{ _count: 'desc' }, { _key: 'asc' }];
const BY_SITES = [{ sites: 'desc' }, { _key: 'asc' }];

// Lucene regular expressions reserve most punctuation; a backslash makes any character literal.
const literal = (s: string) => s.replace(/[^A-Za-z0-9]/g, (c) => `\\${c}`);

/**
 * One facet as an aggregation plus the reader of its response. Doc-level keyword keys count
 * sites directly; prefixed keys ("jquery@…") are narrowed with an `include` pattern and the
 * prefix is cut off the bucket keys; nested changes count sites through reverse_nested.
 *
 * `within` is a filter the search adds for prefixed facets: only sites holding a key with the
 * prefix can land in a bucket, and without it the aggregation walks the keys of every site the
 * filters match (all sites, for a technology's versions). It changes no count.
 */
export function facetAgg(
  facet: Facet,
  opts: AggregateOptions,
): { agg: Clause; read: (agg: Json) => Bucket[]; within?: Clause } {
  const size = opts.size;
  const terms = (field: string, include?: string) => ({
    agg: { terms: { field, size, order: BY_COUNT, ...(include ? { include } : {}) } },
    read: (agg: Json) => plain(agg.buckets),
  });
  // `.+`, not `.*`: OpenSearch 2.19 up to 2.19.3 answers a pure-prefix include (`jquery\@.*`)
  // through a prefix lookup in the global ordinals that throws IndexOutOfBoundsException when the
  // prefix sorts after every term of the field (opensearch-project/OpenSearch#19636, fixed in
  // 2.19.4); `.+` takes the automaton path. The part after the prefix is never empty here: a
  // version, a technology, or a header value (empty values are in no bucket, on both adapters).
  const prefixed = (field: string, prefix: string) => ({
    agg: { terms: { field, size, order: BY_COUNT, include: `${literal(prefix)}.+` } },
    read: (agg: Json) => plain(agg.buckets).map((b) => ({ key: b.key.slice(prefix.length), count: b.count })),
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
        agg: {
          nested: { path: 'changes' },
          aggs: {
            recent: {
              filter: within,
              aggs: {
                keys: {
                  terms: { field: 'changes.key', size, order: BY_SITES },
                  aggs: { sites: { reverse_nested: {} } },
                },
              },
            },
          },
        },
        read: (agg: Json) => perSite(agg.recent.keys.buckets),
      };
    }
    case 'rankBucket':
      return {
        // Overlapping ranges are allowed: each bucket is "rank ≤ max" (`to` is exclusive).
        agg: {
          range: {
            field: 'rank',
            keyed: false,
            ranges: RANK_BUCKETS.map(([key, max]) => ({ key, to: max + 1 })),
          },
        },
        read: (agg: Json) =>
          plain(agg.buckets)
            .filter((b) => b.count > 0)
            .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
            .slice(0, size),
      };
  }
}

interface RawBucket {
  key: string;
  doc_count: number;
  sites?: { doc_count: number };
}

const plain = (buckets: RawBucket[]): Bucket[] =>
  buckets.map((b) => ({ key: String(b.key), count: b.doc_count }));
const perSite = (buckets: RawBucket[]): Bucket[] =>
  buckets.map((b) => ({ key: String(b.key), count: b.sites!.doc_count }));

/** Switches within a category: nested pairs of one site, counted once per site. */
export function switchesAgg(category: string, since: string | undefined, size: number): Clause {
  const filter: Clause[] = [{ term: { 'switches.categories': category } }];
  if (since) filter.push({ range: { 'switches.date': { gte: since } } });
  return {
    nested: { path: 'switches' },
    aggs: {
      within: {
        filter: { bool: { filter } },
        aggs: {
          pairs: {
            terms: { field: 'switches.pair', size, order: BY_SITES },
            aggs: { sites: { reverse_nested: {} } },
          },
        },
      },
    },
  };
}

export function readSwitches(agg: Json): { from: string; to: string; count: number }[] {
  return perSite(agg.within.pairs.buckets).map((b) => {
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
          keys: {
            terms: { field: 'changes.key', size: keys.length },
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
