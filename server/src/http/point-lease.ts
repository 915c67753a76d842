import { RateLimiterRes } from 'rate-limiter-flexible';

/** What a lease-backed consume answers: the same fields the limiter's own result has. */
export interface LeasedPoint {
  remainingPoints: number;
  msBeforeNext: number;
}

interface Lease {
  /** Points reserved in the shared counter and not yet spent here. */
  left: number;
  /** The shared counter's value when the lease was taken, capped at the limit. */
  counted: number;
  /** When the shared window ends: unspent points vanish with it. */
  endsAt: number;
}

/** The share of a window's points one lease takes: few writes, little left unused at the end. */
const LEASE_FRACTION = 8;
const MAX_LEASES = 50_000;

/**
 * Spends rate-limit points reserved in bulk from a shared counter, so that a busy key costs one
 * shared write per lease instead of one per call. It never admits more than the limit across
 * processes: every admitted call spends a point already counted in the shared window. The price
 * is under-admission: points one process leased and did not spend before the window ends are
 * lost to the others (at most a lease per process per window).
 *
 * A lease the counter refuses in part still holds the points counted below the limit — the
 * counter went past the limit by exactly the part no one can spend — so the last points of a
 * window are not wasted either.
 */
export function leasedConsumer(
  consume: (key: string, points: number) => Promise<RateLimiterRes>,
  limit: number,
  now: () => number = Date.now,
) {
  const leases = new Map<string, Lease>();
  const blocked = new Map<string, number>();
  const inFlight = new Map<string, Promise<void>>();
  const size = Math.max(1, Math.floor(limit / LEASE_FRACTION));

  const remember = <V>(map: Map<string, V>, key: string, value: V) => {
    if (map.size >= MAX_LEASES) map.delete(map.keys().next().value as string);
    map.set(key, value);
  };

  const refusal = (msBeforeNext: number) => new RateLimiterRes(0, msBeforeNext, limit + 1, false);

  async function lease(key: string): Promise<void> {
    const at = now();
    try {
      const r = await consume(key, size);
      remember(leases, key, {
        left: size,
        counted: Math.min(limit, r.consumedPoints),
        endsAt: at + r.msBeforeNext,
      });
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      const granted = Math.max(0, limit - (e.consumedPoints - size));
      if (granted > 0) remember(leases, key, { left: granted, counted: limit, endsAt: at + e.msBeforeNext });
      else remember(blocked, key, at + e.msBeforeNext);
    }
  }

  return async function consumePoint(key: string): Promise<LeasedPoint> {
    for (;;) {
      const t = now();
      const until = blocked.get(key);
      if (until !== undefined) {
        if (until > t) throw refusal(until - t);
        blocked.delete(key);
      }
      const held = leases.get(key);
      if (held && held.endsAt > t && held.left > 0) {
        held.left--;
        return { remainingPoints: limit - held.counted + held.left, msBeforeNext: held.endsAt - t };
      }
      // One lease request per key at a time; the calls that wait for it then spend from it.
      let pending = inFlight.get(key);
      if (!pending) {
        pending = lease(key).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      await pending;
    }
  };
}
