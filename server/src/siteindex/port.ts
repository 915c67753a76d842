/**
 * The SiteIndex port: one document per website, queried by report filters. Two adapters
 * implement it (Postgres over the store's database, OpenSearch at scale) and pass one
 * conformance suite (conformance/). Nothing above this port knows which one is in use.
 *
 * The document holds everything the website, the API and reports show about a site; the
 * filters are the report builder's modules plus the lookups the browse pages need.
 */

export interface SiteTechnology {
  /** Display name from the fingerprint set, e.g. "WordPress". */
  name: string;
  /** Lower-case URL slug of the name, e.g. "wordpress"; the key filters use. */
  slug: string;
  version: string | null;
  /** Category slugs, e.g. ["content-management-system"]. */
  categories: string[];
  /** Days (YYYY-MM-DD) the technology was first and last detected on the site. */
  firstSeen: string;
  lastSeen: string;
  /** `rendered` when the detection needed a browser (js, dom, xhr patterns). */
  mode: 'static' | 'rendered';
  /** 0–100, as the engine reported it. */
  confidence: number;
  /** CVE ids the detected version carries, computed when the document is written. */
  cves: string[];
  /**
   * Why the engine reported it (the first few matches), from crawls; absent on generated
   * documents, which were never fetched.
   */
  evidence?: SiteEvidence[];
}

export interface SiteEvidence {
  /** The pattern kind that matched (headers, meta, scriptSrc, js, implies, …). */
  kind: string;
  key?: string;
  pattern: string;
  /** The matched text, cut short by the engine. */
  match: string;
  version?: string;
}

/** What changed on a site, dated: the source of "Started using X" reports and change pages. */
export interface SiteChange {
  kind: 'added' | 'dropped' | 'versionchanged';
  slug: string;
  name: string;
  /**
   * Category slugs of the technology; a dropped technology is no longer in `technologies`, and
   * switches within a category need to know what it was.
   */
  categories: string[];
  /** Day of the crawl that saw the change (YYYY-MM-DD). */
  date: string;
  from: string | null;
  to: string | null;
}

/** How the last visit went; a blocked site must never look like a site with no technologies. */
export type FetchOutcomeKind =
  | 'ok'
  | 'redirected'
  | 'blocked'
  | 'httpError'
  | 'timeout'
  | 'dnsFailure'
  | 'tlsError'
  | 'connectionRefused'
  | 'networkError'
  | 'tooManyRedirects'
  | 'robotsDisallowed'
  | 'refused'
  | 'overBudget';

export interface SiteDoc {
  /** Normalised host name, lower case, no scheme or path: the document's identity. */
  domain: string;
  /** 1 is the most popular site; 2,000,000,000 means "low rank". */
  rank: number;
  /**
   * The ranked list `rank` comes from and that list's date; `current` is false once a newer
   * import of the list left the site out (it keeps its last rank, marked as old). Absent or null
   * when no list ranks the site (demo documents, sites asked for by name).
   */
  rankSource?: RankSource | null;
  /** ISO 3166-1 alpha-2, upper case, or null when unknown. */
  country: string | null;
  /** Public suffix without the dot, e.g. "com", "co.uk". */
  tld: string;
  /** ISO 639-1 code of the page's language, or null. */
  language: string | null;
  ip: string | null;
  asn: number | null;
  asnName: string | null;
  technologies: SiteTechnology[];
  /** Response headers of the home page; names lower case. */
  headers: { name: string; value: string }[];
  /**
   * Tag IDs found in the page, e.g. { kind: "google-analytics", id: "G-ABC123" }. Filters and
   * facets use the `id` alone: its form already says which system issued it.
   */
  tags: { kind: string; id: string }[];
  /** Ad systems the site's ads.txt authorises (their domains). */
  advertisers: string[];
  contacts: { emails: string[]; phones: string[]; address: string | null };
  social: {
    facebook: string | null;
    twitter: string | null;
    instagram: string | null;
    youtube: string | null;
    linkedin: string | null;
  };
  title: string | null;
  description: string | null;
  keywords: string[];
  /** Subdomains of this site seen while crawling (host names). */
  subdomains: string[];
  /** Registrable domains this site links to: the backlinks of those domains. */
  links: string[];
  /** Where the site redirects to (final host), when it does. */
  redirectsTo: string | null;
  certificate: { issuer: string; validTo: string } | null;
  fetch: {
    outcome: FetchOutcomeKind;
    status: number | null;
    checkedAt: string;
    /** Crawler visits in a row that found the site offline (no answer at all); absent before any. */
    offlineVisits?: number;
    /**
     * Set when the last visit was an archived capture (a Common Crawl WARC): `checkedAt` is the
     * capture date; `unknown` names what the archive could not tell (ads.txt, DNS, certificate).
     */
    archive?: { name: string; unknown: string[] };
  };
  /**
   * True once the crawler found the site offline OFFLINE_AFTER_VISITS visits in a row: get()
   * still returns it (the profile shows the Offline warning and its history), but it is in no
   * count, facet, switch, sample or page until a visit reads it again. Absent on documents the
   * crawler did not write (demo data).
   */
  offline?: boolean;
  /** Highest CVSS base score among the CVEs of its technologies, or null when it has none. */
  maxSeverity: number | null;
  /** The last twelve months of changes, oldest first. */
  changes: SiteChange[];
  /** True for documents made by the demo-data generator. */
  synthetic: boolean;
  /** When the document was last written (ISO timestamp). */
  updatedAt: string;
}

