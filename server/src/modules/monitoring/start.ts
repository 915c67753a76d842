import { type Config, publicUrl } from '../../config/index.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { Logger } from '../../log.ts';
import { createMailer } from '../../mail/mailer.ts';
import type { Db } from '../../store/db.ts';
import type { LazyIndexDeps } from '../scans/index.ts';
import { type MonitoringDeps, startMonitoringWorkers } from './queue.ts';

/** Monitoring in this process: the scan and due-scan workers and the schedule, on the shared crawler. */
export async function startMonitoring(deps: {
  config: Config;
  db: Db;
  log: Logger;
  queue: Queue;
  index: LazyIndexDeps;
  onChanges?: MonitoringDeps['onChanges'];
}): Promise<void> {
  const { config, db, log } = deps;
  await startMonitoringWorkers({
    db,
    log,
    queue: deps.queue,
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db, log }),
    baseUrl: publicUrl(config),
    index: () => deps.index.get(),
    intervalOverride: config.MONITORING_INTERVAL_SECONDS,
    onChanges: deps.onChanges,
  });
}
