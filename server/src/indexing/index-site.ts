import type { Crawler } from '../crawl/crawler.ts';
import {
  inThreadPageWork,
  overBudget,
  PageBudget,
  PageOverBudget,
  type PageWork,
} from '../crawl/page-work.ts';
import {
  DeepScanUnavailableError,
  type RenderedSignals,
  type Renderer,
  SuppressedDomainError,
} from '../crawl/render/renderer.ts';
import type { CrawlResult } from '../crawl/types.ts';
import { type CompiledSet, type Detection, domQueries, jsChains } from '../detect/index.ts';
import { type NetworkLookup, networkData } from '../network-data/index.ts';
import type { RankSource, SiteChange, SiteDoc, SiteIndex } from '../siteindex/port.ts';
import type { Queryable } from '../store/db.ts';
import { joinSchedule } from './crawl-schedule.ts';
import { buildSiteDoc } from './site-document.ts';
import type { VulnerabilityLookup } from './vulnerability-lookup.ts';

export interface IndexDeps {
  crawler: Pick<Crawler, 'crawlSite'>;
  fingerprints: CompiledSet;
  /**
   * Where detection runs, with the page's time budget: the server's worker pool, whose threads
   * load the same set as `fingerprints`. Absent: on this thread, on `fingerprints`. Given, the
   * detections a crawler with page work made during the visit (`crawl.detected`) are used as
   * they are, unless a deep scan's rendering added signals.
   */
  work?: PageWork;
  siteIndex: SiteIndex;
  vulnerabilities: VulnerabilityLookup;
  now?: () => Date;
  /** The headless browser for deep scans; absent when the host has none. */
  renderer?: Renderer | null;
  /** Domains whose owners asked for removal are never visited (modules/ownership). */
  isSuppressed?: (domain: string) => Promise<boolean>;
  /** AS number, AS name and country of the address a site answered from; the shipped databases by default. */
  network?: NetworkLookup;
  /**
   * The crawler's schedule: a site a scan or monitoring run writes joins it (when absent), so
   * every indexed site is visited again. Without it (tests, the crawl command) nothing joins here.
   */
  schedule?: { db: Queryable };
  /**
   * Told of every document written, with the one it replaced (null: new in the index), after the
   * write. Alerts queue their matching here, so the write never waits for it; the hook must not throw.
   */
  written?: (site: WrittenSite) => Promise<void>;
}

/** A document as written and the one it replaced. */
export interface WrittenSite {
  before: SiteDoc | null;
  /** Null when the site was taken out of the index (its owner's removal request). */
  after: SiteDoc | null;
}

export interface IndexedSite {
  crawl: CrawlResult;
  /** The document as written; null when the visit wrote nothing (see `UnreadableVisit`). */
  doc: SiteDoc | null;
  /** What this crawl changed (also appended to the document's history). */
  changes: SiteChange[];
  /** Deep scans only: how rendering went (a failed render leaves the static result). */
  render?: RenderOutcome;
  /**
   * The engine's time budget cut detection short even after the runs `detectAll` allows: the
   * technologies are the ones found before it did, so this visit is no measure of what a site dropped.
   */
  detectionCut?: true;
}

/**
 * What a visit that could not read the page writes to the public index.
 *
 * - `writeNothing` — visits someone asked for (website and API scans, monitoring): the failure
 *   is the scan's own result, told to whoever asked; the index is left as it was, so a name that
 *   never answered gets no page and another person's failed scan never degrades a site's profile.
 * - `updateHeld` — the crawler's own visits: a site already in the index gets its fetch outcome
 *   (the site went down, blocks us, lost its certificate), keeping what earlier visits found; a
 *   site never read gets no document.
 */
export type UnreadableVisit = 'writeNothing' | 'updateHeld';

export type RenderOutcome = { ok: true; requests: number; refused: string[] } | { ok: false; reason: string };

/**
 * Visits one site, detects its technologies and writes its document with the changes. A visit
 * that could not read the page writes only as `opts.unreadable` allows (nothing by default).
 */
