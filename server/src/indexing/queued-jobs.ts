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
 *
 * A key with neither is an error: pg-boss drops, without a word, every job sent to a queue not
 * created yet, and a command that went on would report its run as done having done nothing.
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
  const ids = new Map(r.rows.map((row) => [row.key, row.id]));
  const lost = inserted.filter((j) => !ids.has(j.key));
  if (lost.length)
    throw new Error(
      `${lost.length} of ${inserted.length} jobs sent to the "${queue}" queue were not queued ` +
        `(first: ${lost[0].key}); is the queue created before jobs are sent to it?`,
    );
  return ids;
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
