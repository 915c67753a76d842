import {
  cannotTestCveMessage,
  type ScanCveRow,
  type SecurityScanResult,
  type SingleCveScanResult,
  type TechnologyScanResult,
} from '@techcensus/contract';
import { catalogueNames } from '../../catalogue/index.ts';
import { cveDetail, isAffected } from '../../cve/queries.ts';
import { parseVersion } from '../../cve/versions.ts';
import type { SiteDoc, SiteIndex } from '../../siteindex/port.ts';
import type { Queryable } from '../../store/db.ts';
import { technologyRows } from '../website/index.ts';
import type { ScanRow } from './store.ts';

/** What the reports read of a site document (the sample report has no more than this). */
export type ScannedSite = Pick<SiteDoc, 'technologies' | 'advertisers' | 'redirectsTo'>;
type ScanState = Pick<ScanRow, 'status' | 'error'> & { result: ScannedSite | null };

interface Reader {
  db: Queryable;
  siteIndex: SiteIndex;
}

/** Newest first: by year, then by number ("CVE-2020-11022" before "CVE-2019-11358"). */
function byNewest(a: string, b: string): number {
  const [ya, na] = a.split('-').slice(1).map(Number);
  const [yb, nb] = b.split('-').slice(1).map(Number);
  if (Number.isNaN(ya) || Number.isNaN(yb)) return b.localeCompare(a);
  return yb - ya || nb - na;
}

/** The Technology Stack Report: the site's technologies with freshness, advertisers, redirect. */
export async function technologyScanResult(r: Reader, scan: ScanState): Promise<TechnologyScanResult> {
  const site = scan.result;
  return {
    status: scan.status,
    error: scan.error,
    domainInfo: { redirect: site?.redirectsTo ?? null },
    technologies: site ? await technologyRows(r.db, r.siteIndex, site.technologies) : [],
    advertisers: site?.advertisers ?? [],
  };
}

/**
 * The security report: the stack report plus one row per technology whose detected version
 * carries CVEs (the ids were computed from the CVE data when the scan wrote the document).
 */
export async function securityScanResult(r: Reader, scan: ScanState): Promise<SecurityScanResult> {
  const base = await technologyScanResult(r, scan);
  const cves: ScanCveRow[] = [];
  for (const t of scan.result?.technologies ?? []) {
    if (!t.cves.length) continue;
    const row = base.technologies.find((x) => x.TechnologyURL === `/technology/${t.slug}`);
    if (!row) continue;
    cves.push({
      Technology: row.Technology,
      TechnologyURL: row.TechnologyURL,
      TechnologyIcon: row.TechnologyIcon,
      Category: row.Category,
      CategoryURL: row.CategoryURL,
      CategoryIcon: row.CategoryIcon,
      Version: t.version,
      CVE: [...new Set(t.cves)].sort(byNewest),
    });
  }
  cves.sort(
    (a, b) => a.Category.localeCompare(b.Category, 'en') || a.Technology.localeCompare(b.Technology, 'en'),
  );
  return { ...base, cves };
}

type Verdict = Pick<
  SingleCveScanResult,
  | 'technology'
  | 'detectedTechnology'
  | 'version'
  | 'vulnerable'
  | 'canDetectVulnerability'
  | 'cannotDetectVulnerabilityReason'
>;

const inconclusive = (v: Omit<Verdict, 'vulnerable' | 'canDetectVulnerability'>): Verdict => ({
  ...v,
  vulnerable: false,
  canDetectVulnerability: false,
});

/**
 * "Is this site vulnerable to this CVE?" from what the scan detected: Vulnerable or Not
 * Vulnerable when the CVE's technology was seen with a comparable version; otherwise Detection
 * Inconclusive with the reason (the CVE names nothing we detect, the technology was not seen, or
 * its version was not shown).
 */
export async function evaluateCve(db: Queryable, site: ScannedSite | null, cveId: string): Promise<Verdict> {
  const detail = await cveDetail(db, cveId);
  const slugs = detail?.technologies ?? [];
  if (!slugs.length) {
    return inconclusive({
      technology: null,
      detectedTechnology: false,
      version: null,
      cannotDetectVulnerabilityReason: cannotTestCveMessage(cveId),
    });
  }
  const names = (await catalogueNames(db, slugs, [])).technologies;
  const nameOf = (slug: string) => names.get(slug)?.name ?? slug;
  const hit = site?.technologies.find((t) => slugs.includes(t.slug));
  if (!hit) {
    return inconclusive({
      technology: nameOf(slugs[0]),
      detectedTechnology: false,
      version: null,
      cannotDetectVulnerabilityReason: `${slugs.map(nameOf).join(' or ')} was not detected on this website.`,
    });
  }
  const name = nameOf(hit.slug);
  const parsed = hit.version ? parseVersion(hit.version) : null;
  if (!hit.version || !parsed || parsed.wildcard) {
    return inconclusive({
      technology: name,
      detectedTechnology: true,
      version: hit.version,
      cannotDetectVulnerabilityReason: hit.version
        ? `The version of ${name} (${hit.version}) cannot be compared with the affected versions.`
        : `${name} was detected, but the website does not show its version.`,
    });
  }
  return {
    technology: name,
    detectedTechnology: true,
    version: hit.version,
    vulnerable: await isAffected(db, cveId, hit.slug, hit.version),
    canDetectVulnerability: true,
    cannotDetectVulnerabilityReason: null,
  };
}

/** The single-CVE result: the security report plus the verdict once the scan has completed. */
export async function singleCveScanResult(
  r: Reader,
  scan: ScanState,
  cveId: string,
): Promise<SingleCveScanResult> {
  const base = await securityScanResult(r, scan);
  if (scan.status !== 'completed') {
    return {
      ...base,
      ...inconclusive({
        technology: null,
        detectedTechnology: false,
        version: null,
        cannotDetectVulnerabilityReason: null,
      }),
    };
  }
  return { ...base, ...(await evaluateCve(r.db, scan.result, cveId)) };
}
