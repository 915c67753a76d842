import { HEADER_VALUE_MAX, type SiteChange, type SiteDoc } from './port.ts';

/**
 * The index document: the SiteDoc as written, plus derived keys (`keys`, `switches`, and a `key`
 * on each change) that filters and facets read. OpenSearch can only index what a request's
 * source holds, so they are sent; `keys` and `switches` are left out of the stored `_source`,
 * and fromSource() strips what remains.
 *
 * Pairs that must hold on one element and are compared exactly (technology slug + version,
 * category + technology, header name + value) are indexed as one keyword ("jquery@1.12.4"),
 * which gives the nested semantics without a hidden Lucene document per entry; nested is kept
 * for changes and switches, where a date range must hold on the same element.
 */
const keyword = { type: 'keyword' } as const;
const stored = { type: 'keyword', index: false, doc_values: false } as const;
const hidden = { type: 'object', enabled: false } as const;
const day = { type: 'date', format: 'strict_date' } as const;
// Filtered on, never counted or sorted by: no column store needed.
const filterOnly = { type: 'keyword', doc_values: false } as const;

export const MAPPING = {
  dynamic: 'strict',
  // Derived keys are indexed but not kept: they are rebuilt from the document on every write.
  _source: { excludes: ['keys', 'switches'] },
  properties: {
    domain: keyword,
    rank: { type: 'integer' },
    rankSource: hidden,
    // Offline sites are held for get() but left out of every query (opensearch-filters.ts).
    offline: { type: 'boolean' },
    country: keyword,
    tld: keyword,
    language: keyword,
    ip: keyword,
    // keyword, not integer: facet keys are strings and their ties sort as strings on every adapter.
    asn: keyword,
    asnName: stored,
    technologies: hidden,
    headers: hidden,
    tags: hidden,
    advertisers: keyword,
    contacts: hidden,
    social: hidden,
    title: stored,
    description: stored,
    keywords: stored,
    subdomains: stored,
    links: filterOnly,
    redirectsTo: filterOnly,
    certificate: hidden,
    fetch: hidden,
    maxSeverity: { type: 'float' },
    changes: {
      type: 'nested',
      properties: {
        kind: filterOnly,
        slug: filterOnly,
        name: stored,
        categories: filterOnly,
        date: day,
        from: stored,
        to: stored,
        key: keyword,
      },
    },
    synthetic: { type: 'boolean' },
    updatedAt: stored,
    keys: {
      properties: {
        tech: keyword,
        techVersion: keyword,
        category: keyword,
        techCategory: keyword,
        header: keyword,
        headerValue: keyword,
        tag: keyword,
        cve: keyword,
      },
    },
    switches: {
      type: 'nested',
      properties: { pair: keyword, categories: filterOnly, date: day },
    },
  },
};

/** Separators of derived keys; none can occur in the left part (slugs, header names). */
export const SEP = { version: '@', category: '>', header: ':', change: ':', pair: ' ' } as const;

interface Derived {
  keys: Record<string, string[]>;
  switches: { pair: string; categories: string[]; date: string }[];
  changes: (SiteChange & { key: string })[];
}

export type IndexDoc = Omit<SiteDoc, 'changes'> & Derived;

const uniq = (xs: string[]) => [...new Set(xs)];

export function toSource(d: SiteDoc): IndexDoc {
  const t = d.technologies;
  return {
    ...d,
    changes: d.changes.map((c) => ({ ...c, key: `${c.kind}${SEP.change}${c.slug}` })),
    keys: {
      tech: uniq(t.map((x) => x.slug)),
      techVersion: uniq(
        t.flatMap((x) => (x.version === null ? [] : [`${x.slug}${SEP.version}${x.version}`])),
      ),
      category: uniq(t.flatMap((x) => x.categories)),
      techCategory: uniq(t.flatMap((x) => x.categories.map((c) => `${c}${SEP.category}${x.slug}`))),
      header: uniq(d.headers.map((h) => h.name)),
      headerValue: uniq(
        d.headers
          .filter((h) => h.value.length <= HEADER_VALUE_MAX)
          .map((h) => `${h.name}${SEP.header}${h.value}`),
      ),
      tag: uniq(d.tags.map((x) => x.id)),
      cve: uniq(t.flatMap((x) => x.cves)),
    },
    switches: switchesOf(d.changes),
  };
}

/**
 * Every (dropped, added) pair of one site, with the categories both technologies share and the
 * earlier of the two days: "both in category C and both on or after S" becomes one condition.
 */
function switchesOf(changes: SiteChange[]): Derived['switches'] {
  const out: Derived['switches'] = [];
  for (const d of changes) {
    if (d.kind !== 'dropped') continue;
    for (const a of changes) {
      if (a.kind !== 'added' || a.slug === d.slug) continue;
      const categories = d.categories.filter((c) => a.categories.includes(c));
      if (!categories.length) continue;
      out.push({
        pair: `${d.slug}${SEP.pair}${a.slug}`,
        categories,
        // Days compare as strings (YYYY-MM-DD): the earlier of the two.
        date: [d.date, a.date].sort()[0],
      });
    }
  }
  return out;
}

export function fromSource(s: IndexDoc): SiteDoc {
  const { keys: _keys, switches: _switches, changes, ...doc } = s;
  return { ...doc, changes: changes.map(({ key: _key, ...c }) => c) };
}
