"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/index.ts
var src_exports = {};
__export(src_exports, {
  ALERT_EVENT_TYPES: () => ALERT_EVENT_TYPES,
  ALERT_SIGNATURE_HEADER: () => ALERT_SIGNATURE_HEADER,
  ALERT_SIGNATURE_TOLERANCE_SECONDS: () => ALERT_SIGNATURE_TOLERANCE_SECONDS,
  ALERT_SUBSCRIBABLE_EVENTS: () => ALERT_SUBSCRIBABLE_EVENTS,
  API_KEY_HEADER: () => API_KEY_HEADER,
  BULK_LOOKUP_MAX: () => BULK_LOOKUP_MAX,
  DEFAULT_RETRY: () => DEFAULT_RETRY,
  Paged: () => Paged,
  ScanTimeoutError: () => ScanTimeoutError,
  TechCensusClient: () => TechCensusClient,
  TechCensusError: () => TechCensusError,
  WebhookSignatureError: () => WebhookSignatureError,
  apiSchemas: () => schemas_exports,
  checkReportFilters: () => checkReportFilters,
  createClient: () => createClient,
  creditCost: () => creditCost,
  creditCostText: () => creditCostText,
  creditsFor: () => creditsFor,
  describeCost: () => describeCost,
  isFinished: () => isFinished,
  verifyWebhookSignature: () => verifyWebhookSignature
});
module.exports = __toCommonJS(src_exports);

// src/client.ts
var import_core4 = require("@ts-rest/core");

// ../contract/src/credits.ts
var free = () => ({ kind: "fixed", amount: 0 });
var fixed = (amount) => ({ kind: "fixed", amount });
var perUnit = (amount, per, unit) => ({
  kind: "perUnit",
  amount,
  per,
  unit
});
function creditsFor(cost, units = 0) {
  if (cost.kind === "fixed") return cost.amount;
  if (units <= 0) return 0;
  return Math.ceil(units / cost.per) * cost.amount;
}
function describeCost(cost) {
  if (cost.kind === "fixed") {
    return cost.amount === 0 ? "Free (counts towards rate limits)" : `${cost.amount} credit${cost.amount === 1 ? "" : "s"} per call`;
  }
  const block = cost.per === 1 ? cost.unit : `${cost.per} ${cost.unit}s`;
  return `${cost.amount} credit${cost.amount === 1 ? "" : "s"} per ${block} returned`;
}
var CREDIT_SOURCES = ["free-tier", "subscription", "purchase", "adjustment"];

// ../contract/build/zod-openapi-shim.ts
function extendApi(schema, _openApi) {
  return schema;
}

// ../contract/src/routes/api/alerts.ts
var import_core = require("@ts-rest/core");
var import_zod5 = require("zod");

// ../contract/src/closed.ts
var import_zod = require("zod");
var closed = (shape) => import_zod.z.object(shape).strict();

// ../contract/src/text.ts
var import_zod2 = require("zod");
var SURROGATE_PAIR = "[\\uD800-\\uDBFF][\\uDC00-\\uDFFF]";
var SINGLE_LINE = new RegExp(`^(?:[^\\u0000-\\u001F\\u007F\\uD800-\\uDFFF]|${SURROGATE_PAIR})*$`);
var MULTILINE = new RegExp(
  `^(?:[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F\\uD800-\\uDFFF]|${SURROGATE_PAIR})*$`
);
var TEXT_MESSAGE = "must be plain text: no NUL bytes, control characters, line breaks or unpaired surrogates";
var MULTILINE_TEXT_MESSAGE = "must be plain text: no NUL bytes, control characters other than tabs and line breaks, or unpaired surrogates";
var text = () => import_zod2.z.string().regex(SINGLE_LINE, TEXT_MESSAGE);
var multilineText = () => import_zod2.z.string().regex(MULTILINE, MULTILINE_TEXT_MESSAGE);

// ../contract/src/routes/api/errors.ts
var import_zod3 = require("zod");
var API_KEY_HEADER = "x-api-key";
var API_ERROR_CODES = {
  validation_failed: 400,
  malformed_json: 400,
  invalid_cursor: 400,
  bad_request: 400,
  missing_api_key: 401,
  invalid_api_key: 401,
  insufficient_credits: 402,
  scan_not_permitted: 403,
  plan_limit_reached: 403,
  not_found: 404,
  method_not_allowed: 405,
  body_too_large: 413,
  unsupported_encoding: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503
};
var ApiV1Error = extendApi(
  import_zod3.z.object({
    err: import_zod3.z.string().describe("What went wrong, in words meant for a person"),
    code: import_zod3.z.enum(Object.keys(API_ERROR_CODES)),
    details: import_zod3.z.array(import_zod3.z.object({ path: import_zod3.z.string(), message: import_zod3.z.string() })).optional().describe("Validation failures, one per field"),
    balance: import_zod3.z.number().int().optional().describe("Credits left (402 only)"),
    cost: import_zod3.z.number().int().optional().describe("Credits the call would have cost (402 only)"),
    retryAfterSeconds: import_zod3.z.number().int().optional().describe("Same as the Retry-After header (429 only)")
  }),
  {
    example: {
      err: "This call costs 25 credits and the balance is 3.",
      code: "insufficient_credits",
      balance: 3,
      cost: 25
    }
  }
);
var API_COMMON_RESPONSES = {
  400: ApiV1Error,
  401: ApiV1Error,
  402: ApiV1Error,
  404: ApiV1Error,
  429: ApiV1Error,
  500: ApiV1Error
};

// ../contract/src/routes/api/filters.ts
var import_zod4 = require("zod");
var slug = text().min(1).max(200).regex(/^[a-z0-9-]+$/, 'must be a lower-case slug such as "wordpress"');
var exclude = import_zod4.z.boolean().optional().describe("Remove the matching sites instead of keeping them");
var values = (item) => import_zod4.z.array(item).min(1).max(300);
var TechnologyFilter = closed({
  module: import_zod4.z.literal("technology"),
  technology: slug,
  version: text().min(1).max(100).optional().describe('Exact version string, e.g. "6.4.2"'),
  exclude
});
var CategoryFilter = closed({ module: import_zod4.z.literal("category"), category: slug, exclude });
var HeaderFilter = closed({
  module: import_zod4.z.literal("header"),
  header: text().min(1).max(200).regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/, "must be an HTTP header name"),
  exclude
});
var TldFilter = closed({
  module: import_zod4.z.literal("tld"),
  values: values(
    text().min(1).max(63).regex(/^[a-z0-9.-]+$/i, 'must be a TLD such as "de" or "co.uk"')
  ),
  exclude
});
var CountryFilter = closed({
  module: import_zod4.z.literal("country"),
  values: values(text().regex(/^[A-Za-z]{2}$/, "must be a two-letter country code")),
  exclude
});
var RegionFilter = closed({
  module: import_zod4.z.literal("region"),
  values: values(slug),
  exclude
});
var LanguageFilter = closed({
  module: import_zod4.z.literal("language"),
  values: values(text().regex(/^[A-Za-z]{2}$/, "must be a two-letter ISO 639-1 code")),
  exclude
});
var CHANGE_ACTIONS = ["added", "dropped", "versionchanged"];
var ChangeFilter = closed({
  module: import_zod4.z.literal("change"),
  action: import_zod4.z.enum(CHANGE_ACTIONS).describe("Started using, stopped using, or changed version of"),
  technology: slug,
  since: text().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a day, YYYY-MM-DD").optional().describe("Only changes on or after this day (the index keeps twelve months)"),
  exclude
});
var VulnerabilityFilter = closed({
  module: import_zod4.z.literal("vulnerability"),
  cves: values(text().regex(/^CVE-\d{4}-\d{4,}$/i, "must be a CVE id such as CVE-2024-12345")).optional(),
  minSeverity: import_zod4.z.number().min(0).max(10).optional().describe("CVSS base score, 0\u201310"),
  exclude
});
var ReportFilter = import_zod4.z.discriminatedUnion("module", [
  TechnologyFilter,
  CategoryFilter,
  HeaderFilter,
  TldFilter,
  CountryFilter,
  RegionFilter,
  LanguageFilter,
  ChangeFilter,
  VulnerabilityFilter
]);
var MAX_REPORT_FILTERS = 30;
var ReportFilters = extendApi(import_zod4.z.array(ReportFilter).max(MAX_REPORT_FILTERS), {
  description: "Filters, all of which must hold; an empty list matches every site.",
  example: [
    { module: "technology", technology: "wordpress" },
    { module: "country", values: ["DE", "AT", "CH"] },
    { module: "technology", technology: "woocommerce", exclude: true }
  ]
});

