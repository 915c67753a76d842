import type { z } from 'zod';
import type {
  AlertDeliveryPage as AlertDeliveryPageSchema,
  AlertList as AlertListSchema,
  AlertTestResult as AlertTestResultSchema,
  BulkLookupResult as BulkLookupResultSchema,
  CreateAlertBody as CreateAlertBodySchema,
  CreditBalance as CreditBalanceSchema,
  CreditHistory as CreditHistorySchema,
  CveLookup as CveLookupSchema,
  DomainProfile as DomainProfileSchema,
  Health as HealthSchema,
  ReportFilter as ReportFilterSchema,
  Scan as ScanSchema,
  SubdomainPage as SubdomainPageSchema,
  TechnologyLookup as TechnologyLookupSchema,
  UpdateAlertBody as UpdateAlertBodySchema,
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

export type {
  Alert,
  AlertDelivery,
  AlertEvent,
  AlertEventOf,
  AlertEventType,
  AlertWithSecret,
} from './contract.ts';
/** Your alerts and the plan's limits (`GET /alerts`). */
export type AlertList = z.infer<typeof AlertListSchema>;
export type AlertDeliveryPage = z.infer<typeof AlertDeliveryPageSchema>;
export type AlertTestResult = z.infer<typeof AlertTestResultSchema>;
/** What `createAlert` takes: `email` and `digest` default to false. */
export type NewAlert = z.input<typeof CreateAlertBodySchema>;
/** What `updateAlert` takes: only the fields given change. */
export type AlertChanges = z.input<typeof UpdateAlertBodySchema>;
