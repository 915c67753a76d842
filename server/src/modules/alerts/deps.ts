import type { Fetcher } from '../../crawl/fetcher.ts';
import type { SsrfGuard } from '../../crawl/ssrf.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { Logger } from '../../log.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { SiteIndex } from '../../siteindex/port.ts';
import type { Db } from '../../store/db.ts';

/** What every part of alerts works with. */
export interface AlertsDeps {
  db: Db;
  log: Logger;
  queue: Queue;
  siteIndex: SiteIndex;
  mailer: Mailer;
  baseUrl: string;
  /** The crawler's guarded client and its guard: webhooks go through the same SSRF rules. */
  fetcher: () => Fetcher;
  guard: () => SsrfGuard;
  retryBaseSeconds: number;
  pauseAfterSeconds: number;
}

/** Deliveries are retried for this long after the first attempt. */
export const RETRY_WINDOW_SECONDS = 24 * 3600;
/** A receiver has this long to answer. */
export const DELIVERY_TIMEOUT_MS = 10_000;