// ../contract/src/routes/api/alerts.ts
var c = (0, import_core.initContract)();
var meta = (m) => m;
var timestamp = import_zod5.z.string().describe("ISO 8601 timestamp");
var ALERT_SIGNATURE_HEADER = "TechCensus-Signature";
var ALERT_SECRET_OVERLAP_SECONDS = 24 * 3600;
var ALERT_SIGNATURE_TOLERANCE_SECONDS = 5 * 60;
var ALERT_EVENT_TYPES = [
  "site.matched",
  "site.unmatched",
  "technology.added",
  "technology.dropped",
  "technology.version_changed",
  "cve.new",
  "alert.test"
];
var ALERT_SUBSCRIBABLE_EVENTS = ALERT_EVENT_TYPES.filter(
  (t) => t !== "alert.test"
);
var AlertEvents = import_zod5.z.array(import_zod5.z.enum(ALERT_SUBSCRIBABLE_EVENTS)).min(1).max(ALERT_SUBSCRIBABLE_EVENTS.length).describe(
  "The events to send; the technology and CVE events are those of your monitored websites. Default: all."
);
var ALERT_NAME_MAX = 200;
var WEBHOOK_URL_MAX = 2048;
var AlertStatus = import_zod5.z.enum(["active", "paused"]).describe(
  'paused: by its owner (PATCH {"status":"paused"}) or because deliveries kept failing for a day; PATCH {"status":"active"} resumes'
);
var AlertShape = import_zod5.z.object({
  id: import_zod5.z.string().uuid(),
  name: import_zod5.z.string(),
  filters: ReportFilters,
  events: AlertEvents,
  webhookUrl: import_zod5.z.string().nullable().describe("Where signed events are POSTed; null for e-mail only"),
  email: import_zod5.z.boolean().describe("Events are e-mailed to the account's address"),
  digest: import_zod5.z.boolean().describe("E-mail once a day with the day\u2019s events instead of one e-mail per event"),
  status: AlertStatus,
  pausedReason: import_zod5.z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  secretRotatedAt: timestamp.nullable(),
  previousSecretExpiresAt: timestamp.nullable().describe("Until then the previous secret signs too (a second v1= in the signature header)")
});
var ALERT_EXAMPLE = {
  id: "0b5c4f3e-1d7a-4a39-9a57-2f1e7f0c9b11",
  name: "Shops moving to Shopify in Germany",
  filters: [
    { module: "technology", technology: "shopify" },
    { module: "country", values: ["DE"] }
  ],
  events: ["site.matched", "site.unmatched"],
  webhookUrl: "https://hooks.example.com/techcensus",
  email: false,
  digest: false,
  status: "active",
  pausedReason: null,
  createdAt: "2026-11-27T08:00:00.000Z",
  updatedAt: "2026-11-27T08:00:00.000Z",
  secretRotatedAt: null,
  previousSecretExpiresAt: null
};
var Alert = extendApi(AlertShape, { example: ALERT_EXAMPLE });
var AlertWithSecret = Alert.extend({
  secret: import_zod5.z.string().describe("The signing secret (whsec_\u2026), shown only in this answer: store it to verify deliveries")
});
var AlertList = import_zod5.z.object({
  alerts: import_zod5.z.array(Alert),
  limits: import_zod5.z.object({
    alerts: import_zod5.z.number().int().describe("Alerts the plan allows"),
    eventsPerDay: import_zod5.z.number().int().describe("Events a day (UTC) the plan delivers, over all alerts"),
    eventsToday: import_zod5.z.number().int()
  })
});
var AlertDelivery = import_zod5.z.object({
  id: import_zod5.z.string().uuid(),
  eventId: import_zod5.z.string(),
  type: import_zod5.z.enum(ALERT_EVENT_TYPES),
  channel: import_zod5.z.enum(["webhook", "email"]),
  attempt: import_zod5.z.number().int().describe("1 for the first try"),
  at: timestamp,
  status: import_zod5.z.number().int().nullable().describe("HTTP status of the answer; null: none (network, timeout)"),
  latencyMs: import_zod5.z.number().int().nullable(),
  outcome: import_zod5.z.enum(["delivered", "retrying", "failed", "skipped"]),
  error: import_zod5.z.string().nullable(),
  site: import_zod5.z.string().nullable().describe("The website the event is about")
});
var AlertDeliveryPage = import_zod5.z.object({
  deliveries: import_zod5.z.array(AlertDelivery).describe("Newest first"),
  nextCursor: import_zod5.z.string().nullable()
});
var webhookUrl = text().max(WEBHOOK_URL_MAX).url("must be a URL such as https://hooks.example.com/techcensus").describe("https URL that receives the signed events; redirects are not followed");
var alertFields = {
  name: text().trim().min(1).max(ALERT_NAME_MAX),
  filters: ReportFilters,
  events: AlertEvents,
  webhookUrl: webhookUrl.nullable(),
  email: import_zod5.z.boolean(),
  digest: import_zod5.z.boolean()
};
var CreateAlertBody = closed({
  name: alertFields.name,
  filters: alertFields.filters,
  events: alertFields.events.default([...ALERT_SUBSCRIBABLE_EVENTS]),
  webhookUrl: alertFields.webhookUrl.optional(),
  email: alertFields.email.default(false),
  digest: alertFields.digest.default(false)
});
var UpdateAlertBody = closed({
  ...alertFields,
  status: AlertStatus.describe('"paused" stops its events until "active" resumes them')
}).partial();
var alertParam = import_zod5.z.object({ id: text().uuid() });
var cursor = text().min(1).max(500).optional().describe("`nextCursor` of the previous page");
var eventOf = (type, data, description) => extendApi(
  import_zod5.z.object({
    id: import_zod5.z.string().describe("evt_\u2026, the same on every retry: deduplicate by it"),
    type: import_zod5.z.literal(type),
    created: import_zod5.z.number().int().describe("Unix seconds when the event happened"),
    alert: import_zod5.z.object({ id: import_zod5.z.string().uuid(), name: import_zod5.z.string() }),
    data
  }),
  { description }
);
var technologyRef = import_zod5.z.object({ slug: import_zod5.z.string(), name: import_zod5.z.string() });
var siteSummary = import_zod5.z.object({
  domain: import_zod5.z.string(),
  rank: import_zod5.z.number().int().nullable(),
  country: import_zod5.z.string().nullable(),
  technologies: import_zod5.z.array(import_zod5.z.object({ slug: import_zod5.z.string(), name: import_zod5.z.string(), version: import_zod5.z.string().nullable() }))
});
var ALERT_EVENT_SCHEMAS = {
  "site.matched": eventOf(
    "site.matched",
    import_zod5.z.object({ domain: import_zod5.z.string(), site: siteSummary }),
    "A website started matching the alert\u2019s filters: new in the index, or a visit changed it so it matches."
  ),
  "site.unmatched": eventOf(
    "site.unmatched",
    import_zod5.z.object({
      domain: import_zod5.z.string(),
      site: siteSummary.nullable().describe("null when the site left the index")
    }),
    "A website stopped matching the alert\u2019s filters."
  ),
  "technology.added": eventOf(
    "technology.added",
    import_zod5.z.object({ domain: import_zod5.z.string(), technology: technologyRef, version: import_zod5.z.string().nullable() }),
    "Monitoring detected a technology on one of your monitored websites that was not there before."
  ),
  "technology.dropped": eventOf(
    "technology.dropped",
    import_zod5.z.object({ domain: import_zod5.z.string(), technology: technologyRef, version: import_zod5.z.string().nullable() }),
    "A technology is no longer detected on one of your monitored websites."
  ),
  "technology.version_changed": eventOf(
    "technology.version_changed",
    import_zod5.z.object({
      domain: import_zod5.z.string(),
      technology: technologyRef,
      from: import_zod5.z.string().nullable(),
      to: import_zod5.z.string().nullable()
    }),
    "The detected version of a technology changed on one of your monitored websites."
  ),
  "cve.new": eventOf(
    "cve.new",
    import_zod5.z.object({
      domain: import_zod5.z.string(),
      technology: technologyRef,
      version: import_zod5.z.string().nullable(),
      cve: import_zod5.z.string()
    }),
    "A known vulnerability newly applies to one of your monitored websites."
  ),
  "alert.test": eventOf(
    "alert.test",
    import_zod5.z.object({ message: import_zod5.z.string() }),
    "Sent by POST /api/v1/alerts/{id}/test to check the endpoint and the signature."
  )
};
var AlertEvent = import_zod5.z.discriminatedUnion("type", [
  ALERT_EVENT_SCHEMAS["site.matched"],
  ALERT_EVENT_SCHEMAS["site.unmatched"],
  ALERT_EVENT_SCHEMAS["technology.added"],
  ALERT_EVENT_SCHEMAS["technology.dropped"],
  ALERT_EVENT_SCHEMAS["technology.version_changed"],
  ALERT_EVENT_SCHEMAS["cve.new"],
  ALERT_EVENT_SCHEMAS["alert.test"]
]);
var AlertTestResult = import_zod5.z.object({
  eventId: import_zod5.z.string(),
  delivery: AlertDelivery.nullable().describe("The webhook attempt; null for an e-mail-only alert")
});
var alertRoutes = c.router({
  createAlert: {
    method: "POST",
    path: "/alerts",
    summary: "Create an alert",
    description: "A saved filter (the same filters as `/websites`) that sends `site.matched`/`site.unmatched` events, and the monitoring events of your monitored websites, to a signed webhook and/or e-mail. The answer carries the signing `secret`, shown only this once. A webhook URL must be public https; a private address is refused.",
    body: CreateAlertBody,
    responses: { 201: AlertWithSecret, 403: API_COMMON_RESPONSES[400] },
    metadata: meta({ credits: free(), pricingLabel: "Create alert" })
  },
  listAlerts: {
    method: "GET",
    path: "/alerts",
    summary: "Your alerts and your plan\u2019s alert limits",
    responses: { 200: AlertList },
    metadata: meta({ credits: free(), pricingLabel: "List alerts" })
  },
  getAlert: {
    method: "GET",
    path: "/alerts/:id",
    pathParams: alertParam,
    summary: "One alert",
    responses: { 200: Alert },
    metadata: meta({ credits: free(), pricingLabel: "Get alert" })
  },
  updateAlert: {
    method: "PATCH",
    path: "/alerts/:id",
    pathParams: alertParam,
    summary: "Change an alert",
    description: 'Only the fields sent change. `{"status": "paused"}` pauses the alert, `{"status": "active"}` resumes it.',
    body: UpdateAlertBody,
    responses: { 200: Alert },
    metadata: meta({ credits: free(), pricingLabel: "Change alert" })
  },
  deleteAlert: {
    method: "DELETE",
    path: "/alerts/:id",
    pathParams: alertParam,
    summary: "Delete an alert; deliveries not yet made are dropped",
    body: import_zod5.z.object({}).strict().optional(),
    responses: { 204: import_zod5.z.undefined() },
    metadata: meta({ credits: free(), pricingLabel: "Delete alert" })
  },
  testAlert: {
    method: "POST",
    path: "/alerts/:id/test",
    pathParams: alertParam,
    summary: "Send a signed alert.test event now",
    description: "One attempt, made during the call; the answer says how the endpoint answered.",
    body: import_zod5.z.object({}).strict().optional(),
    responses: { 200: AlertTestResult },
    metadata: meta({ credits: free(), pricingLabel: "Test alert" })
  },
  rotateAlertSecret: {
    method: "POST",
    path: "/alerts/:id/rotate-secret",
    pathParams: alertParam,
    summary: "New signing secret",
    description: "Answers the new secret (shown only this once). For a day the previous secret signs too: the signature header then carries two v1= values.",
    body: import_zod5.z.object({}).strict().optional(),
    responses: { 200: AlertWithSecret },
    metadata: meta({ credits: free(), pricingLabel: "Rotate alert secret" })
  },
  alertDeliveries: {
    method: "GET",
    path: "/alerts/:id/deliveries",
    pathParams: alertParam,
    query: import_zod5.z.object({
      limit: import_zod5.z.coerce.number().int().min(1).max(200).default(50).describe("Page size, 1\u2013200 (default 50)"),
      cursor
    }),
    summary: "Delivery attempts of an alert, newest first",
    responses: { 200: AlertDeliveryPage },
    metadata: meta({ credits: free(), pricingLabel: "Alert deliveries" })
  }
});

