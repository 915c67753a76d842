export { reportBuilderHandlers } from './handlers.ts';
export { createReportPage } from './page.ts';
