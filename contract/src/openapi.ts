import type { AppRoute } from '@ts-rest/core';
import { generateOpenApi } from '@ts-rest/open-api';
import { describeCost, type RouteMetadata } from './credits.ts';
import { contract } from './routes/index.ts';

export const API_VERSION = '0.1.0';

/**
 * The OpenAPI document, derived from the contract alone. Metered routes carry their credit cost
 * both as the `x-credit-cost` extension (for tools) and in the description (for people).
 */
export function buildOpenApiDocument(): Record<string, unknown> {
  return generateOpenApi(
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
        };
      },
    },
  ) as unknown as Record<string, unknown>;
}

/** The document as written to openapi/openapi.json: stable key order, trailing newline. */
export function serializeOpenApiDocument(doc = buildOpenApiDocument()): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}