// ../contract/src/routes/api/index.ts
var import_core2 = require("@ts-rest/core");
var import_zod7 = require("zod");

// ../contract/src/routes/api/schemas.ts
var import_zod6 = require("zod");
var day = import_zod6.z.string().describe("YYYY-MM-DD");
var timestamp2 = import_zod6.z.string().describe("ISO 8601 timestamp");
var Named = import_zod6.z.object({ slug: import_zod6.z.string(), name: import_zod6.z.string() });
var CountryRef = import_zod6.z.object({ code: import_zod6.z.string(), name: import_zod6.z.string() });
var Evidence = import_zod6.z.object({
  kind: import_zod6.z.string().describe("What matched: headers, cookies, meta, html, scriptSrc, js, dom, implies, \u2026"),
  key: import_zod6.z.string().optional().describe("Header, cookie or meta name, js chain or DOM selector"),
  pattern: import_zod6.z.string().describe("The fingerprint pattern as written in the set"),
  match: import_zod6.z.string().describe("The matched text, cut to 120 characters"),
  version: import_zod6.z.string().optional()
});
var Detection = import_zod6.z.object({
  name: import_zod6.z.string(),
  slug: import_zod6.z.string(),
  version: import_zod6.z.string().nullable(),
  categories: import_zod6.z.array(Named),
  confidence: import_zod6.z.number().int().min(0).max(100),
  mode: import_zod6.z.enum(["static", "rendered"]).describe("rendered: the detection needed a browser"),
  firstSeen: day,
  lastSeen: day,
  lastChecked: timestamp2.describe("When the site was last fetched"),
  cves: import_zod6.z.array(import_zod6.z.string()).describe("Known CVEs of the detected version"),
  evidence: import_zod6.z.array(Evidence).nullable().describe("Why it was detected; null for sites whose data was not crawled (synthetic data)")
});
var FETCH_OUTCOMES = [
  "ok",
  "redirected",
  "blocked",
  "httpError",
  "timeout",
  "dnsFailure",
  "tlsError",
  "connectionRefused",
  "networkError",
  "tooManyRedirects",
  "robotsDisallowed",
  "refused",
  "overBudget"
];
var FetchOutcome = import_zod6.z.object({
  outcome: import_zod6.z.enum(FETCH_OUTCOMES),
  status: import_zod6.z.number().int().nullable().describe("HTTP status of the last response"),
  checkedAt: timestamp2,
  archive: import_zod6.z.object({
    name: import_zod6.z.string().describe("The archive file the page was read from"),
    unknown: import_zod6.z.array(import_zod6.z.string()).describe("What the archive could not tell (adsTxt, dns, certificate): unknown, not absent")
  }).nullable().describe(
    "Set when the last visit was read from a web archive (a Common Crawl WARC) instead of made live; `checkedAt` is then the capture date"
  )
});
var Contacts = import_zod6.z.object({
  emails: import_zod6.z.array(import_zod6.z.string()),
  phones: import_zod6.z.array(import_zod6.z.string()),
  address: import_zod6.z.string().nullable()
});
var Social = import_zod6.z.object({
  facebook: import_zod6.z.string().nullable(),
  twitter: import_zod6.z.string().nullable(),
  instagram: import_zod6.z.string().nullable(),
  youtube: import_zod6.z.string().nullable(),
  linkedin: import_zod6.z.string().nullable()
});
var rank = import_zod6.z.number().int().nullable().describe("Popularity rank, 1 is the most popular; null: low rank");
var RankSource = import_zod6.z.object({
  list: import_zod6.z.string().describe("The ranked list: tranco, umbrella, majestic, crux, plain, or the name given at import"),
  date: day.describe("The list's date"),
  current: import_zod6.z.boolean().describe(
    "false: a newer import of the list left the site out, and the site keeps this last rank, marked as old"
  )
}).nullable().describe(
  "Where the rank comes from; null when no list ranks the site (demonstration data, sites asked for by name)"
);
var DomainProfileShape = import_zod6.z.object({
  domain: import_zod6.z.string(),
  rank,
  rankSource: RankSource,
  country: CountryRef.nullable(),
  language: Named.omit({ slug: true }).extend({ code: import_zod6.z.string() }).nullable(),
  tld: import_zod6.z.string(),
  title: import_zod6.z.string().nullable(),
  description: import_zod6.z.string().nullable(),
  keywords: import_zod6.z.array(import_zod6.z.string()),
  ip: import_zod6.z.string().nullable(),
  asn: import_zod6.z.object({ number: import_zod6.z.number().int(), name: import_zod6.z.string().nullable() }).nullable(),
  technologies: import_zod6.z.array(Detection),
  headers: import_zod6.z.array(import_zod6.z.object({ name: import_zod6.z.string(), value: import_zod6.z.string() })),
  tags: import_zod6.z.array(import_zod6.z.object({ kind: import_zod6.z.string(), id: import_zod6.z.string() })).describe("Analytics and ad-network IDs"),
  advertisers: import_zod6.z.array(import_zod6.z.string()).describe("Ad systems its ads.txt authorises"),
  contacts: Contacts,
  social: Social,
  subdomainCount: import_zod6.z.number().int(),
  redirectsTo: import_zod6.z.string().nullable(),
  certificate: import_zod6.z.object({ issuer: import_zod6.z.string(), validTo: timestamp2 }).nullable(),
  maxSeverity: import_zod6.z.number().nullable().describe("Highest CVSS base score among its CVEs"),
  fetch: FetchOutcome.describe("How the last visit went"),
  synthetic: import_zod6.z.boolean().describe("True for generated demonstration data"),
  updatedAt: timestamp2
});
var DOMAIN_PROFILE_EXAMPLE = {
  domain: "example.com",
  rank: 1234,
  rankSource: { list: "tranco", date: "2026-11-20", current: true },
  country: { code: "US", name: "United States" },
  language: { code: "en", name: "English" },
  tld: "com",
  title: "Example",
  description: null,
  keywords: [],
  ip: "93.184.215.14",
  asn: { number: 15133, name: "EDGECAST" },
  technologies: [
    {
      name: "WordPress",
      slug: "wordpress",
      version: "6.4.2",
      categories: [{ slug: "content-management-system", name: "Content Management System" }],
      confidence: 100,
      mode: "static",
      firstSeen: "2026-02-01",
      lastSeen: "2026-11-20",
      lastChecked: "2026-11-20T08:12:00.000Z",
      cves: [],
      evidence: [
        { kind: "meta", key: "generator", pattern: "^WordPress ?([\\d.]+)?", match: "WordPress 6.4.2" }
      ]
    }
  ],
  headers: [{ name: "server", value: "nginx" }],
  tags: [],
  advertisers: [],
  contacts: { emails: [], phones: [], address: null },
  social: { facebook: null, twitter: null, instagram: null, youtube: null, linkedin: null },
  subdomainCount: 0,
  redirectsTo: null,
  certificate: null,
  maxSeverity: null,
  fetch: { outcome: "ok", status: 200, checkedAt: "2026-11-20T08:12:00.000Z", archive: null },
  synthetic: false,
  updatedAt: "2026-11-20T08:12:00.000Z"
};
var DomainProfile = extendApi(DomainProfileShape, { example: DOMAIN_PROFILE_EXAMPLE });
var BulkLookupResult = import_zod6.z.object({
  results: import_zod6.z.array(DomainProfile),
  notFound: import_zod6.z.array(import_zod6.z.string()).describe("Valid domains the index does not hold (not charged)"),
  invalid: import_zod6.z.array(import_zod6.z.string()).describe("Inputs that are not domain names (not charged)")
});
var SubdomainPage = import_zod6.z.object({
  domain: import_zod6.z.string(),
  total: import_zod6.z.number().int(),
  subdomains: import_zod6.z.array(import_zod6.z.string()),
  nextCursor: import_zod6.z.string().nullable()
});
var WebsiteRow = import_zod6.z.object({
  domain: import_zod6.z.string(),
  rank,
  country: import_zod6.z.string().nullable().describe("ISO 3166-1 alpha-2"),
  language: import_zod6.z.string().nullable(),
  tld: import_zod6.z.string(),
  title: import_zod6.z.string().nullable(),
  contacts: Contacts,
  social: Social,
  technologyCount: import_zod6.z.number().int(),
  lastChecked: timestamp2,
  synthetic: import_zod6.z.boolean()
});
var WebsitePage = import_zod6.z.object({
  websites: import_zod6.z.array(WebsiteRow),
  nextCursor: import_zod6.z.string().nullable().describe("Pass as `cursor` for the next page; null on the last page")
});
var WebsiteCount = import_zod6.z.object({
  count: import_zod6.z.number().int(),
  maxDomainsInReport: import_zod6.z.number().int()
});
var Bucket = import_zod6.z.object({ key: import_zod6.z.string(), count: import_zod6.z.number().int() });
var TechnologyLookup = import_zod6.z.object({
  slug: import_zod6.z.string(),
  name: import_zod6.z.string(),
  description: import_zod6.z.string().nullable(),
  website: import_zod6.z.string().nullable(),
  icon: import_zod6.z.string().nullable().describe("Icon URL on this service"),
  categories: import_zod6.z.array(Named),
  cpe: import_zod6.z.string().nullable(),
  oss: import_zod6.z.boolean(),
  saas: import_zod6.z.boolean(),
  pricing: import_zod6.z.array(import_zod6.z.string()),
  websiteCount: import_zod6.z.number().int(),
  versions: import_zod6.z.array(Bucket).describe("Most used versions, most sites first"),
  countries: import_zod6.z.array(Bucket).describe("Countries with most sites using it"),
  knownCves: import_zod6.z.number().int().describe("CVEs recorded against it")
});
var CveLookup = import_zod6.z.object({
  id: import_zod6.z.string(),
  title: import_zod6.z.string(),
  description: import_zod6.z.string().nullable(),
  published: timestamp2.nullable(),
  updated: timestamp2.nullable(),
  severity: import_zod6.z.number().nullable().describe("CVSS base score"),
  cwe: import_zod6.z.object({ id: import_zod6.z.number().int(), name: import_zod6.z.string().nullable() }).nullable(),
  technologies: import_zod6.z.array(
    import_zod6.z.object({
      slug: import_zod6.z.string(),
      name: import_zod6.z.string(),
      ranges: import_zod6.z.array(
        import_zod6.z.object({
          from: import_zod6.z.string().nullable().describe("First affected version (inclusive)"),
          to: import_zod6.z.string().nullable(),
          toInclusive: import_zod6.z.boolean()
        })
      )
    })
  ),
  websiteCount: import_zod6.z.number().int().describe("Indexed sites whose detected versions carry it"),
  references: import_zod6.z.array(import_zod6.z.string())
});
var SCAN_STATES = ["scheduled", "running", "completed", "failed"];
var Scan = import_zod6.z.object({
  id: import_zod6.z.string(),
  domain: import_zod6.z.string(),
  status: import_zod6.z.enum(SCAN_STATES),
  createdAt: timestamp2,
  finishedAt: timestamp2.nullable(),
  error: import_zod6.z.string().nullable().describe("Why a failed scan failed"),
  result: DomainProfile.nullable().describe("The refreshed profile once completed")
});
var CreditGrant = import_zod6.z.object({
  source: import_zod6.z.enum(CREDIT_SOURCES),
  amount: import_zod6.z.number().int(),
  remaining: import_zod6.z.number().int(),
  grantedAt: timestamp2,
  expiresAt: timestamp2
});
var CreditBalance = import_zod6.z.object({
  balance: import_zod6.z.number().int(),
  grants: import_zod6.z.array(CreditGrant).describe("Unexpired grants with credits left, soonest-expiring first"),
  freeTierMonthlyCredits: import_zod6.z.number().int()
});
var CreditHistory = import_zod6.z.object({
  entries: import_zod6.z.array(
    import_zod6.z.object({
      requestId: import_zod6.z.string(),
      operation: import_zod6.z.string(),
      units: import_zod6.z.number().int(),
      credits: import_zod6.z.number().int(),
      at: timestamp2,
      refunded: import_zod6.z.boolean()
    })
  ),
  nextCursor: import_zod6.z.string().nullable()
});

