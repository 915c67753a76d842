import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createApp } from './app.ts';
import { catalogueStats, ensureCatalogues } from './catalogue/index.ts';
import { warmLandingPages } from './composition/warm-up.ts';
import {
  type Config,
  ConfigError,
  developmentConveniences,
  loadConfig,
  publicUrl,
  urlHost,
} from './config/index.ts';
import type { CrawlerConfig } from './crawl/crawler.ts';
import { startDemoSeeding } from './demo/first-start.ts';
import { startCrawlWorkers, startDueScheduling } from './indexing/crawl-queue.ts';
import { serveListImports } from './indexing/list-handoff.ts';
import { queueWrittenSite } from './indexing/written-sites.ts';
import { type Queue, startQueue } from './jobs/queue.ts';
import { createLogger, type LogDestination, type Logger } from './log.ts';
import { alertsDeps, monitoringEvents, startAlertWorkers } from './modules/alerts/index.ts';
import { startBlog } from './modules/blog/index.ts';
import { startMonitoring } from './modules/monitoring/index.ts';
import { paymentSetup } from './modules/purchase/index.ts';
import { startReports } from './modules/reports/index.ts';
import { lazyIndexDeps, startScanning } from './modules/scans/index.ts';
import { configuredSiteIndex, openSiteIndex } from './siteindex/index.ts';
import type { SiteIndex } from './siteindex/port.ts';
import { withStatisticsCache } from './siteindex/statistics-cache.ts';
import { postgresStatisticsStore } from './siteindex/statistics-store.ts';
import { StoreInUseError } from './store/data-dir-lock.ts';
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
  /** How long a stop waits for running jobs (default JOB_STOP_GRACE_MS). */
  jobStopGraceMs?: number;
  /**
   * A PGlite dump (`Db.dump`) the throw-away store of DATA_DIR=memory:// starts from, instead of
   * an empty cluster: tests start every server from one migrated, catalogue-loaded dump.
   */
  storeSnapshot?: string;
  /**
   * The store, already being opened: `npm start` begins opening it (an initdb on a first start)
   * before it loads the server's modules, so the two overlap.
   */
  store?: Promise<Db>;
  /** Settles when the website bundle is built; pages wait for it (`npm start` builds a stale one meanwhile). */
  webBundle?: Promise<unknown>;
  /**
   * Plain lines for the person who started the server, beside the JSON log: the address to open,
   * and when the demo is ready. `npm start` prints them; tests read them.
   */
  announce?: (line: string) => void;
  /** Where the JSON log goes instead of standard output (tests read what it holds). */
  logTo?: LogDestination;
}

/**
 * How long a stop waits for running jobs (scans, monitoring scans, report files) to finish before
 * the queue fails them; their scans are then failed and refunded. Under the 10 s most service
 * managers allow between the stop signal and a hard kill.
 */
export const JOB_STOP_GRACE_MS = 8_000;

/**
 * Starts the whole service from environment variables: store (PGlite or Postgres), migrations,
 * SiteIndex, job queue, HTTP. Used by `npm start` and, in-process, by the tests.
 */
