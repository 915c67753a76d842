import type { AreaViews } from '../page-view.ts';
import { CreateReportPage } from './CreateReportPage.tsx';

/** The report builder's page. */
export const createReportPageViews = {
  createReport: (r) => <CreateReportPage results={r} />,
} satisfies AreaViews;
