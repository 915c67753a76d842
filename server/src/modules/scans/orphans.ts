import type { Queue } from '../../jobs/queue.ts';
import type { Logger } from '../../log.ts';
import type { Db } from '../../store/db.ts';
import { refundCredits } from '../credits/index.ts';
import { SCAN_QUEUE } from './queue.ts';

export const INTERRUPTED_SCAN_MESSAGE =
  'The scan was interrupted when the server stopped. Please start it again.';

const SETTLE_QUEUE = 'scan-settle';
/** How often a running deployment looks for scans whose process died (pg-boss cron). */
const SETTLE_CRON = '*/5 * * * *';

/**
 * Scans left "scheduled" or "running" whose job no longer runs — its process stopped before the
 * scan ended (a job failed by the queue's shutdown, expired after a crash, or lost) — become
 * failed with a plain message, and their credits go back. The scans are claimed and refunded in
 * one transaction, and the refund only returns debits not yet refunded, so two processes settling
 * at once settle each scan once.
 *
 * `activeJobsAreLive`: an active job is another process's work in progress until pg-boss expires
 * it; false where no other process can exist (the embedded store at start), so every active job
 * there was left by a process that is gone.
 */
export async function settleOrphanedScans(db: Db, opts: { activeJobsAreLive: boolean }): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; request_id: string | null }>(
      `UPDATE scans s SET status = 'failed', finished_at = now(), error = $2
        WHERE s.status IN ('scheduled', 'running')
          AND NOT EXISTS (
            SELECT 1 FROM pgboss.job j
             WHERE j.name = $1 AND j.data->>'scanId' = s.id::text
               AND (j.state IN ('created', 'retry')
                    OR (j.state = 'active' AND $3 AND j.started_on + j.expire_in > now())))
        RETURNING s.id, s.request_id`,
      [SCAN_QUEUE, INTERRUPTED_SCAN_MESSAGE, opts.activeJobsAreLive],
    );
    for (const r of rows) if (r.request_id) await refundCredits(tx, r.request_id);
    return rows.length;
  });
}

/**
 * Settles what an earlier process left at start, then every few minutes (one process of the
 * deployment takes each run), for scans whose process died while others kept running.
 */
export async function startSettlingOrphans(deps: { db: Db; log: Logger; queue: Queue }): Promise<void> {
  const { db, log, queue } = deps;
  const settled = await settleOrphanedScans(db, { activeJobsAreLive: db.kind === 'postgres' });
  if (settled) log.warn({ settled }, 'scans interrupted by an earlier stop were failed and refunded');
  await queue.createQueue(SETTLE_QUEUE, { name: SETTLE_QUEUE, retryLimit: 0 });
  await queue.work(SETTLE_QUEUE, { batchSize: 1, pollingIntervalSeconds: 30 }, async () => {
    const n = await settleOrphanedScans(db, { activeJobsAreLive: true });
    if (n) log.warn({ settled: n }, 'scans whose process stopped were failed and refunded');
  });
  await queue.schedule(SETTLE_QUEUE, SETTLE_CRON, {});
}
