import { roundPercent } from '@techcensus/contract';
import { compareVersions, parseVersion } from '../../cve/versions.ts';
import type { SiteIndex } from '../../siteindex/port.ts';
import { versionBuckets } from '../technology/index.ts';

/**
 * Version freshness (part 2 §4): how many of the sites running a technology with a known
 * version run a newer one than this site. The spec names the four buckets but not where they
 * start; these limits are ours:
 *   newer share ≤ 10 %  → 3 (four green stars)
 *   newer share ≤ 35 %  → 2 (three yellow-green stars)
 *   newer share ≤ 65 %  → 1 (two orange stars)
 *   otherwise           → 0 (one red star)
 */
export const BUCKET_LIMITS = [10, 35, 65] as const;

export function bucketOf(percentNewer: number): 0 | 1 | 2 | 3 {
  if (percentNewer <= BUCKET_LIMITS[0]) return 3;
  if (percentNewer <= BUCKET_LIMITS[1]) return 2;
  if (percentNewer <= BUCKET_LIMITS[2]) return 1;
  return 0;
}

export interface Distribution {
  versions: { version: string; count: number }[];
  total: number;
}

/** Share (percent) of `dist` on a version newer than `version`; null when it cannot be ordered. */
export function percentNewer(dist: Distribution, version: string): number | null {
  if (!parseVersion(version) || dist.total === 0) return null;
  let newer = 0;
  let ordered = 0;
  for (const v of dist.versions) {
    if (!parseVersion(v.version)) continue;
    ordered += v.count;
    if (compareVersions(v.version, version) > 0) newer += v.count;
  }
  return ordered === 0 ? null : (newer / ordered) * 100;
}

/** Versions observed per technology (kept by the statistics cache, shared with the technology pages). */
export async function versionDistribution(siteIndex: SiteIndex, slug: string): Promise<Distribution> {
  const buckets = await versionBuckets(siteIndex, slug);
  return {
    versions: buckets.map((b) => ({ version: b.key, count: b.count })),
    total: buckets.reduce((n, b) => n + b.count, 0),
  };
}

export async function freshness(
  siteIndex: SiteIndex,
  slug: string,
  version: string | null,
): Promise<{ Bucket: 0 | 1 | 2 | 3 | null; PercentNewerVersion: number | null }> {
  if (!version) return { Bucket: null, PercentNewerVersion: null };
  const share = percentNewer(await versionDistribution(siteIndex, slug), version);
  if (share === null) return { Bucket: null, PercentNewerVersion: null };
  return { Bucket: bucketOf(share), PercentNewerVersion: roundPercent(share) };
}
