/**
 * CVE ids for every version the generator can write, looked up once through the vulnerabilities
 * module (a few hundred queries) instead of once per site. Without imported CVE data the map is
 * empty and generated sites carry no CVEs.
 */

import { affects } from '../cve/queries.ts';
import type { Queryable } from '../store/db.ts';
import type { VersionCves } from './generate.ts';
import { allVersions } from './versions.ts';

export async function buildVersionCves(db: Queryable): Promise<VersionCves> {
  const out = new Map<string, { cves: string[]; maxSeverity: number | null }>();
  for (const { slug, version } of allVersions()) {
    const cves = await affects(db, slug, version);
    if (!cves.length) continue;
    const r = await db.query<{ score: string | number | null }>(
      'SELECT max(cvss_score) AS score FROM cve WHERE id = ANY($1::text[])',
      [cves],
    );
    const score = r.rows[0]?.score;
    out.set(`${slug}@${version}`, { cves, maxSeverity: score == null ? null : Number(score) });
  }
  return out;
}
