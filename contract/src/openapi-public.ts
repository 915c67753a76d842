import type { AppRoute } from '@ts-rest/core';
import { z } from 'zod';
import { type CreditCost, creditsFor, describeCost, type RouteMetadata } from './credits.ts';
import {
  CREDIT_HEADERS,
  RATE_LIMIT_HEADERS,
  REQUEST_ID_HEADER,
  TOO_MANY_REQUESTS_HEADERS,
  UNAUTHORIZED_HEADERS,
} from './openapi-headers.ts';
import type { SchemaComponents } from './openapi-schemas.ts';
import { PAGE_MESSAGES } from './page-messages.ts';
import { API_KEY_HEADER, ApiV1Error } from './routes/api/errors.ts';
import { API_EXAMPLES, type ApiOperationName, type RouteExample } from './routes/api/examples.ts';
import { apiV1Contract } from './routes/api/index.ts';
import { TEXT_MESSAGE } from './text.ts';

/** The name of the API-key security scheme in the document. */
export const API_KEY_SCHEME = 'ApiKeyAuth';

/** Where the code samples send their calls; the document's own server is relative. */
const SAMPLE_ORIGIN = 'https://techcensus.example';

type Operation = Record<string, unknown> & {
  description?: string;
  parameters?: { name: string; in: string; example?: unknown; required?: boolean }[];
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, Record<string, unknown>>;
};

/** An example as this module reads it, whatever its route. */
type Example = Omit<RouteExample<AppRoute>, 'request' | 'response'> & {
  request: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  response: { status: number; body?: unknown };
};

const isFree = (cost: CreditCost) => cost.kind === 'fixed' && cost.amount === 0;

/** What each status means on this API, for the reader of the reference. */
const ERROR_DESCRIPTIONS: Record<string, string> = {
  '400':
    'The request is not valid: `validation_failed` (with `details`, one per field; a body field or query parameter the operation does not take is refused as `unknown field` or `unknown query parameter`), `malformed_json` or `invalid_cursor`. Checked after the key and the rate limits, so it counts towards them. Not charged.',
  '401': 'No API key (`missing_api_key`) or an unknown or replaced one (`invalid_api_key`).',
  '402':
    'The balance does not cover the call (`insufficient_credits`, with `balance` and `cost`). Nothing was done.',
  '403': 'Refused for this account or this domain. Not charged.',
  '404': 'The thing asked for does not exist (`not_found`). Not charged.',
  '429':
    'Too many calls (`rate_limited`): per key by plan, and per client address. Wait `Retry-After` seconds.',
  '500': 'A fault of the service (`internal`). Not charged.',
};

/** Answers refer to the shared headers (`publicHeaders`), written once. */
const headerRefs = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(headers).map((name) => [name, { $ref: `#/components/headers/${name}` }]));

const errorAnswer = (
  schema: unknown,
  status: string,
  example: ApiV1Error,
  headers?: Record<string, unknown>,
) => ({
  description: ERROR_DESCRIPTIONS[status],
  ...(headers ? { headers: headerRefs(headers) } : {}),
  content: { 'application/json': { schema, example } },
});

const ownHeaders = (headers: Example['headers']) =>
  Object.fromEntries(
    Object.entries(headers ?? {}).map(([name, h]) => [
      name,
      { ...h, required: true, schema: { type: 'string' } },
    ]),
  );

/** The headers the public operations refer to. */
export function publicHeaders(): Record<string, unknown> {
  return {
    ...RATE_LIMIT_HEADERS,
    ...REQUEST_ID_HEADER,
    ...CREDIT_HEADERS,
    ...TOO_MANY_REQUESTS_HEADERS,
    ...UNAUTHORIZED_HEADERS,
  };
}

/** A body that is optional and must be empty (`{}` or nothing): clients are better off sending none. */
const isEmptyBody = (schema: unknown) =>
  schema instanceof z.ZodOptional &&
  schema.unwrap() instanceof z.ZodObject &&
  Object.keys(schema.unwrap().shape).length === 0;

/**
 * The 400 a route gives: its own when it names one, else what its schemas say of a broken
 * request (an empty body, a zero page size, an empty path parameter) worded as the server words
 * it; a route with no input can still be refused for a control character in its address.
 */
function invalidExample(route: AppRoute, example: Example): ApiV1Error {
  if (example.invalid) return example.invalid;
  const attempts: [unknown, unknown][] = [
    ['body' in route ? route.body : undefined, {}],
    [route.query, { limit: 0 }],
    [route.pathParams, Object.fromEntries(Object.keys(shapeOf(route.pathParams)).map((k) => [k, '']))],
  ];
  for (const [schema, broken] of attempts) {
    if (!(schema instanceof z.ZodType)) continue;
    const parsed = schema.safeParse(broken);
    if (parsed.success) continue;
    const details = parsed.error.issues.map((i) => ({
      path: i.path.join('.') || 'body',
      message: i.message,
    }));
    return { err: `${details[0].path}: ${details[0].message}`, code: 'validation_failed', details };
  }
  return {
    err: `query.q: ${TEXT_MESSAGE}`,
    code: 'validation_failed',
    details: [{ path: 'query.q', message: TEXT_MESSAGE }],
  };
}

const shapeOf = (schema: unknown): Record<string, unknown> =>
  schema instanceof z.ZodObject ? (schema.shape as Record<string, unknown>) : {};

function insufficientCredits(cost: CreditCost): ApiV1Error {
  const amount = creditsFor(cost, cost.kind === 'perUnit' ? cost.per : 1);
  return {
    err: `This call costs ${amount} credit${amount === 1 ? '' : 's'} and the balance is 0. Credits are sold at /pricing#credits.`,
    code: 'insufficient_credits',
    balance: 0,
    cost: amount,
  };
}

