import type { AppRoute } from '@ts-rest/core';
import type { z } from 'zod';
import { INVALID_DOMAIN_MESSAGE, SCAN_NOT_PERMITTED_MESSAGE } from '../../domain.ts';
import { FREE_ALERT_EVENTS_PER_DAY, FREE_ALERTS } from '../../plans.ts';
import { ALERT_EXAMPLE, type AlertDelivery, type AlertEventOf, type AlertEventType } from './alerts.ts';
import type { ApiV1Error } from './errors.ts';
import type { apiV1Contract } from './index.ts';
import { DOMAIN_PROFILE_EXAMPLE } from './schemas.ts';

/**
 * A worked request and answer for every public API route, read by the OpenAPI document (and by
 * its tests, which parse each one with the route's own schemas). The types come from the routes,
 * so a route added without its example, or an example that no longer fits its route, does not
 * compile. Kept out of the routes' metadata so the SDK bundle does not carry them.
 */

type Routes = typeof apiV1Contract;
export type ApiOperationName = keyof Routes;

/** A part of the request as the client sends it: required when the schema needs it. */
type Part<R, K extends string, Name extends string> = R extends { [P in K]: infer S }
  ? S extends z.ZodTypeAny
    ? undefined extends z.input<S>
      ? { [P in Name]?: z.input<S> }
      : { [P in Name]: z.input<S> }
    : unknown
  : unknown;

export type RequestExample<R> = Part<R, 'pathParams', 'params'> &
  Part<R, 'query', 'query'> &
  Part<R, 'body', 'body'>;

type SuccessStatus<R extends AppRoute> = Extract<keyof R['responses'], 200 | 201 | 202 | 204>;

/** The success answer: its status and body as the server sends it. */
export type ResponseExample<R extends AppRoute> = {
  [S in SuccessStatus<R>]: {
    status: S;
    body: R['responses'][S] extends z.ZodTypeAny ? z.infer<R['responses'][S]> : never;
  };
}[SuccessStatus<R>];

type ErrorOf<C extends ApiV1Error['code']> = ApiV1Error & { code: C };

export interface RouteExample<R extends AppRoute> {
  request: RequestExample<R>;
  response: ResponseExample<R>;
  /** The route's own 400, when it has a clearer one than the first field of its schema. */
  invalid?: ErrorOf<'validation_failed' | 'invalid_cursor'>;
  /** Set on the routes whose subject can be missing: they document 404 with it. */
  notFound?: ErrorOf<'not_found'>;
  /** Required of the routes that declare a 403. */
  forbidden?: ErrorOf<'scan_not_permitted' | 'plan_limit_reached'>;
  /** Headers of the success answer besides the meter's own. */
  headers?: Record<string, { description: string; example: string }>;
}

const SCAN_ID = '5f0d3c2e-8a41-4b6e-9f3a-1c2d3e4f5a6b';
const ALERT_ID = ALERT_EXAMPLE.id;
const CURSOR = 'eyJyIjo0MiwiZCI6ImV4YW1wbGUub3JnIn0';

const site = (domain: string, rank: number, country: string, title: string) => ({
  domain,
  rank,
  country,
  language: 'de',
  tld: domain.split('.').pop() ?? 'de',
  title,
  contacts: { emails: [`info@${domain}`], phones: [], address: null },
  social: { facebook: null, twitter: null, instagram: null, youtube: null, linkedin: null },
  technologyCount: 14,
  lastChecked: '2026-11-20T08:12:00.000Z',
  synthetic: false,
});

const delivery: AlertDelivery = {
  id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
  eventId: 'evt_01JDQ7W3K9Z2',
  type: 'alert.test',
  channel: 'webhook',
  attempt: 1,
  at: '2026-11-27T08:05:00.000Z',
  status: 200,
  latencyMs: 184,
  outcome: 'delivered',
  error: null,
  site: null,
};

const alertNotFound = {
  err: 'There is no alert with this id on your account.',
  code: 'not_found',
} as const;
const secret = {
  secret: 'whsec_3q2+7wQn9b1cXr0sV5mA8yZ4kT6uJ2hL',
  secretRotatedAt: null,
  previousSecretExpiresAt: null,
};

