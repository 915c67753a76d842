// What the purchase side uses: create the report row and queue its build in the purchase's
// transaction; the workers (started by main.ts) do the rest.

export { reportLabel, reportLabelFor } from './label.ts';
export { enqueueReportBuild, ensureReportQueue, REPORT_QUEUE, startReportWorkers } from './queue.ts';
export {
  createReport,
  MAX_REPORT_SIZE,
  type NewReport,
  type ReportRow,
  type ReportStatus,
  reportById,
  reportOf,
} from './store.ts';
