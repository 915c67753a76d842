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
  /** A guarded client of the webhooks' own and the crawler's guard: the same SSRF rules. */
  fetcher: () => Fetcher;
  guard: () => SsrfGuard;
  retryBaseSeconds: number;
  pauseAfterSeconds: number;
  /** How long a receiver has to answer one delivery (ALERT_DELIVERY_TIMEOUT_SECONDS). */
  deliveryTimeoutMs: number;
}

/**
 * Deliveries in flight at once to one receiver (a webhook URL's origin), and the connections the
 * webhook client keeps to it: a receiver that never answers holds its own places for its timeout,
 * and every other receiver's deliveries go on.
 */
export const DELIVERIES_PER_RECEIVER = 2;

/** Deliveries are retried for this long after the first attempt. */
export const RETRY_WINDOW_SECONDS = 24 * 3600;
