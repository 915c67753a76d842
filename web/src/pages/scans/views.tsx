import type { PageResults } from '../../data/outcome.ts';
import type { PageView } from '../registry.tsx';
import { SecurityScanPage, TechnologyScanPage } from './ScanForms.tsx';
import { CveScanResultsPage, SecurityScanResultsPage, TechnologyScanResultsPage } from './ScanResults.tsx';
import type {
  CveScanResultsData,
  SecurityScanData,
  SecurityScanResultsData,
  TechnologyScanData,
  TechnologyScanResultsData,
} from './types.ts';

type R<T> = PageResults & T;

/**
 * The scan pages by route pattern; `results` before `:cveid`. Results pages are keyed by scan
 * id so that moving from one scan to another starts a fresh poll.
 */
export const scanPageViews: PageView[] = [
  ['/technology-scan', (r) => <TechnologyScanPage results={r as R<TechnologyScanData>} />],
  [
    '/technology-scan/results',
    (r) => {
      const results = r as R<TechnologyScanResultsData>;
      return <TechnologyScanResultsPage key={results.ScanId} results={results} />;
    },
  ],
  ['/cve-security-scan', (r) => <SecurityScanPage results={r as R<SecurityScanData>} />],
  [
    '/cve-security-scan/results',
    (r) => {
      const results = r as R<SecurityScanResultsData>;
      return <SecurityScanResultsPage key={results.ScanId} results={results} />;
    },
  ],
  [
    '/cve-security-scan/:cveid',
    (r) => {
      const results = r as R<SecurityScanData>;
      return <SecurityScanPage key={results.CVE} results={results} />;
    },
  ],
  [
    '/cve-security-scan/:cveid/results',
    (r) => {
      const results = r as R<CveScanResultsData>;
      return <CveScanResultsPage key={results.ScanId} results={results} />;
    },
  ],
];
