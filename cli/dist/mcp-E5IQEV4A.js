import {
  CliFailure,
  EXIT,
  LOGIN_HINT,
  alertText,
  alertsTable,
  count,
  day,
  describeFailure,
  describeFilters,
  plural,
  profileText,
  secretText,
  slugify,
  table,
  technologyText,
  websiteTable
} from "./chunk-3HR5AXJQ.js";

// src/mcp/server.ts
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";

// src/mcp/errors.ts
var failed = (text2) => ({ content: [{ type: "text", text: text2 }], isError: true });
var noKeyResult = () => failed(
  `No API key. Set TECHCENSUS_API_KEY in the env of this server's entry in the assistant's MCP configuration. ${LOGIN_HINT}`
);
function errorResult(err, baseUrl) {
  const failure = describeFailure(err, baseUrl);
  if (!failure) {
    const cause = err?.cause?.message;
    const message = err instanceof Error ? err.message : String(err);
    return failed(`The call to ${baseUrl} failed: ${message}${cause ? ` (${cause})` : ""}`);
  }
  return failed(`${failure.message}
${JSON.stringify({ error: failure.json })}`);
}

// src/mcp/tool.ts
var defineTool = (tool) => tool;
function registerTool(server, tool, ctx) {
  server.registerTool(
    tool.name,
    {
      title: tool.title,
      description: tool.description,
      inputSchema: tool.input,
      outputSchema: tool.output,
      annotations: { title: tool.title, ...tool.annotations }
    },
    async (args, extra) => {
      if (!ctx.hasKey) return noKeyResult();
      try {
        const answer = await tool.run(args, ctx, extra.signal);
        return {
          content: [{ type: "text", text: answer.text }],
          structuredContent: answer.data
        };
      } catch (err) {
        return errorResult(err, ctx.baseUrl);
      }
    }
  );
}

// src/mcp/tools/alerts.ts
import { creditCostText } from "@techcensus/sdk";
import { z as z7 } from "zod";

// ../contract/build/zod-openapi-shim.ts
function extendApi(schema, _openApi) {
  return schema;
}

// ../node_modules/@ts-rest/core/index.esm.mjs
import { z } from "zod";
var isZodObjectStrict = (obj) => {
  return typeof (obj === null || obj === void 0 ? void 0 : obj.passthrough) === "function";
};
var zodMerge = (objectA, objectB) => {
  if (isZodObjectStrict(objectA)) {
    if (isZodObjectStrict(objectB)) {
      return objectA.merge(objectB);
    }
    return objectA;
  }
  if (isZodObjectStrict(objectB)) {
    return objectB;
  }
  return Object.assign({}, objectA, objectB);
};
var ZodErrorSchema = z.object({
  name: z.literal("ZodError"),
  issues: z.array(z.object({
    path: z.array(z.union([z.string(), z.number()])),
    message: z.string().optional(),
    code: z.nativeEnum(z.ZodIssueCode)
  }).catchall(z.any()))
});
var ContractNoBody = /* @__PURE__ */ Symbol("ContractNoBody");
var isAppRoute = (obj) => {
  return "method" in obj && "path" in obj;
};
var recursivelyApplyOptions = (router, options) => {
  return Object.fromEntries(Object.entries(router).map(([key, value]) => {
    var _a, _b, _c;
    if (isAppRoute(value)) {
      return [
        key,
        {
          ...value,
          path: (options === null || options === void 0 ? void 0 : options.pathPrefix) ? options.pathPrefix + value.path : value.path,
          headers: zodMerge(options === null || options === void 0 ? void 0 : options.baseHeaders, value.headers),
          strictStatusCodes: (_a = value.strictStatusCodes) !== null && _a !== void 0 ? _a : options === null || options === void 0 ? void 0 : options.strictStatusCodes,
          validateResponseOnClient: (_b = value.validateResponseOnClient) !== null && _b !== void 0 ? _b : options === null || options === void 0 ? void 0 : options.validateResponseOnClient,
          responses: {
            ...options === null || options === void 0 ? void 0 : options.commonResponses,
            ...value.responses
          },
          metadata: (options === null || options === void 0 ? void 0 : options.metadata) ? {
            ...options === null || options === void 0 ? void 0 : options.metadata,
            ...(_c = value.metadata) !== null && _c !== void 0 ? _c : {}
          } : value.metadata
        }
      ];
    } else {
      return [key, recursivelyApplyOptions(value, options)];
    }
  }));
};
var ContractPlainTypeRuntimeSymbol = /* @__PURE__ */ Symbol("ContractPlainType");
var initContract = () => {
  return {
    // @ts-expect-error - this is a type error, but it's not clear how to fix it
    router: (endpoints, options) => recursivelyApplyOptions(endpoints, options),
    query: (args) => args,
    mutation: (args) => args,
    responses: (args) => args,
    response: () => ContractPlainTypeRuntimeSymbol,
    body: () => ContractPlainTypeRuntimeSymbol,
    type: () => ContractPlainTypeRuntimeSymbol,
    otherResponse: ({ contentType, body }) => ({
      contentType,
      body
    }),
    noBody: () => ContractNoBody
  };
};

