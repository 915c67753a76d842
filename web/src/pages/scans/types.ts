import type {
  CveScanResultsPage,
  SecurityScanPageResults,
  SecurityScanResultsPage,
  TechnologyScanPageResults,
  TechnologyScanResultsPage,
} from '@techcensus/contract';
import type { z } from 'zod';

export type TechnologyScanData = z.infer<typeof TechnologyScanPageResults>;
export type SecurityScanData = z.infer<typeof SecurityScanPageResults>;
export type TechnologyScanResultsData = z.infer<typeof TechnologyScanResultsPage>;
export type SecurityScanResultsData = z.infer<typeof SecurityScanResultsPage>;
export type CveScanResultsData = z.infer<typeof CveScanResultsPage>;