// ../contract/src/routes/api/index.ts
var c2 = (0, import_core2.initContract)();
var BULK_LOOKUP_MAX = 100;
var WEBSITE_PAGE_MAX = 1e3;
var WEBSITE_PAGE_DEFAULT = 100;
var SUBDOMAIN_PAGE_MAX = 1e3;
var SUBDOMAIN_PAGE_DEFAULT = 100;
var meta2 = (m) => m;
var cursor2 = text().min(1).max(500).optional().describe("`nextCursor` of the previous page");
var limit = (max, dflt) => import_zod7.z.coerce.number().int().min(1).max(max).default(dflt).describe(`Page size, 1\u2013${max} (default ${dflt})`);
var domainParam = import_zod7.z.object({
  domain: text().min(1).max(253).describe("Host name, e.g. example.com (a scheme or www. is dropped)")
});
var technologyParam = import_zod7.z.object({
  technology: text().min(1).max(200).describe("Technology slug, e.g. wordpress or google-analytics")
});
var apiV1Contract = c2.router(
  {
    creditBalance: {
      method: "GET",
      path: "/credits",
      summary: "Credits balance",
      description: "Credits left and the grants they come from, soonest-expiring first.",
      responses: { 200: CreditBalance },
      metadata: meta2({ credits: free(), pricingLabel: "Credits balance" })
    },
    creditHistory: {
      method: "GET",
      path: "/credits/history",
      summary: "Credits spent, newest first",
      query: import_zod7.z.object({ limit: limit(200, 50), cursor: cursor2 }),
      responses: { 200: CreditHistory },
      metadata: meta2({ credits: free(), pricingLabel: "Credits history" })
    },
    testDomainLookup: {
      method: "GET",
      path: "/test-domain",
      summary: "Test domain lookup",
      description: "The profile of one fixed domain (the answer names it), free of charge: try the key and the answer shape.",
      responses: { 200: DomainProfile },
      metadata: meta2({ credits: free(), pricingLabel: "Test domain lookup" })
    },
    domainLookup: {
      method: "GET",
      path: "/domains/:domain",
      pathParams: domainParam,
      summary: "Domain lookup",
      description: "The website profile: technologies with versions, dates and evidence, rank, country, language, IP/ASN, contacts, tags and headers.",
      responses: { 200: DomainProfile },
      metadata: meta2({ credits: fixed(1), pricingLabel: "Domain lookup" })
    },
    bulkDomainLookup: {
      method: "POST",
      path: "/domains/lookup",
      summary: "Bulk domain lookup",
      description: `Up to ${BULK_LOOKUP_MAX} domains in one call; only domains found are charged.`,
      body: closed({ domains: import_zod7.z.array(text().max(2048)).min(1).max(BULK_LOOKUP_MAX) }),
      responses: { 200: BulkLookupResult },
      metadata: meta2({ credits: perUnit(1, 1, "domain"), pricingLabel: "Bulk domain lookup" })
    },
    subdomainLookup: {
      method: "GET",
      path: "/domains/:domain/subdomains",
      pathParams: domainParam,
      query: import_zod7.z.object({ limit: limit(SUBDOMAIN_PAGE_MAX, SUBDOMAIN_PAGE_DEFAULT), cursor: cursor2 }),
      summary: "Subdomain lookup",
      responses: { 200: SubdomainPage },
      metadata: meta2({ credits: perUnit(1, 10, "subdomain"), pricingLabel: "Subdomain lookup" })
    },
    startScan: {
      method: "POST",
      path: "/scans",
      summary: "Live domain scan",
      description: "Visits the site now, detects its technologies and refreshes it in the index. Poll the scan until it is completed or failed; a failed scan is refunded. Government and military domains are refused.",
      body: closed({ domain: text().min(1).max(2048) }),
      responses: { 202: Scan, 403: API_COMMON_RESPONSES[400] },
      metadata: meta2({ credits: fixed(2), pricingLabel: "Live domain scan" })
    },
    scanStatus: {
      method: "GET",
      path: "/scans/:scanId",
      pathParams: import_zod7.z.object({ scanId: text().uuid() }),
      summary: "Live scan status",
      responses: { 200: Scan },
      metadata: meta2({ credits: free(), pricingLabel: "Live scan status" })
    },
    countWebsites: {
      method: "POST",
      path: "/websites/count",
      summary: "Count websites by filters",
      description: "How many indexed sites match the report filters (the report estimate).",
      body: closed({ filters: ReportFilters }),
      responses: { 200: WebsiteCount },
      metadata: meta2({ credits: free(), pricingLabel: "Report estimate" })
    },
    listWebsites: {
      method: "POST",
      path: "/websites",
      summary: "Website list by filters (report)",
      description: "Sites matching the report filters, best-ranked first, a page at a time.",
      body: closed({
        filters: ReportFilters,
        limit: import_zod7.z.number().int().min(1).max(WEBSITE_PAGE_MAX).default(WEBSITE_PAGE_DEFAULT),
        cursor: cursor2
      }),
      responses: { 200: WebsitePage },
      metadata: meta2({ credits: perUnit(1, 1, "domain"), pricingLabel: "Report (website list)" })
    },
    technologyLookup: {
      method: "GET",
      path: "/technologies/:technology",
      pathParams: technologyParam,
      summary: "Technology lookup",
      description: "Catalogue entry and usage: sites, top versions, top countries, known CVEs.",
      responses: { 200: TechnologyLookup },
      metadata: meta2({ credits: free(), pricingLabel: "Technology lookup" })
    },
    technologyWebsites: {
      method: "GET",
      path: "/technologies/:technology/websites",
      pathParams: technologyParam,
      query: import_zod7.z.object({
        version: text().min(1).max(100).optional().describe("Only sites running this exact version"),
        limit: limit(WEBSITE_PAGE_MAX, WEBSITE_PAGE_DEFAULT),
        cursor: cursor2
      }),
      summary: "Websites using a technology",
      responses: { 200: WebsitePage },
      metadata: meta2({ credits: perUnit(1, 1, "domain"), pricingLabel: "Websites by technology" })
    },
    cveLookup: {
      method: "GET",
      path: "/cves/:cveId",
      pathParams: import_zod7.z.object({ cveId: text().min(1).max(40).describe("CVE-YYYY-NNNN") }),
      summary: "CVE lookup",
      responses: { 200: CveLookup },
      metadata: meta2({ credits: free(), pricingLabel: "CVE lookup" })
    },
    ...alertRoutes
  },
  { pathPrefix: "/api/v1", commonResponses: API_COMMON_RESPONSES, strictStatusCodes: true }
);

