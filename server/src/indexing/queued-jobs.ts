// What the crawl commands ask of the queue's table about their own jobs (pg-boss keeps a job's
// state and output in pgboss.job): shared by the crawl queue and the WARC segment queue.

import type { Queryable } from '../store/db.ts';

export interface QueuedJobState<Output> {
  id: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  output: Output | { message?: string } | null;
}

/** The ids of the not yet finished jobs of `queue` with these singleton keys, one per key (the newest). */
export async function unfinishedJobIds(
  db: Queryable,
  queue: string,
  keys: string[],
): Promise<Map<string, string>> {
  const r = await db.query<{ id: string; key: string }>(
    `SELECT DISTINCT ON (singleton_key) id, singleton_key AS key FROM pgboss.job
     WHERE name = $1 AND singleton_key = ANY($2::text[]) AND state < 'completed'
     ORDER BY singleton_key, created_on DESC`,
    [queue, keys],
  );
  return new Map(r.rows.map((row) => [row.key, row.id]));
}

export async function queuedJobStates<Output>(
  db: Queryable,
  queue: string,
  ids: string[],
): Promise<QueuedJobState<Output>[]> {
  if (!ids.length) return [];
  const r = await db.query<QueuedJobState<Output>>(
    'SELECT id, state::text AS state, output FROM pgboss.job WHERE name = $1 AND id = ANY($2::uuid[])',
    [queue, ids],
  );
  return r.rows;
}
