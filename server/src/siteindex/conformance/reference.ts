/**
 * The port's semantics written as plainly as possible, over an array: what every adapter's
 * answers are checked against.
 */
import {
  type AggregateOptions,
  type Bucket,
  type Facet,
  HEADER_VALUE_MAX,
  type MonthlyChanges,
  type SiteDoc,
  type SiteFilter,
  type SiteFilters,
  type Switch,
} from '../port.ts';

const RANK_BUCKETS: [string, number][] = [
  ['10K', 10_000],
  ['100K', 100_000],
  ['1M', 1_000_000],
  ['10M', 10_000_000],
  ['100M', 100_000_000],
];

const inList = <T>(values: T[], value: T | null) => value !== null && values.includes(value);
const cvesOf = (doc: SiteDoc) => doc.technologies.flatMap((t) => t.cves);

function includes(doc: SiteDoc, f: SiteFilter): boolean {
  switch (f.module) {
    case 'technology':
      return doc.technologies.some(
        (t) => t.slug === f.slug && (f.version === undefined || t.version === f.version),
      );
    case 'category':
      return doc.technologies.some((t) => t.categories.includes(f.slug));
    case 'header':
      return doc.headers.some((h) => h.name === f.name);
    case 'tld':
      return f.values.includes(doc.tld);
    case 'country':
      return inList(f.values, doc.country);
    case 'language':
      return inList(f.values, doc.language);
    case 'ip':
      return inList(f.values, doc.ip);
    case 'asn':
      return inList(f.values, doc.asn);
    case 'tag':
      return doc.tags.some((t) => f.values.includes(t.id));
    case 'advertiser':
      return doc.advertisers.some((a) => f.values.includes(a));
    case 'linksTo':
      return doc.links.includes(f.domain);
    case 'redirectsTo':
      return doc.redirectsTo !== null && f.values.includes(doc.redirectsTo);
    case 'change':
      return doc.changes.some(
        (c) => c.kind === f.action && c.slug === f.slug && (f.since === undefined || c.date >= f.since),
      );
    case 'vulnerability': {
      const cves = cvesOf(doc);
      if (f.cves === undefined && f.minSeverity === undefined) return cves.length > 0;
      // Scores are single-precision floats on every adapter.
      const severe =
        f.minSeverity === undefined ||
        (doc.maxSeverity !== null && Math.fround(doc.maxSeverity) >= Math.fround(f.minSeverity));
      return severe && (f.cves === undefined || cves.some((c) => f.cves!.includes(c)));
    }
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

/** The distinct keys one site contributes to a facet. */
function keysOf(doc: SiteDoc, facet: Facet, opts: AggregateOptions): string[] {
  switch (facet) {
    case 'country':
      return doc.country ? [doc.country] : [];
    case 'tld':
      return [doc.tld];
    case 'language':
      return doc.language ? [doc.language] : [];
    case 'ip':
      return doc.ip ? [doc.ip] : [];
    case 'asn':
      return doc.asn !== null ? [String(doc.asn)] : [];
    case 'technology':
      return doc.technologies
        .filter((t) => !opts.category || t.categories.includes(opts.category))
        .map((t) => t.slug);
    case 'category':
      return doc.technologies.flatMap((t) => t.categories);
    case 'version':
      if (!opts.technology) throw new RangeError('The version facet needs a technology');
      return doc.technologies
        .filter((t) => t.slug === opts.technology && t.version !== null)
        .map((t) => t.version!);
    case 'rankBucket':
      return RANK_BUCKETS.filter(([, max]) => doc.rank <= max).map(([key]) => key);
    case 'tag':
      return doc.tags.map((t) => t.id);
    case 'header':
      return doc.headers.map((h) => h.name);
    case 'headerValue':
      if (!opts.header) throw new RangeError('The headerValue facet needs a header');
      return doc.headers
        .filter((h) => h.name === opts.header && h.value.length <= HEADER_VALUE_MAX)
        .map((h) => h.value);
    case 'advertiser':
      return doc.advertisers;
    case 'cve':
      return cvesOf(doc);
    case 'change':
      return doc.changes
        .filter((c) => opts.since === undefined || c.date >= opts.since)
        .filter((c) => opts.until === undefined || c.date < opts.until)
        .map((c) => `${c.kind}:${c.slug}`);
  }
}

export function buckets(
  docs: SiteDoc[],
  filters: SiteFilters,
  facet: Facet,
  opts: AggregateOptions,
): Bucket[] {
  const counts = new Map<string, number>();
  for (const doc of select(docs, filters)) {
    for (const k of new Set(keysOf(doc, facet, opts))) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return [...counts]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || byKey(a.key, b.key))
    .slice(0, opts.size);
}

export function switches(
  docs: SiteDoc[],
  category: string,
  opts: { size: number; since?: string },
): Switch[] {
  const counts = new Map<string, number>();
  for (const doc of docs) {
    const recent = doc.changes.filter(
      (c) => c.categories.includes(category) && (opts.since === undefined || c.date >= opts.since),
    );
    const pairs = new Set<string>();
    for (const d of recent.filter((c) => c.kind === 'dropped')) {
      for (const a of recent.filter((c) => c.kind === 'added' && c.slug !== d.slug)) {
        pairs.add(`${d.slug} ${a.slug}`);
      }
    }
    for (const p of pairs) counts.set(p, (counts.get(p) ?? 0) + 1);
  }
  return [...counts]
    .map(([pair, count]) => {
      const [from, to] = pair.split(' ');
      return { from, to, count };
    })
    .sort((a, b) => b.count - a.count || byKey(a.from, b.from) || byKey(a.to, b.to))
    .slice(0, opts.size);
}

export function changesByMonth(docs: SiteDoc[], slugs: string[], since: string): MonthlyChanges[] {
  const rows = new Map<string, MonthlyChanges>();
  for (const doc of docs) {
    if (doc.offline === true) continue;
    for (const c of doc.changes) {
      if (!slugs.includes(c.slug) || c.date < since || c.kind === 'versionchanged') continue;
      const month = c.date.slice(0, 7);
      const id = `${c.slug} ${month}`;
      const row = rows.get(id) ?? { slug: c.slug, month, added: 0, dropped: 0 };
      row[c.kind]++;
      rows.set(id, row);
    }
  }
  return [...rows.values()].sort((a, b) => byKey(a.slug, b.slug) || byKey(a.month, b.month));
}
