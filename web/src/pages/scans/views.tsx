import type { AreaViews } from '../page-view.ts';
import { SecurityScanPage, TechnologyScanPage } from './ScanForms.tsx';
import { CveScanResultsPage, SecurityScanResultsPage, TechnologyScanResultsPage } from './ScanResults.tsx';

/** The scan pages. Results pages are keyed by scan id so that moving from one scan to another starts a fresh poll. */
export const scanPageViews = {
  technologyScan: (r) => <TechnologyScanPage results={r} />,
  technologyScanResults: (r) => <TechnologyScanResultsPage key={r.ScanId} results={r} />,
  securityScan: (r) => <SecurityScanPage results={r} />,
  securityScanResults: (r) => <SecurityScanResultsPage key={r.ScanId} results={r} />,
  cveScan: (r) => <SecurityScanPage key={r.CVE} results={r} />,
  cveScanResults: (r) => <CveScanResultsPage key={r.ScanId} results={r} />,
} satisfies AreaViews;
