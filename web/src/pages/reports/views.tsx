import type { AreaViews } from '../page-view.ts';
import { ReportPage } from './ReportPage.tsx';

/** The bought reports. */
export const reportPageViews = {
  report: (r) => <ReportPage results={r} />,
} satisfies AreaViews;
