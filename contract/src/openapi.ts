import { generateSchema } from '@anatine/zod-openapi';
import type { AppRoute } from '@ts-rest/core';
import { generateOpenApi } from '@ts-rest/open-api';
import { describeCost, FREE_TIER_MONTHLY_CREDITS, type RouteMetadata } from './credits.ts';
import { ALERT_EVENT_SCHEMAS, ALERT_SIGNATURE_HEADER } from './routes/api/alerts.ts';
import { API_KEY_HEADER } from './routes/api/errors.ts';
import { contract } from './routes/index.ts';

export const API_VERSION = '0.1.0';

/**
 * The OpenAPI document, derived from the contract alone. Metered routes carry their credit cost
 * both as the `x-credit-cost` extension (for tools) and in the description (for people).
 */
export function buildOpenApiDocument(): Record<string, unknown> {
  const doc = generateOpenApi(
    contract,
    {
      info: {
        title: 'TechCensus API',
        version: API_VERSION,
        description:
          'Web technology survey service: website and technology lookups, reports, scans and monitoring. ' +
          'Page-data routes (`…/api`) return the page envelope the website renders; `/api/v1` routes are the ' +
          'credit-metered public API.',
      },
      servers: [{ url: '/' }],
    },
    {
      setOperationId: 'concatenated-path',
      operationMapper: (operation, route: AppRoute) => {
        const meta = route.metadata as RouteMetadata | undefined;
        if (!meta?.credits) return operation;
        const cost = describeCost(meta.credits);
        return {
          ...operation,
          description: [operation.description, `**Credit cost:** ${cost}.`].filter(Boolean).join('\n\n'),
          'x-credit-cost': meta.credits,
          security: [{ [API_KEY_SCHEME]: [] }],
        };
      },
    },
  ) as unknown as Record<string, unknown> & { components?: Record<string, unknown> };
  doc.webhooks = alertWebhooks();
  doc.components = {
    ...doc.components,
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
  // OpenAPI 3.1 for `webhooks`; its schemas are JSON Schema, which spells "or null" as a type.
  return { ...nullAsType(doc), openapi: OPENAPI_VERSION };
}

export const OPENAPI_VERSION = '3.1.0';

/**
 * Every alert event as an OpenAPI 3.1 webhook: the POST a receiver gets, its signed body and the
 * signature header, so generated clients and Swagger UI show them (docs/alerts.md).
 */
function alertWebhooks(): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(ALERT_EVENT_SCHEMAS).map(([type, schema]) => {
      const body = generateSchema(schema) as { description?: string };
      return [
        type,
        {
          post: {
            summary: `Alert event ${type}`,
            description: `${body.description ?? ''} Verify the \`${ALERT_SIGNATURE_HEADER}\` header before trusting the body; answer 2xx within 10 s (other answers are retried as docs/alerts.md says).`,
            tags: ['alerts'],
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
            requestBody: { required: true, content: { 'application/json': { schema: body } } },
            responses: { '2XX': { description: 'Received; any other answer counts as a failed delivery' } },
          },
        },
      ];
    }),
  );
}

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

/** The name of the API-key security scheme in the document. */
export const API_KEY_SCHEME = 'ApiKeyAuth';

/** The document as written to openapi/openapi.json: stable key order, trailing newline. */
export function serializeOpenApiDocument(doc = buildOpenApiDocument()): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}
