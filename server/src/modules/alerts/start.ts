import { type Config, publicUrl } from '../../config/index.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { Logger } from '../../log.ts';
import { createMailer } from '../../mail/mailer.ts';
import type { SiteIndex } from '../../siteindex/port.ts';
import type { Db } from '../../store/db.ts';
import type { LazyIndexDeps } from '../scans/index.ts';
import type { AlertsDeps } from './deps.ts';

/** Alerts' dependencies from the configuration and the process's shared parts. */
export function alertsDeps(deps: {
  config: Config;
  db: Db;
  log: Logger;
  queue: Queue;
  siteIndex: SiteIndex;
  index: Pick<LazyIndexDeps, 'fetcher' | 'guard'>;
}): AlertsDeps {
  const { config } = deps;
  return {
    db: deps.db,
    log: deps.log,
    queue: deps.queue,
    siteIndex: deps.siteIndex,
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db: deps.db, log: deps.log }),
    baseUrl: publicUrl(config),
    fetcher: () => deps.index.fetcher(),
    guard: () => deps.index.guard(),
    retryBaseSeconds: config.ALERT_RETRY_BASE_SECONDS,
    pauseAfterSeconds: config.ALERT_PAUSE_AFTER_SECONDS,
  };
}
