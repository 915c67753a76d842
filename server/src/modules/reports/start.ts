import type { Config } from '../../config/index.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { Logger } from '../../log.ts';
import type { SiteIndex } from '../../siteindex/port.ts';
import type { Db } from '../../store/db.ts';
import { reportsDir } from './files.ts';
import { ensureReportQueue, startReportWorkers } from './queue.ts';
import { siteSourceOf } from './source.ts';

/**
 * Report building in this process: the queue always exists (purchases queue into it), workers
 * only when REPORT_CONCURRENCY > 0. On a database server each build runs whole in a report
 * process of its own, which reads the sites from the same configuration; on embedded PGlite
 * this process reads them and the report process writes the files.
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
      source: siteSourceOf(config),
      concurrency: config.REPORT_CONCURRENCY,
    });
}