export interface RankSource {
  /** The list's name: tranco, umbrella, majestic, crux, plain, or the name given at import. */
  list: string;
  /** The list's date (YYYY-MM-DD). */
  date: string;
  current: boolean;
}

/** A new rank for a document the index already holds (list imports change ranks without a visit). */
export interface RankUpdate {
  domain: string;
  rank: number;
  rankSource: RankSource | null;
}

/** What the crawler's schedule needs of a document a crawl or a scan wrote (`realSites`). */
export interface RealSite {
  domain: string;
  rank: number;
  rankSource: RankSource | null;
  /** `fetch.checkedAt`: when the site was last visited. */
  checkedAt: string;
}

export interface RealSitesPage {
  sites: RealSite[];
  /** The domain to continue after; null once the walk has reached the end of the index. */
  next: string | null;
}

export type FilterMode = 'include' | 'exclude';

export type SiteFilter =
  | { module: 'technology'; mode: FilterMode; slug: string; version?: string }
  | { module: 'category'; mode: FilterMode; slug: string }
  /** Sites sending a response header of this (lower-case) name. */
  | { module: 'header'; mode: FilterMode; name: string }
  | { module: 'tld'; mode: FilterMode; values: string[] }
  /** Regions are resolved to their countries above the port. */
  | { module: 'country'; mode: FilterMode; values: string[] }
  | { module: 'language'; mode: FilterMode; values: string[] }
  /** A dated change of a technology, on or after `since` (YYYY-MM-DD) when given. */
  | {
      module: 'change';
      mode: FilterMode;
      action: 'added' | 'dropped' | 'versionchanged';
      slug: string;
      since?: string;
    }
  /**
   * Sites whose detected versions carry a known CVE: any (no fields), one of `cves` (a CWE is
   * resolved to its CVEs above the port), and/or `maxSeverity` of at least `minSeverity`. When
   * both are given both must hold (the document keeps one score per site, not per CVE).
   */
  | { module: 'vulnerability'; mode: FilterMode; cves?: string[]; minSeverity?: number }
  | { module: 'asn'; mode: FilterMode; values: number[] }
  | { module: 'ip'; mode: FilterMode; values: string[] }
  /** Tag IDs (the `id` of a tag). */
  | { module: 'tag'; mode: FilterMode; values: string[] }
  | { module: 'advertiser'; mode: FilterMode; values: string[] }
  /** Sites linking to this registrable domain (its backlinks). */
  | { module: 'linksTo'; mode: FilterMode; domain: string }
  /** Sites whose last visit ended, after redirects, on one of these hosts. */
  | { module: 'redirectsTo'; mode: FilterMode; values: string[] };