// ../contract/src/routes/system.ts
var import_core3 = require("@ts-rest/core");
var import_zod9 = require("zod");

// ../contract/src/envelope.ts
var import_zod8 = require("zod");
var BreadCrumb = import_zod8.z.object({
  Text: import_zod8.z.string(),
  URL: import_zod8.z.string(),
  Current: import_zod8.z.boolean()
});
var PageMeta = import_zod8.z.object({
  PageTitle: import_zod8.z.string(),
  PageDescription: import_zod8.z.string(),
  PageKeywords: import_zod8.z.string(),
  OpenGraphURL: import_zod8.z.string(),
  CanonicalURL: import_zod8.z.string(),
  BreadCrumbs: import_zod8.z.array(BreadCrumb)
});
var FeedLink = import_zod8.z.object({ Title: import_zod8.z.string(), URL: import_zod8.z.string() });
var ErrorResult = import_zod8.z.object({ title: import_zod8.z.string() });
var RedirectResult = import_zod8.z.object({ location: import_zod8.z.string() });
function pageEnvelope(results) {
  return import_zod8.z.object({
    results: PageMeta.merge(results).optional(),
    err: import_zod8.z.string().optional(),
    result301: RedirectResult.optional(),
    result302: RedirectResult.optional(),
    result404: ErrorResult.optional(),
    result500: ErrorResult.optional(),
    resultLoginRequired: import_zod8.z.boolean().optional(),
    requireCaptchaCheck: import_zod8.z.boolean().optional(),
    User: import_zod8.z.object({ LoggedIn: import_zod8.z.boolean() })
  });
}
var AnyPageEnvelope = pageEnvelope(import_zod8.z.object({}).passthrough());
var ApiError = import_zod8.z.object({
  err: import_zod8.z.string(),
  code: import_zod8.z.string().optional(),
  details: import_zod8.z.array(import_zod8.z.object({ path: import_zod8.z.string(), message: import_zod8.z.string() })).optional()
});

