import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  API_KEY_HEADER,
  API_KEY_SCHEME,
  type CreditCost,
  contract,
  describeCost,
  type RouteMetadata,
  serializeOpenApiDocument,
} from './index.ts';

describe('openapi/openapi.json', () => {
  it('is what the contract generates (run `npm run openapi` when this fails)', () => {
    const checkedIn = readFileSync(new URL('../../openapi/openapi.json', import.meta.url), 'utf8');
    expect(checkedIn).toBe(serializeOpenApiDocument());
  });
});

describe('the public API in the OpenAPI document', () => {
  const doc = JSON.parse(readFileSync(new URL('../../openapi/openapi.json', import.meta.url), 'utf8')) as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
    components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
  };
  const v1 = Object.entries(contract.apiV1).map(([key, route]) => ({ key, route }));

  it('declares the API-key security scheme', () => {
    expect(doc.components.securitySchemes[API_KEY_SCHEME]).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: API_KEY_HEADER,
    });
  });

  it.each(v1)(
    '$key: cost as x-credit-cost and in words, key required, every error documented',
    ({ route }) => {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      const op = doc.paths[path]?.[route.method.toLowerCase()];
      expect(op, `${route.method} ${path}`).toBeDefined();
      const credits = (route.metadata as RouteMetadata).credits as CreditCost;
      expect(op['x-credit-cost']).toEqual(credits);
      expect(op.description).toContain(`**Credit cost:** ${describeCost(credits)}.`);
      expect(op.security).toEqual([{ [API_KEY_SCHEME]: [] }]);
      expect(Object.keys(op.responses as object)).toEqual(
        expect.arrayContaining(['400', '401', '402', '404', '429']),
      );
    },
  );

  it('carries a worked example of a report filter list and of the domain profile', () => {
    const text = JSON.stringify(doc);
    expect(text).toContain('"technology":"wordpress"');
    expect(text).toContain('"code":"insufficient_credits"');
  });
});