/**
 * Semantics every adapter must honour:
 * - all filters are ANDed; an include filter with several `values` matches any of them;
 *   an empty `values` list matches no site (so its exclude form removes none);
 * - an exclude filter removes the sites the same include filter would match (a site with an
 *   unknown country is never matched by a country include, so a country exclude keeps it);
 * - technology with `version` matches that exact version string, on the same technology entry;
 * - values are compared exactly (slugs lower case, countries upper case, as the document holds);
 * - an empty filter list matches every site.
 */
export type SiteFilters = SiteFilter[];

/**
 * What `aggregate` can count matching sites by. `technology` may be limited to one category
 * (market share within a category); `version` needs `technology`; `headerValue` needs `header`
 * and counts values of at most HEADER_VALUE_MAX characters (longer ones are display-only);
 * `rankBucket` keys are "10K", "100K", "1M", "10M", "100M" (cumulative: a top-10K site is in
 * every bucket; empty buckets are left out like any other); `change` keys are `${action}:${slug}`
 * of changes on or after `since` and before `until` (all twelve months without them); `asn` keys are decimal strings;
 * `tag` keys are tag IDs; `cve` keys are CVE ids (per-CWE counts are a countSample with the
 * CWE's CVEs, since one site may carry several CVEs of one CWE).
 */
export type Facet =
  | 'country'
  | 'tld'
  | 'language'
  | 'technology'
  | 'category'
  | 'version'
  | 'rankBucket'
  | 'asn'
  | 'ip'
  | 'tag'
  | 'header'
  | 'headerValue'
  | 'advertiser'
  | 'cve'
  | 'change';

/** Longest header value the headerValue facet counts (OpenSearch's ignore_above on that key). */
export const HEADER_VALUE_MAX = 256;

export interface AggregateOptions {
  size: number;
  technology?: string;
  category?: string;
  header?: string;
  since?: string;
  /** Day (YYYY-MM-DD) the `change` facet stops before, exclusive: one month is since 1st, until next 1st. */
  until?: string;
}

export interface Bucket {
  key: string;
  count: number;
}

export interface CountSample {
  count: number;
  /**
   * The best-ranked matching sites (lowest rank first, ties by domain in byte order, which is
   * what both adapters sort by).
   */
  sample: SiteDoc[];
}

export interface Switch {
  from: string;
  to: string;
  count: number;
}

/** A site as a name to pick: its domain and rank. */
export interface DomainRank {
  domain: string;
  rank: number;
}

/** Added and dropped events of one technology dated in one calendar month. */
export interface MonthlyChanges {
  slug: string;
  /** YYYY-MM of the events' day. */
  month: string;
  added: number;
  dropped: number;
}

/**
 * A site as one row of a website list (a lead list): who it is and how to reach it, without the
 * rest of its document. Stored beside the document when it is written, so a list reads a few
 * hundred bytes per site instead of the whole document.
 */
export interface SiteRow {
  domain: string;
  /** As in the document: LOW_RANK for "low rank". */
  rank: number;
  country: string | null;
  language: string | null;
  tld: string;
  title: string | null;
  contacts: SiteDoc['contacts'];
  social: SiteDoc['social'];
  /** How many technologies the document lists. */
  technologyCount: number;
  /** `fetch.checkedAt` of the document. */
  checkedAt: string;
  synthetic: boolean;
}

export interface Page<T = SiteDoc> {
  items: T[];
  /**
   * Opaque cursor for the next page, null on the last page (also when that page is exactly full).
   * A cursor the adapter did not produce makes page() throw InvalidCursorError (cursor.ts).
   */
  next: string | null;
}