const RATE_LIMITED: ApiV1Error = {
  err: 'Too many requests. Please retry in 1 second.',
  code: 'rate_limited',
  retryAfterSeconds: 1,
};
const MISSING_KEY: ApiV1Error = {
  err: `An API key is required: send it in the ${API_KEY_HEADER} header. Your key is on your account page.`,
  code: 'missing_api_key',
};
const INTERNAL: ApiV1Error = { err: PAGE_MESSAGES.serverError, code: 'internal' };

/** The call as a shell command a reader can paste. */
function curlSample(route: AppRoute, { request }: Example): string {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(request.params?.[name] ?? '')),
  );
  const query = new URLSearchParams(
    Object.entries(request.query ?? {}).map(([k, v]) => [k, String(v)] as [string, string]),
  ).toString();
  const lines = [
    `curl${route.method === 'GET' ? '' : ` -X ${route.method}`} '${SAMPLE_ORIGIN}${path}${query ? `?${query}` : ''}'`,
    `  -H "${API_KEY_HEADER}: $TECHCENSUS_API_KEY"`,
  ];
  if (request.body !== undefined) {
    lines.push(`  -H 'content-type: application/json'`, `  -d '${JSON.stringify(request.body)}'`);
  }
  return lines.join(' \\\n');
}

const TAGS: Record<string, string> = { 'test-domain': 'domains' };
const tagOf = (route: AppRoute) => {
  const area = route.path.split('/')[3] ?? 'api';
  return TAGS[area] ?? area;
};

/**
 * One public operation as integrators read it: its cost in words and as `x-credit-cost`, the key
 * it needs, its body and answer as named schemas (`openapi-names.ts`), worked examples of the
 * request and the answer, every error answer it can give with an example, and the headers of the
 * rate limits and the meter.
 */
export function publicOperation(operation: Operation, route: AppRoute, schemas: SchemaComponents): Operation {
  const name = operationName(route);
  const example = API_EXAMPLES[name] as unknown as Example;
  const cost = (route.metadata as RouteMetadata).credits as CreditCost;
  const { request } = example;

  const parameters = operation.parameters?.map((p) => {
    const value =
      p.in === 'path' ? request.params?.[p.name] : p.in === 'query' ? request.query?.[p.name] : undefined;
    return value === undefined ? p : { ...p, example: value };
  });
  const body = 'body' in route ? (route.body as z.ZodTypeAny) : undefined;
  const requestBody =
    operation.requestBody && body && !isEmptyBody(body)
      ? {
          ...operation.requestBody,
          required: !body.isOptional(),
          content: {
            'application/json': {
              schema: schemas.of(body, false),
              ...(request.body === undefined ? {} : { example: request.body }),
            },
          },
        }
      : undefined;

  const success = String(example.response.status);
  const okHeaders = { ...RATE_LIMIT_HEADERS, ...REQUEST_ID_HEADER, ...CREDIT_HEADERS };
  const gatedHeaders = { ...RATE_LIMIT_HEADERS, ...REQUEST_ID_HEADER };

  const responses: Operation['responses'] = {};
  for (const [status, answer] of Object.entries(operation.responses)) {
    if (status === success) {
      const schema = (route.responses as Record<string, z.ZodTypeAny>)[status];
      responses[status] = {
        description: route.summary ?? 'OK',
        headers: { ...headerRefs(okHeaders), ...ownHeaders(example.headers) },
        ...(answer.content && example.response.body !== undefined
          ? {
              content: {
                'application/json': { schema: schemas.of(schema, true), example: example.response.body },
              },
            }
          : {}),
      };
    }
  }
  // The key and the limits are checked before the request is read: a 400 has passed them.
  const error = schemas.of(ApiV1Error, true);
  responses['400'] = errorAnswer(error, '400', invalidExample(route, example), gatedHeaders);
  responses['401'] = errorAnswer(error, '401', MISSING_KEY, UNAUTHORIZED_HEADERS);
  if (!isFree(cost)) responses['402'] = errorAnswer(error, '402', insufficientCredits(cost), gatedHeaders);
  if (example.forbidden) responses['403'] = errorAnswer(error, '403', example.forbidden, gatedHeaders);
  if (example.notFound) responses['404'] = errorAnswer(error, '404', example.notFound, gatedHeaders);
  responses['429'] = errorAnswer(error, '429', RATE_LIMITED, TOO_MANY_REQUESTS_HEADERS);
  responses['500'] = errorAnswer(error, '500', INTERNAL, REQUEST_ID_HEADER);

  const costWords = `**Credit cost:** ${describeCost(cost)}.${isFree(cost) ? '' : ' A call that fails costs nothing.'}`;
  const { requestBody: _generated, ...rest } = operation;
  return {
    ...rest,
    tags: [tagOf(route)],
    description: [operation.description, costWords].filter(Boolean).join('\n\n'),
    ...(parameters ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
    'x-credit-cost': cost,
    'x-codeSamples': [{ lang: 'Shell', label: 'curl', source: curlSample(route, example) }],
    security: [{ [API_KEY_SCHEME]: [] }],
  };
}

const routeId = (route: AppRoute) => `${route.method} ${route.path}`;
const OPERATION_BY_ROUTE = new Map<string, ApiOperationName>(
  (Object.entries(apiV1Contract) as [ApiOperationName, AppRoute][]).map(([name, route]) => [
    routeId(route),
    name,
  ]),
);

function operationName(route: AppRoute): ApiOperationName {
  const name = OPERATION_BY_ROUTE.get(routeId(route));
  if (!name) throw new Error(`${routeId(route)} is not a route of the public API`);
  return name;
}
