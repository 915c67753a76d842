// What the crawl commands ask of the queue's table about their own jobs (pg-boss keeps a job's
// state and output in pgboss.job): shared by the crawl queue and the WARC segment queue.

import type { Queryable } from '../store/db.ts';

export interface QueuedJobState<Output> {
  id: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  output: Output | { message?: string } | null;
}

/**
 * The job of each singleton key just inserted into `queue`: the one inserted (`inserted`, by key),
 * in whatever state it is by now, since a worker may have run it already; or, where the insert
 * was dropped because the key had a job waiting, that job (the newest not yet finished).
 */
export async function insertedJobIds(
  db: Queryable,
  queue: string,
  inserted: { key: string; id: string }[],
): Promise<Map<string, string>> {
  const r = await db.query<{ id: string; key: string }>(
    `SELECT DISTINCT ON (singleton_key) id, singleton_key AS key FROM pgboss.job
     WHERE name = $1 AND singleton_key = ANY($2::text[]) AND (id = ANY($3::uuid[]) OR state < 'completed')
     ORDER BY singleton_key, id = ANY($3::uuid[]) DESC, created_on DESC`,
    [queue, inserted.map((j) => j.key), inserted.map((j) => j.id)],
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
