import { API_RATE_LIMITS } from './credits.ts';

/**
 * The headers the public API answers with, as OpenAPI header objects. The names are the ones the
 * server's gate and rate limiter set (server/src/modules/api/gate.ts, server/src/http/rate-limit.ts);
 * tests/api/openapi-headers.test.ts holds a running server to them.
 */
type HeaderObject = {
  description: string;
  required?: boolean;
  schema: Record<string, unknown>;
  example?: unknown;
};

const integer = (example: number) => ({ schema: { type: 'integer', minimum: 0 }, example });

export const RATE_LIMIT_HEADERS: Record<string, HeaderObject> = {
  'RateLimit-Limit': {
    description: "Calls this key may make per window (one second): the plan's limit",
    required: true,
    ...integer(API_RATE_LIMITS.free.perKeyPerSecond),
  },
  'RateLimit-Remaining': {
    description: 'Calls left in the current window (0 on a 429)',
    required: true,
    ...integer(API_RATE_LIMITS.free.perKeyPerSecond - 1),
  },
  'RateLimit-Reset': {
    description: 'Seconds until the current window ends',
    required: true,
    ...integer(1),
  },
};

export const REQUEST_ID_HEADER: Record<string, HeaderObject> = {
  'X-Request-Id': {
    description: 'The id of this call; a charged call is listed under it in the credits history',
    required: true,
    schema: { type: 'string', format: 'uuid' },
    example: '2b7e1f0a-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
  },
};

export const CREDIT_HEADERS: Record<string, HeaderObject> = {
  'X-Credits-Charged': {
    description: 'Credits this call cost (0 for a free call or an empty answer)',
    required: true,
    ...integer(1),
  },
  'X-Credits-Remaining': {
    description: 'The balance after the charge; sent when the call was charged',
    ...integer(1_239),
  },
};

/** A 429 says when to come back; its RateLimit-Remaining is 0. */
export const TOO_MANY_REQUESTS_HEADERS: Record<string, HeaderObject> = {
  'Retry-After': {
    description: 'Seconds to wait before the next call (the same as `retryAfterSeconds` in the body)',
    required: true,
    ...integer(1),
  },
  ...RATE_LIMIT_HEADERS,
  ...REQUEST_ID_HEADER,
};

export const UNAUTHORIZED_HEADERS: Record<string, HeaderObject> = {
  'WWW-Authenticate': {
    description:
      'The Bearer challenge: `Bearer realm="api"`, with `error="invalid_token"` for an unknown key',
    required: true,
    schema: { type: 'string' },
    example: 'Bearer realm="api"',
  },
  ...REQUEST_ID_HEADER,
};
