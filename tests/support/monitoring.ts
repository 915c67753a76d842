import type { RunningServer } from '../../server/src/main.ts';
import { MONITORING_SCAN_QUEUE, triggerDueScans } from '../../server/src/modules/monitoring/queue.ts';

/** What the every-minute job does: queues a scan of every monitored website that is due. */
export const runDueMonitoringScans = (server: RunningServer) => triggerDueScans(server.queue);

/** How many monitoring scans are queued or running. */
export const monitoringScansPending = (server: RunningServer) =>
  server.queue.getQueueSize(MONITORING_SCAN_QUEUE, { before: 'completed' });