// ../contract/src/routes/system.ts
var c3 = (0, import_core3.initContract)();
var Health = import_zod9.z.object({
  status: import_zod9.z.enum(["ok", "degraded"]),
  version: import_zod9.z.string(),
  uptimeSeconds: import_zod9.z.number(),
  /** HTTP worker processes serving now (WEB_CONCURRENCY); a dead one is replaced. */
  workers: import_zod9.z.number().int().min(1),
  checks: import_zod9.z.object({
    database: import_zod9.z.object({ ok: import_zod9.z.boolean(), engine: import_zod9.z.enum(["pglite", "postgres"]) }),
    siteIndex: import_zod9.z.object({ ok: import_zod9.z.boolean(), engine: import_zod9.z.enum(["postgres", "opensearch"]) }),
    /** The landing pages' statistics are computed since the start (or the index is empty). */
    statistics: import_zod9.z.object({ warm: import_zod9.z.boolean() })
  })
});
var ClientErrorReport = import_zod9.z.object({
  url: text().min(1).max(2048),
  errorMessage: multilineText().min(1).max(4e3),
  errorStack: multilineText().max(2e4).optional(),
  errorInfo: multilineText().max(2e4).optional()
});
var systemContract = c3.router({
  healthz: {
    method: "GET",
    path: "/healthz",
    summary: "Liveness and readiness of the service and its stores",
    responses: { 200: Health, 503: Health }
  },
  reportClientError: {
    method: "POST",
    path: "/report-client-error",
    summary: "Record a rendering crash reported by the website",
    body: ClientErrorReport,
    responses: { 200: import_zod9.z.object({ ok: import_zod9.z.literal(true) }), 400: ApiError, 429: ApiError }
  }
});

// src/retry-after.ts
function retryAfterSeconds(header, now = Date.now()) {
  if (!header) return void 0;
  const text2 = header.trim();
  if (/^\d+$/.test(text2)) return Number(text2);
  const at = Date.parse(text2);
  if (Number.isNaN(at)) return void 0;
  return Math.max(0, Math.ceil((at - now) / 1e3));
}

// src/errors.ts
var TechCensusError = class extends Error {
  constructor(status, code, message, retryAfterSeconds2, extras = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds2;
    this.name = "TechCensusError";
    if (extras.balance !== void 0) this.balance = extras.balance;
    if (extras.cost !== void 0) this.cost = extras.cost;
    if (extras.details !== void 0) this.details = extras.details;
  }
  status;
  code;
  retryAfterSeconds;
  balance;
  cost;
  details;
};
var ScanTimeoutError = class extends Error {
  constructor(scanId, timeoutMs, scan) {
    super(`Scan ${scanId} did not finish within ${Math.round(timeoutMs / 1e3)} s.`);
    this.scanId = scanId;
    this.timeoutMs = timeoutMs;
    this.scan = scan;
    this.name = "ScanTimeoutError";
  }
  scanId;
  timeoutMs;
  scan;
};
var int = (v) => Number.isInteger(v) ? v : void 0;
function errorFrom(status, body, headers) {
  const b = body && typeof body === "object" ? body : {};
  const message = typeof b.err === "string" && b.err ? b.err : typeof body === "string" && body.trim() && body.length < 500 ? body.trim() : `The API answered HTTP ${status}.`;
  const details = Array.isArray(b.details) ? b.details.filter((d) => typeof d?.path === "string" && typeof d?.message === "string") : void 0;
  return new TechCensusError(
    status,
    typeof b.code === "string" && b.code ? b.code : `http_${status}`,
    message,
    int(b.retryAfterSeconds) ?? retryAfterSeconds(headers?.get("retry-after") ?? null),
    { balance: int(b.balance), cost: int(b.cost), details }
  );
}

// src/paging.ts
var Paged = class {
  constructor(fetchPage, itemsOf, opts) {
    this.fetchPage = fetchPage;
    this.itemsOf = itemsOf;
    this.opts = opts;
    if (opts.limit !== void 0 && (!Number.isInteger(opts.limit) || opts.limit < 0)) {
      throw new RangeError(`limit must be a whole number \u2265 0, got ${opts.limit}`);
    }
  }
  fetchPage;
  itemsOf;
  opts;
  async *pages() {
    const size = Math.max(1, Math.min(this.opts.maxPageSize, Math.floor(this.opts.pageSize)));
    const limit2 = this.opts.limit ?? Number.POSITIVE_INFINITY;
    let seen = 0;
    let cursor3 = this.opts.cursor || void 0;
    while (seen < limit2) {
      this.opts.signal?.throwIfAborted();
      const page = await this.fetchPage({ limit: Math.min(size, limit2 - seen), cursor: cursor3 });
      seen += this.itemsOf(page).length;
      yield page;
      if (!page.nextCursor || this.itemsOf(page).length === 0) return;
      cursor3 = page.nextCursor;
    }
  }
  async *[Symbol.asyncIterator]() {
    const limit2 = this.opts.limit ?? Number.POSITIVE_INFINITY;
    let seen = 0;
    for await (const page of this.pages()) {
      for (const item of this.itemsOf(page)) {
        if (seen++ >= limit2) return;
        yield item;
      }
    }
  }
  /** Every item in one array: for short lists (mind `limit` on metered ones). */
  async toArray() {
    const all = [];
    for await (const item of this) all.push(item);
    return all;
  }
};

