import type { RobotsCache, RobotsRead } from '../crawl/index.ts';
import type { Queryable } from '../store/db.ts';

export interface FleetRobotsOptions {
  /** how long an answer is used (default 24 hours: RFC 9309 §2.4) */
  ttlMs?: number;
  /** how long others wait on a process fetching one, before fetching it themselves (default 30 s) */
  leaseMs?: number;
  /** how often a waiting process looks again (default 100 ms) */
  pollMs?: number;
}

/**
 * robots.txt for a crawl fleet (`crawl_robots`, migration 025). A miss is claimed with a lease in
 * the same statement that finds it missing, so of several processes wanting one origin at once
 * one fetches and the others wait for its answer: one fetch per origin per expiry for the fleet.
 * A fetch that failed clears the lease and stores nothing; the next process to look fetches.
 * Within a process, callers for one origin share one lookup.
 */
export function fleetRobotsCache(db: Queryable, opts: FleetRobotsOptions = {}): RobotsCache {
  const ttlSeconds = (opts.ttlMs ?? 24 * 3_600_000) / 1000;
  const leaseSeconds = (opts.leaseMs ?? 30_000) / 1000;
  const pollMs = opts.pollMs ?? 100;
  const pending = new Map<string, Promise<RobotsRead>>();

  async function claimOrRead(origin: string, read: () => Promise<RobotsRead>): Promise<RobotsRead> {
    for (;;) {
      // Inserted (first visit) or taken over (expired and nobody fetching): ours to fetch.
      const claimed = await db.query(
        `INSERT INTO crawl_robots AS r (origin, expires_at, lease_until)
         VALUES ($1, now(), now() + make_interval(secs => $2::float8))
         ON CONFLICT (origin) DO UPDATE SET lease_until = EXCLUDED.lease_until, body = NULL, fetched_at = NULL
           WHERE r.expires_at <= now() AND (r.lease_until IS NULL OR r.lease_until <= now())
         RETURNING r.origin`,
        [origin, leaseSeconds],
      );
      if (claimed.rowCount) return fetchAndStore(origin, read);
      const held = await db.query<{ body: string | null; fresh: boolean }>(
        `SELECT body, fetched_at IS NOT NULL AND expires_at > now() AS fresh FROM crawl_robots WHERE origin = $1`,
        [origin],
      );
      if (held.rows[0]?.fresh) return { text: held.rows[0].body };
      await new Promise((r) => setTimeout(r, pollMs));
    }
  }

  async function fetchAndStore(origin: string, read: () => Promise<RobotsRead>): Promise<RobotsRead> {
    let answer: RobotsRead;
    try {
      answer = await read();
    } catch (err) {
      await release(origin);
      throw err;
    }
    if ('failure' in answer) {
      await release(origin);
      return answer;
    }
    await db.query(
      `UPDATE crawl_robots SET body = $2, fetched_at = now(),
         expires_at = now() + make_interval(secs => $3::float8), lease_until = NULL
       WHERE origin = $1`,
      [origin, answer.text, ttlSeconds],
    );
    return answer;
  }

  const release = (origin: string) =>
    db.query('UPDATE crawl_robots SET lease_until = NULL WHERE origin = $1 AND fetched_at IS NULL', [origin]);

  return {
    get(origin, read) {
      let hit = pending.get(origin);
      if (!hit) {
        // A store that cannot answer costs a fetch of our own, not the crawl.
        hit = claimOrRead(origin, read)
          .catch(() => read())
          .finally(() => pending.delete(origin));
        pending.set(origin, hit);
      }
      return hit;
    },
  };
}

/**
 * Rows that say nothing any more: host slots whose moment has passed, robots.txt past its expiry
 * that nobody is fetching. Run by the every-minute crawl job; both tables then hold about a
 * minute's hosts and a day's origins.
 */
export async function sweepFleetTables(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM crawl_host_slots WHERE next_at < now() - interval '1 minute'`);
  await db.query(
    `DELETE FROM crawl_robots WHERE expires_at < now() AND (lease_until IS NULL OR lease_until < now())`,
  );
}