export const API_EXAMPLES: { [K in ApiOperationName]: RouteExample<Routes[K]> } = {
  creditBalance: {
    request: {},
    response: {
      status: 200,
      body: {
        balance: 1_240,
        grants: [
          {
            source: 'free-tier',
            amount: 50,
            remaining: 40,
            grantedAt: '2026-11-01T00:00:00.000Z',
            expiresAt: '2026-12-01T00:00:00.000Z',
          },
          {
            source: 'purchase',
            amount: 1_500,
            remaining: 1_200,
            grantedAt: '2026-10-14T09:30:00.000Z',
            expiresAt: '2027-01-14T09:30:00.000Z',
          },
        ],
        freeTierMonthlyCredits: 50,
      },
    },
  },
  creditHistory: {
    request: { query: { limit: 2 } },
    response: {
      status: 200,
      body: {
        entries: [
          {
            requestId: '2b7e1f0a-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
            operation: 'domainLookup',
            units: 1,
            credits: 1,
            at: '2026-11-27T08:01:12.000Z',
            refunded: false,
          },
          {
            requestId: '7c8d9e0f-1a2b-4c3d-9e4f-5a6b7c8d9e0f',
            operation: 'startScan',
            units: 1,
            credits: 2,
            at: '2026-11-26T17:44:03.000Z',
            refunded: true,
          },
        ],
        nextCursor: CURSOR,
      },
    },
    invalid: { err: 'The cursor is not valid; start again without one.', code: 'invalid_cursor' },
  },
  testDomainLookup: {
    request: {},
    response: { status: 200, body: DOMAIN_PROFILE_EXAMPLE },
    notFound: { err: 'The test domain is not in the index yet.', code: 'not_found' },
  },
  domainLookup: {
    request: { params: { domain: 'example.com' } },
    response: { status: 200, body: DOMAIN_PROFILE_EXAMPLE },
    invalid: {
      err: INVALID_DOMAIN_MESSAGE,
      code: 'validation_failed',
      details: [{ path: 'domain', message: INVALID_DOMAIN_MESSAGE }],
    },
    notFound: {
      err: 'example.com is not in the index. A live scan (POST /api/v1/scans) adds it.',
      code: 'not_found',
    },
  },
  bulkDomainLookup: {
    request: { body: { domains: ['example.com', 'https://www.example.org/', 'not a domain'] } },
    response: {
      status: 200,
      body: { results: [DOMAIN_PROFILE_EXAMPLE], notFound: ['example.org'], invalid: ['not a domain'] },
    },
  },
  subdomainLookup: {
    request: { params: { domain: 'example.com' }, query: { limit: 3 } },
    response: {
      status: 200,
      body: {
        domain: 'example.com',
        total: 27,
        subdomains: ['api.example.com', 'blog.example.com', 'shop.example.com'],
        nextCursor: CURSOR,
      },
    },
    notFound: { err: 'example.com is not in the index.', code: 'not_found' },
  },
  startScan: {
    request: { body: { domain: 'example.com' } },
    response: {
      status: 202,
      body: {
        id: SCAN_ID,
        domain: 'example.com',
        status: 'scheduled',
        createdAt: '2026-11-27T08:03:00.000Z',
        finishedAt: null,
        error: null,
        result: null,
      },
    },
    forbidden: { err: SCAN_NOT_PERMITTED_MESSAGE, code: 'scan_not_permitted' },
    headers: { Location: { description: 'Where to poll the scan', example: `/api/v1/scans/${SCAN_ID}` } },
  },
  scanStatus: {
    request: { params: { scanId: SCAN_ID } },
    response: {
      status: 200,
      body: {
        id: SCAN_ID,
        domain: 'example.com',
        status: 'completed',
        createdAt: '2026-11-27T08:03:00.000Z',
        finishedAt: '2026-11-27T08:03:07.000Z',
        error: null,
        result: DOMAIN_PROFILE_EXAMPLE,
      },
    },
    notFound: { err: 'No such scan for this API key.', code: 'not_found' },
  },
  countWebsites: {
    request: {
      body: {
        filters: [
          { module: 'technology', technology: 'wordpress' },
          { module: 'country', values: ['DE', 'AT', 'CH'] },
        ],
      },
    },
    response: { status: 200, body: { count: 48_213, maxDomainsInReport: 1_000_000 } },
  },
  listWebsites: {
    request: {
      body: {
        filters: [
          { module: 'technology', technology: 'wordpress' },
          { module: 'country', values: ['DE'] },
          { module: 'technology', technology: 'woocommerce', exclude: true },
        ],
        limit: 2,
      },
    },
    response: {
      status: 200,
      body: {
        websites: [
          site('beispiel.de', 812, 'DE', 'Beispiel – Nachrichten'),
          site('muster-verlag.de', 4_310, 'DE', 'Muster Verlag'),
        ],
        nextCursor: CURSOR,
      },
    },
  },
  technologyLookup: {
    request: { params: { technology: 'wordpress' } },
    response: {
      status: 200,
      body: {
        slug: 'wordpress',
        name: 'WordPress',
        description: 'WordPress is a free and open-source content management system written in PHP.',
        website: 'https://wordpress.org',
        icon: '/s/tech/wordpress.svg',
        categories: [{ slug: 'content-management-system', name: 'Content Management System' }],
        cpe: 'cpe:2.3:a:wordpress:wordpress:*:*:*:*:*:*:*:*',
        oss: true,
        saas: false,
        pricing: [],
        websiteCount: 412_907,
        versions: [
          { key: '6.4.2', count: 61_004 },
          { key: '6.3.1', count: 28_775 },
        ],
        countries: [
          { key: 'US', count: 98_120 },
          { key: 'DE', count: 31_446 },
        ],
        knownCves: 1_203,
      },
    },
    notFound: { err: 'Unknown technology "wordpres".', code: 'not_found' },
  },
  technologyWebsites: {
    request: { params: { technology: 'wordpress' }, query: { version: '6.4.2', limit: 2 } },
    response: {
      status: 200,
      body: {
        websites: [
          site('beispiel.de', 812, 'DE', 'Beispiel – Nachrichten'),
          site('exemple.fr', 1_905, 'FR', 'Exemple'),
        ],
        nextCursor: CURSOR,
      },
    },
    notFound: { err: 'Unknown technology "wordpres".', code: 'not_found' },
  },
  cveLookup: {
    request: { params: { cveId: 'CVE-2024-31210' } },
    response: {
      status: 200,
      body: {
        id: 'CVE-2024-31210',
        title: 'PHP file upload bypass via Plugin installer',
        description:
          'WordPress is an open publishing platform for the Web. It is possible for a file of a type other than a zip file to be submitted as a new plugin by an administrative user on the Plugins -> Add New -> Upload Plugin screen.',
        published: '2024-04-04T22:59:28.955Z',
        updated: '2024-06-04T17:45:00.000Z',
        severity: 7.7,
        cwe: {
          id: 434,
          name: 'Unrestricted Upload of File with Dangerous Type',
        },
        technologies: [
          {
            slug: 'wordpress',
            name: 'WordPress',
            ranges: [{ from: '6.4.0', to: '6.4.3', toInclusive: false }],
          },
        ],
        websiteCount: 5_318,
        references: ['https://nvd.nist.gov/vuln/detail/CVE-2024-31210'],
      },
    },
    invalid: {
      err: 'A CVE id looks like CVE-2024-12345.',
      code: 'validation_failed',
      details: [{ path: 'cveId', message: 'must be a CVE id such as CVE-2024-12345' }],
    },
    notFound: { err: 'CVE-2024-99999 is not in our vulnerability data.', code: 'not_found' },
  },
  createAlert: {
    request: {
      body: {
        name: ALERT_EXAMPLE.name,
        filters: ALERT_EXAMPLE.filters,
        events: ['site.matched', 'site.unmatched'],
        webhookUrl: 'https://hooks.example.com/techcensus',
      },
    },
    response: { status: 201, body: { ...ALERT_EXAMPLE, ...secret } },
    forbidden: {
      err: `Your plan allows ${FREE_ALERTS} alerts and you have ${FREE_ALERTS}: delete one or choose a larger plan.`,
      code: 'plan_limit_reached',
    },
  },
  listAlerts: {
    request: {},
    response: {
      status: 200,
      body: {
        alerts: [ALERT_EXAMPLE],
        limits: { alerts: FREE_ALERTS, eventsPerDay: FREE_ALERT_EVENTS_PER_DAY, eventsToday: 12 },
      },
    },
  },
  getAlert: {
    request: { params: { id: ALERT_ID } },
    response: { status: 200, body: ALERT_EXAMPLE },
    notFound: alertNotFound,
  },
  updateAlert: {
    request: { params: { id: ALERT_ID }, body: { status: 'paused' } },
    response: {
      status: 200,
      body: { ...ALERT_EXAMPLE, status: 'paused', updatedAt: '2026-11-27T09:00:00.000Z' },
    },
    notFound: alertNotFound,
  },
  deleteAlert: {
    request: { params: { id: ALERT_ID } },
    response: { status: 204, body: undefined },
    notFound: alertNotFound,
  },
  testAlert: {
    request: { params: { id: ALERT_ID } },
    response: { status: 200, body: { eventId: delivery.eventId, delivery } },
    notFound: alertNotFound,
  },
  rotateAlertSecret: {
    request: { params: { id: ALERT_ID } },
    response: {
      status: 200,
      body: {
        ...ALERT_EXAMPLE,
        ...secret,
        secretRotatedAt: '2026-11-27T09:10:00.000Z',
        previousSecretExpiresAt: '2026-11-28T09:10:00.000Z',
      },
    },
    notFound: alertNotFound,
  },
  alertDeliveries: {
    request: { params: { id: ALERT_ID }, query: { limit: 1 } },
    response: {
      status: 200,
      body: {
        deliveries: [
          {
            ...delivery,
            eventId: 'evt_01JDQ8B4M2X7',
            type: 'site.matched',
            site: 'beispiel.de',
          },
        ],
        nextCursor: CURSOR,
      },
    },
    notFound: alertNotFound,
  },
};

