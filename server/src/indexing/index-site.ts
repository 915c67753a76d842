import type { Crawler } from '../crawl/crawler.ts';
import { DeepScanUnavailableError, type Renderer, SuppressedDomainError } from '../crawl/render/renderer.ts';
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
  /** The headless browser for deep scans; absent when the host has none. */
  renderer?: Renderer | null;
  /** Domains whose owners asked for removal are never visited (modules/ownership). */
  isSuppressed?: (domain: string) => Promise<boolean>;
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
  opts: { rank?: number; deep?: boolean } = {},
): Promise<IndexedSite> {
  if (await deps.isSuppressed?.(domain)) throw new SuppressedDomainError(domain);
  if (opts.deep && !deps.renderer) throw new DeepScanUnavailableError();
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
