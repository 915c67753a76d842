import type { TechnologyVersion } from '@techcensus/contract';
import { compareVersions, parseVersion, versionKey } from '../../cve/versions.ts';
import type { SiteIndex } from '../../siteindex/port.ts';
import type { Queryable } from '../../store/db.ts';
import { technologyFilter } from './shared.ts';

type AffectedRow = {
  cve_id: string;
  from_key: string | null;
  from_inclusive: boolean;
  to_key: string | null;
  to_inclusive: boolean;
};

/**
 * CVE ids per version, from one read of the technology's affected ranges (the same range test
 * `affects()` runs in SQL, done here so a page with fifty versions costs one query).
 */
export async function cvesByVersion(
  db: Queryable,
  slug: string,
  versions: string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (!versions.length) return out;
  const r = await db.query<AffectedRow>(
    `SELECT cve_id, from_key, from_inclusive, to_key, to_inclusive FROM cve_affected
      WHERE technology_slug = $1 AND status = 'affected'`,
    [slug],
  );
  for (const v of versions) {
    const parsed = parseVersion(v);
    if (!parsed || parsed.wildcard || !r.rows.length) {
      out.set(v, []);
      continue;
    }
    const key = versionKey(parsed);
    const ids = new Set<string>();
    for (const a of r.rows) {
      const fromOk = a.from_key === null || a.from_key < key || (a.from_inclusive && a.from_key === key);
      const toOk = a.to_key === null || key < a.to_key || (a.to_inclusive && a.to_key === key);
      if (fromOk && toOk) ids.add(a.cve_id);
    }
    out.set(v, [...ids].sort());
  }
  return out;
}

/** Newest first; text that is not a version goes last, alphabetically. */
export function byVersionDesc(a: string, b: string): number {
  const pa = parseVersion(a);
  const pb = parseVersion(b);
  if (pa && pb) return compareVersions(pb, pa);
  if (pa) return -1;
  if (pb) return 1;
  return a.localeCompare(b);
}

/** Versions a technology's distribution lists at most. */
const MAX_VERSIONS = 1000;

/**
 * Sites per version of a technology, over every site using it. The technology page, its
 * versions page, the website profile's freshness stars and the report builder's version
 * suggestions all ask exactly this question, so they share one kept answer.
 */
export function versionBuckets(siteIndex: SiteIndex, slug: string) {
  return siteIndex.aggregate([technologyFilter(slug)], 'version', { size: MAX_VERSIONS, technology: slug });
}

/** Every detected version of a technology with its share, count and CVEs, newest first. */
export async function technologyVersions(
  db: Queryable,
  siteIndex: SiteIndex,
  slug: string,
): Promise<TechnologyVersion[]> {
  const buckets = await versionBuckets(siteIndex, slug);
  const total = buckets.reduce((s, b) => s + b.count, 0);
  const cves = await cvesByVersion(
    db,
    slug,
    buckets.map((b) => b.key),
  );
  return buckets
    .map((b) => {
      const ids = cves.get(b.key) ?? [];
      return {
        Version: b.key,
        Vulnerable: ids.length > 0,
        MarketShare: total ? b.count / total : 0,
        DomainCount: b.count,
        CVEs: ids,
      };
    })
    .sort((a, b) => byVersionDesc(a.Version, b.Version));
}

/** The major version a version belongs to: "6.4.2" → "6". */
export function majorOf(version: string): string {
  const m = /^v?(\d+)/i.exec(version);
  return m ? m[1] : version;
}

/** Versions grouped by major version, most used first, with how many sub-versions each has. */
export function versionLines(versions: TechnologyVersion[], max: number) {
  const lines = new Map<
    string,
    { Version: string; Subversions: number; DomainCount: number; Vulnerable: boolean }
  >();
  for (const v of versions) {
    const major = majorOf(v.Version);
    const line = lines.get(major) ?? { Version: major, Subversions: 0, DomainCount: 0, Vulnerable: false };
    line.Subversions += 1;
    line.DomainCount += v.DomainCount;
    line.Vulnerable ||= v.Vulnerable;
    lines.set(major, line);
  }
  return [...lines.values()]
    .sort((a, b) => b.DomainCount - a.DomainCount || byVersionDesc(a.Version, b.Version))
    .slice(0, max);
}
