import { readFileSync } from 'node:fs';
import type { AppRoute } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ALERT_EVENT_SCHEMAS,
  ALERT_EVENT_TYPES,
  API_ERROR_CODES,
  API_KEY_HEADER,
  API_KEY_SCHEME,
  type CreditCost,
  contract,
  describeCost,
  OPENAPI_DOCUMENTS,
  type OpenApiDocumentName,
  type RouteMetadata,
  serializeOpenApiDocument,
} from './index.ts';
import { ALERT_EVENT_EXAMPLES, API_EXAMPLES, type ApiOperationName } from './routes/api/examples.ts';

const read = (name: OpenApiDocumentName) =>
  readFileSync(new URL(`../../${OPENAPI_DOCUMENTS[name].file}`, import.meta.url), 'utf8');

describe.each(Object.keys(OPENAPI_DOCUMENTS) as OpenApiDocumentName[])('openapi document %s', (name) => {
  it('is what the contract generates (run `npm run openapi` when this fails)', () => {
    expect(read(name)).toBe(serializeOpenApiDocument(name));
  });
});

type Ref = { $ref: string };
type Header = { required?: boolean; schema?: unknown; example?: unknown };
type Media = { schema?: Ref | Record<string, unknown>; example?: unknown };
type Answer = {
  description: string;
  headers?: Record<string, Ref | Header>;
  content?: Record<string, Media>;
};
type Operation = {
  description: string;
  parameters?: { name: string; in: string; required?: boolean; example?: unknown }[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, Answer>;
  security?: unknown;
  'x-credit-cost'?: CreditCost;
  'x-codeSamples'?: { lang: string; source: string }[];
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, { post: { requestBody: unknown } }>;
  components: {
    schemas: Record<string, unknown>;
    headers: Record<string, Header>;
    securitySchemes: Record<string, { type: string; in: string; name: string }>;
  };
};

const publicApi = JSON.parse(read('publicApi')) as Document;
const website = JSON.parse(read('website')) as { paths: Record<string, unknown> };
const routes = Object.entries(contract.apiV1).map(([key, route]) => ({
  key: key as ApiOperationName,
  route: route as AppRoute,
}));
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const operationOf = (route: { path: string; method: string }) =>
  publicApi.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
const countOperations = (paths: Record<string, unknown>) =>
  Object.values(paths).reduce<number>((n, methods) => n + Object.keys(methods as object).length, 0);

describe('the two documents', () => {
  it('the public one holds every /api/v1 route and nothing else; the website one all the rest', () => {
    expect(Object.keys(publicApi.paths).every((p) => p.startsWith('/api/v1/'))).toBe(true);
    expect(countOperations(publicApi.paths)).toBe(routes.length);
    for (const { route } of routes) expect(operationOf(route), `${route.method} ${route.path}`).toBeDefined();
    expect(Object.keys(website.paths).some((p) => p.startsWith('/api/v1/'))).toBe(false);
    expect(Object.keys(website.paths)).toEqual(expect.arrayContaining(['/healthz', '/api', '/search/api']));
  });

  it('the public one declares the API-key scheme and every alert event as a 3.1 webhook', () => {
    expect(publicApi.components.securitySchemes[API_KEY_SCHEME]).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: API_KEY_HEADER,
    });
    expect(Object.keys(publicApi.webhooks).sort()).toEqual([...ALERT_EVENT_TYPES].sort());
    for (const type of ALERT_EVENT_TYPES) {
      const example = ALERT_EVENT_EXAMPLES[type];
      expect(ALERT_EVENT_SCHEMAS[type].parse(example), type).toEqual(example);
      expect(publicApi.webhooks[type].post.requestBody).toMatchObject({
        content: { 'application/json': { example } },
      });
    }
    expect(JSON.parse(read('publicApi')).openapi).toBe('3.1.0');
  });
});

/** What the route's schema makes of a part of the request; it must keep every field given. */
function expectAccepted(schema: unknown, value: unknown, what: string) {
  expect(schema, what).toBeInstanceOf(z.ZodType);
  const parsed = (schema as z.ZodTypeAny).safeParse(value);
  expect(parsed.success ? null : parsed.error.issues, what).toBeNull();
  if (parsed.success && value !== undefined) expect(parsed.data, what).toMatchObject(value as object);
}