export async function indexSite(
  domain: string,
  deps: IndexDeps,
  opts: {
    rank?: number;
    rankSource?: RankSource | null;
    deep?: boolean;
    unreadable?: UnreadableVisit;
    /**
     * Archived captures: a visit dated no later than the held document's last visit writes
     * nothing, so an older capture never overwrites a newer visit and a capture read twice
     * changes nothing (docs/crawler.md, "Common Crawl archives").
     */
    onlyIfNewer?: boolean;
  } = {},
): Promise<IndexedSite & { stale?: true }> {
  if (await deps.isSuppressed?.(domain)) throw new SuppressedDomainError(domain);
  if (opts.deep && !deps.renderer) throw new DeepScanUnavailableError();
  const now = deps.now?.() ?? new Date();
  const shipped = deps.network ? null : networkData();
  // The first visit of a process loads the AS table (about a second) while the site is fetched,
  // not after; a failed load surfaces at the lookup below.
  shipped?.load().catch(() => {});
  const network = deps.network ?? shipped!;
  const [visit, previous] = await Promise.all([deps.crawler.crawlSite(domain), deps.siteIndex.get(domain)]);
  let crawl = visit;
  if (opts.onlyIfNewer && previous && Date.parse(previous.fetch.checkedAt) >= Date.parse(crawl.fetchedAt))
    return { crawl, doc: null, changes: [], stale: true };
  let read = crawl.outcome.kind === 'ok' || crawl.outcome.kind === 'redirected';
  const render =
    opts.deep && deps.renderer ? await renderRead(deps.renderer, deps.fingerprints, crawl, read) : undefined;
  const signals = render?.ok ? { ...crawl.signals, ...render.signals } : crawl.signals;
  const rendered = render ? { render: renderOutcome(render) } : {};
  let detections: Detection[] = [];
  let cut = false;
  if (read && crawl.detected && deps.work && !render?.ok) {
    // The visit's page work detected with the site facts, on the page it held: the same set.
    ({ detections, cut } = crawl.detected);
  } else if (read) {
    const work = deps.work ?? inThreadPageWork(deps.fingerprints);
    const budget = new PageBudget(work.budgetMs);
    budget.spentMs = crawl.pageWorkMs ?? 0;
    try {
      ({ detections, cut } = await work.detect(signals, budget));
    } catch (err) {
      if (!(err instanceof PageOverBudget)) throw err;
      // Recorded as a visit that could not read the page: no technologies are claimed from it.
      crawl = { ...crawl, outcome: overBudget(crawl.outcome, err) };
      read = false;
    }
  }
  const writes = read || (opts.unreadable === 'updateHeld' && previous !== null);
  if (!writes) return { crawl, doc: null, changes: [], ...rendered };
  const [vulnerabilities, place] = await Promise.all([
    deps.vulnerabilities.forTechnologies(
      detections.map((d) => ({ slug: d.slug, version: d.version || null })),
    ),
    crawl.ip ? network.lookup(crawl.ip) : null,
  ]);
  const { doc, changes } = buildSiteDoc({
    crawl,
    detections,
    previous,
    vulnerabilities,
    network: place,
    rank: opts.rank,
    rankSource: opts.rankSource,
    crawlerVisit: opts.unreadable === 'updateHeld',
    now,
  });
  await deps.siteIndex.upsert([doc]);
  await deps.written?.({ before: previous, after: doc });
  // The crawler's own visits are already on the schedule: the visit records itself there.
  if (deps.schedule && opts.unreadable !== 'updateHeld' && !doc.synthetic) {
    await joinSchedule(deps.schedule.db, [
      {
        domain: doc.domain,
        rank: doc.rank,
        rankSource: doc.rankSource ?? null,
        // The visit that wrote it is the last visit (an archived one: its capture date).
        checkedAt: crawl.archive ? crawl.fetchedAt : now.toISOString(),
      },
    ]);
  }
  return { crawl, doc, changes, ...rendered, ...(cut ? { detectionCut: true as const } : {}) };
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
