import { extendApi } from '@anatine/zod-openapi';
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { closed } from '../../closed.ts';
import { free, type RouteMetadata } from '../../credits.ts';
import { text } from '../../text.ts';
import { API_COMMON_RESPONSES } from './errors.ts';
import { ReportFilters } from './filters.ts';

/**
 * Alerts: a saved report filter that tells its owner when websites start or stop matching it, and
 * what monitoring sees on the owner's monitored websites, by signed webhook and/or e-mail
 * (docs/alerts.md). The routes live in the public API's router (`apiV1Contract`), so the meter,
 * OpenAPI, the SDK and the pricing table see them like every other call.
 *
 * Managing alerts is free (it still counts towards the rate limits): what an alert may cost the
 * service is bounded by the plan's limits below, and charging per delivered event would make a
 * busy filter drain a balance the integrator cannot predict.
 */

const c = initContract();
const meta = <M extends RouteMetadata>(m: M) => m;
const timestamp = z.string().describe('ISO 8601 timestamp');

/** The header carrying an event's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const ALERT_SIGNATURE_HEADER = 'TechCensus-Signature';
/** How long the previous secret keeps signing after a rotation (both sign meanwhile). */
export const ALERT_SECRET_OVERLAP_SECONDS = 24 * 3600;
/** Receivers should refuse a signature whose timestamp is older than this (replays). */
export const ALERT_SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

// The limits by plan (alerts, events a day) live with the plans: plans.ts, `alertLimitsOf`.

/** The event types an alert delivers. The monitoring ones are monitoring's change events. */
export const ALERT_EVENT_TYPES = [
  'site.matched',
  'site.unmatched',
  'technology.added',
  'technology.dropped',
  'technology.version_changed',
  'cve.new',
  'alert.test',
] as const;
export type AlertEventType = (typeof ALERT_EVENT_TYPES)[number];
/** The event types as the website names them to people; the API and webhooks keep the ids. */
export const ALERT_EVENT_LABELS: Record<AlertEventType, string> = {
  'site.matched': 'Website starts matching',
  'site.unmatched': 'Website stops matching',
  'technology.added': 'Technology added',
  'technology.dropped': 'Technology dropped',
  'technology.version_changed': 'Technology version changed',
  'cve.new': 'New vulnerability',
  'alert.test': 'Test event',
};
/** What an alert can ask for (a test event is sent on request only); all of them by default. */
export const ALERT_SUBSCRIBABLE_EVENTS = ALERT_EVENT_TYPES.filter(
  (t): t is Exclude<AlertEventType, 'alert.test'> => t !== 'alert.test',
);
export type AlertSubscribableEvent = (typeof ALERT_SUBSCRIBABLE_EVENTS)[number];
const AlertEvents = z
  .array(z.enum(ALERT_SUBSCRIBABLE_EVENTS as [AlertSubscribableEvent, ...AlertSubscribableEvent[]]))
  .min(1)
  .max(ALERT_SUBSCRIBABLE_EVENTS.length)
  .describe(
    'The events to send; the technology and CVE events are those of your monitored websites. Default: all.',
  );

export const ALERT_NAME_MAX = 200;
export const WEBHOOK_URL_MAX = 2_048;

export const AlertStatus = z
  .enum(['active', 'paused'])
  .describe(
    'paused: by its owner (PATCH {"status":"paused"}) or because deliveries kept failing for a day; PATCH {"status":"active"} resumes',
  );

const AlertShape = z.object({
  id: z.string().uuid(),
  name: z.string(),
  filters: ReportFilters,
  events: AlertEvents,
  webhookUrl: z.string().nullable().describe('Where signed events are POSTed; null for e-mail only'),
  email: z.boolean().describe("Events are e-mailed to the account's address"),
  digest: z.boolean().describe('E-mail once a day with the day’s events instead of one e-mail per event'),
  status: AlertStatus,
  pausedReason: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  secretRotatedAt: timestamp.nullable(),
  previousSecretExpiresAt: timestamp
    .nullable()
    .describe('Until then the previous secret signs too (a second v1= in the signature header)'),
});

/** One alert, typed so it cannot drift from the schema; OpenAPI shows it as the example. */
export const ALERT_EXAMPLE: z.infer<typeof AlertShape> = {
  id: '0b5c4f3e-1d7a-4a39-9a57-2f1e7f0c9b11',
  name: 'Shops moving to Shopify in Germany',
  filters: [
    { module: 'technology', technology: 'shopify' },
    { module: 'country', values: ['DE'] },
  ],
  events: ['site.matched', 'site.unmatched'],
  webhookUrl: 'https://hooks.example.com/techcensus',
  email: false,
  digest: false,
  status: 'active',
  pausedReason: null,
  createdAt: '2026-11-27T08:00:00.000Z',
  updatedAt: '2026-11-27T08:00:00.000Z',
  secretRotatedAt: null,
  previousSecretExpiresAt: null,
};

