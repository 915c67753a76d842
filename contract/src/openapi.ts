import { generateSchema } from '@anatine/zod-openapi';
import type { AppRoute, AppRouter } from '@ts-rest/core';
import { generateOpenApi } from '@ts-rest/open-api';
import {
  API_RATE_LIMIT_PER_ADDRESS_PER_SECOND,
  API_RATE_LIMITS,
  FREE_TIER_MONTHLY_CREDITS,
} from './credits.ts';
import { PUBLIC_SCHEMA_NAMES } from './openapi-names.ts';
import { API_KEY_SCHEME, publicHeaders, publicOperation } from './openapi-public.ts';
import { SchemaComponents } from './openapi-schemas.ts';
import {
  CSRF_EXEMPT,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  CSRF_STATE_CHANGING_GETS,
  SESSION_COOKIE,
} from './routes/account-messages.ts';
import { ALERT_EVENT_SCHEMAS, ALERT_SIGNATURE_HEADER, type AlertEventType } from './routes/api/alerts.ts';
import { API_KEY_HEADER } from './routes/api/errors.ts';
import { ALERT_EVENT_EXAMPLES } from './routes/api/examples.ts';
import { contract } from './routes/index.ts';

export { API_KEY_SCHEME } from './openapi-public.ts';

export const API_VERSION = '0.1.0';
export const OPENAPI_VERSION = '3.1.0';

/** Where the server serves each document, and where `npm run openapi` writes it. */
export const OPENAPI_DOCUMENTS = {
  publicApi: { url: '/openapi.json', file: 'openapi/openapi.json', name: 'Public API v1' },
  website: { url: '/openapi/website.json', file: 'openapi/website.json', name: 'Website calls' },
} as const;
export type OpenApiDocumentName = keyof typeof OPENAPI_DOCUMENTS;

type Document = Record<string, unknown> & { components?: Record<string, unknown> };

const generate = (
  router: AppRouter,
  info: { title: string; description: string },
  options: {
    operationMapper?: (operation: never, route: AppRoute) => unknown;
    /** Route keys alone as operation ids (`domainLookup`), the names client methods get. */
    plainOperationIds?: boolean;
  } = {},
): Document =>
  generateOpenApi(
    router,
    { info: { version: API_VERSION, ...info }, servers: [{ url: '/' }] },
    {
      setOperationId: options.plainOperationIds ? true : 'concatenated-path',
      operationMapper: options.operationMapper as never,
    },
  ) as unknown as Document;

/**
 * The public API v1, what integrators read first: every `/api/v1` route with worked examples,
 * its credit cost, every error answer and the rate-limit headers, and the alert events as
 * OpenAPI 3.1 webhooks.
 */
export function buildPublicApiDocument(): Record<string, unknown> {
  const schemas = new SchemaComponents(PUBLIC_SCHEMA_NAMES);
  const doc = generate(
    { apiV1: contract.apiV1 },
    {
      title: 'TechCensus API',
      description: [
        'The credit-metered public API of TechCensus, the web technology survey: website and technology lookups, website lists by report filters, live scans, CVEs, credits and alerts.',
        `**Authentication.** Send your API key in the \`${API_KEY_HEADER}\` header (or \`Authorization: Bearer <key>\`); it is on your account page.`,
        `**Credits.** Each operation states its cost (\`x-credit-cost\`); a call that fails costs nothing. Every confirmed account gets ${FREE_TIER_MONTHLY_CREDITS} free credits a month. Charged calls answer \`X-Credits-Charged\` and \`X-Credits-Remaining\`.`,
        `**Rate limits.** Per key, by plan: ${API_RATE_LIMITS.free.perKeyPerSecond} calls a second on the free tier, ${API_RATE_LIMITS.subscription.perKeyPerSecond} with a subscription; and ${API_RATE_LIMIT_PER_ADDRESS_PER_SECOND} a second per client address. Free calls count too. Answers carry \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\`; a 429 adds \`Retry-After\`.`,
        '**Errors.** Every error answer is `{err, code}` with a stable `code`; see each operation. A call is judged in this order: who sends it (the key and the rate limits), then what it sent (a field or query parameter the operation does not take is refused, never ignored), then the charge. Every answer, errors included, carries `X-Request-Id`.',
        `The website's own calls are documented apart, at \`${OPENAPI_DOCUMENTS.website.url}\`.`,
      ].join('\n\n'),
    },
    {
      operationMapper: (operation: Parameters<typeof publicOperation>[0], route: AppRoute) =>
        publicOperation(operation, route, schemas),
      plainOperationIds: true,
    },
  );
  doc.webhooks = alertWebhooks(schemas);
  // The union a receiver reads every event of its one webhook address into.
  schemas.add('AlertEvent', true);
  doc.components = {
    schemas: schemas.schemas(),
    headers: publicHeaders(),
    securitySchemes: {
      [API_KEY_SCHEME]: {
        type: 'apiKey',
        in: 'header',
        name: API_KEY_HEADER,
        description:
          'The API key from your account page (`Authorization: Bearer <key>` works too). Every confirmed account has one and ' +
          `${FREE_TIER_MONTHLY_CREDITS} free credits a month.`,
      },
    },
  };
  return asOpenApi31(doc);
}