// ../contract/src/routes/api/alerts.ts
import { z as z5 } from "zod";

// ../contract/src/credits.ts
var free = () => ({ kind: "fixed", amount: 0 });
var CREDIT_SOURCES = ["free-tier", "subscription", "purchase", "adjustment"];

// ../contract/src/text.ts
import { z as z2 } from "zod";
var SURROGATE_PAIR = "[\\uD800-\\uDBFF][\\uDC00-\\uDFFF]";
var SINGLE_LINE = new RegExp(`^(?:[^\\u0000-\\u001F\\u007F\\uD800-\\uDFFF]|${SURROGATE_PAIR})*$`);
var MULTILINE = new RegExp(
  `^(?:[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F\\uD800-\\uDFFF]|${SURROGATE_PAIR})*$`
);
var TEXT_MESSAGE = "must be plain text: no NUL bytes, control characters, line breaks or unpaired surrogates";
var text = () => z2.string().regex(SINGLE_LINE, TEXT_MESSAGE);

// ../contract/src/routes/api/errors.ts
import { z as z3 } from "zod";
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
  z3.object({
    err: z3.string().describe("What went wrong, in words meant for a person"),
    code: z3.enum(Object.keys(API_ERROR_CODES)),
    details: z3.array(z3.object({ path: z3.string(), message: z3.string() })).optional().describe("Validation failures, one per field"),
    balance: z3.number().int().optional().describe("Credits left (402 only)"),
    cost: z3.number().int().optional().describe("Credits the call would have cost (402 only)"),
    retryAfterSeconds: z3.number().int().optional().describe("Same as the Retry-After header (429 only)")
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
import { z as z4 } from "zod";
var slug = text().min(1).max(200).regex(/^[a-z0-9-]+$/, 'must be a lower-case slug such as "wordpress"');
var exclude = z4.boolean().optional().describe("Remove the matching sites instead of keeping them");
var values = (item) => z4.array(item).min(1).max(300);
var TechnologyFilter = z4.object({
  module: z4.literal("technology"),
  technology: slug,
  version: text().min(1).max(100).optional().describe('Exact version string, e.g. "6.4.2"'),
  exclude
});
var CategoryFilter = z4.object({ module: z4.literal("category"), category: slug, exclude });
var HeaderFilter = z4.object({
  module: z4.literal("header"),
  header: text().min(1).max(200).regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/, "must be an HTTP header name"),
  exclude
});
var TldFilter = z4.object({
  module: z4.literal("tld"),
  values: values(
    text().min(1).max(63).regex(/^[a-z0-9.-]+$/i, 'must be a TLD such as "de" or "co.uk"')
  ),
  exclude
});
var CountryFilter = z4.object({
  module: z4.literal("country"),
  values: values(text().regex(/^[A-Za-z]{2}$/, "must be a two-letter country code")),
  exclude
});
var RegionFilter = z4.object({
  module: z4.literal("region"),
  values: values(slug),
  exclude
});
var LanguageFilter = z4.object({
  module: z4.literal("language"),
  values: values(text().regex(/^[A-Za-z]{2}$/, "must be a two-letter ISO 639-1 code")),
  exclude
});
var CHANGE_ACTIONS = ["added", "dropped", "versionchanged"];
var ChangeFilter = z4.object({
  module: z4.literal("change"),
  action: z4.enum(CHANGE_ACTIONS).describe("Started using, stopped using, or changed version of"),
  technology: slug,
  since: text().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a day, YYYY-MM-DD").optional().describe("Only changes on or after this day (the index keeps twelve months)"),
  exclude
});
var VulnerabilityFilter = z4.object({
  module: z4.literal("vulnerability"),
  cves: values(text().regex(/^CVE-\d{4}-\d{4,}$/i, "must be a CVE id such as CVE-2024-12345")).optional(),
  minSeverity: z4.number().min(0).max(10).optional().describe("CVSS base score, 0\u201310"),
  exclude
});
var ReportFilter = z4.discriminatedUnion("module", [
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
var ReportFilters = extendApi(z4.array(ReportFilter).max(MAX_REPORT_FILTERS), {
  description: "Filters, all of which must hold; an empty list matches every site.",
  example: [
    { module: "technology", technology: "wordpress" },
    { module: "country", values: ["DE", "AT", "CH"] },
    { module: "technology", technology: "woocommerce", exclude: true }
  ]
});

// ../contract/src/routes/api/alerts.ts
var c = initContract();
var meta = (m) => m;
var timestamp = z5.string().describe("ISO 8601 timestamp");
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
var AlertEvents = z5.array(z5.enum(ALERT_SUBSCRIBABLE_EVENTS)).min(1).max(ALERT_SUBSCRIBABLE_EVENTS.length).describe(
  "The events to send; the technology and CVE events are those of your monitored websites. Default: all."
);
var ALERT_NAME_MAX = 200;
var WEBHOOK_URL_MAX = 2048;
var AlertStatus = z5.enum(["active", "paused"]).describe(
  'paused: by its owner (PATCH {"status":"paused"}) or because deliveries kept failing for a day; PATCH {"status":"active"} resumes'
);
var AlertShape = z5.object({
  id: z5.string().uuid(),
  name: z5.string(),
  filters: ReportFilters,
  events: AlertEvents,
  webhookUrl: z5.string().nullable().describe("Where signed events are POSTed; null for e-mail only"),
  email: z5.boolean().describe("Events are e-mailed to the account's address"),
  digest: z5.boolean().describe("E-mail once a day with the day\u2019s events instead of one e-mail per event"),
  status: AlertStatus,
  pausedReason: z5.string().nullable(),
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
  secret: z5.string().describe("The signing secret (whsec_\u2026), shown only in this answer: store it to verify deliveries")
});
var AlertList = z5.object({
  alerts: z5.array(Alert),
  limits: z5.object({
    alerts: z5.number().int().describe("Alerts the plan allows"),
    eventsPerDay: z5.number().int().describe("Events a day (UTC) the plan delivers, over all alerts"),
    eventsToday: z5.number().int()
  })
});
var AlertDelivery = z5.object({
  id: z5.string().uuid(),
  eventId: z5.string(),
  type: z5.enum(ALERT_EVENT_TYPES),
  channel: z5.enum(["webhook", "email"]),
  attempt: z5.number().int().describe("1 for the first try"),
  at: timestamp,
  status: z5.number().int().nullable().describe("HTTP status of the answer; null: none (network, timeout)"),
  latencyMs: z5.number().int().nullable(),
  outcome: z5.enum(["delivered", "retrying", "failed", "skipped"]),
  error: z5.string().nullable(),
  site: z5.string().nullable().describe("The website the event is about")
});
var AlertDeliveryPage = z5.object({
  deliveries: z5.array(AlertDelivery).describe("Newest first"),
  nextCursor: z5.string().nullable()
});
var webhookUrl = text().max(WEBHOOK_URL_MAX).url("must be a URL such as https://hooks.example.com/techcensus").describe("https URL that receives the signed events; redirects are not followed");
var alertFields = {
  name: text().trim().min(1).max(ALERT_NAME_MAX),
  filters: ReportFilters,
  events: AlertEvents,
  webhookUrl: webhookUrl.nullable(),
  email: z5.boolean(),
  digest: z5.boolean()
};
var CreateAlertBody = z5.object({
  name: alertFields.name,
  filters: alertFields.filters,
  events: alertFields.events.default([...ALERT_SUBSCRIBABLE_EVENTS]),
  webhookUrl: alertFields.webhookUrl.optional(),
  email: alertFields.email.default(false),
  digest: alertFields.digest.default(false)
});
var UpdateAlertBody = z5.object({
  ...alertFields,
  status: AlertStatus.describe('"paused" stops its events until "active" resumes them')
}).partial();
var alertParam = z5.object({ id: text().uuid() });
var cursor = text().min(1).max(500).optional().describe("`nextCursor` of the previous page");
var eventOf = (type, data, description) => extendApi(
  z5.object({
    id: z5.string().describe("evt_\u2026, the same on every retry: deduplicate by it"),
    type: z5.literal(type),
    created: z5.number().int().describe("Unix seconds when the event happened"),
    alert: z5.object({ id: z5.string().uuid(), name: z5.string() }),
    data
  }),
  { description }
);
var technologyRef = z5.object({ slug: z5.string(), name: z5.string() });
var siteSummary = z5.object({
  domain: z5.string(),
  rank: z5.number().int().nullable(),
  country: z5.string().nullable(),
  technologies: z5.array(z5.object({ slug: z5.string(), name: z5.string(), version: z5.string().nullable() }))
});
var ALERT_EVENT_SCHEMAS = {
  "site.matched": eventOf(
    "site.matched",
    z5.object({ domain: z5.string(), site: siteSummary }),
    "A website started matching the alert\u2019s filters: new in the index, or a visit changed it so it matches."
  ),
  "site.unmatched": eventOf(
    "site.unmatched",
    z5.object({
      domain: z5.string(),
      site: siteSummary.nullable().describe("null when the site left the index")
    }),
    "A website stopped matching the alert\u2019s filters."
  ),
  "technology.added": eventOf(
    "technology.added",
    z5.object({ domain: z5.string(), technology: technologyRef, version: z5.string().nullable() }),
    "Monitoring detected a technology on one of your monitored websites that was not there before."
  ),
  "technology.dropped": eventOf(
    "technology.dropped",
    z5.object({ domain: z5.string(), technology: technologyRef, version: z5.string().nullable() }),
    "A technology is no longer detected on one of your monitored websites."
  ),
  "technology.version_changed": eventOf(
    "technology.version_changed",
    z5.object({
      domain: z5.string(),
      technology: technologyRef,
      from: z5.string().nullable(),
      to: z5.string().nullable()
    }),
    "The detected version of a technology changed on one of your monitored websites."
  ),
  "cve.new": eventOf(
    "cve.new",
    z5.object({
      domain: z5.string(),
      technology: technologyRef,
      version: z5.string().nullable(),
      cve: z5.string()
    }),
    "A known vulnerability newly applies to one of your monitored websites."
  ),
  "alert.test": eventOf(
    "alert.test",
    z5.object({ message: z5.string() }),
    "Sent by POST /api/v1/alerts/{id}/test to check the endpoint and the signature."
  )
};
var AlertEvent = z5.discriminatedUnion("type", [
  ALERT_EVENT_SCHEMAS["site.matched"],
  ALERT_EVENT_SCHEMAS["site.unmatched"],
  ALERT_EVENT_SCHEMAS["technology.added"],
  ALERT_EVENT_SCHEMAS["technology.dropped"],
  ALERT_EVENT_SCHEMAS["technology.version_changed"],
  ALERT_EVENT_SCHEMAS["cve.new"],
  ALERT_EVENT_SCHEMAS["alert.test"]
]);
var AlertTestResult = z5.object({
  eventId: z5.string(),
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
    body: z5.object({}).strict().optional(),
    responses: { 204: z5.undefined() },
    metadata: meta({ credits: free(), pricingLabel: "Delete alert" })
  },
  testAlert: {
    method: "POST",
    path: "/alerts/:id/test",
    pathParams: alertParam,
    summary: "Send a signed alert.test event now",
    description: "One attempt, made during the call; the answer says how the endpoint answered.",
    body: z5.object({}).strict().optional(),
    responses: { 200: AlertTestResult },
    metadata: meta({ credits: free(), pricingLabel: "Test alert" })
  },
  rotateAlertSecret: {
    method: "POST",
    path: "/alerts/:id/rotate-secret",
    pathParams: alertParam,
    summary: "New signing secret",
    description: "Answers the new secret (shown only this once). For a day the previous secret signs too: the signature header then carries two v1= values.",
    body: z5.object({}).strict().optional(),
    responses: { 200: AlertWithSecret },
    metadata: meta({ credits: free(), pricingLabel: "Rotate alert secret" })
  },
  alertDeliveries: {
    method: "GET",
    path: "/alerts/:id/deliveries",
    pathParams: alertParam,
    query: z5.object({
      limit: z5.coerce.number().int().min(1).max(200).default(50).describe("Page size, 1\u2013200 (default 50)"),
      cursor
    }),
    summary: "Delivery attempts of an alert, newest first",
    responses: { 200: AlertDeliveryPage },
    metadata: meta({ credits: free(), pricingLabel: "Alert deliveries" })
  }
});

// ../contract/src/routes/api/schemas.ts
import { z as z6 } from "zod";
var day2 = z6.string().describe("YYYY-MM-DD");
var timestamp2 = z6.string().describe("ISO 8601 timestamp");
var Named = z6.object({ slug: z6.string(), name: z6.string() });
var CountryRef = z6.object({ code: z6.string(), name: z6.string() });
var Evidence = z6.object({
  kind: z6.string().describe("What matched: headers, cookies, meta, html, scriptSrc, js, dom, implies, \u2026"),
  key: z6.string().optional().describe("Header, cookie or meta name, js chain or DOM selector"),
  pattern: z6.string().describe("The fingerprint pattern as written in the set"),
  match: z6.string().describe("The matched text, cut to 120 characters"),
  version: z6.string().optional()
});
var Detection = z6.object({
  name: z6.string(),
  slug: z6.string(),
  version: z6.string().nullable(),
  categories: z6.array(Named),
  confidence: z6.number().int().min(0).max(100),
  mode: z6.enum(["static", "rendered"]).describe("rendered: the detection needed a browser"),
  firstSeen: day2,
  lastSeen: day2,
  lastChecked: timestamp2.describe("When the site was last fetched"),
  cves: z6.array(z6.string()).describe("Known CVEs of the detected version"),
  evidence: z6.array(Evidence).nullable().describe("Why it was detected; null for sites whose data was not crawled (synthetic data)")
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
  "refused"
];
var FetchOutcome = z6.object({
  outcome: z6.enum(FETCH_OUTCOMES),
  status: z6.number().int().nullable().describe("HTTP status of the last response"),
  checkedAt: timestamp2,
  archive: z6.object({
    name: z6.string().describe("The archive file the page was read from"),
    unknown: z6.array(z6.string()).describe("What the archive could not tell (adsTxt, dns, certificate): unknown, not absent")
  }).nullable().describe(
    "Set when the last visit was read from a web archive (a Common Crawl WARC) instead of made live; `checkedAt` is then the capture date"
  )
});
var Contacts = z6.object({
  emails: z6.array(z6.string()),
  phones: z6.array(z6.string()),
  address: z6.string().nullable()
});
var Social = z6.object({
  facebook: z6.string().nullable(),
  twitter: z6.string().nullable(),
  instagram: z6.string().nullable(),
  youtube: z6.string().nullable(),
  linkedin: z6.string().nullable()
});
var rank = z6.number().int().nullable().describe("Popularity rank, 1 is the most popular; null: low rank");
var RankSource = z6.object({
  list: z6.string().describe("The ranked list: tranco, umbrella, majestic, crux, plain, or the name given at import"),
  date: day2.describe("The list's date"),
  current: z6.boolean().describe(
    "false: a newer import of the list left the site out, and the site keeps this last rank, marked as old"
  )
}).nullable().describe(
  "Where the rank comes from; null when no list ranks the site (demonstration data, sites asked for by name)"
);
var DomainProfileShape = z6.object({
  domain: z6.string(),
  rank,
  rankSource: RankSource,
  country: CountryRef.nullable(),
  language: Named.omit({ slug: true }).extend({ code: z6.string() }).nullable(),
  tld: z6.string(),
  title: z6.string().nullable(),
  description: z6.string().nullable(),
  keywords: z6.array(z6.string()),
  ip: z6.string().nullable(),
  asn: z6.object({ number: z6.number().int(), name: z6.string().nullable() }).nullable(),
  technologies: z6.array(Detection),
  headers: z6.array(z6.object({ name: z6.string(), value: z6.string() })),
  tags: z6.array(z6.object({ kind: z6.string(), id: z6.string() })).describe("Analytics and ad-network IDs"),
  advertisers: z6.array(z6.string()).describe("Ad systems its ads.txt authorises"),
  contacts: Contacts,
  social: Social,
  subdomainCount: z6.number().int(),
  redirectsTo: z6.string().nullable(),
  certificate: z6.object({ issuer: z6.string(), validTo: timestamp2 }).nullable(),
  maxSeverity: z6.number().nullable().describe("Highest CVSS base score among its CVEs"),
  fetch: FetchOutcome.describe("How the last visit went"),
  synthetic: z6.boolean().describe("True for generated demonstration data"),
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
var BulkLookupResult = z6.object({
  results: z6.array(DomainProfile),
  notFound: z6.array(z6.string()).describe("Valid domains the index does not hold (not charged)"),
  invalid: z6.array(z6.string()).describe("Inputs that are not domain names (not charged)")
});
var SubdomainPage = z6.object({
  domain: z6.string(),
  total: z6.number().int(),
  subdomains: z6.array(z6.string()),
  nextCursor: z6.string().nullable()
});
var WebsiteRow = z6.object({
  domain: z6.string(),
  rank,
  country: z6.string().nullable().describe("ISO 3166-1 alpha-2"),
  language: z6.string().nullable(),
  tld: z6.string(),
  title: z6.string().nullable(),
  contacts: Contacts,
  social: Social,
  technologyCount: z6.number().int(),
  lastChecked: timestamp2,
  synthetic: z6.boolean()
});
var WebsitePage = z6.object({
  websites: z6.array(WebsiteRow),
  nextCursor: z6.string().nullable().describe("Pass as `cursor` for the next page; null on the last page")
});
var WebsiteCount = z6.object({
  count: z6.number().int(),
  maxDomainsInReport: z6.number().int()
});
var Bucket = z6.object({ key: z6.string(), count: z6.number().int() });
var TechnologyLookup = z6.object({
  slug: z6.string(),
  name: z6.string(),
  description: z6.string().nullable(),
  website: z6.string().nullable(),
  icon: z6.string().nullable().describe("Icon URL on this service"),
  categories: z6.array(Named),
  cpe: z6.string().nullable(),
  oss: z6.boolean(),
  saas: z6.boolean(),
  pricing: z6.array(z6.string()),
  websiteCount: z6.number().int(),
  versions: z6.array(Bucket).describe("Most used versions, most sites first"),
  countries: z6.array(Bucket).describe("Countries with most sites using it"),
  knownCves: z6.number().int().describe("CVEs recorded against it")
});
var CveLookup = z6.object({
  id: z6.string(),
  title: z6.string(),
  description: z6.string().nullable(),
  published: timestamp2.nullable(),
  updated: timestamp2.nullable(),
  severity: z6.number().nullable().describe("CVSS base score"),
  cwe: z6.object({ id: z6.number().int(), name: z6.string().nullable() }).nullable(),
  technologies: z6.array(
    z6.object({
      slug: z6.string(),
      name: z6.string(),
      ranges: z6.array(
        z6.object({
          from: z6.string().nullable().describe("First affected version (inclusive)"),
          to: z6.string().nullable(),
          toInclusive: z6.boolean()
        })
      )
    })
  ),
  websiteCount: z6.number().int().describe("Indexed sites whose detected versions carry it"),
  references: z6.array(z6.string())
});
var SCAN_STATES = ["scheduled", "running", "completed", "failed"];
var Scan = z6.object({
  id: z6.string(),
  domain: z6.string(),
  status: z6.enum(SCAN_STATES),
  createdAt: timestamp2,
  finishedAt: timestamp2.nullable(),
  error: z6.string().nullable().describe("Why a failed scan failed"),
  result: DomainProfile.nullable().describe("The refreshed profile once completed")
});
var CreditGrant = z6.object({
  source: z6.enum(CREDIT_SOURCES),
  amount: z6.number().int(),
  remaining: z6.number().int(),
  grantedAt: timestamp2,
  expiresAt: timestamp2
});
var CreditBalance = z6.object({
  balance: z6.number().int(),
  grants: z6.array(CreditGrant).describe("Unexpired grants with credits left, soonest-expiring first"),
  freeTierMonthlyCredits: z6.number().int()
});
var CreditHistory = z6.object({
  entries: z6.array(
    z6.object({
      requestId: z6.string(),
      operation: z6.string(),
      units: z6.number().int(),
      credits: z6.number().int(),
      at: timestamp2,
      refunded: z6.boolean()
    })
  ),
  nextCursor: z6.string().nullable()
});

// src/mcp/tools/alerts.ts
var listAlerts = defineTool({
  name: "list_alerts",
  title: "List alerts",
  description: `The account's alerts (saved filters that send signed webhook events or e-mail when websites start or stop matching, and changes of its monitored websites), with the plan's limits and today's event count. Cost: ${creditCostText("listAlerts")}.`,
  input: z7.object({}),
  output: AlertList,
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run(_args, { client }) {
    const list = await client.listAlerts();
    const { limits } = list;
    const lines = [
      `${plural(list.alerts.length, "alert")} of ${count(limits.alerts)} the plan allows; ${count(limits.eventsToday)} of ${count(limits.eventsPerDay)} events sent today.`
    ];
    if (list.alerts.length) lines.push(alertsTable(list.alerts));
    return { text: lines.join("\n"), data: list };
  }
});
var createAlert = defineTool({
  name: "create_alert",
  title: "Create an alert",
  description: `Saves filters (the list_websites filter language) as an alert that tells the account when websites start or stop matching them, by signed webhook (webhookUrl, https) and/or e-mail to the account's address (email: true). The answer holds the webhook signing secret, shown only this once. Cost: ${creditCostText("createAlert")}; the plan limits how many alerts and events a day.`,
  input: CreateAlertBody,
  output: AlertWithSecret,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  async run(args, { client }) {
    const alert = await client.createAlert(args);
    return { text: `${alertText(alert)}
${secretText(alert, false)}`, data: alert };
  }
});

// src/mcp/tools/credits.ts
import { creditCostText as creditCostText2 } from "@techcensus/sdk";
import { z as z8 } from "zod";
var getCredits = defineTool({
  name: "get_credits",
  title: "Credits balance",
  description: `The credits left on the API key's account, and the grants they come from (free tier, subscription, purchase) with their expiry, soonest-expiring first. Cost: ${creditCostText2("creditBalance")}.`,
  input: z8.object({}),
  output: CreditBalance,
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run(_args, { client, baseUrl }) {
    const balance = await client.credits();
    const lines = [`Balance: ${plural(balance.balance, "credit")}.`];
    if (balance.grants.length) {
      lines.push(
        table(
          ["source", "granted", "left", "expires"],
          balance.grants.map((g) => [g.source, count(g.amount), count(g.remaining), day(g.expiresAt)])
        )
      );
    }
    lines.push(
      `Every account gets ${plural(balance.freeTierMonthlyCredits, "free credit")} a month; more at ${baseUrl}/pricing#credits.`
    );
    return { text: lines.join("\n"), data: balance };
  }
});

// src/mcp/tools/lookups.ts
import { creditCostText as creditCostText3 } from "@techcensus/sdk";
import { z as z9 } from "zod";
function historyText(p) {
  if (!p.technologies.length) return "";
  const rows = p.technologies.map((t) => [
    t.name,
    t.firstSeen,
    t.lastSeen,
    t.cves.length ? t.cves.join(" ") : "\u2013"
  ]);
  return `

History and known CVEs
${table(["technology", "first seen", "last seen", "CVEs"], rows)}`;
}
var lookupWebsite = defineTool({
  name: "lookup_website",
  title: "Website technology lookup",
  description: `The technologies a website uses, as last indexed: each with version, categories, the day it was first and last seen, and known CVEs; plus rank, country, language, IP and network, contacts and social links. Cost: ${creditCostText3("domainLookup")}; a domain that is not indexed is not charged (use start_scan to index it). The API keeps no older snapshots of a site: the first-seen and last-seen days are its history, and list_websites' "change" filter finds sites by what they added or dropped.`,
  input: z9.object({
    domain: z9.string().min(1).max(2048).describe("Host name, e.g. example.com; a scheme, www. or path is dropped")
  }),
  output: DomainProfile,
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run({ domain }, { client }) {
    const profile = await client.domainLookup(domain);
    return { text: profileText(profile) + historyText(profile), data: profile };
  }
});
var lookupTechnology = defineTool({
  name: "lookup_technology",
  title: "Technology lookup",
  description: `A technology's catalogue entry and usage: description, categories, how many indexed websites use it, its most used versions and top countries, and its known CVEs. Takes a slug or a name ("wordpress", "Google Analytics"); the answer's slug is what list_websites' filters take. Cost: ${creditCostText3("technologyLookup")}.`,
  input: z9.object({
    technology: z9.string().min(1).max(200).describe('Technology slug or name, e.g. wordpress or "Google Analytics"')
  }),
  output: TechnologyLookup,
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run({ technology }, { client }) {
    const slug2 = slugify(technology);
    if (!slug2) {
      throw new CliFailure(
        `"${technology}" is not a technology name; try e.g. "wordpress".`,
        EXIT.usage,
        "invalid_technology"
      );
    }
    const tech = await client.technology(slug2);
    return { text: technologyText(tech), data: tech };
  }
});

// src/mcp/tools/scans.ts
import { creditCostText as creditCostText4, ScanTimeoutError } from "@techcensus/sdk";
import { z as z10 } from "zod";
var SCAN_WAIT_MAX_SECONDS = 120;
var POLL_INTERVAL_MS = 1e3;
var waitSeconds = z10.number().int().min(0).max(SCAN_WAIT_MAX_SECONDS).default(0).describe(
  `Seconds to wait for the scan to finish within this call, 0\u2013${SCAN_WAIT_MAX_SECONDS} (0: answer at once)`
);
function scanText(scan) {
  switch (scan.status) {
    case "completed":
      return scan.result ? `Scan ${scan.id} of ${scan.domain} completed.

${profileText(scan.result)}` : `Scan ${scan.id} of ${scan.domain} completed.`;
    case "failed":
      return `Scan ${scan.id} of ${scan.domain} failed: ${scan.error ?? "no reason given"} Its credits were refunded.`;
    default:
      return `Scan ${scan.id} of ${scan.domain} is ${scan.status}. Call get_scan with scan_id "${scan.id}" (and wait_seconds) for the result.`;
  }
}
async function follow(client, scan, seconds, signal) {
  if (seconds === 0 || scan.status === "completed" || scan.status === "failed") return scan;
  try {
    return await client.waitForScan(scan.id, {
      intervalMs: POLL_INTERVAL_MS,
      timeoutMs: seconds * 1e3,
      signal
    });
  } catch (err) {
    if (err instanceof ScanTimeoutError) return err.scan;
    throw err;
  }
}
var startScan = defineTool({
  name: "start_scan",
  title: "Live website scan",
  description: `Visits a website now, detects its technologies and refreshes it in the index (also indexes a site lookup_website does not know). Cost: ${creditCostText4("startScan")}, refunded if the scan fails. A scan takes from seconds to a minute: set wait_seconds to wait for the result here, or call get_scan later. Government and military sites are refused.`,
  input: z10.object({
    domain: z10.string().min(1).max(2048).describe("Host name of the site to scan, e.g. example.com"),
    wait_seconds: waitSeconds
  }),
  output: Scan,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  async run(args, { client }, signal) {
    const scan = await follow(client, await client.scan(args.domain), args.wait_seconds, signal);
    return { text: scanText(scan), data: scan };
  }
});
var getScan = defineTool({
  name: "get_scan",
  title: "Live scan result",
  description: `The state of a scan start_scan began: scheduled, running, completed (with the refreshed website profile) or failed (with the reason; refunded). Cost: ${creditCostText4("scanStatus")}.`,
  input: z10.object({
    scan_id: z10.string().uuid().describe("The id start_scan answered"),
    wait_seconds: waitSeconds
  }),
  output: Scan,
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run(args, { client }, signal) {
    const scan = await follow(client, await client.scanStatus(args.scan_id), args.wait_seconds, signal);
    return { text: scanText(scan), data: scan };
  }
});

// src/mcp/tools/websites.ts
import { creditCostText as creditCostText5 } from "@techcensus/sdk";
import { z as z11 } from "zod";
var MCP_WEBSITE_ROWS_MAX = 100;
var MCP_WEBSITE_ROWS_DEFAULT = 20;
var filters = z11.array(ReportFilter).max(MAX_REPORT_FILTERS).default([]).describe(
  'Conditions that must all hold; [] matches every indexed site. Each names its "module": technology (slug, optional exact version), category (slug), header (HTTP response header name), tld, country (ISO codes), region (slug such as europe), language (ISO 639-1), change (sites that added, dropped or changed the version of a technology, optionally since a day), vulnerability (CVE ids and/or a minimum CVSS score). "exclude": true removes the sites a condition matches. Slugs are lower case: get them from lookup_technology.'
);
var countWebsites = defineTool({
  name: "count_websites",
  title: "Count websites by filters",
  description: `How many indexed websites match the filters (the report estimate), and the most one report may hold. Use it before list_websites to know what a list would cost. Cost: ${creditCostText5("countWebsites")}.`,
  input: z11.object({ filters }),
  output: WebsiteCount,
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run(args, { client }) {
    const answer = await client.countWebsites(args.filters);
    return {
      text: `${plural(answer.count, "website")} match ${describeFilters(args.filters)}. Listing them costs ${creditCostText5("listWebsites")}.`,
      data: answer
    };
  }
});
var listWebsites = defineTool({
  name: "list_websites",
  title: "List websites by filters",
  description: `Websites matching the filters, best-ranked first, with rank, country, language, title, contacts and social links. At most ${MCP_WEBSITE_ROWS_MAX} rows a call (default ${MCP_WEBSITE_ROWS_DEFAULT}); pass the answer's nextCursor as cursor for the next rows. Cost: ${creditCostText5("listWebsites")} \u2014 ask for only as many rows as needed (count_websites is free).`,
  input: z11.object({
    filters,
    limit: z11.number().int().min(1).max(MCP_WEBSITE_ROWS_MAX).default(MCP_WEBSITE_ROWS_DEFAULT).describe(`Rows to return, 1\u2013${MCP_WEBSITE_ROWS_MAX}; each costs a credit`),
    cursor: z11.string().min(1).max(500).optional().describe("nextCursor of the previous call, to continue the list")
  }),
  output: WebsitePage,
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run(args, { client }) {
    const page = await client.listWebsites(args);
    const lines = [
      `${plural(page.websites.length, "website")} matching ${describeFilters(args.filters)} (${plural(page.websites.length, "credit")} charged).`
    ];
    if (page.websites.length) lines.push(websiteTable(page.websites));
    lines.push(
      page.nextCursor ? `More rows: call again with cursor "${page.nextCursor}" (up to ${count(MCP_WEBSITE_ROWS_MAX)} a call).` : "That is the end of the list."
    );
    return { text: lines.join("\n"), data: page };
  }
});

// src/mcp/tools/index.ts
var TOOLS = [
  lookupWebsite,
  lookupTechnology,
  countWebsites,
  listWebsites,
  startScan,
  getScan,
  getCredits,
  listAlerts,
  createAlert
];

// src/mcp/server.ts
var INSTRUCTIONS = `TechCensus knows which technologies websites use (CMS, frameworks, analytics, servers, with versions and known CVEs) from its index of crawled sites.
Every call is made with the user's API key and most cost credits: each tool's description says what it costs. get_credits, lookup_technology, count_websites, get_scan and the alert tools are free; prefer count_websites before list_websites, and ask list_websites for only the rows needed.`;
function createMcpServer(ctx, version) {
  const server = new McpServer({ name: "techcensus", version }, { instructions: INSTRUCTIONS });
  for (const tool of TOOLS) registerTool(server, tool, ctx);
  return server;
}
async function serveStdio(ctx, version) {
  const server = createMcpServer(ctx, version);
  const closed = new Promise((resolve) => {
    server.server.onclose = resolve;
  });
  process.stdin.once("end", () => void server.close());
  await server.connect(new StdioServerTransport());
  await closed;
}
export {
  MCP_WEBSITE_ROWS_MAX,
  SCAN_WAIT_MAX_SECONDS,
  TOOLS,
  createMcpServer,
  serveStdio
};