export const Alert = extendApi(AlertShape, { example: ALERT_EXAMPLE });
export type Alert = z.infer<typeof Alert>;

export const AlertWithSecret = Alert.extend({
  secret: z
    .string()
    .describe('The signing secret (whsec_…), shown only in this answer: store it to verify deliveries'),
});
export type AlertWithSecret = z.infer<typeof AlertWithSecret>;

export const AlertList = z.object({
  alerts: z.array(Alert),
  limits: z.object({
    alerts: z.number().int().describe('Alerts the plan allows'),
    eventsPerDay: z.number().int().describe('Events a day (UTC) the plan delivers, over all alerts'),
    eventsToday: z.number().int(),
  }),
});

export const AlertDelivery = z.object({
  id: z.string().uuid(),
  eventId: z.string(),
  type: z.enum(ALERT_EVENT_TYPES),
  channel: z.enum(['webhook', 'email']),
  attempt: z.number().int().describe('1 for the first try'),
  at: timestamp,
  status: z.number().int().nullable().describe('HTTP status of the answer; null: none (network, timeout)'),
  latencyMs: z.number().int().nullable(),
  outcome: z.enum(['delivered', 'retrying', 'failed', 'skipped']),
  error: z.string().nullable(),
  site: z.string().nullable().describe('The website the event is about'),
});
export type AlertDelivery = z.infer<typeof AlertDelivery>;

export const AlertDeliveryPage = z.object({
  deliveries: z.array(AlertDelivery).describe('Newest first'),
  nextCursor: z.string().nullable(),
});

const webhookUrl = text()
  .max(WEBHOOK_URL_MAX)
  .url('must be a URL such as https://hooks.example.com/techcensus')
  .describe('https URL that receives the signed events; redirects are not followed');
const alertFields = {
  name: text().trim().min(1).max(ALERT_NAME_MAX),
  filters: ReportFilters,
  events: AlertEvents,
  webhookUrl: webhookUrl.nullable(),
  email: z.boolean(),
  digest: z.boolean(),
};

export const CreateAlertBody = closed({
  name: alertFields.name,
  filters: alertFields.filters,
  events: alertFields.events.default([...ALERT_SUBSCRIBABLE_EVENTS]),
  webhookUrl: alertFields.webhookUrl.optional(),
  email: alertFields.email.default(false),
  digest: alertFields.digest.default(false),
});
export type CreateAlertBody = z.infer<typeof CreateAlertBody>;

export const UpdateAlertBody = closed({
  ...alertFields,
  status: AlertStatus.describe('"paused" stops its events until "active" resumes them'),
}).partial();
export type UpdateAlertBody = z.infer<typeof UpdateAlertBody>;

const alertParam = z.object({ id: text().uuid() });
const cursor = text().min(1).max(500).optional().describe('`nextCursor` of the previous page');

/** What the signed body of every event looks like; `data` depends on `type`. */
const eventOf = <T extends AlertEventType, D extends z.ZodTypeAny>(type: T, data: D, description: string) =>
  extendApi(
    z.object({
      id: z.string().describe('evt_…, the same on every retry: deduplicate by it'),
      type: z.literal(type),
      created: z.number().int().describe('Unix seconds when the event happened'),
      alert: z.object({ id: z.string().uuid(), name: z.string() }),
      data,
    }),
    { description },
  );
const technologyRef = z.object({ slug: z.string(), name: z.string() });
const siteSummary = z.object({
  domain: z.string(),
  rank: z.number().int().nullable(),
  country: z.string().nullable(),
  technologies: z.array(z.object({ slug: z.string(), name: z.string(), version: z.string().nullable() })),
});

export const ALERT_EVENT_SCHEMAS = {
  'site.matched': eventOf(
    'site.matched',
    z.object({ domain: z.string(), site: siteSummary }),
    'A website started matching the alert’s filters: new in the index, or a visit changed it so it matches.',
  ),
  'site.unmatched': eventOf(
    'site.unmatched',
    z.object({
      domain: z.string(),
      site: siteSummary.nullable().describe('null when the site left the index'),
    }),
    'A website stopped matching the alert’s filters.',
  ),
  'technology.added': eventOf(
    'technology.added',
    z.object({ domain: z.string(), technology: technologyRef, version: z.string().nullable() }),
    'Monitoring detected a technology on one of your monitored websites that was not there before.',
  ),
  'technology.dropped': eventOf(
    'technology.dropped',
    z.object({ domain: z.string(), technology: technologyRef, version: z.string().nullable() }),
    'A technology is no longer detected on one of your monitored websites.',
  ),
  'technology.version_changed': eventOf(
    'technology.version_changed',
    z.object({
      domain: z.string(),
      technology: technologyRef,
      from: z.string().nullable(),
      to: z.string().nullable(),
    }),
    'The detected version of a technology changed on one of your monitored websites.',
  ),
  'cve.new': eventOf(
    'cve.new',
    z.object({
      domain: z.string(),
      technology: technologyRef,
      version: z.string().nullable(),
      cve: z.string(),
    }),
    'A known vulnerability newly applies to one of your monitored websites.',
  ),
  'alert.test': eventOf(
    'alert.test',
    z.object({ message: z.string() }),
    'Sent by POST /api/v1/alerts/{id}/test to check the endpoint and the signature.',
  ),
} as const satisfies Record<AlertEventType, z.ZodTypeAny>;