describe('every example of the public API fits its route', () => {
  it.each(routes)('$key', ({ key, route }) => {
    const example = API_EXAMPLES[key] as {
      request: { params?: unknown; query?: unknown; body?: unknown };
      response: { status: number; body?: unknown };
      invalid?: unknown;
      notFound?: unknown;
      forbidden?: unknown;
    };
    const { params, query, body } = example.request;
    if (route.pathParams || params !== undefined) expectAccepted(route.pathParams, params, 'params');
    if (route.query || query !== undefined) expectAccepted(route.query, query ?? {}, 'query');
    if ('body' in route && route.body) expectAccepted(route.body, body, 'body');
    else expect(body, 'a body for a route without one').toBeUndefined();

    const responses = route.responses as Record<number, z.ZodTypeAny>;
    const success = responses[example.response.status];
    expect(example.response.status).toBeLessThan(300);
    // Answers are compared whole: a field the schema no longer has would be stripped.
    expect(success.parse(example.response.body)).toEqual(example.response.body);

    for (const error of [example.invalid, example.notFound, example.forbidden].filter(Boolean)) {
      const { code } = error as { code: keyof typeof API_ERROR_CODES };
      expect(responses[API_ERROR_CODES[code]].parse(error)).toEqual(error);
    }
  });
});

const HEADER_REF = '#/components/headers/';
/** The answer's header names; each is a shared header by reference, or a route's own inline. */
function headerNames(answer: Answer): string[] {
  return Object.entries(answer.headers ?? {}).map(([name, header]) => {
    if ('$ref' in header) {
      expect(header.$ref).toBe(`${HEADER_REF}${name}`);
      expect(publicApi.components.headers[name], name).toMatchObject({ schema: expect.any(Object) });
    } else expect(header, name).toMatchObject({ schema: expect.any(Object), example: expect.anything() });
    return name;
  });
}
const RATE_LIMIT = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'];

describe('completeness: every operation of the public document', () => {
  it.each(routes)('$key: examples, cost, every error answer, the rate-limit headers', ({ route }) => {
    const op = operationOf(route);
    const credits = (route.metadata as RouteMetadata).credits as CreditCost;
    const free = credits.kind === 'fixed' && credits.amount === 0;

    // The request: a pasteable call, an example for every parameter the call needs and for the body.
    const sample = op['x-codeSamples']?.[0]?.source ?? '';
    expect(sample).toContain(`-H "${API_KEY_HEADER}:`);
    expect(sample).toMatch(new RegExp(`${route.method === 'GET' ? '^curl ' : `-X ${route.method} `}'`));
    for (const p of op.parameters ?? []) {
      if (p.in === 'path' || p.required) expect(p.example, `parameter ${p.name}`).toBeDefined();
    }
    if ('body' in route && route.body && !(route.body as z.ZodTypeAny).isOptional()) {
      expect(op.requestBody?.content['application/json'].example, 'request body').toBeDefined();
    }

    // The cost, for tools and in words; free routes say so.
    expect(op['x-credit-cost']).toEqual(credits);
    expect(op.description).toContain(`**Credit cost:** ${describeCost(credits)}.`);
    if (free) expect(describeCost(credits)).toMatch(/^Free/);
    expect(op.security).toEqual([{ [API_KEY_SCHEME]: [] }]);

    // The success answer: its example (204 has no body) and the meter's headers.
    const [success, ...others] = Object.keys(op.responses).filter((s) => s.startsWith('2'));
    expect(others).toEqual([]);
    const ok = op.responses[success];
    if (success !== '204') expect(ok.content?.['application/json'].example, 'response example').toBeDefined();
    expect(headerNames(ok)).toEqual(
      expect.arrayContaining([...RATE_LIMIT, 'X-Request-Id', 'X-Credits-Charged']),
    );

    // Every error answer it can give, each with the error shape and an example of its own status.
    const expected = ['400', '401', '429', '500'];
    if (!free) expected.push('402');
    if (route.pathParams) expected.push('404');
    if ((route.responses as Record<number, unknown>)[403]) expected.push('403');
    const errors = Object.keys(op.responses).filter((s) => !s.startsWith('2'));
    expect(errors).toEqual(expect.arrayContaining(expected));
    if (free) expect(errors).not.toContain('402');
    for (const status of errors) {
      const media = op.responses[status].content?.['application/json'];
      expect(media?.schema, status).toEqual({ $ref: '#/components/schemas/ApiV1Error' });
      const code = (media?.example as { code: keyof typeof API_ERROR_CODES } | undefined)?.code;
      expect(code && API_ERROR_CODES[code], `${status} example`).toBe(Number(status));
    }
    expect(headerNames(op.responses['429'])).toEqual(expect.arrayContaining(['Retry-After', ...RATE_LIMIT]));
    expect(headerNames(op.responses['401'])).toContain('WWW-Authenticate');
  });

  it('the error schema is the contract’s one error shape', () => {
    expect(publicApi.components.schemas.ApiV1Error).toMatchObject({
      properties: { err: expect.any(Object), code: { enum: Object.keys(API_ERROR_CODES) } },
      required: expect.arrayContaining(['err', 'code']),
    });
  });
});
