import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../store/db.ts';
import { HttpError } from './errors.ts';
import { leasedConsumer } from './point-lease.ts';

export interface LimitSpec {
  /** Requests allowed per window. */
  points: number;
  /** Window length in seconds. */
  seconds: number;
}

export interface LimitState {
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
}

export interface RateLimiter {
  /** Takes a point for `key`; over the limit it throws a 429 HttpError with Retry-After. */
  consume(key: string, spec: LimitSpec): Promise<LimitState>;
  close(): void;
}

const PURGE_EVERY_MS = 10 * 60_000;

/**
 * rate-limiter-flexible, shared by every process of a deployment through Postgres (the
 * `rate_limits` table of migration 009) — or in memory when the store is the embedded PGlite,
 * which only ever has one process. Limiters are made per distinct spec, so a plan change takes
 * effect on the next call.
 */
export function createRateLimiter(
  db: Db,
  opts: {
    prefix: string;
    message: (retry: number) => string;
    /** false: count in this process only (a guard, not a quota: each process allows the limit). */
    shared?: boolean;
  },
): RateLimiter {
  const shared = db.kind === 'postgres' && opts.shared !== false;
  type Consume = (key: string) => Promise<{ remainingPoints: number; msBeforeNext: number }>;
  const limiters = new Map<string, Consume>();
  // The library speaks to a pg Pool; this is the one method it calls on a 'pool' store.
  const storeClient = {
    query: (q: { text: string; values?: unknown[] } | string) =>
      typeof q === 'string' ? db.query(q) : db.query(q.text, q.values),
  };
  const limiterFor = (spec: LimitSpec): Consume => {
    const id = `${spec.points}/${spec.seconds}`;
    let l = limiters.get(id);
    if (!l) {
      const common = { keyPrefix: `${opts.prefix}:${id}`, points: spec.points, duration: spec.seconds };
      if (shared) {
        const store = new RateLimiterPostgres({
          ...common,
          storeClient,
          storeType: 'pool',
          tableName: 'rate_limits',
          tableCreated: true,
        });
        // Points are reserved in leases, so a busy key costs a shared write per lease, not per call.
        l = leasedConsumer((key, points) => store.consume(key, points), spec.points);
      } else {
        const memory = new RateLimiterMemory(common);
        l = (key) => memory.consume(key);
      }
      limiters.set(id, l);
    }
    return l;
  };
  // Expired counters are dead weight; one delete now and then keeps the table small.
  const purge = shared
    ? setInterval(() => {
        db.query('DELETE FROM rate_limits WHERE expire < $1', [Date.now()]).catch(() => {});
      }, PURGE_EVERY_MS)
    : undefined;
  purge?.unref();

  return {
    async consume(key, spec) {
      try {
        const r = await limiterFor(spec)(key);
        return {
          limit: spec.points,
          remaining: r.remainingPoints,
          resetSeconds: Math.ceil(r.msBeforeNext / 1000),
        };
      } catch (e) {
        if (!(e instanceof RateLimiterRes)) throw e;
        const retry = Math.max(1, Math.ceil(e.msBeforeNext / 1000));
        throw new HttpError(
          429,
          opts.message(retry),
          'rate_limited',
          {
            'Retry-After': String(retry),
            'RateLimit-Limit': String(spec.points),
            'RateLimit-Remaining': '0',
            'RateLimit-Reset': String(retry),
          },
          { retryAfterSeconds: retry },
        );
      }
    },
    close() {
      if (purge) clearInterval(purge);
    },
  };
}
