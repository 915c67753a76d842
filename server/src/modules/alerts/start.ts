import { type Config, publicUrl } from '../../config/index.ts';
import type { Fetcher } from '../../crawl/fetcher.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { Logger } from '../../log.ts';
import { createMailer } from '../../mail/mailer.ts';
import type { SiteIndex } from '../../siteindex/port.ts';
import type { Db } from '../../store/db.ts';
import type { LazyIndexDeps } from '../scans/index.ts';
import { type AlertsDeps, DELIVERIES_PER_RECEIVER } from './deps.ts';

/** Alerts' dependencies from the configuration and the process's shared parts. */
export function alertsDeps(deps: {
  config: Config;
  db: Db;
  log: Logger;
  queue: Queue;
  siteIndex: SiteIndex;
  index: Pick<LazyIndexDeps, 'ownFetcher' | 'guard'>;
}): AlertsDeps {
  const { config } = deps;
  const timeoutMs = config.ALERT_DELIVERY_TIMEOUT_SECONDS * 1000;
  // Not the crawler's client: that one keeps one connection per site, so deliveries to one
  // receiver would wait for each other, and gives up on an answer after its own 10 s.
  let webhooks: Fetcher | undefined;
  return {
    db: deps.db,
    log: deps.log,
    queue: deps.queue,
    siteIndex: deps.siteIndex,
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db: deps.db, log: deps.log }),
    baseUrl: publicUrl(config),
    fetcher: () => {
      webhooks ??= deps.index.ownFetcher({
        connectionsPerOrigin: DELIVERIES_PER_RECEIVER,
        // The attempt's own timeout ends it first; these only keep the client from ending it sooner.
        headersTimeoutMs: timeoutMs + 1_000,
        bodyTimeoutMs: timeoutMs + 1_000,
        totalTimeoutMs: timeoutMs + 1_000,
      });
      return webhooks;
    },
    guard: () => deps.index.guard(),
    retryBaseSeconds: config.ALERT_RETRY_BASE_SECONDS,
    pauseAfterSeconds: config.ALERT_PAUSE_AFTER_SECONDS,
    deliveryTimeoutMs: timeoutMs,
  };
}
