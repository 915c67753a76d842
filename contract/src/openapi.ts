import type { AppRoute } from '@ts-rest/core';
import { generateOpenApi } from '@ts-rest/open-api';
import { describeCost, FREE_TIER_MONTHLY_CREDITS, type RouteMetadata } from './credits.ts';
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
  return doc;
}

/** The name of the API-key security scheme in the document. */
export const API_KEY_SCHEME = 'ApiKeyAuth';

/** The document as written to openapi/openapi.json: stable key order, trailing newline. */
export function serializeOpenApiDocument(doc = buildOpenApiDocument()): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}
