import type { Crawler } from '../crawl/crawler.ts';
import {
  DeepScanUnavailableError,
  type RenderedSignals,
  type Renderer,
  SuppressedDomainError,
} from '../crawl/render/renderer.ts';
import type { CrawlResult } from '../crawl/types.ts';
import { type CompiledSet, detect, domQueries, jsChains } from '../detect/index.ts';
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
  /** Deep scans only: how rendering went (a failed render leaves the static result). */
  render?: RenderOutcome;
}

export type RenderOutcome = { ok: true; requests: number; refused: string[] } | { ok: false; reason: string };

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
  const read = crawl.outcome.kind === 'ok' || crawl.outcome.kind === 'redirected';
  const render =
    opts.deep && deps.renderer ? await renderRead(deps.renderer, deps.fingerprints, crawl, read) : undefined;
  const signals = render?.ok ? { ...crawl.signals, ...render.signals } : crawl.signals;
  const detections = read ? detect(deps.fingerprints, signals) : [];
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
  return { crawl, doc, changes, ...(render ? { render: renderOutcome(render) } : {}) };
}

type RenderAttempt = { ok: true; signals: RenderedSignals } | { ok: false; reason: string };

/**
 * The deep half of a visit: the page the static visit ended on, rendered. A site that could not
 * be read is not rendered; a render that fails leaves the static visit standing, with the reason.
 */
async function renderRead(
  renderer: Renderer,
  fingerprints: CompiledSet,
  crawl: CrawlResult,
  read: boolean,
): Promise<RenderAttempt> {
  if (!read || !crawl.finalUrl)
    return { ok: false, reason: 'the site could not be read, so it was not rendered' };
  try {
    const signals = await renderer.render({
      url: crawl.finalUrl,
      jsChains: jsChains(fingerprints),
      domQueries: domQueries(fingerprints),
    });
    return { ok: true, signals };
  } catch (err) {
    return { ok: false, reason: err instanceof Error ? err.message : String(err) };
  }
}

function renderOutcome(attempt: RenderAttempt): RenderOutcome {
  if (!attempt.ok) return attempt;
  return { ok: true, requests: attempt.signals.requests ?? 0, refused: attempt.signals.refused ?? [] };
}
