import type { Queryable } from '../store/db.ts';

/** Where slow statistics outlive the process (table `index_statistics`, migration 018). */
export interface StatisticsStore {
  read(key: string): Promise<{ answer: unknown; computedAt: number } | undefined>;
  /** Keeps the newer of two answers to one question when processes race. */
  write(key: string, answer: unknown, computedAt: number): Promise<void>;
  /** Forgets answers computed before `before` (ms since the epoch). */
  prune(before: number): Promise<number>;
}

export function postgresStatisticsStore(db: Queryable): StatisticsStore {
  return {
    async read(key) {
      const { rows } = await db.query<{ answer: unknown; computed_at: Date | string }>(
        'SELECT answer, computed_at FROM index_statistics WHERE key = $1',
        [key],
      );
      if (rows.length === 0) return undefined;
      return { answer: rows[0].answer, computedAt: new Date(rows[0].computed_at).getTime() };
    },
    async write(key, answer, computedAt) {
      await db.query(
        `INSERT INTO index_statistics (key, answer, computed_at) VALUES ($1, $2::json, $3)
         ON CONFLICT (key) DO UPDATE SET answer = EXCLUDED.answer, computed_at = EXCLUDED.computed_at
         WHERE index_statistics.computed_at < EXCLUDED.computed_at`,
        [key, JSON.stringify(answer), new Date(computedAt)],
      );
    },
    async prune(before) {
      const { rowCount } = await db.query('DELETE FROM index_statistics WHERE computed_at < $1', [
        new Date(before),
      ]);
      return rowCount ?? 0;
    },
  };
}
