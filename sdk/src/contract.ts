// The parts of the contract the SDK is built on, imported from their own modules rather than the
// contract's index: the published bundle then carries the public API's routes and schemas (and the
// health route) and none of the service's page routes, OpenAPI generator or domain rules.
export {
  type CreditCost,
  creditsFor,
  describeCost,
  type RouteMetadata,
} from '../../contract/src/credits.ts';
export {
  ALERT_EVENT_TYPES,
  ALERT_SIGNATURE_HEADER,
  ALERT_SIGNATURE_TOLERANCE_SECONDS,
  ALERT_SUBSCRIBABLE_EVENTS,
  type Alert,
  type AlertDelivery,
  AlertDeliveryPage,
  type AlertEvent,
  type AlertEventOf,
  type AlertEventType,
  AlertList,
  AlertTestResult,
  type AlertWithSecret,
  CreateAlertBody,
  UpdateAlertBody,
} from '../../contract/src/routes/api/alerts.ts';
export {
  API_ERROR_CODES,
  API_KEY_HEADER,
  type ApiErrorCode,
  type ApiV1Error,
} from '../../contract/src/routes/api/errors.ts';
export { type ReportFilter, ReportFilters } from '../../contract/src/routes/api/filters.ts';
export {
  apiV1Contract,
  BULK_LOOKUP_MAX,
  SUBDOMAIN_PAGE_DEFAULT,
  SUBDOMAIN_PAGE_MAX,
  WEBSITE_PAGE_DEFAULT,
  WEBSITE_PAGE_MAX,
} from '../../contract/src/routes/api/index.ts';
export type {
  BulkLookupResult,
  CreditBalance,
  CreditHistory,
  CveLookup,
  DomainProfile,
  Scan,
  SubdomainPage,
  TechnologyLookup,
  WebsiteCount,
  WebsitePage,
  WebsiteRow,
} from '../../contract/src/routes/api/schemas.ts';
export { type Health, systemContract } from '../../contract/src/routes/system.ts';
