import type { Config } from '../../config.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { Logger } from '../../log.ts';
import type { Db } from '../../store/db.ts';
import type { LazyIndexDeps } from './index-deps.ts';
import { ensureScanQueue, startScanWorkers } from './queue.ts';

/**
 * Live scans in this process: the queue always exists (the API queues into it), workers only
 * when SCAN_CONCURRENCY > 0.
 */
export async function startScanning(deps: {
  config: Config;
  db: Db;
  log: Logger;
  queue: Queue;
  index: LazyIndexDeps;
}): Promise<void> {
  const { config, db, log, queue, index } = deps;
  await ensureScanQueue(queue);
  if (config.SCAN_CONCURRENCY > 0)
    await startScanWorkers(queue, { db, log, index: () => index.get() }, config.SCAN_CONCURRENCY);
}
