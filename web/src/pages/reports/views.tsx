import type { PageResults } from '../../data/outcome.ts';
import type { PageView } from '../registry.tsx';
import { type ReportData, ReportPage } from './ReportPage.tsx';

/** The bought reports. */
export const reportPageViews: PageView[] = [
  ['/reports/:reportId', (r) => <ReportPage results={r as PageResults & ReportData} />],
];
