import { loadTechnologyCatalogue } from '../../catalogue/index.ts';
import { affects } from '../../cve/queries.ts';
import type { SiteIndex, SiteTechnology } from '../../siteindex/port.ts';
import type { Queryable } from '../../store/db.ts';
import { type ScannedSite, securityScanResult } from './results.ts';

/**
 * The stack of the sample security report (scan id `scan-sample`): a typical small-business
 * WordPress site a few years behind on updates, like the fixture farm's WordPress and jQuery
 * sites. Only the site is made up; its CVEs are read from the CVE data like a real scan's, so
 * the sample never shows a finding the data does not support.
 */
const SAMPLE_STACK: [slug: string, version: string | null][] = [
  ['wordpress', '5.8.2'],
  ['php', '7.4.33'],
  ['mysql', null],
  ['nginx', '1.18.0'],
  ['jquery', '1.12.4'],
  ['jquery-ui', '1.12.1'],
  ['jquery-migrate', '1.4.1'],
  ['bootstrap', '3.3.7'],
  ['google-analytics', null],
];

export async function sampleSite(db: Queryable, now = new Date()): Promise<ScannedSite> {
  const catalogue = await loadTechnologyCatalogue(db);
  const day = now.toISOString().slice(0, 10);
  const technologies: SiteTechnology[] = [];
  for (const [slug, version] of SAMPLE_STACK) {
    const t = catalogue.technologies.get(slug);
    if (!t) continue;
    technologies.push({
      name: t.name,
      slug,
      version,
      categories: t.categorySlugs.slice(0, 1),
      firstSeen: day,
      lastSeen: day,
      mode: 'static',
      confidence: 100,
      cves: version ? await affects(db, slug, version) : [],
    });
  }
  return { technologies, advertisers: [], redirectsTo: null };
}

/** The sample report as the results page and its call show it: a completed security scan. */
export async function sampleScanResult(r: { db: Queryable; siteIndex: SiteIndex }) {
  return securityScanResult(r, { status: 'completed', error: null, result: await sampleSite(r.db) });
}
