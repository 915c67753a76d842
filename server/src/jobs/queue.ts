import PgBoss from 'pg-boss';
import type { Logger } from '../log.ts';
import type { Db } from '../store/db.ts';

export type Queue = PgBoss;

/**
 * The job queue: pg-boss on the store's own database. pg-boss only needs `executeSql`, so it
 * runs on PGlite in-process as well as on a Postgres server — one queue implementation, and jobs
 * commit or roll back with the same database as the data they produce. Statements without
 * parameters may be several at once (pg-boss's schema scripts), hence `exec` for those.
 */
export async function startQueue(db: Db, log: Logger, opts: { schema?: string } = {}): Promise<Queue> {
  const boss = new PgBoss({
    db: {
      executeSql: (text: string, values?: unknown[]) =>
        values && values.length > 0 ? db.query(text, values) : db.exec(text),
    },
    schema: opts.schema ?? 'pgboss',
    // Maintenance and monitoring run on every node; they are cheap and idempotent.
    supervise: true,
    schedule: true,
  } as PgBoss.ConstructorOptions);
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  return boss;
}

/** Creates the queue if needed and registers a handler for its jobs. */
export async function work<T extends object>(
  boss: Queue,
  name: string,
  handler: (data: T) => Promise<unknown>,
  opts: { retryLimit?: number; pollingIntervalSeconds?: number } = {},
): Promise<void> {
  await boss.createQueue(name, { name, retryLimit: opts.retryLimit ?? 3, retryBackoff: true });
  await boss.work<T>(name, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 }, async (jobs) => {
    for (const job of jobs) await handler(job.data);
  });
}
