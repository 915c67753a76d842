import type { SchemaNames } from './openapi-schemas.ts';
import {
  ALERT_EVENT_SCHEMAS,
  Alert,
  AlertDelivery,
  AlertDeliveryPage,
  AlertEvent,
  AlertList,
  AlertTestResult,
  AlertWithSecret,
} from './routes/api/alerts.ts';
import { ApiV1Error } from './routes/api/errors.ts';
import { ReportFilter } from './routes/api/filters.ts';
import { apiV1Contract } from './routes/api/index.ts';
import {
  Bucket,
  BulkLookupResult,
  CountryRef,
  CreditBalance,
  CreditGrant,
  CreditHistory,
  CveLookup,
  Detection,
  DomainProfile,
  Evidence,
  FetchOutcome,
  Named,
  RankSource,
  Scan,
  SubdomainPage,
  TechnologyLookup,
  WebsiteCount,
  WebsitePage,
  WebsiteRow,
} from './routes/api/schemas.ts';

/**
 * The name of every object and union of the public API in its OpenAPI document, the names
 * generated clients give their classes. Names are what an integrator would call the thing, not
 * where it sits; they match the SDK's type names where it has one (`DomainProfile`,
 * `CreditHistoryEntry`, `NewAlert`, `AlertChanges`). The schemas nested in a route's own schema
 * are reached through it, so the routes stay as they are written.
 *
 * A new object or union in a request or an answer needs a name here: the contract's OpenAPI test
 * fails on any schema written inline.
 */

const capitalized = (word: string) => word[0].toUpperCase() + word.slice(1);
const profile = DomainProfile.shape;
const event = ALERT_EVENT_SCHEMAS;
const routes = apiV1Contract;

export const PUBLIC_SCHEMA_NAMES = {
  // Requests
  BulkLookupRequest: routes.bulkDomainLookup.body,
  ScanRequest: routes.startScan.body,
  WebsiteCountRequest: routes.countWebsites.body,
  WebsiteListRequest: routes.listWebsites.body,
  NewAlert: routes.createAlert.body,
  AlertChanges: routes.updateAlert.body,

  // Website filters: one union tagged by `module`, each variant named after its tag
  WebsiteFilter: ReportFilter,
  ...Object.fromEntries(ReportFilter.options.map((f) => [`${capitalized(f.shape.module.value)}Filter`, f])),

  // Websites
  DomainProfile,
  RankSource: RankSource.unwrap(),
  Country: CountryRef,
  Language: profile.language.unwrap(),
  AutonomousSystem: profile.asn.unwrap(),
  TechnologyDetection: Detection,
  Category: Named,
  DetectionEvidence: Evidence,
  HttpHeader: profile.headers.element,
  SiteTag: profile.tags.element,
  Contacts: profile.contacts,
  SocialProfiles: profile.social,
  Certificate: profile.certificate.unwrap(),
  FetchOutcome,
  ArchiveCapture: FetchOutcome.shape.archive.unwrap(),
  BulkLookupResult,
  SubdomainPage,
  Scan,
  WebsiteCount,
  WebsitePage,
  WebsiteRow,

  // Technologies and vulnerabilities
  TechnologyLookup,
  Bucket,
  CveLookup,
  Weakness: CveLookup.shape.cwe.unwrap(),
  AffectedTechnology: CveLookup.shape.technologies.element,
  VersionRange: CveLookup.shape.technologies.element.shape.ranges.element,

  // Credits
  CreditBalance,
  CreditGrant,
  CreditHistory,
  CreditHistoryEntry: CreditHistory.shape.entries.element,

  // Alerts
  Alert,
  AlertWithSecret,
  AlertList,
  AlertLimits: AlertList.shape.limits,
  AlertDelivery,
  AlertDeliveryPage,
  AlertTestResult,

  // Alert events (the webhooks): one union tagged by `type`
  AlertEvent,
  SiteMatchedEvent: event['site.matched'],
  SiteUnmatchedEvent: event['site.unmatched'],
  TechnologyAddedEvent: event['technology.added'],
  TechnologyDroppedEvent: event['technology.dropped'],
  TechnologyVersionChangedEvent: event['technology.version_changed'],
  NewCveEvent: event['cve.new'],
  AlertTestEvent: event['alert.test'],
  AlertRef: Object.values(event).map((e) => e.shape.alert),
  SiteMatchedData: event['site.matched'].shape.data,
  SiteUnmatchedData: event['site.unmatched'].shape.data,
  TechnologyAddedData: event['technology.added'].shape.data,
  TechnologyDroppedData: event['technology.dropped'].shape.data,
  TechnologyVersionChangedData: event['technology.version_changed'].shape.data,
  NewCveData: event['cve.new'].shape.data,
  AlertTestData: event['alert.test'].shape.data,
  SiteSummary: event['site.matched'].shape.data.shape.site,
  SiteTechnology: event['site.matched'].shape.data.shape.site.shape.technologies.element,
  TechnologyRef: event['technology.added'].shape.data.shape.technology,

  // Errors
  ApiError: ApiV1Error,
  ErrorDetail: ApiV1Error.shape.details.unwrap().element,
} satisfies SchemaNames;