export const AlertEvent = z.discriminatedUnion('type', [
  ALERT_EVENT_SCHEMAS['site.matched'],
  ALERT_EVENT_SCHEMAS['site.unmatched'],
  ALERT_EVENT_SCHEMAS['technology.added'],
  ALERT_EVENT_SCHEMAS['technology.dropped'],
  ALERT_EVENT_SCHEMAS['technology.version_changed'],
  ALERT_EVENT_SCHEMAS['cve.new'],
  ALERT_EVENT_SCHEMAS['alert.test'],
]);
export type AlertEvent = z.infer<typeof AlertEvent>;
export type AlertEventOf<T extends AlertEventType> = Extract<AlertEvent, { type: T }>;

export const AlertTestResult = z.object({
  eventId: z.string(),
  delivery: AlertDelivery.nullable().describe('The webhook attempt; null for an e-mail-only alert'),
});

/** The alerts routes; spread into apiV1Contract. */
export const alertRoutes = c.router({
  createAlert: {
    method: 'POST',
    path: '/alerts',
    summary: 'Create an alert',
    description:
      'A saved filter (the same filters as `/websites`) that sends `site.matched`/`site.unmatched` events, and the monitoring events of your monitored websites, to a signed webhook and/or e-mail. The answer carries the signing `secret`, shown only this once. A webhook URL must be public https; a private address is refused.',
    body: CreateAlertBody,
    responses: { 201: AlertWithSecret, 403: API_COMMON_RESPONSES[400] },
    metadata: meta({ credits: free(), pricingLabel: 'Create alert' }),
  },
  listAlerts: {
    method: 'GET',
    path: '/alerts',
    summary: 'Your alerts and your plan’s alert limits',
    responses: { 200: AlertList },
    metadata: meta({ credits: free(), pricingLabel: 'List alerts' }),
  },
  getAlert: {
    method: 'GET',
    path: '/alerts/:id',
    pathParams: alertParam,
    summary: 'One alert',
    responses: { 200: Alert },
    metadata: meta({ credits: free(), pricingLabel: 'Get alert' }),
  },
  updateAlert: {
    method: 'PATCH',
    path: '/alerts/:id',
    pathParams: alertParam,
    summary: 'Change an alert',
    description:
      'Only the fields sent change. `{"status": "paused"}` pauses the alert, `{"status": "active"}` resumes it.',
    body: UpdateAlertBody,
    responses: { 200: Alert },
    metadata: meta({ credits: free(), pricingLabel: 'Change alert' }),
  },
  deleteAlert: {
    method: 'DELETE',
    path: '/alerts/:id',
    pathParams: alertParam,
    summary: 'Delete an alert; deliveries not yet made are dropped',
    body: z.object({}).strict().optional(),
    responses: { 204: z.undefined() },
    metadata: meta({ credits: free(), pricingLabel: 'Delete alert' }),
  },
  testAlert: {
    method: 'POST',
    path: '/alerts/:id/test',
    pathParams: alertParam,
    summary: 'Send a signed alert.test event now',
    description: 'One attempt, made during the call; the answer says how the endpoint answered.',
    body: z.object({}).strict().optional(),
    responses: { 200: AlertTestResult },
    metadata: meta({ credits: free(), pricingLabel: 'Test alert' }),
  },
  rotateAlertSecret: {
    method: 'POST',
    path: '/alerts/:id/rotate-secret',
    pathParams: alertParam,
    summary: 'New signing secret',
    description:
      'Answers the new secret (shown only this once). For a day the previous secret signs too: the signature header then carries two v1= values.',
    body: z.object({}).strict().optional(),
    responses: { 200: AlertWithSecret },
    metadata: meta({ credits: free(), pricingLabel: 'Rotate alert secret' }),
  },
  alertDeliveries: {
    method: 'GET',
    path: '/alerts/:id/deliveries',
    pathParams: alertParam,
    query: z.object({
      limit: z.coerce.number().int().min(1).max(200).default(50).describe('Page size, 1–200 (default 50)'),
      cursor,
    }),
    summary: 'Delivery attempts of an alert, newest first',
    responses: { 200: AlertDeliveryPage },
    metadata: meta({ credits: free(), pricingLabel: 'Alert deliveries' }),
  },
});
export type AlertOperation = keyof typeof alertRoutes;