// src/retry.ts
var DEFAULT_RETRY = { maxRetries: 3, baseDelayMs: 500, maxDelayMs: 3e4 };
var ALWAYS = /* @__PURE__ */ new Set([429, 503]);
var TRANSIENT = /* @__PURE__ */ new Set([500, 502, 503, 504, 429]);
function isMeteredWrite(route) {
  const cost = route.metadata?.credits;
  const metered = cost !== void 0 && !(cost.kind === "fixed" && cost.amount === 0);
  return route.method !== "GET" && metered;
}
function isFree(route) {
  const cost = route.metadata?.credits;
  return cost === void 0 || cost.kind === "fixed" && cost.amount === 0;
}
function retryPolicyFor(route) {
  const meteredWrite = isMeteredWrite(route);
  const free2 = isFree(route);
  return {
    status: (s) => meteredWrite ? ALWAYS.has(s) : TRANSIENT.has(s),
    networkFailure: (e) => free2 && !isAbort(e) && !neverConnected(e)
  };
}
function backoffDelay(retry, opts, random = Math.random) {
  const step = Math.min(opts.maxDelayMs, opts.baseDelayMs * 2 ** (retry - 1));
  return Math.round(step / 2 + random() * step / 2);
}
function retryDelay(retry, askedMs, opts, random = Math.random) {
  if (askedMs === void 0) return backoffDelay(retry, opts, random);
  const step = Math.min(opts.maxDelayMs, opts.baseDelayMs * 2 ** (retry - 1));
  return Math.max(askedMs, Math.min(opts.maxDelayMs, Math.round(askedMs + random() * step / 2)));
}
var NO_CONNECTION = /* @__PURE__ */ new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);
function neverConnected(error) {
  const cause = error?.cause;
  if (cause?.code && NO_CONNECTION.has(cause.code)) return true;
  if (cause?.message === "bad port") return true;
  return !!cause?.errors?.length && cause.errors.every((e) => !!e.code && NO_CONNECTION.has(e.code));
}
function isAbort(error) {
  const name = error?.name;
  return name === "AbortError" || name === "TimeoutError";
}
function sleep(ms, signal) {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

// src/scans.ts
var SCAN_POLL_INTERVAL_MS = 2e3;
var SCAN_TIMEOUT_MS = 5 * 6e4;
var isFinished = (scan) => scan.status === "completed" || scan.status === "failed";
async function pollScan(read, id, opts = {}) {
  const interval = Math.max(10, opts.intervalMs ?? SCAN_POLL_INTERVAL_MS);
  const timeout = opts.timeoutMs ?? SCAN_TIMEOUT_MS;
  const deadline = Date.now() + timeout;
  for (; ; ) {
    opts.signal?.throwIfAborted();
    const scan = await read(opts.signal);
    opts.onProgress?.(scan);
    if (isFinished(scan)) return scan;
    const left = deadline - Date.now();
    if (left <= 0) throw new ScanTimeoutError(id, timeout, scan);
    await sleep(Math.min(interval, left), opts.signal);
  }
}

// src/transport.ts
async function send(args, fetchImpl) {
  const res = await fetchImpl(args.path, {
    ...args.fetchOptions,
    method: args.method,
    headers: args.headers,
    body: args.body
  });
  const type = res.headers.get("content-type") ?? "";
  let body;
  if (type.includes("json")) {
    const text2 = await res.text();
    try {
      body = text2 ? JSON.parse(text2) : null;
    } catch {
      body = text2;
    }
  } else {
    body = await res.text();
  }
  return { status: res.status, body, headers: res.headers };
}
function waitFor(answer) {
  const fromBody = answer.body?.retryAfterSeconds;
  const seconds = Number.isInteger(fromBody) ? fromBody : retryAfterSeconds(answer.headers.get("retry-after"));
  return seconds === void 0 ? void 0 : seconds * 1e3;
}
function createTransport(opts = {}) {
  const retry = { ...DEFAULT_RETRY, ...opts.retry };
  return async (args) => {
    const fetchImpl = opts.fetch ?? globalThis.fetch;
    const policy = retryPolicyFor(args.route);
    const signal = args.fetchOptions?.signal ?? void 0;
    for (let attempt = 1; ; attempt++) {
      let answer;
      try {
        answer = await send(args, fetchImpl);
      } catch (error) {
        if (attempt > retry.maxRetries || !policy.networkFailure(error)) throw error;
        const delayMs2 = backoffDelay(attempt, retry);
        opts.onRetry?.({ attempt, delayMs: delayMs2, method: args.method, path: args.path, error });
        await sleep(delayMs2, signal);
        continue;
      }
      if (attempt > retry.maxRetries || !policy.status(answer.status)) return answer;
      const asked = waitFor(answer);
      if (asked !== void 0 && asked > retry.maxDelayMs) return answer;
      const delayMs = retryDelay(attempt, asked, retry);
      opts.onRetry?.({ attempt, delayMs, method: args.method, path: args.path, status: answer.status });
      await sleep(delayMs, signal);
    }
  };
}

// src/client.ts
var CREDIT_HISTORY_PAGE_MAX = 200;
var CREDIT_HISTORY_PAGE_DEFAULT = 50;
var ALERT_DELIVERY_PAGE_MAX = 200;
var ALERT_DELIVERY_PAGE_DEFAULT = 50;
function bodyOf(res, status) {
  if (res.status === status) return res.body;
  throw errorFrom(res.status, res.body, res.headers);
}
function segment(name, value) {
  if (typeof value !== "string" || !value.trim()) throw new TypeError(`${name} must be a non-empty string`);
  return encodeURIComponent(value.trim());
}
function makeApi(opts) {
  return (0, import_core4.initClient)(apiV1Contract, {
    baseUrl: opts.baseUrl.replace(/\/+$/, ""),
    baseHeaders: { ...opts.headers, ...opts.apiKey ? { [API_KEY_HEADER]: opts.apiKey } : {} },
    throwOnUnknownStatus: false,
    api: createTransport({ fetch: opts.fetch, retry: opts.retry, onRetry: opts.onRetry })
  });
}
function makeSystem(opts) {
  return (0, import_core4.initClient)(systemContract, {
    baseUrl: opts.baseUrl.replace(/\/+$/, ""),
    baseHeaders: { ...opts.headers },
    throwOnUnknownStatus: false,
    // Health reports the state right now; a 503 is its answer ("degraded"), not a reason to retry.
    api: createTransport({ fetch: opts.fetch, retry: { maxRetries: 0 } })
  });
}
var TechCensusClient = class {
  constructor(options) {
    this.options = options;
    if (!options?.baseUrl) throw new TypeError('baseUrl is required, e.g. "https://techcensus.example"');
    this.raw = makeApi(options);
    this.system = makeSystem(options);
  }
  options;
  /** The generated ts-rest client of `/api/v1`: every answer as `{ status, body, headers }`. */
  raw;
  system;
  /** The service's health (no key needed); resolves for "ok" and "degraded". */
  async health() {
    const res = await this.system.healthz();
    if (res.status === 200 || res.status === 503) return res.body;
    throw errorFrom(res.status, res.body, res.headers);
  }
  /** Credits left and the grants they come from, soonest-expiring first. Free. */
  async credits() {
    return bodyOf(await this.raw.creditBalance(), 200);
  }
  /** One page of the credits spent, newest first. Free. */
  async creditHistoryPage(query = {}) {
    return bodyOf(await this.raw.creditHistory({ query }), 200);
  }
  /** Every credits-history entry, newest first, fetched a page at a time. Free. */
  creditHistory(opts = {}) {
    return new Paged(
      (q) => this.creditHistoryPage(q),
      (p) => p.entries,
      {
        ...opts,
        pageSize: opts.pageSize ?? CREDIT_HISTORY_PAGE_DEFAULT,
        maxPageSize: CREDIT_HISTORY_PAGE_MAX
      }
    );
  }
  /** The profile of a fixed test domain, free: checks the key and shows the answer's shape. */
  async testLookup() {
    return bodyOf(await this.raw.testDomainLookup(), 200);
  }
  /** The website profile of one domain. 1 credit; 404 (not charged) when it is not indexed. */
  async domainLookup(domain) {
    return bodyOf(await this.raw.domainLookup({ params: { domain: segment("domain", domain) } }), 200);
  }
  /** Same as `domainLookup`. */
  lookup(domain) {
    return this.domainLookup(domain);
  }
  /** Up to 100 domains in one call; 1 credit per domain found. */
  async bulkLookup(domains) {
    return bodyOf(await this.raw.bulkDomainLookup({ body: { domains } }), 200);
  }
  /** One page of a domain's subdomains; 1 credit per 10 subdomains returned. */
  async subdomainPage(domain, query = {}) {
    return bodyOf(
      await this.raw.subdomainLookup({ params: { domain: segment("domain", domain) }, query }),
      200
    );
  }
  /** A domain's subdomains, a page at a time; 1 credit per 10 subdomains returned. */
  subdomains(domain, opts = {}) {
    segment("domain", domain);
    return new Paged(
      (q) => this.subdomainPage(domain, q),
      (p) => p.subdomains,
      {
        ...opts,
        pageSize: opts.pageSize ?? SUBDOMAIN_PAGE_DEFAULT,
        maxPageSize: SUBDOMAIN_PAGE_MAX
      }
    );
  }
  /**
   * Starts a live scan and returns it (status "scheduled"); 2 credits, refunded if it fails.
   * Not retried after an answer that may mean the scan was started (see the README).
   */
  async scan(domain) {
    return bodyOf(await this.raw.startScan({ body: { domain } }), 202);
  }
  /** The current state of a scan. Free. */
  async scanStatus(scanId, signal) {
    return bodyOf(
      await this.raw.scanStatus({ params: { scanId: segment("scanId", scanId) }, fetchOptions: { signal } }),
      200
    );
  }
  /** Polls a scan until it is completed or failed, and returns that final state. */
  waitForScan(scanId, opts = {}) {
    return pollScan((signal) => this.scanStatus(scanId, signal), scanId, opts);
  }
  /** `scan` then `waitForScan`: the finished scan, `result` holding the refreshed profile. */
  async scanAndWait(domain, opts = {}) {
    const started = await this.scan(domain);
    opts.onProgress?.(started);
    return this.waitForScan(started.id, opts);
  }
  /** How many indexed sites match the filters (the report estimate). Free. */
  async countWebsites(filters = []) {
    return bodyOf(await this.raw.countWebsites({ body: { filters } }), 200);
  }
  /** One page of the sites matching the filters, best-ranked first; 1 credit per site returned. */
  async listWebsites(request = {}) {
    const { filters = [], ...rest } = request;
    return bodyOf(await this.raw.listWebsites({ body: { filters, ...rest } }), 200);
  }
  /** Every site matching the filters, a page at a time; 1 credit per site. Set `limit`. */
  websites(filters = [], opts = {}) {
    return new Paged(
      (q) => this.listWebsites({ filters, ...q }),
      (p) => p.websites,
      {
        ...opts,
        pageSize: opts.pageSize ?? WEBSITE_PAGE_DEFAULT,
        maxPageSize: WEBSITE_PAGE_MAX
      }
    );
  }
  /** A technology's catalogue entry and usage (sites, versions, countries, CVEs). Free. */
  async technology(slug2) {
    return bodyOf(await this.raw.technologyLookup({ params: { technology: segment("slug", slug2) } }), 200);
  }
  /** One page of the sites using a technology (optionally one version); 1 credit per site. */
  async technologyWebsitesPage(slug2, query = {}) {
    return bodyOf(
      await this.raw.technologyWebsites({ params: { technology: segment("slug", slug2) }, query }),
      200
    );
  }
  /** Every site using a technology, a page at a time; 1 credit per site. Set `limit`. */
  technologyWebsites(slug2, opts = {}) {
    segment("slug", slug2);
    const { version, ...paging } = opts;
    return new Paged(
      (q) => this.technologyWebsitesPage(slug2, version ? { ...q, version } : q),
      (p) => p.websites,
      { ...paging, pageSize: paging.pageSize ?? WEBSITE_PAGE_DEFAULT, maxPageSize: WEBSITE_PAGE_MAX }
    );
  }
  /**
   * Creates an alert: a saved filter whose matching sites, and your monitored websites' changes,
   * are sent to a signed webhook and/or e-mail. The answer's `secret` is shown only this once:
   * store it to verify deliveries (`verifyWebhookSignature`). Free; the plan limits how many.
   */
  async createAlert(alert) {
    return bodyOf(await this.raw.createAlert({ body: alert }), 201);
  }
  /** Your alerts, and your plan's limits with today's event count. Free. */
  async listAlerts() {
    return bodyOf(await this.raw.listAlerts(), 200);
  }
  /** One alert (404 for an id that is not yours). Free. */
  async getAlert(id) {
    return bodyOf(await this.raw.getAlert({ params: { id: segment("id", id) } }), 200);
  }
  /** Changes the fields given; `{ status: 'active' }` resumes a paused alert. Free. */
  async updateAlert(id, changes) {
    return bodyOf(await this.raw.updateAlert({ params: { id: segment("id", id) }, body: changes }), 200);
  }
  /** Deletes an alert; deliveries not yet made are dropped. Free. */
  async deleteAlert(id) {
    bodyOf(await this.raw.deleteAlert({ params: { id: segment("id", id) }, body: void 0 }), 204);
  }
  /** Sends a signed `alert.test` event now and answers how the endpoint took it. Free. */
  async testAlert(id) {
    return bodyOf(await this.raw.testAlert({ params: { id: segment("id", id) }, body: {} }), 200);
  }
  /** A new signing secret, shown only this once; the old one keeps signing too for a day. Free. */
  async rotateAlertSecret(id) {
    return bodyOf(await this.raw.rotateAlertSecret({ params: { id: segment("id", id) }, body: {} }), 200);
  }
  /** One page of an alert's delivery attempts, newest first. Free. */
  async alertDeliveriesPage(id, query = {}) {
    return bodyOf(await this.raw.alertDeliveries({ params: { id: segment("id", id) }, query }), 200);
  }
  /** Every delivery attempt of an alert, newest first, fetched a page at a time. Free. */
  alertDeliveries(id, opts = {}) {
    segment("id", id);
    return new Paged(
      (q) => this.alertDeliveriesPage(id, q),
      (p) => p.deliveries,
      {
        ...opts,
        pageSize: opts.pageSize ?? ALERT_DELIVERY_PAGE_DEFAULT,
        maxPageSize: ALERT_DELIVERY_PAGE_MAX
      }
    );
  }
  /** A CVE: description, severity, CWE, affected technologies and versions, sites carrying it. Free. */
  async cve(id) {
    return bodyOf(await this.raw.cveLookup({ params: { cveId: segment("id", id) } }), 200);
  }
};
function createClient(opts) {
  return new TechCensusClient(opts);
}

// src/costs.ts
function creditCost(route) {
  const meta3 = apiV1Contract[route].metadata;
  return meta3.credits ?? { kind: "fixed", amount: 0 };
}
function creditCostText(route) {
  return describeCost(creditCost(route));
}

// src/filters.ts
function checkReportFilters(value) {
  const parsed = ReportFilters.safeParse(value);
  if (parsed.success) return { ok: true, filters: value };
  const issues = parsed.error.issues.flatMap((i) => {
    if (i.code !== "unrecognized_keys") return [{ path: i.path.join("."), message: i.message }];
    const given = value[i.path[0]];
    return i.keys.filter((key) => given[key] !== void 0).map((key) => ({
      path: [...i.path, key].join("."),
      message: `"${given.module}" filters have no field "${key}"`
    }));
  });
  return issues.length ? { ok: false, issues } : { ok: true, filters: value };
}

// src/schemas.ts
var schemas_exports = {};
__export(schemas_exports, {
  AlertList: () => AlertList,
  AlertWithSecret: () => AlertWithSecret,
  CreateAlertBody: () => CreateAlertBody,
  CreditBalance: () => CreditBalance,
  DomainProfile: () => DomainProfile,
  MAX_REPORT_FILTERS: () => MAX_REPORT_FILTERS,
  ReportFilter: () => ReportFilter,
  Scan: () => Scan,
  TechnologyLookup: () => TechnologyLookup,
  WebsiteCount: () => WebsiteCount,
  WebsitePage: () => WebsitePage
});

// src/webhooks.ts
var WebhookSignatureError = class extends Error {
  constructor(reason, message) {
    super(message);
    this.reason = reason;
    this.name = "WebhookSignatureError";
  }
  reason;
};
var HEX = /^[0-9a-f]{64}$/i;
function parseHeader(header) {
  let t;
  const v1 = [];
  for (const part of header.split(",")) {
    const eq = part.indexOf("=");
    if (eq < 1) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === "t" && /^\d{1,12}$/.test(value)) t = Number(value);
    else if (key === "v1" && HEX.test(value)) v1.push(value.toLowerCase());
  }
  if (t === void 0 || v1.length === 0) {
    throw new WebhookSignatureError(
      "malformed_header",
      `The ${ALERT_SIGNATURE_HEADER} header must look like "t=<unix seconds>,v1=<64 hex digits>".`
    );
  }
  return { t, v1 };
}
var hexToBytes = (hex) => Uint8Array.from(hex.match(/../g) ?? [], (b) => Number.parseInt(b, 16));
async function verifyWebhookSignature(opts) {
  if (typeof opts.header !== "string" || !opts.header.trim()) {
    throw new WebhookSignatureError("malformed_header", `The ${ALERT_SIGNATURE_HEADER} header is missing.`);
  }
  const { t, v1 } = parseHeader(opts.header);
  const tolerance = opts.toleranceSeconds ?? ALERT_SIGNATURE_TOLERANCE_SECONDS;
  const nowSeconds = Math.floor(
    opts.now === void 0 ? Date.now() / 1e3 : typeof opts.now === "number" ? opts.now : opts.now.getTime() / 1e3
  );
  if (nowSeconds - t > tolerance) {
    throw new WebhookSignatureError(
      "timestamp_too_old",
      `The signature is ${nowSeconds - t} s old, more than the ${tolerance} s allowed: a late or replayed delivery.`
    );
  }
  const encoder = new TextEncoder();
  const body = typeof opts.payload === "string" ? encoder.encode(opts.payload) : opts.payload;
  const signed = new Uint8Array(encoder.encode(`${t}.`).length + body.length);
  signed.set(encoder.encode(`${t}.`));
  signed.set(body, signed.length - body.length);
  const secrets = (typeof opts.secrets === "string" ? [opts.secrets] : [...opts.secrets]).filter(Boolean);
  if (secrets.length === 0) throw new TypeError("secrets must name at least one signing secret");
  let matched = false;
  for (const secret of secrets) {
    const key = await crypto.subtle.importKey(
      "raw",
      encoder.encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["verify"]
    );
    for (const sig of v1) {
      if (await crypto.subtle.verify("HMAC", key, hexToBytes(sig), signed)) matched = true;
    }
  }
  if (!matched) {
    throw new WebhookSignatureError(
      "no_matching_signature",
      "No signature matches: the body was changed, or it was signed with another secret."
    );
  }
  let event;
  try {
    event = JSON.parse(new TextDecoder().decode(body));
  } catch {
    throw new WebhookSignatureError("malformed_body", "The signed body is not JSON.");
  }
  const e = event;
  if (!e || typeof e !== "object" || typeof e.id !== "string" || typeof e.type !== "string") {
    throw new WebhookSignatureError("malformed_body", "The signed body is not an alert event.");
  }
  return e;
}