/**
 * Every other route of the contract: the calls the website makes (page data `…/api`, accounts,
 * the report builder, scans, monitoring, purchases). Not a public interface; documented so the
 * website's behaviour can be read and tested.
 */
export function buildWebsiteDocument(): Record<string, unknown> {
  const { apiV1: _publicApi, ...website } = contract;
  const doc = generate(
    website,
    {
      title: 'TechCensus website calls',
      description: `The calls the TechCensus website makes. Page-data routes (\`…/api\`) return the page envelope the website renders. Not a public interface: it changes with the website. The public API is at \`${OPENAPI_DOCUMENTS.publicApi.url}\`.`,
    },
    { operationMapper: websiteSecurity },
  );
  // Every call works without a session too: pages and forms answer an anonymous visitor.
  doc.security = [{ [SESSION_SCHEME]: [] }, {}];
  doc.components = {
    ...doc.components,
    securitySchemes: {
      [SESSION_SCHEME]: {
        type: 'apiKey',
        in: 'cookie',
        name: SESSION_COOKIE,
        description:
          'The website session, set by signing in (and by the first step of a multi-step form); it lasts 30 days signed in, an hour otherwise.',
      },
      [CSRF_SCHEME]: {
        type: 'apiKey',
        in: 'header',
        name: CSRF_HEADER,
        description: `Always \`${CSRF_HEADER_VALUE}\`, on every call that changes state; a call that also sends \`Origin\` must come from this site (docs/accounts.md, CSRF).`,
      },
    },
  };
  return asOpenApi31(doc);
}

const SESSION_SCHEME = 'SessionCookie';
const CSRF_SCHEME = 'CsrfHeader';

/**
 * What the server's CSRF guard asks of each call: the header on every call that changes state
 * (every method but GET, and the GETs the spec gives such calls), the session optional; none on
 * the exempt ones. Other calls keep the document's default, an optional session.
 */
function websiteSecurity(operation: { operationId: string }, route: AppRoute) {
  const key = operation.operationId;
  if (CSRF_EXEMPT.includes(key)) return { ...operation, security: [] };
  const changes = route.method !== 'GET' || CSRF_STATE_CHANGING_GETS.includes(key);
  if (!changes) return operation;
  return { ...operation, security: [{ [SESSION_SCHEME]: [], [CSRF_SCHEME]: [] }, { [CSRF_SCHEME]: [] }] };
}

export const OPENAPI_BUILDERS: Record<OpenApiDocumentName, () => Record<string, unknown>> = {
  publicApi: buildPublicApiDocument,
  website: buildWebsiteDocument,
};

/** OpenAPI 3.1 for `webhooks`; its schemas are JSON Schema, which spells "or null" as a type. */
const asOpenApi31 = (doc: Document) => ({ ...nullAsType(doc), openapi: OPENAPI_VERSION });

/**
 * Every alert event as an OpenAPI 3.1 webhook: the POST a receiver gets, its signed body and the
 * signature header, so generated clients and Swagger UI show them (docs/alerts.md).
 */
function alertWebhooks(schemas: SchemaComponents): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(ALERT_EVENT_SCHEMAS).map(([type, schema]) => {
      const { description } = generateSchema(schema) as { description?: string };
      return [
        type,
        {
          post: {
            operationId: webhookOperationId(type),
            summary: `Alert event ${type}`,
            description: `${description ?? ''} Verify the \`${ALERT_SIGNATURE_HEADER}\` header before trusting the body; answer 2xx within 10 s (other answers are retried as docs/alerts.md says).`,
            tags: ['alerts'],
            // The receiver's own endpoint: signed by the header below, never by an API key.
            security: [],
            parameters: [
              {
                name: ALERT_SIGNATURE_HEADER,
                in: 'header',
                required: true,
                description:
                  't=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the alert secret>; two v1 values while a rotated secret still signs',
                schema: { type: 'string' },
              },
            ],
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: schemas.of(schema, true),
                  example: ALERT_EVENT_EXAMPLES[type as AlertEventType],
                },
              },
            },
            responses: { '2XX': { description: 'Received; any other answer counts as a failed delivery' } },
          },
        },
      ];
    }),
  );
}

/** `technology.version_changed` → `technologyVersionChangedWebhook`. */
const webhookOperationId = (type: string) =>
  `${type.replace(/[._]([a-z])/g, (_, c: string) => c.toUpperCase())}Webhook`;

/** OpenAPI 3.0's `nullable: true` as JSON Schema's `type: [T, "null"]` (3.1), everywhere in `node`. */
function nullAsType<T>(node: T): T {
  if (Array.isArray(node)) return node.map(nullAsType) as T;
  if (!node || typeof node !== 'object') return node;
  const { nullable, ...rest } = node as Record<string, unknown>;
  const out = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, nullAsType(v)]));
  if (nullable === true && typeof out.type === 'string') out.type = [out.type, 'null'];
  else if (nullable !== undefined && !('type' in out) && Object.keys(out).length) out.nullable = nullable;
  return out as T;
}

/** A document as written to openapi/: stable key order, trailing newline. */
export function serializeOpenApiDocument(name: OpenApiDocumentName): string {
  return `${JSON.stringify(OPENAPI_BUILDERS[name](), null, 2)}\n`;
}
