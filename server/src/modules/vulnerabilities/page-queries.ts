// Read queries the CVE, CWE and security pages need beyond queries.ts: list pages, counts per
// CVE from the SiteIndex, the technologies a CVE touches, and which seen versions it affects.

import { type CatalogueCategory, loadTechnologyCatalogue } from '../../catalogue/index.ts';
import { displayTitle } from '../../cve/queries.ts';
import { parseVersion, versionKey } from '../../cve/versions.ts';
import type { SiteFilters, SiteIndex } from '../../siteindex/port.ts';
import type { Queryable } from '../../store/db.ts';

export interface CveRowLite {
  id: string;
  title: string;
  datePublished: string | null;
  severity: string | null;
}

type Row = {
  id: string;
  date_published: Date | string | null;
  title: string | null;
  description: string | null;
  severity: string | null;
};

const lite = (r: Row): CveRowLite => ({
  id: r.id,
  title: displayTitle(r.title, r.description),
  datePublished: r.date_published === null ? null : new Date(r.date_published).toISOString(),
  severity: r.severity,
});

/** Only ids of the CVE List are listed; GHSA-only RetireJS entries have no public CVE record. */
const LISTED = "id LIKE 'CVE-%'";

export async function countListedCves(db: Queryable): Promise<number> {
  const r = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM cve WHERE ${LISTED}`);
  return r.rows[0].n;
}

/**
 * One page of the CVE lists: "latest" is newest publication first; "all" is by id, newest
 * year first and the number compared as a number (CVE-2024-10001 after CVE-2024-9999).
 */
export async function cveListPage(
  db: Queryable,
  list: 'latest' | 'all',
  opts: { limit: number; offset: number },
): Promise<CveRowLite[]> {
  const order =
    list === 'latest'
      ? 'date_published DESC NULLS LAST, id DESC'
      : "split_part(id, '-', 2)::int DESC, split_part(id, '-', 3)::bigint DESC";
  const r = await db.query<Row>(
    `SELECT id, date_published, title, description, severity FROM cve
      WHERE ${LISTED} ORDER BY ${order} LIMIT $1 OFFSET $2`,
    [opts.limit, opts.offset],
  );
  return r.rows.map(lite);
}

export async function cvesByIds(db: Queryable, ids: string[]): Promise<Map<string, CveRowLite>> {
  if (!ids.length) return new Map();
  const r = await db.query<Row>(
    'SELECT id, date_published, title, description, severity FROM cve WHERE id = ANY($1::text[])',
    [ids],
  );
  return new Map(r.rows.map((x) => [x.id, lite(x)]));
}

/** Websites carrying each of `ids` (one aggregate, not one count per id). */
export async function cveDomainCounts(siteIndex: SiteIndex, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const buckets = await siteIndex.aggregate(
    [{ module: 'vulnerability', mode: 'include', cves: ids }],
    'cve',
    // Sites carrying one of `ids` also carry other CVEs; the size must reach past those.
    { size: 100_000 },
  );
  const wanted = new Set(ids);
  return new Map(buckets.filter((b) => wanted.has(b.key)).map((b) => [b.key, b.count]));
}

/** The most widespread CVEs in the index, most websites first. */
export async function mostCommonCves(
  siteIndex: SiteIndex,
  size: number,
): Promise<{ id: string; count: number }[]> {
  const buckets = await siteIndex.aggregate([], 'cve', { size });
  return buckets.map((b) => ({ id: b.key, count: b.count }));
}

/** A filter matching no site: what a CWE without CVEs selects. */
const NOTHING: SiteFilters = [{ module: 'tld', mode: 'include', values: [] }];

/** Sites on a version carrying any of `cves`; with no CVEs, no sites. */
export function vulnerableTo(cves: string[]): SiteFilters {
  return cves.length ? [{ module: 'vulnerability', mode: 'include', cves }] : NOTHING;
}

export interface TechnologyInfo {
  slug: string;
  name: string;
  icon: string;
  category: { name: string; slug: string } | null;
}

/** Names, icons and first category (highest category priority, then lowest id) of technology slugs. */
export async function technologyInfo(db: Queryable, slugs: string[]): Promise<Map<string, TechnologyInfo>> {
  const cat = await loadTechnologyCatalogue(db);
  const out = new Map<string, TechnologyInfo>();
  for (const slug of slugs) {
    const t = cat.technologies.get(slug);
    if (!t) continue;
    const [first] = t.categorySlugs
      .map((c) => cat.categories.get(c))
      .filter((c): c is CatalogueCategory => c !== undefined)
      .sort((a, b) => b.priority - a.priority || a.id - b.id);
    out.set(slug, {
      slug,
      name: t.name,
      icon: t.icon,
      category: first ? { name: first.shortName, slug: first.slug } : null,
    });
  }
  return out;
}

/**
 * Which of `versions` (as websites report them) the CVE affects for one technology: the same
 * interval test as `affects()` in queries.ts, for many versions in one query.
 */
export async function affectedVersions(
  db: Queryable,
  cveId: string,
  slug: string,
  versions: string[],
): Promise<Set<string>> {
  const keyed = versions
    .map((v) => ({ v, parsed: parseVersion(v) }))
    .filter((x) => x.parsed && !x.parsed.wildcard)
    .map((x) => ({ v: x.v, key: versionKey(x.parsed!) }));
  if (!keyed.length) return new Set();
  const r = await db.query<{ k: string }>(
    `SELECT k FROM unnest($3::text[]) AS k
      WHERE EXISTS (
        SELECT 1 FROM cve_affected a
         WHERE a.cve_id = $1 AND a.technology_slug = $2 AND a.status = 'affected'
           AND (a.from_key IS NULL OR a.from_key < k OR (a.from_inclusive AND a.from_key = k))
           AND (a.to_key IS NULL OR k < a.to_key OR (a.to_inclusive AND a.to_key = k)))`,
    [cveId, slug, keyed.map((x) => x.key)],
  );
  const hit = new Set(r.rows.map((x) => x.k));
  return new Set(keyed.filter((x) => hit.has(x.key)).map((x) => x.v));
}

/** CVE ids of a CWE, newest first. */
export async function cweCveIds(db: Queryable, cweId: number): Promise<string[]> {
  const r = await db.query<{ id: string }>(
    `SELECT c.id FROM cve_cwe cc JOIN cve c ON c.id = cc.cve_id WHERE cc.cwe_id = $1
      ORDER BY c.date_published DESC NULLS LAST, c.id DESC`,
    [cweId],
  );
  return r.rows.map((x) => x.id);
}

/** CWE ids named by at least one CVE, each with its CVE ids and newest CVE. */
export async function cwesWithCves(db: Queryable): Promise<Map<number, { cves: string[]; newest: string }>> {
  const r = await db.query<{ cwe_id: number; id: string }>(
    `SELECT cc.cwe_id, c.id FROM cve_cwe cc JOIN cve c ON c.id = cc.cve_id
      ORDER BY cc.cwe_id, c.date_published DESC NULLS LAST, c.id DESC`,
  );
  const out = new Map<number, { cves: string[]; newest: string }>();
  for (const row of r.rows) {
    const entry = out.get(row.cwe_id);
    if (entry) entry.cves.push(row.id);
    else out.set(row.cwe_id, { cves: [row.id], newest: row.id });
  }
  return out;
}

export async function cweNames(db: Queryable, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const r = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM cwe WHERE id = ANY($1::int[])',
    [ids],
  );
  return new Map(r.rows.map((x) => [x.id, x.name]));
}

/** Weaknesses whose catalogue entry changed most recently. */
export async function recentlyUpdatedCwes(
  db: Queryable,
  limit: number,
): Promise<{ id: number; name: string; updatedOn: string | null }[]> {
  const r = await db.query<{ id: number; name: string; updated_on: Date | string | null }>(
    `SELECT id, name, updated_on FROM cwe WHERE kind = 'weakness' AND updated_on IS NOT NULL
      ORDER BY updated_on DESC, id LIMIT $1`,
    [limit],
  );
  return r.rows.map((x) => ({
    id: x.id,
    name: x.name,
    updatedOn: x.updated_on === null ? null : new Date(x.updated_on).toISOString().slice(0, 10),
  }));
}

/** The /security counters from the vulnerability store (the website count comes from the index). */
export async function securityCounts(
  db: Queryable,
  now = new Date(),
): Promise<{ addedLastMonth: number; total: number; technologies: number }> {
  const since = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  const r = await db.query<{ added: number; total: number; technologies: number }>(
    `SELECT (SELECT count(*)::int FROM cve WHERE ${LISTED} AND date_published >= $1) AS added,
            (SELECT count(*)::int FROM cve) AS total,
            (SELECT count(DISTINCT technology_slug)::int FROM cve_affected
              WHERE technology_slug IS NOT NULL AND status = 'affected') AS technologies`,
    [since],
  );
  return { addedLastMonth: r.rows[0].added, total: r.rows[0].total, technologies: r.rows[0].technologies };
}
