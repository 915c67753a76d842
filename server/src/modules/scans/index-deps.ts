import { type Config, publicUrl } from '../../config/index.ts';
import { type Crawler, type CrawlerConfig, createCrawler } from '../../crawl/crawler.ts';
import { Fetcher, type FetcherOptions } from '../../crawl/fetcher.ts';
import { createPagePool, type PagePool } from '../../crawl/page-pool.ts';
import { createChromiumRenderer } from '../../crawl/render/chromium.ts';
import type { Renderer } from '../../crawl/render/renderer.ts';
import type { SsrfGuard } from '../../crawl/ssrf.ts';
import { loadFingerprintSet } from '../../detect/index.ts';
import { fleetCrawlerConfig } from '../../indexing/fleet.ts';
import type { IndexDeps } from '../../indexing/index-site.ts';
import { suppressionCheck } from '../../indexing/suppression.ts';
import { createVulnerabilityLookup } from '../../indexing/vulnerability-lookup.ts';
import type { SiteIndex } from '../../siteindex/port.ts';
import type { Db } from '../../store/db.ts';

export interface LazyIndexDeps {
  /** The crawler, compiled fingerprints and lookups, made on first use. */
  get(): IndexDeps;
  /** The same crawler's guarded fetcher, for single files such as an owner's wts.txt. */
  fetcher(): Fetcher;
  /** The same crawler's SSRF guard, for checking an address before anything is sent to it. */
  guard(): SsrfGuard;
  /**
   * A guarded client of its own — the crawler's guard and certificates, its own connections and
   * timeouts — for a sender whose limits are not a crawler's (webhooks: several requests at once to
   * one receiver, each with the receiver's time to answer). Closed with the rest.
   */
  ownFetcher(
    opts: Pick<
      FetcherOptions,
      'connectionsPerOrigin' | 'headersTimeoutMs' | 'bodyTimeoutMs' | 'totalTimeoutMs'
    >,
  ): Fetcher;
  /** Told of every document written or taken out (alerts). */
  written: IndexDeps['written'];
  close(): Promise<void>;
}

/**
 * One crawler, one compiled fingerprint set and one pool of page workers for everything in this
 * process that visits sites on demand (live scans, security scans, monitoring, revisits). Made on
 * the first visit, so a server that never scans never pays for them.
 */
export function lazyIndexDeps(deps: {
  config: Config;
  db: Db;
  siteIndex: SiteIndex;
  /** Crawler settings beyond the configuration (tests reach fixture sites with them). */
  crawler?: Partial<CrawlerConfig>;
  /** Told of every document a visit writes (alerts). */
  written?: IndexDeps['written'];
}): LazyIndexDeps {
  let crawler: Crawler | undefined;
  let index: IndexDeps | undefined;
  let renderer: Renderer | null = null;
  let pool: PagePool | undefined;
  const thePool = () => {
    pool ??= createPagePool({ size: deps.config.PAGE_WORKERS, budgetMs: deps.config.PAGE_BUDGET_MS });
    return pool;
  };
  const theCrawler = () => {
    crawler ??= createCrawler({
      baseUrl: publicUrl(deps.config),
      allowHosts: deps.config.CRAWL_ALLOW_HOSTS,
      // Its revisits and scans keep the fleet's per-host rate with `crawl --worker`s; robots.txt
      // is read afresh, as a scan must see one changed a minute ago.
      hostSlots: fleetCrawlerConfig(deps.db).hostSlots,
      // Pages are read in worker threads with a budget each: no page can hold up requests.
      work: thePool(),
      ...deps.crawler,
    });
    return crawler;
  };
  const own: Fetcher[] = [];
  return {
    fetcher: () => theCrawler().fetcher,
    guard: () => theCrawler().guard,
    ownFetcher(opts) {
      const c = theCrawler();
      const fetcher = new Fetcher({
        ...opts,
        guard: c.guard,
        userAgent: c.fetcher.userAgent,
        ca: deps.crawler?.ca,
        connectPort: deps.crawler?.connectPort,
      });
      own.push(fetcher);
      return fetcher;
    },
    written: deps.written,
    get() {
      if (!index) {
        // The browser itself starts on the first deep scan; without one, deep scans are refused.
        const path = deps.config.CHROMIUM_PATH;
        const c = theCrawler();
        renderer = path
          ? createChromiumRenderer({
              executablePath: path,
              guard: c.guard,
              userAgent: c.fetcher.userAgent,
              ca: deps.crawler?.ca,
              connectPort: deps.crawler?.connectPort,
            })
          : null;
        index = {
          crawler: c,
          fingerprints: loadFingerprintSet(),
          work: thePool(),
          siteIndex: deps.siteIndex,
          vulnerabilities: createVulnerabilityLookup(deps.db),
          isSuppressed: suppressionCheck(deps.db),
          renderer,
          schedule: { db: deps.db },
          written: deps.written,
        };
      }
      return index;
    },
    async close() {
      await renderer?.close();
      // Their jobs' grace ended with the queue's stop: what is still in flight is cut off.
      await Promise.all(own.map((f) => f.destroy()));
      await crawler?.close();
      await pool?.close();
    },
  };
}