export interface SiteIndex {
  readonly kind: 'postgres' | 'opensearch';
  /** Creates what the adapter needs (tables, index mapping); idempotent. */
  init(): Promise<void>;
  /**
   * Inserts or replaces whole documents by domain; within one batch the last copy wins. Large
   * batches take the bulk path (COPY on Postgres, _bulk on OpenSearch).
   */
  upsert(docs: SiteDoc[]): Promise<void>;
  get(domain: string): Promise<SiteDoc | null>;
  /**
   * Sets `rank` and `rankSource` of documents already held (offline ones included), leaving the
   * rest of each document as it is; domains it does not hold are skipped. Returns how many it
   * updated.
   */
  setRanks(updates: RankUpdate[]): Promise<number>;
  /**
   * Walks the documents that are not synthetic (offline ones included) in domain byte order,
   * after `after` ('' to start). A call returns at most `limit` sites, possibly fewer with `next`
   * still set: the Postgres adapter walks `limit` documents of any kind per call, so one call's
   * cost is bounded however many of them are demo documents.
   */
  realSites(after: string, limit: number): Promise<RealSitesPage>;
  /** True when a document was removed. */
  remove(domain: string): Promise<boolean>;
  /** `sampleSize` may be 0 (count only); negative or fractional sizes throw RangeError. */
  countSample(filters: SiteFilters, sampleSize: number): Promise<CountSample>;
  /**
   * Top buckets by count (ties by key) of matching sites. `version` buckets are the versions of
   * `technology` (required for that facet: RangeError without it); sites without a version are
   * not counted there. Counts are sites: a site listing a technology twice counts once. Sites
   * with an unknown country are not in any country bucket.
   */
  aggregate(filters: SiteFilters, facet: Facet, opts: AggregateOptions): Promise<Bucket[]>;
  /**
   * Technology switches within a category: sites that dropped `from` and added `to` (two
   * different technologies, both in `category`, both changes on or after `since`, in any order),
   * counted once per site and pair; most frequent first, ties by `from` then `to`.
   */
  switches(category: string, opts: { size: number; since?: string }): Promise<Switch[]>;
  /**
   * Added and dropped change events of each of `slugs`, per calendar month of their day, on or
   * after `since` (YYYY-MM-DD); months with neither are left out; ordered by slug (byte order),
   * then month. Events are counted, not sites: for one site and technology they alternate
   * (added, dropped, added), so added minus dropped over a stretch of time is exactly how many
   * more sites use it at its end than at its start — the usage-over-time charts rest on that.
   * Offline sites count nowhere, as in every other statistic.
   */
  changesByMonth(slugs: string[], opts: { since: string }): Promise<MonthlyChanges[]>;
  /** Matching sites in rank order (ties by domain), `size` at a time. */
  page(filters: SiteFilters, opts: { size: number; cursor?: string | null }): Promise<Page>;
  /**
   * The same pages as `page` (same order, same cursors: one may continue where the other
   * stopped), each site as its list row: what siteRow() makes of its document.
   */
  pageRows(filters: SiteFilters, opts: { size: number; cursor?: string | null }): Promise<Page<SiteRow>>;
  /**
   * Sites whose domain starts with `prefix` (compared byte for byte, as domains are stored: lower
   * case, A-labels), best rank first (ties by domain), at most `limit`. Offline sites are left out,
   * as from every list. An empty prefix matches no site.
   */
  domainsStartingWith(prefix: string, limit: number): Promise<DomainRank[]>;
  /**
   * Makes previous writes visible to every reader, other processes included (a no-op where
   * writes are immediate). Not needed to read one's own writes: a query through the same object
   * always sees the writes through it that finished before the query began.
   */
  refresh(): Promise<void>;
  close(): Promise<void>;
  /** Stored filters matched against documents (alerts): the percolator's job. */
  readonly savedFilters: SavedFilters;
}

/**
 * Filters kept by id and matched against whole documents as given — the percolator on
 * OpenSearch, the compiled SQL over the given documents alone on Postgres. Documents need not be
 * in the index, so a caller can ask about a site as it was before a write and as it is after.
 * Matching follows the same semantics as every query (offline documents match nothing).
 */
export interface SavedFilters {
  /** Keeps (or replaces) `filters` under `id`. */
  put(id: string, filters: SiteFilters): Promise<void>;
  remove(id: string): Promise<void>;
  /** For each document, by position, the ids of the saved filters it matches (any order). */
  match(docs: SiteDoc[]): Promise<string[][]>;
}

/**
 * The rank facet's cumulative buckets, name and the highest rank inside: part of the port, so
 * both adapters count the same buckets.
 */
export const RANK_BUCKETS: [string, number][] = [
  ['10K', 10_000],
  ['100K', 100_000],
  ['1M', 1_000_000],
  ['10M', 10_000_000],
  ['100M', 100_000_000],
];
