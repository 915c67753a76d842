// The report builder behind /create-report (docs/report-builder.md).

export { reportBuilderHandlers } from './handlers.ts';
export { createReportBuilderModule } from './module.ts';
export { createReportPage } from './page.ts';
