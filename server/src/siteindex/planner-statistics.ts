import type { Db } from '../store/db.ts';
import { inBackground } from '../store/priority.ts';
import { SIDE_TABLES } from './postgres-write.ts';

const TABLES = ['sites', 'site_docs', ...SIDE_TABLES];
/** Rows written before statistics are renewed: at least this many, and at least half the index. */
const MIN_WRITES = 1_000;

export interface PlannerStatistics {
  /** Called after each write with the number of documents written. */
  written(documents: number): void;
  /** Renews the statistics now when the tables have never had any. */
  ensure(): Promise<void>;
  /** Waits for a renewal in progress (before the store closes under it). */
  settle(): Promise<void>;
}

/**
 * PGlite has no autovacuum daemon, so nothing ever runs ANALYZE: the planner then guesses one row
 * per table and picks nested loops that turn a 40 ms category query into 2.5 s at 50,000 sites.
 * This renews the statistics of the index tables after enough writes — what autovacuum does on a
 * server, where this keeper does nothing. Renewals run in the background, one at a time, and grow
 * rarer as the index grows (half the index must change), so a bulk load pays a handful of them.
 */
export function plannerStatistics(db: Db): PlannerStatistics {
  if (db.kind !== 'pglite') return { written() {}, ensure: async () => {}, settle: async () => {} };
  let pending = 0;
  let known = 0;
  let running: Promise<void> | null = null;

  const analyze = () => {
    running ??= inBackground(async () => {
      pending = 0;
      try {
        await db.exec(`ANALYZE ${TABLES.join(', ')}`);
        const r = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sites');
        known = r.rows[0].n;
      } catch {
        // Statistics are an optimisation: a failed renewal is retried after the next writes.
      }
    }).finally(() => {
      running = null;
    });
    return running;
  };

  return {
    written(documents) {
      pending += documents;
      if (pending >= Math.max(MIN_WRITES, known / 2)) void analyze();
    },
    async ensure() {
      // reltuples is -1 until a table's first ANALYZE (PostgreSQL 14+).
      const r = await db.query<{ never: boolean; rows: boolean }>(
        `SELECT (SELECT reltuples < 0 FROM pg_class WHERE oid = 'sites'::regclass) AS never,
                EXISTS (SELECT 1 FROM sites) AS rows`,
      );
      if (r.rows[0]?.never && r.rows[0].rows) await analyze();
    },
    async settle() {
      await running;
    },
  };
}
