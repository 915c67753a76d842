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
  CSRF_EXEMPT,
  CSRF_HEADER,
  CSRF_STATE_CHANGING_GETS,
  contract,
  describeCost,
  OPENAPI_DOCUMENTS,
  type OpenApiDocumentName,
  type RouteMetadata,
  SESSION_COOKIE,
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
  webhooks: Record<string, { post: Operation & { operationId?: string } }>;
  components: {
    schemas: Record<string, unknown>;
    headers: Record<string, Header>;
    securitySchemes: Record<string, { type: string; in: string; name: string }>;
  };
};

const publicApi = JSON.parse(read('publicApi')) as Document;
type WebsiteOperation = { operationId: string; security?: Record<string, string[]>[] };
const website = JSON.parse(read('website')) as {
  paths: Record<string, Record<string, WebsiteOperation>>;
  security: Record<string, string[]>[];
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
};
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

describe('the website document says what its calls need', () => {
  it('declares the session cookie and the CSRF header as security schemes', () => {
    expect(website.components.securitySchemes).toEqual({
      SessionCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: SESSION_COOKIE }),
      CsrfHeader: expect.objectContaining({ type: 'apiKey', in: 'header', name: CSRF_HEADER }),
    });
    // By default a session is optional: an anonymous visitor gets every page.
    expect(website.security).toEqual([{ SessionCookie: [] }, {}]);
  });

  it('every call that changes state needs the CSRF header, as the server’s guard does', () => {
    const operations = Object.values(website.paths).flatMap((methods) => Object.entries(methods));
    const changing = operations.filter(
      ([method, op]) =>
        !CSRF_EXEMPT.includes(op.operationId) &&
        (method !== 'get' || CSRF_STATE_CHANGING_GETS.includes(op.operationId)),
    );
    expect(changing.length).toBeGreaterThan(20);
    for (const [method, op] of changing) {
      expect(op.security, `${method} ${op.operationId}`).toEqual([
        { SessionCookie: [], CsrfHeader: [] },
        { CsrfHeader: [] },
      ]);
    }
    const ids = operations.map(([, op]) => op.operationId);
    expect(ids).toEqual(expect.arrayContaining([...CSRF_STATE_CHANGING_GETS, ...CSRF_EXEMPT]));
    for (const [, op] of operations.filter(([, op]) => CSRF_EXEMPT.includes(op.operationId))) {
      expect(op.security).toEqual([]);
    }
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
      expect(media?.schema, status).toEqual({ $ref: '#/components/schemas/ApiError' });
      const code = (media?.example as { code: keyof typeof API_ERROR_CODES } | undefined)?.code;
      expect(code && API_ERROR_CODES[code], `${status} example`).toBe(Number(status));
    }
    expect(headerNames(op.responses['429'])).toEqual(expect.arrayContaining(['Retry-After', ...RATE_LIMIT]));
    expect(headerNames(op.responses['401'])).toContain('WWW-Authenticate');
  });

  it('the error schema is the contract’s one error shape', () => {
    expect(publicApi.components.schemas.ApiError).toMatchObject({
      properties: { err: expect.any(Object), code: { enum: Object.keys(API_ERROR_CODES) } },
      required: expect.arrayContaining(['err', 'code']),
    });
  });
});

type SchemaNode = Record<string, unknown>;
const REF = '#/components/schemas/';
const refName = (node: unknown) => {
  const ref = (node as { $ref?: unknown } | undefined)?.$ref;
  return typeof ref === 'string' && ref.startsWith(REF) ? ref.slice(REF.length) : undefined;
};

/** Every schema object under `node`, with where it sits; examples are data, not schemas. */
function* schemasIn(node: unknown, at: string): Generator<[string, SchemaNode]> {
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) yield* schemasIn(item, `${at}/${i}`);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const object = node as SchemaNode;
  yield [at, object];
  for (const [key, value] of Object.entries(object)) {
    if (key === 'example' || key === 'examples' || key === 'x-codeSamples') continue;
    yield* schemasIn(value, `${at}/${key}`);
  }
}

const isObjectSchema = (node: SchemaNode) =>
  node.type === 'object' ||
  (Array.isArray(node.type) && node.type.includes('object')) ||
  'properties' in node;
/** `oneOf: [{$ref}, {type: "null"}]`: a named schema or null, not a union of its own. */
const isNullableRef = (node: SchemaNode) =>
  Array.isArray(node.oneOf) &&
  node.oneOf.length === 2 &&
  refName(node.oneOf[0]) !== undefined &&
  (node.oneOf[1] as SchemaNode).type === 'null';
