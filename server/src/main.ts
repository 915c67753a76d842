import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import type { CrawlerConfig } from './crawl/crawler.ts';
import { startDemoSeeding } from './demo/first-start.ts';
import { type Queue, startQueue } from './jobs/queue.ts';
import { createLogger } from './log.ts';
import { ensureCatalogues } from './modules/catalogue/import.ts';
import { catalogueStats } from './modules/catalogue/stats.ts';
import { startMonitoring } from './modules/monitoring/start.ts';
import { startReports } from './modules/reports/start.ts';
import { lazyIndexDeps } from './modules/scans/index-deps.ts';
import { startScanning } from './modules/scans/start.ts';
import { openSiteIndex } from './siteindex/index.ts';
import type { SiteIndex } from './siteindex/port.ts';
import { withQueryCache } from './siteindex/query-cache.ts';
import type { Db } from './store/db.ts';
import { openConfiguredDb } from './store/open-configured.ts';

export interface RunningServer {
  url: string;
  db: Db;
  siteIndex: SiteIndex;
  queue: Queue;
  close(): Promise<void>;
}

/** What tests set that no environment variable does: how the crawler reaches fixture sites. */
export interface ServerHooks {
  crawler?: Partial<CrawlerConfig>;
}

/**
 * Starts the whole service from environment variables: store (PGlite or Postgres), migrations,
 * SiteIndex, job queue, HTTP. Used by `npm start` and, in-process, by the tests.
 */
export async function startServer(
  env: Record<string, string | undefined> = process.env,
  hooks: ServerHooks = {},
): Promise<RunningServer> {
  const config = loadConfig(env);
  const log = createLogger(config.LOG_LEVEL);
  const db = await openConfiguredDb(config);
  for (const r of await ensureCatalogues(db)) if (r.imported) log.info(r, 'catalogue imported');
  const siteIndex = withQueryCache(
    await openSiteIndex({ db, opensearchUrl: config.OPENSEARCH_URL, index: config.OPENSEARCH_INDEX }),
    { ttlMs: config.STATS_CACHE_SECONDS * 1000 },
  );
  const queue = await startQueue(db, log);
  // One crawler and fingerprint set for every on-demand visit: scans, security scans, monitoring.
  const index = lazyIndexDeps({ config, db, siteIndex, crawler: hooks.crawler });
  await startScanning({ config, db, log, queue, index });
  await startReports({ config, db, log, queue, siteIndex });
  await startMonitoring({ config, db, log, queue, index });
  const demoSeed = startDemoSeeding({ config, db, siteIndex, log });
  const app = createApp({
    config,
    log,
    db,
    siteIndex,
    queue,
    index,
    catalogue: catalogueStats(db, siteIndex),
  });

  const server = app.listen(config.PORT, config.HOST);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${port}`;
  log.info({ url, database: db.kind, siteIndex: siteIndex.kind }, 'TechCensus is listening');

  let closing: Promise<void> | undefined;
  return {
    url,
    db,
    siteIndex,
    queue,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections?.();
        await demoSeed.stop();
        await queue.stop({ graceful: false, wait: true, close: false });
        await index.close();
        await siteIndex.close();
        await db.close();
      })();
      return closing;
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  startServer().then(
    (running) => {
      const stop = () => {
        running.close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
    (err) => {
      console.error(err instanceof ConfigError ? err.message : err);
      process.exit(1);
    },
  );
}
