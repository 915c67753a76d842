import type { Crawler } from '../crawl/crawler.ts';
import type { CrawlResult } from '../crawl/types.ts';
import { type CompiledSet, detect } from '../detect/index.ts';
import type { SiteChange, SiteDoc, SiteIndex } from '../siteindex/port.ts';
import { buildSiteDoc } from './site-document.ts';
import type { VulnerabilityLookup } from './vulnerability-lookup.ts';

export interface IndexDeps {
  crawler: Pick<Crawler, 'crawlSite'>;
  fingerprints: CompiledSet;
  siteIndex: SiteIndex;
  vulnerabilities: VulnerabilityLookup;
  now?: () => Date;
}

export interface IndexedSite {
  crawl: CrawlResult;
  doc: SiteDoc;
  /** What this crawl changed (also appended to the document's history). */
  changes: SiteChange[];
}

/** Visits one site, detects its technologies and writes its document with the changes. */
export async function indexSite(
  domain: string,
  deps: IndexDeps,
  opts: { rank?: number } = {},
): Promise<IndexedSite> {
  const now = deps.now?.() ?? new Date();
  const [crawl, previous] = await Promise.all([deps.crawler.crawlSite(domain), deps.siteIndex.get(domain)]);
  const detections =
    crawl.outcome.kind === 'ok' || crawl.outcome.kind === 'redirected'
      ? detect(deps.fingerprints, crawl.signals)
      : [];
  const vulnerabilities = await deps.vulnerabilities.forTechnologies(
    detections.map((d) => ({ slug: d.slug, version: d.version || null })),
  );
  const { doc, changes } = buildSiteDoc({
    crawl,
    detections,
    previous,
    vulnerabilities,
    rank: opts.rank,
    now,
  });
  await deps.siteIndex.upsert([doc]);
  return { crawl, doc, changes };
}
