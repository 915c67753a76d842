import type { Config } from '../config/index.ts';
import type { CrawlerConfig } from '../crawl/crawler.ts';
import { queueWrittenSite } from '../indexing/written-sites.ts';
import { type Queue, startQueue } from '../jobs/queue.ts';
import type { Logger } from '../log.ts';
import { type AlertsDeps, alertsDeps } from '../modules/alerts/index.ts';
import { type LazyIndexDeps, lazyIndexDeps } from '../modules/scans/index.ts';
import { configuredSiteIndex, openSiteIndex } from '../siteindex/index.ts';
import type { SiteIndex } from '../siteindex/port.ts';
import {
  type CachedSiteIndex,
  type StatisticsCacheOptions,
  withStatisticsCache,
} from '../siteindex/statistics-cache.ts';
import { postgresStatisticsStore } from '../siteindex/statistics-store.ts';
import type { Db } from '../store/db.ts';

/** What answering requests and working jobs both stand on, in one process. */
export interface ServiceParts {
  db: Db;
  /** The adapter itself: the demo seed and the schedules write through it, past the statistics cache. */
  rawIndex: SiteIndex;
  siteIndex: CachedSiteIndex;
  queue: Queue;
  /** The process's one crawler (fetches of visitor-named sites go through its guard). */
  index: LazyIndexDeps;
  alerting: AlertsDeps;
}

/**
 * The SiteIndex behind its statistics cache, the job queue, the crawler and what alerts work
 * with, over an open store. The process that works the jobs passes its queue's upkeep on
 * (`queue.background`); an HTTP worker of a cluster only sends jobs, and has its statistics
 * refreshed by that process (`statistics.refreshElsewhere`).
 */
export async function openServiceParts(
  config: Config,
  log: Logger,
  db: Db,
  opts: {
    crawler?: Partial<CrawlerConfig>;
    statistics?: Pick<StatisticsCacheOptions, 'refreshElsewhere' | 'onForget'>;
    queue?: { background?: boolean; onSend?: (name: string) => void };
  } = {},
): Promise<ServiceParts> {
  const rawIndex = await openSiteIndex(configuredSiteIndex(config, db, (message) => log.warn(message)));
  const siteIndex = withStatisticsCache(rawIndex, {
    ttlMs: config.STATS_CACHE_SECONDS * 1000,
    store: postgresStatisticsStore(db),
    namespace: config.OPENSEARCH_URL ? `opensearch:${config.OPENSEARCH_INDEX}` : 'postgres',
    onError: (err) => log.warn({ err }, 'statistics: a refresh failed; it is retried on a later read'),
    ...opts.statistics,
  });
  const queue = await startQueue(db, log, opts.queue);
  // One crawler and fingerprint set for every on-demand visit: scans, security scans, monitoring.
  const index = lazyIndexDeps({
    config,
    db,
    siteIndex,
    crawler: opts.crawler,
    // Every site a visit writes is matched against the alerts, on the queue.
    written: queueWrittenSite(queue, log),
  });
  const alerting = alertsDeps({ config, db, log, queue, siteIndex, index });
  return { db, rawIndex, siteIndex, queue, index, alerting };
}