const isUnion = (node: SchemaNode) =>
  ['anyOf', 'allOf'].some((k) => k in node) || ('oneOf' in node && !isNullableRef(node));

describe('the public document names its schemas (generated clients take their class names from them)', () => {
  const schemas = publicApi.components.schemas as Record<string, SchemaNode>;
  const operations = [
    ...Object.entries(publicApi.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => [`${method} ${path}`, op] as const),
    ),
    ...Object.entries(publicApi.webhooks).map(([name, hook]) => [`webhook ${name}`, hook.post] as const),
  ];

  it('every request body and every answer with a body is a named schema', () => {
    for (const [name, op] of operations) {
      const bodies = [
        ...(op.requestBody ? [['request', op.requestBody.content['application/json']] as const] : []),
        ...Object.entries(op.responses).map(
          ([status, answer]) => [status, answer.content?.['application/json']] as const,
        ),
      ];
      for (const [part, media] of bodies) {
        if (!media) continue;
        const target = refName(media.schema);
        expect(target, `${name} ${part}`).toBeDefined();
        expect(schemas[target as string], `${name} ${part}`).toBeDefined();
      }
    }
  });

  it('no object or union is written inline: each is a component, referred to by $ref', () => {
    const inline: string[] = [];
    const where = { paths: publicApi.paths, webhooks: publicApi.webhooks };
    for (const [at, node] of schemasIn(where, '#')) {
      if (isObjectSchema(node) || isUnion(node)) inline.push(at);
    }
    for (const [name, schema] of Object.entries(schemas)) {
      for (const [at, node] of schemasIn(schema, `${REF}${name}`)) {
        if (node !== schema && (isObjectSchema(node) || isUnion(node))) inline.push(at);
      }
    }
    // Objects in headers and parameters are none either: those are strings and numbers.
    expect(inline).toEqual([]);
  });

  it('every $ref names a component, and every component is referred to or is a union of events', () => {
    const referred = new Set<string>();
    for (const [at, node] of schemasIn(publicApi, '#')) {
      if (typeof node.$ref !== 'string' || node.$ref.startsWith('#/components/headers/')) continue;
      const name = refName(node);
      expect(name && schemas[name], `${at}: ${node.$ref}`).toBeTruthy();
      referred.add(name as string);
    }
    expect(Object.keys(schemas).filter((name) => !referred.has(name))).toEqual(['AlertEvent']);
  });

  it('names are what an integrator would call the thing, not where it sits', () => {
    for (const name of Object.keys(schemas)) {
      expect(name).toMatch(/^[A-Z][A-Za-z0-9]*$/);
      // The generators' own names for inline schemas: items, union members, bodies by operation.
      expect(name).not.toMatch(/Inner|OneOf|AnyOf|AllOf|\d{3}Response|^ApiV1|PostRequest/);
    }
  });

  it('unions are oneOf with a discriminator mapping each tag to its variant', () => {
    const unions = Object.entries(schemas).filter(([, s]) => 'oneOf' in s);
    expect(unions.map(([name]) => name).sort()).toEqual(['AlertEvent', 'WebsiteFilter']);
    for (const [name, union] of unions) {
      const { propertyName, mapping } = union.discriminator as {
        propertyName: string;
        mapping: Record<string, string>;
      };
      const variants = (union.oneOf as { $ref: string }[]).map((v) => v.$ref);
      expect(Object.values(mapping).sort(), name).toEqual([...variants].sort());
      for (const [tag, ref] of Object.entries(mapping)) {
        const variant = schemas[refName({ $ref: ref }) as string] as {
          properties: Record<string, { enum?: unknown[] }>;
          required: string[];
        };
        expect(variant.properties[propertyName].enum, `${name} ${tag}`).toEqual([tag]);
        expect(variant.required, `${name} ${tag}`).toContain(propertyName);
      }
    }
    expect(Object.keys((schemas.WebsiteFilter.discriminator as { mapping: object }).mapping)).toHaveLength(9);
  });

  it('every operation and webhook has its own operationId; webhooks need no API key', () => {
    const ids = operations.map(([, op]) => (op as { operationId?: string }).operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(routes.map((r) => r.key)));
    for (const type of ALERT_EVENT_TYPES) expect(publicApi.webhooks[type].post.security).toEqual([]);
  });
});
