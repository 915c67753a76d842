import { scanRateLimitMessage } from '@techcensus/contract';
import { createRateLimiter } from '../../http/rate-limit.ts';
import type { Db } from '../../store/db.ts';

/** Who asks for a scan: the address always, the account when signed in. */
export interface Requester {
  accountId: number | null;
  ip: string;
}

const ONE_HOUR = 3_600;

/**
 * The scan limits: `perHour` scans an hour per address, and the same again per signed-in account,
 * through the shared rate limiter (`rate_limits` on a server, memory on PGlite). Everything a
 * visitor can make the crawler do at once draws on these counters — the website's scans and the
 * first scan of a website added to monitoring — so adding and deleting a monitored website in a
 * loop is limited like scanning. Over the limit: 429 "Too many scans. Please try again in N
 * minutes." with Retry-After. 0 turns the limits off.
 */
export function createScanLimits(db: Db, perHour: number) {
  const limiter = createRateLimiter(db, { prefix: 'scan', message: scanRateLimitMessage });
  const spec = { points: Math.max(1, perHour), seconds: ONE_HOUR };
  return {
    async take(who: Requester): Promise<void> {
      if (perHour <= 0) return;
      await limiter.consume(`ip:${who.ip}`, spec);
      if (who.accountId !== null) await limiter.consume(`account:${who.accountId}`, spec);
    },
    close: () => limiter.close(),
  };
}

export type ScanLimits = ReturnType<typeof createScanLimits>;