export async function startServer(
  env: Record<string, string | undefined> = process.env,
  hooks: ServerHooks = {},
): Promise<RunningServer> {
  const configured = loadConfig(env);
  const log = createLogger(configured.LOG_LEVEL, hooks.logTo);
  // Bound first, so that PORT=0 is a real port before anything builds a URL from it (the default
  // PUBLIC_URL, the Host check); until the app is ready every request gets a 503.
  let handler: RequestListener | undefined;
  const server = createServer((req, res) => {
    if (handler) return handler(req, res);
    res.writeHead(503, { 'Content-Type': 'text/plain', 'Retry-After': '1' }).end('Starting.\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
    server.listen(configured.PORT, configured.HOST);
  });
  const { port } = server.address() as AddressInfo;
  const config = { ...configured, PORT: port };
  try {
    return await startService(config, log, server, hooks, (app) => {
      handler = app;
    });
  } catch (err) {
    server.close();
    await hooks.store?.then((db) => db.close()).catch(() => {});
    throw err;
  }
}

async function startService(
  config: Config,
  log: Logger,
  server: Server,
  hooks: ServerHooks,
  serve: (app: RequestListener) => void,
): Promise<RunningServer> {
  const db = await (hooks.store ?? openConfiguredDb(config, { snapshot: hooks.storeSnapshot }));
  for (const r of await ensureCatalogues(db)) if (r.imported) log.info(r, 'catalogue imported');
  const rawIndex = await openSiteIndex(configuredSiteIndex(config, db, (message) => log.warn(message)));
  const siteIndex = withStatisticsCache(rawIndex, {
    ttlMs: config.STATS_CACHE_SECONDS * 1000,
    store: postgresStatisticsStore(db),
    namespace: config.OPENSEARCH_URL ? `opensearch:${config.OPENSEARCH_INDEX}` : 'postgres',
    onError: (err) => log.warn({ err }, 'statistics: a refresh failed; it is retried on a later read'),
  });
  const queue = await startQueue(db, log);
  // One crawler and fingerprint set for every on-demand visit: scans, security scans, monitoring.
  const index = lazyIndexDeps({
    config,
    db,
    siteIndex,
    crawler: hooks.crawler,
    // Every site a visit writes is matched against the alerts, on the queue.
    written: queueWrittenSite(queue, log),
  });
  const alerting = alertsDeps({ config, db, log, queue, siteIndex, index });
  await startAlertWorkers(alerting);
  const scanning = await startScanning({ config, db, log, queue, index });
  await startReports({ config, db, log, queue, siteIndex });
  await startMonitoring({
    config,
    db,
    log,
    queue,
    index,
    onChanges: (accountId, website, changes) => monitoringEvents(alerting, accountId, website, changes),
  });
  // Revisits of the crawler's sites as the refresh policy makes them due (docs/crawler.md); the
  // crawler is made on the first visit, so a server whose crawler list is empty never starts it.
  await startCrawlWorkers(
    queue,
    { db, index: () => index.get(), policy: config.CRAWL_REFRESH },
    config.CRAWL_CONCURRENCY,
    { pollingIntervalSeconds: 2 },
  );
  await startDueScheduling(queue, { db, siteIndex: rawIndex, policy: config.CRAWL_REFRESH });
  const demoSeed = startDemoSeeding({
    config,
    db,
    siteIndex: rawIndex,
    log,
    announce: hooks.announce,
    onSeeded: () => siteIndex.forgetAnswers(),
  });
  // The blog's monthly posts, and at start the newest complete month's once the seed is in.
  const blog = await startBlog({ db, siteIndex: rawIndex, log, queue, ready: demoSeed.done });
  const catalogue = catalogueStats(db, siteIndex);
  const statistics = { warm: false };
  let stopping = false;
  const warmUp = demoSeed.done
    // An empty index has nothing worth computing ahead (asked through the cache, its zero would
    // be kept for a while, hiding sites written by another process meanwhile).
    .then(async () =>
      (await rawIndex.countSample([], 0)).count === 0
        ? { skipped: 'empty index' }
        : warmLandingPages(
            { config, db, siteIndex, catalogue },
            { baseUrl: publicUrl(config), shouldStop: () => stopping },
          ),
    )
    .then(
      (r) => {
        statistics.warm = !stopping;
        if ('failed' in r && r.failed.length) log.warn(r, 'statistics: landing pages computed, some failed');
        else log.info(r, 'statistics: landing pages computed');
      },
      (err) => {
        if (!stopping)
          log.warn(
            { err },
            'statistics: computing the landing pages failed; they are computed on first visit',
          );
      },
    );
  await hooks.webBundle;
  const app = createApp({
    config,
    log,
    db,
    siteIndex,
    queue,
    index,
    alerts: alerting,
    catalogue,
    statistics,
  });

  // `crawl --domains` beside this server may not open its embedded store: it hands the list here.
  const listImports =
    config.DATABASE_URL || config.DATA_DIR.startsWith('memory://')
      ? undefined
      : await serveListImports({
          dataDir: config.DATA_DIR,
          db,
          siteIndex: rawIndex,
          allowHosts: hooks.crawler?.allowHosts ?? config.CRAWL_ALLOW_HOSTS,
          log,
        });
  serve(app);
  const url = `http://${urlHost(config.HOST)}:${config.PORT}`;
  const site = publicUrl(config);
  log.info(
    { url: site, listening: url, database: db.kind, siteIndex: siteIndex.kind },
    `TechCensus is listening: open ${site}`,
  );
  hooks.announce?.(`TechCensus is running: open ${site}`);
  const conveniences = developmentConveniences(config);
  const on = [
    ...(conveniences.outbox && !config.SMTP_URL ? [`mail outbox at ${site}/dev/outbox (DEV_OUTBOX)`] : []),
    ...(paymentSetup(config) === 'test'
      ? ['test checkout: purchases take no money (PURCHASE_TEST_CHECKOUT)']
      : []),
  ];
  if (on.length)
    log.warn({ conveniences: on }, `development conveniences on, for this machine only: ${on.join('; ')}`);

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
        stopping = true;
        await listImports?.close();
        await demoSeed.stop();
        await warmUp;
        await blog.startCheck;
        await queue.stop({
          graceful: true,
          wait: true,
          close: false,
          timeout: hooks.jobStopGraceMs ?? JOB_STOP_GRACE_MS,
        });
        await scanning.settleInterrupted();
        await index.close();
        await siteIndex.close();
        await db.close();
      })();
      return closing;
    },
  };
}

/** Runs a started server until SIGINT or SIGTERM, then stops it; a start that failed ends the process. */
export function serveUntilStopped(starting: Promise<RunningServer>): void {
  starting.then(
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
      const plain = err instanceof ConfigError || err instanceof StoreInUseError;
      console.error(plain ? err.message : err);
      process.exit(err instanceof StoreInUseError ? err.exitStatus : 1);
    },
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  serveUntilStopped(startServer(process.env, { announce: (line) => process.stdout.write(`${line}\n`) }));
}