const alertRef = { id: ALERT_ID, name: ALERT_EXAMPLE.name };
const wordpress = { slug: 'wordpress', name: 'WordPress' };
const matchedSite = {
  domain: 'beispiel.de',
  rank: 812,
  country: 'DE',
  technologies: [{ slug: 'shopify', name: 'Shopify', version: null }],
};

/** The signed body of each alert event, as a receiver gets it (the webhooks of the document). */
export const ALERT_EVENT_EXAMPLES: { [T in AlertEventType]: AlertEventOf<T> } = {
  'site.matched': {
    id: 'evt_01JDQ8B4M2X7',
    type: 'site.matched',
    created: 1_795_770_000,
    alert: alertRef,
    data: { domain: 'beispiel.de', site: matchedSite },
  },
  'site.unmatched': {
    id: 'evt_01JDQ8C7P4Y1',
    type: 'site.unmatched',
    created: 1_795_770_060,
    alert: alertRef,
    data: { domain: 'beispiel.de', site: null },
  },
  'technology.added': {
    id: 'evt_01JDQ8D1R6Z3',
    type: 'technology.added',
    created: 1_795_770_120,
    alert: alertRef,
    data: { domain: 'example.com', technology: wordpress, version: '6.4.2' },
  },
  'technology.dropped': {
    id: 'evt_01JDQ8E3S8A5',
    type: 'technology.dropped',
    created: 1_795_770_180,
    alert: alertRef,
    data: { domain: 'example.com', technology: { slug: 'jquery', name: 'jQuery' }, version: '3.6.0' },
  },
  'technology.version_changed': {
    id: 'evt_01JDQ8F5T0B7',
    type: 'technology.version_changed',
    created: 1_795_770_240,
    alert: alertRef,
    data: { domain: 'example.com', technology: wordpress, from: '6.3.1', to: '6.4.2' },
  },
  'cve.new': {
    id: 'evt_01JDQ8G7V2C9',
    type: 'cve.new',
    created: 1_795_770_300,
    alert: alertRef,
    data: { domain: 'example.com', technology: wordpress, version: '6.4.2', cve: 'CVE-2024-31210' },
  },
  'alert.test': {
    id: delivery.eventId,
    type: 'alert.test',
    created: 1_795_770_360,
    alert: alertRef,
    data: { message: 'A test event from TechCensus: your endpoint and signature check work.' },
  },
};
