import type { PageResults } from '../../data/outcome.ts';
import type { PageView } from '../registry.tsx';
import { type CreateReportData, CreateReportPage } from './CreateReportPage.tsx';

/** The report builder's page. */
export const createReportPageViews: PageView[] = [
  ['/create-report', (r) => <CreateReportPage results={r as PageResults & CreateReportData} />],
];
