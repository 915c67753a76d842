import { type Config, publicUrl } from '../../config.ts';
import { type Crawler, type CrawlerConfig, createCrawler } from '../../crawl/crawler.ts';
import { loadFingerprintSet } from '../../detect/index.ts';
import type { IndexDeps } from '../../indexing/index-site.ts';
import { createVulnerabilityLookup } from '../../indexing/vulnerability-lookup.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { Logger } from '../../log.ts';
import type { SiteIndex } from '../../siteindex/port.ts';
import type { Db } from '../../store/db.ts';
import { ensureScanQueue, startScanWorkers } from './queue.ts';

/**
 * Live scans in this process: the queue always exists (the API queues into it), workers only
 * when SCAN_CONCURRENCY > 0. The crawler and the compiled fingerprints are made on the first
 * scan, so a server that never scans never pays for them.
 */
export async function startScanning(deps: {
  config: Config;
  db: Db;
  log: Logger;
  queue: Queue;
  siteIndex: SiteIndex;
  /** Crawler settings beyond the configuration (tests reach fixture sites with them). */
  crawler?: Partial<CrawlerConfig>;
}): Promise<{ close(): Promise<void> }> {
  const { config, db, log, queue, siteIndex } = deps;
  let crawler: Crawler | undefined;
  let index: IndexDeps | undefined;
  const indexDeps = () => {
    if (!index) {
      crawler = createCrawler({
        baseUrl: publicUrl(config),
        allowHosts: config.CRAWL_ALLOW_HOSTS,
        ...deps.crawler,
      });
      index = {
        crawler,
        fingerprints: loadFingerprintSet(),
        siteIndex,
        vulnerabilities: createVulnerabilityLookup(db),
      };
    }
    return index;
  };
  await ensureScanQueue(queue);
  if (config.SCAN_CONCURRENCY > 0)
    await startScanWorkers(queue, { db, log, index: indexDeps }, config.SCAN_CONCURRENCY);
  return {
    async close() {
      await crawler?.close();
    },
  };
}
