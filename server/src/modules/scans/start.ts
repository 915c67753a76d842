import type { Config } from '../../config/index.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { Logger } from '../../log.ts';
import type { Db } from '../../store/db.ts';
import type { LazyIndexDeps } from './index-deps.ts';
import { settleOrphanedScans, startSettlingOrphans } from './orphans.ts';
import { ensureScanQueue, startScanWorkers } from './queue.ts';

export interface Scanning {
  /**
   * After the job queue stopped: the scans this process could not finish within the stop's
   * bound (their jobs failed by the queue) are failed and refunded now rather than at the next
   * start.
   */
  settleInterrupted(): Promise<void>;
}

/**
 * Live scans in this process: the queue always exists (the API queues into it), workers only
 * when SCAN_CONCURRENCY > 0; scans an earlier process left unfinished are settled first.
 */
export async function startScanning(deps: {
  config: Config;
  db: Db;
  log: Logger;
  queue: Queue;
  index: LazyIndexDeps;
}): Promise<Scanning> {
  const { config, db, log, queue, index } = deps;
  await ensureScanQueue(queue);
  await startSettlingOrphans({ db, log, queue });
  if (config.SCAN_CONCURRENCY > 0)
    await startScanWorkers(queue, { db, log, index: () => index.get() }, config.SCAN_CONCURRENCY);
  return {
    async settleInterrupted() {
      const settled = await settleOrphanedScans(db, { activeJobsAreLive: true });
      if (settled) log.warn({ settled }, 'scans still running at stop were failed and refunded');
    },
  };
}
