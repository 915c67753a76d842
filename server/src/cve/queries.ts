// Read side for pages, scans and monitoring. Version matching runs in SQL on the sort keys, so
// "which CVEs affect WordPress 5.8.2" is one indexed query.

import type { Queryable } from '../store/db.ts';
import { parseVersion, versionKey } from './versions.ts';

export interface CveListItem {
  id: string;
  datePublished: string | null;
  title: string;
  severity: string | null;
  cvssScore: number | null;
}

export interface CveVersionRange {
  technology: string | null;
  vendor: string | null;
  product: string | null;
  versionFrom: string | null;
  versionFromInclusive: boolean;
  versionTo: string | null;
  versionToInclusive: boolean;
  exact: string | null;
  status: 'affected' | 'unknown';
  origin: string;
}

export interface CveDetail extends CveListItem {
  description: string | null;
  dateUpdated: string | null;
  assigner: string | null;
  source: 'cve' | 'retirejs';
  cvssVector: string | null;
  cvssVersion: string | null;
  cwes: { id: number; name: string | null }[];
  references: { url: string; name?: string; tags?: string[] }[];
  credits: { type?: string; value: string; lang?: string }[];
  ranges: CveVersionRange[];
  technologies: string[];
}

export const SEVERITY_LEVELS = ['NONE', 'LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
export type SeverityLevel = (typeof SEVERITY_LEVELS)[number];

const TITLE_FALLBACK_LENGTH = 100;

/** Markdown code spans (`maxBodyLength`) as their text: titles are shown and sent as plain text. */
const plain = (s: string) => s.replace(/`+([^`]+)`+/g, '$1');

/** The product's rule: the title, else the description cut at 100 characters with an ellipsis. */
export function displayTitle(title: string | null, description: string | null): string {
  if (title?.trim()) return plain(title.trim());
  const d = plain((description ?? '').replace(/\s+/g, ' ').trim());
  return d.length > TITLE_FALLBACK_LENGTH ? `${d.slice(0, TITLE_FALLBACK_LENGTH)}…` : d;
}

type CveRow = {
  id: string;
  date_published: Date | string | null;
  title: string | null;
  description: string | null;
  severity: string | null;
  cvss_score: string | number | null;
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function listItem(r: CveRow): CveListItem {
  return {
    id: r.id,
    datePublished: iso(r.date_published),
    title: displayTitle(r.title, r.description),
    severity: r.severity,
    cvssScore: r.cvss_score === null ? null : Number(r.cvss_score),
  };
}

/** CVEs known for a technology, newest first; `minSeverity` drops weaker (and unrated) ones. */
export async function vulnerabilitiesForTechnology(
  db: Queryable,
  slug: string,
  opts: { minSeverity?: SeverityLevel; limit?: number } = {},
): Promise<CveListItem[]> {
  const r = await db.query<CveRow>(
    `SELECT c.id, c.date_published, c.title, c.description, c.severity, c.cvss_score
       FROM cve c
      WHERE EXISTS (SELECT 1 FROM cve_affected a WHERE a.cve_id = c.id AND a.technology_slug = $1)
        AND ($2::int IS NULL OR c.severity_rank >= $2)
      ORDER BY c.date_published DESC NULLS LAST, c.id DESC
      LIMIT $3`,
    [slug, rank(opts.minSeverity), opts.limit ?? 1000],
  );
  return r.rows.map(listItem);
}

const rank = (s: SeverityLevel | undefined) => (s ? SEVERITY_LEVELS.indexOf(s) : null);

const MATCH = `a.status = 'affected'
  AND (a.from_key IS NULL OR a.from_key < $2 OR (a.from_inclusive AND a.from_key = $2))
  AND (a.to_key IS NULL OR $2 < a.to_key OR (a.to_inclusive AND a.to_key = $2))`;

/** CVE ids that affect `version` of the technology; [] for text that is not a version. */
export async function affects(
  db: Queryable,
  slug: string,
  version: string,
  opts: { minSeverity?: SeverityLevel } = {},
): Promise<string[]> {
  const parsed = parseVersion(version);
  if (!parsed || parsed.wildcard) return [];
  const r = await db.query<{ id: string }>(
    `SELECT DISTINCT a.cve_id AS id FROM cve_affected a JOIN cve c ON c.id = a.cve_id
      WHERE a.technology_slug = $1 AND ${MATCH} AND ($3::int IS NULL OR c.severity_rank >= $3)
      ORDER BY 1`,
    [slug, versionKey(parsed), rank(opts.minSeverity)],
  );
  return r.rows.map((x) => x.id);
}

/** "Is version V of technology T affected by CVE X?" — for single-CVE scans and monitoring. */
export async function isAffected(
  db: Queryable,
  cveId: string,
  slug: string,
  version: string,
): Promise<boolean> {
  const parsed = parseVersion(version);
  if (!parsed || parsed.wildcard) return false;
  const r = await db.query(
    `SELECT 1 FROM cve_affected a WHERE a.cve_id = $3 AND a.technology_slug = $1 AND ${MATCH} LIMIT 1`,
    [slug, versionKey(parsed), cveId.toUpperCase()],
  );
  return r.rows.length > 0;
}

/** Everything the CVE page shows; null for an unknown id. */
export async function cveDetail(db: Queryable, id: string): Promise<CveDetail | null> {
  // GHSA ids are mixed-case (GHSA-q2c6-c6pm-g3gh); only CVE ids are spelled in capitals.
  const key = /^cve-/i.test(id) ? id.toUpperCase() : id;
  // biome-ignore lint/suspicious/noExplicitAny: one row of a known table
  const c = await db.query<any>('SELECT * FROM cve WHERE id = $1', [key]);
  const row = c.rows[0];
  if (!row) return null;
  const ranges = await db.query<{
    technology_slug: string | null;
    vendor: string | null;
    product: string | null;
    version_from: string | null;
    from_inclusive: boolean;
    version_to: string | null;
    to_inclusive: boolean;
    version_exact: string | null;
    status: 'affected' | 'unknown';
    origin: string;
  }>(
    `SELECT technology_slug, vendor, product, version_from, from_inclusive, version_to, to_inclusive,
            version_exact, status, origin
       FROM cve_affected WHERE cve_id = $1 ORDER BY technology_slug NULLS LAST, id`,
    [row.id],
  );
  const cwes = await db.query<{ id: number; name: string | null }>(
    `SELECT cc.cwe_id AS id, w.name FROM cve_cwe cc LEFT JOIN cwe w ON w.id = cc.cwe_id
      WHERE cc.cve_id = $1 ORDER BY cc.ordinal`,
    [row.id],
  );
  return {
    ...listItem(row),
    description: row.description,
    dateUpdated: iso(row.date_updated),
    assigner: row.assigner,
    source: row.source,
    cvssVector: row.cvss_vector,
    cvssVersion: row.cvss_version,
    cwes: cwes.rows,
    references: row.references,
    credits: row.credits,
    ranges: ranges.rows.map((r) => ({
      technology: r.technology_slug,
      vendor: r.vendor,
      product: r.product,
      versionFrom: r.version_from,
      versionFromInclusive: r.from_inclusive,
      versionTo: r.version_to,
      versionToInclusive: r.to_inclusive,
      exact: r.version_exact,
      status: r.status,
      origin: r.origin,
    })),
    technologies: [...new Set(ranges.rows.map((r) => r.technology_slug).filter((s): s is string => !!s))],
  };
}

export interface CweDetail {
  id: number;
  name: string;
  kind: string;
  description: string | null;
  extendedDescription: string | null;
  updatedOn: string | null;
  cveCount: number;
  newestCves: CveListItem[];
  top25: { year: number; rank: number }[];
}

/** The CWE page; null for an id the catalogue does not have. */
export async function cweDetail(
  db: Queryable,
  id: number,
  opts: { newest?: number } = {},
): Promise<CweDetail | null> {
  // biome-ignore lint/suspicious/noExplicitAny: one row of a known table
  const w = await db.query<any>('SELECT * FROM cwe WHERE id = $1', [id]);
  const row = w.rows[0];
  if (!row) return null;
  const count = await db.query<{ n: string }>('SELECT count(*) AS n FROM cve_cwe WHERE cwe_id = $1', [id]);
  const newest = await db.query<CveRow>(
    `SELECT c.id, c.date_published, c.title, c.description, c.severity, c.cvss_score
       FROM cve c JOIN cve_cwe cc ON cc.cve_id = c.id WHERE cc.cwe_id = $1
      ORDER BY c.date_published DESC NULLS LAST, c.id DESC LIMIT $2`,
    [id, opts.newest ?? 10],
  );
  const top = await db.query<{ year: number; rank: number }>(
    'SELECT year, rank FROM cwe_top25 WHERE cwe_id = $1 ORDER BY year DESC',
    [id],
  );
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    description: row.description,
    extendedDescription: row.extended_description,
    updatedOn: row.updated_on ? iso(row.updated_on)!.slice(0, 10) : null,
    cveCount: Number(count.rows[0].n),
    newestCves: newest.rows.map(listItem),
    top25: top.rows,
  };
}

/** The CWE index's "top 25" table, in rank order. */
export async function cweTop25(
  db: Queryable,
  year: number,
): Promise<{ rank: number; id: number; name: string | null }[]> {
  const r = await db.query<{ rank: number; id: number; name: string | null }>(
    `SELECT t.rank, t.cwe_id AS id, w.name FROM cwe_top25 t LEFT JOIN cwe w ON w.id = t.cwe_id
      WHERE t.year = $1 ORDER BY t.rank`,
    [year],
  );
  return r.rows;
}

/** Newest CVEs overall, for /cve/latest and the home page. */
/** Stores seen holding CVEs: an import never removes them all, so each store is asked until then. */
const holdingCves = new WeakSet<Queryable>();

/**
 * True when the store holds no CVE at all (nothing imported yet), so that pages can say why their
 * CVE lists and counts are empty instead of showing zeros as if nothing were vulnerable.
 */
export async function cveDataMissing(db: Queryable): Promise<boolean> {
  if (holdingCves.has(db)) return false;
  const { rows } = await db.query<{ held: boolean }>('SELECT EXISTS (SELECT 1 FROM cve) AS held');
  if (rows[0].held) holdingCves.add(db);
  return !rows[0].held;
}

export async function latestCves(
  db: Queryable,
  opts: { limit?: number; offset?: number } = {},
): Promise<CveListItem[]> {
  const r = await db.query<CveRow>(
    `SELECT id, date_published, title, description, severity, cvss_score FROM cve
      WHERE id LIKE 'CVE-%' ORDER BY date_published DESC NULLS LAST, id DESC LIMIT $1 OFFSET $2`,
    [opts.limit ?? 20, opts.offset ?? 0],
  );
  return r.rows.map(listItem);
}

/** What the last imports could not map, per source. */
export async function importIssues(db: Queryable): Promise<{ source: string; id: string; reason: string }[]> {
  const r = await db.query<{ source: string; id: string; reason: string }>(
    'SELECT source, record_id AS id, reason FROM cve_import_issue ORDER BY source, record_id',
  );
  return r.rows;
}
