import type { z } from 'zod';
import type {
  BulkLookupResult as BulkLookupResultSchema,
  CreditBalance as CreditBalanceSchema,
  CreditHistory as CreditHistorySchema,
  CveLookup as CveLookupSchema,
  DomainProfile as DomainProfileSchema,
  Health as HealthSchema,
  ReportFilter as ReportFilterSchema,
  Scan as ScanSchema,
  SubdomainPage as SubdomainPageSchema,
  TechnologyLookup as TechnologyLookupSchema,
  WebsiteCount as WebsiteCountSchema,
  WebsitePage as WebsitePageSchema,
  WebsiteRow as WebsiteRowSchema,
} from './contract.ts';

/** The answers of the API, as plain types (the contract's zod schemas inferred). */
export type Health = z.infer<typeof HealthSchema>;
export type DomainProfile = z.infer<typeof DomainProfileSchema>;
export type BulkLookupResult = z.infer<typeof BulkLookupResultSchema>;
export type SubdomainPage = z.infer<typeof SubdomainPageSchema>;
export type Scan = z.infer<typeof ScanSchema>;
export type ScanStatus = Scan['status'];
export type WebsiteRow = z.infer<typeof WebsiteRowSchema>;
export type WebsitePage = z.infer<typeof WebsitePageSchema>;
export type WebsiteCount = z.infer<typeof WebsiteCountSchema>;
export type TechnologyLookup = z.infer<typeof TechnologyLookupSchema>;
export type CveLookup = z.infer<typeof CveLookupSchema>;
export type CreditBalance = z.infer<typeof CreditBalanceSchema>;
export type CreditHistory = z.infer<typeof CreditHistorySchema>;
export type CreditHistoryEntry = CreditHistory['entries'][number];
/** One condition of a report query; see the README for every module. */
export type ReportFilter = z.input<typeof ReportFilterSchema>;
