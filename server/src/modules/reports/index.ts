// What the purchase side uses: create the report row and queue its build in the purchase's
// transaction; the workers (started by main.ts) do the rest.

export { syntheticCell } from './columns.ts';
export { compileReportFilters } from './compile-filters.ts';
export { reportDownloads } from './download.ts';
export { accountReportFiles, reportsDir } from './files.ts';
export { reportLabel, reportLabelFor } from './label.ts';
export { createReportsModule } from './module.ts';
export { reportPageLoaders } from './pages.ts';
export { enqueueReportBuild, ensureReportQueue, REPORT_QUEUE, startReportWorkers } from './queue.ts';
export { startReports } from './start.ts';
export {
  createReport,
  MAX_REPORT_SIZE,
  type NewReport,
  type ReportRow,
  type ReportStatus,
  reportById,
  reportOf,
  reportsOfAccount,
} from './store.ts';
