import { catalogueStats, ensureCatalogues } from '../catalogue/index.ts';
import { type Config, publicUrl } from '../config/index.ts';
import type { CrawlerConfig } from '../crawl/crawler.ts';
import { startDemoSeeding } from '../demo/first-start.ts';
import { startCrawlWorkers, startDueScheduling } from '../indexing/crawl-queue.ts';
import { serveListImports } from '../indexing/list-handoff.ts';
import type { LogDestination, Logger } from '../log.ts';
import { monitoringEvents, startAlertWorkers } from '../modules/alerts/index.ts';
import { startBlog } from '../modules/blog/index.ts';
import { startMonitoring } from '../modules/monitoring/index.ts';
import { startReports } from '../modules/reports/index.ts';
import { startScanning } from '../modules/scans/index.ts';
import type { Db } from '../store/db.ts';
import { openConfiguredDb } from '../store/open-configured.ts';
import { openServiceParts, type ServiceParts } from './service-parts.ts';
import { warmLandingPages } from './warm-up.ts';

/** What tests set that no environment variable does: how the crawler reaches fixture sites. */
export interface ServerHooks {
  crawler?: Partial<CrawlerConfig>;
  /** How long a stop waits for running jobs and request handlers (default JOB_STOP_GRACE_MS). */
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
  /** Where the JSON log goes instead of standard output (tests read what it holds; HTTP workers' lines too). */
  logTo?: LogDestination;
}

/**
 * How long a stop waits for running jobs (scans, monitoring scans, report files) to finish before
 * the queue fails them; their scans are then failed and refunded. The request handlers at work
 * have the same grace, at the same time, before the store closes under them. Under the 10 s most
 * service managers allow between the stop signal and a hard kill.
 */
export const JOB_STOP_GRACE_MS = 8_000;

export interface Background extends ServiceParts {
  /** Whether the landing pages' statistics have been computed since the start (health check). */
  statistics: { warm: boolean };
  /**
   * Ends the work in order: the seed and the warm-up, then the jobs (with their grace), then the
   * stores — once `served` has settled too: the HTTP requests of this process, finished or cut.
   */
  stop(served?: Promise<void>): Promise<void>;
}

/**
 * Everything the service does besides answering requests, started once per deployment process
 * that owns it (the one process, or a cluster's primary): the store migrated and its catalogues,
 * the job queue with its upkeep and every worker on it (scans, report files, monitoring, alerts,
 * crawl revisits, the blog's monthly posts) and their schedules, the demo seed, the landing
 * pages' statistics, and beside an embedded store the crawl command's hand-off socket.
 */
export async function startBackground(
  config: Config,
  log: Logger,
  hooks: ServerHooks,
  opts: { onWarm?: () => void; onForget?: (at: number) => void } = {},
): Promise<Background> {
  const db = await (hooks.store ?? openConfiguredDb(config, { snapshot: hooks.storeSnapshot }));
  for (const r of await ensureCatalogues(db)) if (r.imported) log.info(r, 'catalogue imported');
  const parts = await openServiceParts(config, log, db, {
    crawler: hooks.crawler,
    statistics: { onForget: opts.onForget },
  });
  const { rawIndex, siteIndex, queue, index, alerting } = parts;
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
        if (statistics.warm) opts.onWarm?.();
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

  return {
    ...parts,
    statistics,
    async stop(served) {
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
      await served;
      await index.close();
      await siteIndex.close();
      await db.close();
    },
  };
}
