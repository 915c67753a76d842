/**
 * The SiteIndex port: one document per website, queried by report filters. Two adapters
 * implement it (Postgres over the store's database, OpenSearch at scale) and pass one
 * conformance suite (tests/siteindex). Nothing above this port knows which one is in use.
 *
 * This is the first slice of the document; later capabilities widen it (language, IP/ASN,
 * headers, tags, contacts, change events…) and the suite grows with them.
 */

export interface SiteTechnology {
  /** Display name from the fingerprint set, e.g. "WordPress". */
  name: string;
  /** Lower-case URL slug of the name, e.g. "wordpress"; the key filters use. */
  slug: string;
  version: string | null;
  /** Category slugs, e.g. ["content-management-system"]. */
  categories: string[];
}

export interface SiteDoc {
  /** Normalised host name, lower case, no scheme or path: the document's identity. */
  domain: string;
  /** 1 is the most popular site; 2,000,000,000 means "low rank". */
  rank: number;
  /** ISO 3166-1 alpha-2, upper case, or null when unknown. */
  country: string | null;
  /** Public suffix without the dot, e.g. "com", "co.uk". */
  tld: string;
  technologies: SiteTechnology[];
}

export type FilterMode = 'include' | 'exclude';

export type SiteFilter =
  | { module: 'technology'; mode: FilterMode; slug: string; version?: string }
  | { module: 'category'; mode: FilterMode; slug: string }
  | { module: 'tld'; mode: FilterMode; values: string[] }
  | { module: 'country'; mode: FilterMode; values: string[] };

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

export type Facet = 'country' | 'tld' | 'technology' | 'version';

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

export interface Page {
  items: SiteDoc[];
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
  /** Inserts or replaces whole documents by domain; within one batch the last copy wins. */
  upsert(docs: SiteDoc[]): Promise<void>;
  get(domain: string): Promise<SiteDoc | null>;
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
  aggregate(
    filters: SiteFilters,
    facet: Facet,
    opts: { size: number; technology?: string },
  ): Promise<Bucket[]>;
  /** Matching sites in rank order (ties by domain), `size` at a time. */
  page(filters: SiteFilters, opts: { size: number; cursor?: string | null }): Promise<Page>;
  /** Makes previous writes visible to queries (a no-op where writes are immediate). */
  refresh(): Promise<void>;
  close(): Promise<void>;
}
