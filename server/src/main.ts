import cluster from 'node:cluster';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createApp } from './app.ts';
import { catalogueStats } from './catalogue/index.ts';
import {
  type Background,
  JOB_STOP_GRACE_MS,
  type ServerHooks,
  startBackground,
} from './composition/background.ts';
import { startCluster } from './composition/cluster.ts';
import { joinCluster } from './composition/cluster-link.ts';
import { listenFirst } from './composition/http-listener.ts';
import { openServiceParts, type ServiceParts } from './composition/service-parts.ts';
import {
  type Config,
  ConfigError,
  developmentConveniences,
  httpWorkers,
  loadConfig,
  publicUrl,
  urlHost,
} from './config/index.ts';
import { createLogger, type Logger } from './log.ts';
import { paymentSetup } from './modules/purchase/index.ts';
import type { SiteIndex } from './siteindex/port.ts';
import { StoreInUseError } from './store/data-dir-lock.ts';
import type { Db } from './store/db.ts';
import { openConfiguredDb } from './store/open-configured.ts';

export { JOB_STOP_GRACE_MS, type ServerHooks };

export interface RunningServer {
  url: string;
  db: Db;
  siteIndex: SiteIndex;
  queue: Background['queue'];
  close(): Promise<void>;
}

/** This file: what a cluster's HTTP workers run. */
const ENTRY = fileURLToPath(import.meta.url);

/**
 * Starts the whole service from environment variables: store (PGlite or Postgres), migrations,
 * SiteIndex, job queue, HTTP. Used by `npm start` and, in-process, by the tests. With more than one
 * HTTP worker (WEB_CONCURRENCY), this process is the cluster's primary: it runs the background work
 * and the workers serve (composition/cluster.ts); `db`, `siteIndex` and `queue` are then its own.
 */
export async function startServer(
  env: Record<string, string | undefined> = process.env,
  hooks: ServerHooks = {},
): Promise<RunningServer> {
  const configured = loadConfig(env);
  const log = createLogger(configured.LOG_LEVEL, hooks.logTo);
  const count = httpWorkers(configured);
  if (count > 1) {
    // Several processes write one log: each line says which.
    const primaryLog = log.child({ pid: process.pid });
    const running = await startCluster({
      env,
      config: configured,
      log: primaryLog,
      hooks,
      count,
      entry: ENTRY,
    }).catch(async (err) => {
      await hooks.store?.then((db) => db.close()).catch(() => {});
      throw err;
    });
    return started(running.config, primaryLog, hooks, running.background, count, running.close);
  }
  const http = await listenFirst(configured, log);
  const config = { ...configured, PORT: http.port };
  try {
    const background = await startBackground(config, log, hooks);
    await hooks.webBundle;
    http.serve(appOf(config, log, background, { statistics: background.statistics, workers: { live: 1 } }));
    // The requests under way and the jobs share one grace; the store closes after both.
    return started(config, log, hooks, background, 1, () =>
      background.stop(http.close(hooks.jobStopGraceMs ?? JOB_STOP_GRACE_MS)),
    );
  } catch (err) {
    http.server.close();
    await hooks.store?.then((db) => db.close()).catch(() => {});
    throw err;
  }
}

/** Says where the service is, and which development conveniences are on. */
function started(
  config: Config,
  log: Logger,
  hooks: ServerHooks,
  background: Background,
  workers: number,
  close: () => Promise<void>,
): RunningServer {
  const url = `http://${urlHost(config.HOST)}:${config.PORT}`;
  const site = publicUrl(config);
  log.info(
    {
      url: site,
      listening: url,
      database: background.db.kind,
      siteIndex: background.siteIndex.kind,
      workers,
    },
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
    db: background.db,
    siteIndex: background.siteIndex,
    queue: background.queue,
    close: () => {
      closing ??= close();
      return closing;
    },
  };
}

/** The Express app over one process's parts. */
function appOf(
  config: Config,
  log: Logger,
  parts: ServiceParts,
  status: { statistics: { warm: boolean }; workers: { live: number } },
) {
  const { db, siteIndex, queue, index, alerting } = parts;
  return createApp({
    config,
    log,
    db,
    siteIndex,
    queue,
    index,
    alerts: alerting,
    catalogue: catalogueStats(db, siteIndex),
    ...status,
  });
}

/**
 * An HTTP worker of the cluster: the primary's environment, its own store connections, a queue
 * that only sends, statistics refreshed by the primary; it takes connections once its app is in
 * place, and on `stop` (or SIGTERM, or when the primary is gone) finishes the requests under way
 * (handlers whose clients left included, within JOB_STOP_GRACE_MS), then closes its stores and exits.
 */
async function serveAsWorker(): Promise<void> {
  const link = await joinCluster();
  const config = loadConfig(link.env);
  const log = createLogger(config.LOG_LEVEL).child({ pid: process.pid });
  const db = await openConfiguredDb(config);
  const parts = await openServiceParts(config, log, db, {
    statistics: { refreshElsewhere: link.refreshElsewhere, onForget: link.forgot },
    queue: { background: false, onSend: link.sent },
  });
  link.attach(parts.siteIndex);
  const app = appOf(config, log, parts, { statistics: link.statistics, workers: link.workers });
  const http = await listenFirst(config, log);
  http.serve(app);
  link.serving();
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    (async () => {
      await http.close(JOB_STOP_GRACE_MS);
      await parts.queue.stop({ graceful: true, wait: true, close: false, timeout: 1000 });
      await parts.index.close();
      await parts.siteIndex.close();
      await db.close();
    })().then(
      () => process.exit(0),
      (err) => {
        log.error({ err }, 'an HTTP worker did not stop cleanly');
        process.exit(1);
      },
    );
  };
  link.onStop(stop);
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
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

if (cluster.isWorker && process.argv[1] === ENTRY) {
  serveAsWorker().catch((err) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  });
} else if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  serveUntilStopped(startServer(process.env, { announce: (line) => process.stdout.write(`${line}\n`) }));
}
