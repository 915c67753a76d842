import type { SharedHostSlots } from '../crawl/index.ts';
import type { Queryable } from '../store/db.ts';

/**
 * Per-host politeness for a crawl fleet (`crawl_host_slots`, migration 025): one statement
 * reserves a stretch of a host's time — a request's start, or a visit's lease on its own host —
 * beginning where the host's previous stretch ended, whichever process claimed that one. The row
 * lock of the upsert orders concurrent claims, so stretches never overlap. Times are the
 * database's clock and the wait is counted from the statement's start, so clock skew between
 * machines cannot make a worker early: the answer's travel time only makes it later.
 */
export function fleetHostSlots(db: Queryable): SharedHostSlots {
  return {
    async claim(host, spanMs) {
      const r = await db.query<{ wait: number; start_at: number }>(
        `INSERT INTO crawl_host_slots AS s (host, next_at)
         VALUES ($1, statement_timestamp() + make_interval(secs => $2::float8 / 1000))
         ON CONFLICT (host) DO UPDATE
           SET next_at = greatest(s.next_at, statement_timestamp()) + make_interval(secs => $2::float8 / 1000)
         RETURNING (extract(epoch FROM s.next_at - statement_timestamp()) * 1000 - $2::float8)::float8 AS wait,
                   (extract(epoch FROM s.next_at) * 1000 - $2::float8)::float8 AS start_at`,
        [host, spanMs],
      );
      return { waitMs: Math.max(0, r.rows[0].wait), startAt: r.rows[0].start_at };
    },
    async ended(host, intervalMs) {
      await db.query(
        `UPDATE crawl_host_slots
         SET next_at = greatest(next_at, statement_timestamp() + make_interval(secs => $2::float8 / 1000))
         WHERE host = $1`,
        [host, intervalMs],
      );
    },
  };
}
