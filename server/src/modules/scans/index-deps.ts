import { type Config, publicUrl } from '../../config.ts';
import { type Crawler, type CrawlerConfig, createCrawler } from '../../crawl/crawler.ts';
import type { Fetcher } from '../../crawl/fetcher.ts';
import { loadFingerprintSet } from '../../detect/index.ts';
import type { IndexDeps } from '../../indexing/index-site.ts';
import { createVulnerabilityLookup } from '../../indexing/vulnerability-lookup.ts';
import type { SiteIndex } from '../../siteindex/port.ts';
import type { Db } from '../../store/db.ts';
import { suppressionCheck } from '../ownership/suppression.ts';

export interface LazyIndexDeps {
  /** The crawler, compiled fingerprints and lookups, made on first use. */
  get(): IndexDeps;
  /** The same crawler's guarded fetcher, for single files such as an owner's wts.txt. */
  fetcher(): Fetcher;
  close(): Promise<void>;
}

/**
 * One crawler and one compiled fingerprint set for everything in this process that visits sites
 * on demand (live scans, security scans, monitoring). Made on the first visit, so a server that
 * never scans never pays for them.
 */
export function lazyIndexDeps(deps: {
  config: Config;
  db: Db;
  siteIndex: SiteIndex;
  /** Crawler settings beyond the configuration (tests reach fixture sites with them). */
  crawler?: Partial<CrawlerConfig>;
}): LazyIndexDeps {
  let crawler: Crawler | undefined;
  let index: IndexDeps | undefined;
  const theCrawler = () => {
    crawler ??= createCrawler({
      baseUrl: publicUrl(deps.config),
      allowHosts: deps.config.CRAWL_ALLOW_HOSTS,
      ...deps.crawler,
    });
    return crawler;
  };
  return {
    fetcher: () => theCrawler().fetcher,
    get() {
      if (!index) {
        index = {
          crawler: theCrawler(),
          fingerprints: loadFingerprintSet(),
          siteIndex: deps.siteIndex,
          vulnerabilities: createVulnerabilityLookup(deps.db),
          isSuppressed: suppressionCheck(deps.db),
        };
      }
      return index;
    },
    async close() {
      await crawler?.close();
    },
  };
}
