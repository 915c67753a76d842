export { type ClientOptions, createClient, TechCensusClient } from './client.ts';
export type { ApiErrorCode, CreditCost } from './contract.ts';
export {
  ALERT_EVENT_TYPES,
  ALERT_SIGNATURE_HEADER,
  ALERT_SIGNATURE_TOLERANCE_SECONDS,
  ALERT_SUBSCRIBABLE_EVENTS,
  API_KEY_HEADER,
  BULK_LOOKUP_MAX,
  creditsFor,
  describeCost,
} from './contract.ts';
export { type ApiRouteName, creditCost, creditCostText } from './costs.ts';
export { type ErrorDetail, ScanTimeoutError, TechCensusError } from './errors.ts';
export { checkReportFilters, type FilterCheck, type FilterIssue } from './filters.ts';
export { Paged, type PagingOptions } from './paging.ts';
export { DEFAULT_RETRY, type RetryEvent, type RetryOptions } from './retry.ts';
export { isFinished, type WaitForScanOptions } from './scans.ts';
export * as apiSchemas from './schemas.ts';
export type * from './types.ts';
export { type VerifyWebhookOptions, verifyWebhookSignature, WebhookSignatureError } from './webhooks.ts';
