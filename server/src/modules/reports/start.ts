import type { Config } from '../../config.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { Logger } from '../../log.ts';
import type { SiteIndex } from '../../siteindex/port.ts';
import type { Db } from '../../store/db.ts';
import { reportsDir } from './files.ts';
import { ensureReportQueue, startReportWorkers } from './queue.ts';

/**
 * Report building in this process: the queue always exists (purchases queue into it), workers
 * only when REPORT_CONCURRENCY > 0.
 */
export async function startReports(deps: {
  config: Config;
  db: Db;
  log: Logger;
  queue: Queue;
  siteIndex: SiteIndex;
}): Promise<void> {
  const { config, queue } = deps;
  await ensureReportQueue(queue);
  if (config.REPORT_CONCURRENCY > 0)
    await startReportWorkers(queue, {
      db: deps.db,
      siteIndex: deps.siteIndex,
      log: deps.log,
      dir: reportsDir(config),
      concurrency: config.REPORT_CONCURRENCY,
    });
}
