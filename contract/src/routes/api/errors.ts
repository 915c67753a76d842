import { extendApi } from '@anatine/zod-openapi';
import { z } from 'zod';

/** The header that carries the API key (`Authorization: Bearer <key>` is accepted too). */
export const API_KEY_HEADER = 'x-api-key';

/**
 * Stable error codes of the public API: integrators switch on `code`, people read `err`. A code,
 * once published, keeps its meaning.
 */
export const API_ERROR_CODES = {
  validation_failed: 400,
  malformed_json: 400,
  invalid_cursor: 400,
  bad_request: 400,
  missing_api_key: 401,
  invalid_api_key: 401,
  insufficient_credits: 402,
  scan_not_permitted: 403,
  plan_limit_reached: 403,
  not_found: 404,
  method_not_allowed: 405,
  body_too_large: 413,
  unsupported_encoding: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;
export type ApiErrorCode = keyof typeof API_ERROR_CODES;

/** Every error answer of `/api/v1`, whatever the status. */
export const ApiV1Error = extendApi(
  z.object({
    err: z.string().describe('What went wrong, in words meant for a person'),
    code: z.enum(Object.keys(API_ERROR_CODES) as [ApiErrorCode, ...ApiErrorCode[]]),
    details: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .describe('Validation failures, one per field'),
    balance: z.number().int().optional().describe('Credits left (402 only)'),
    cost: z.number().int().optional().describe('Credits the call would have cost (402 only)'),
    retryAfterSeconds: z.number().int().optional().describe('Same as the Retry-After header (429 only)'),
  }),
  {
    example: {
      err: 'This call costs 25 credits and the balance is 3.',
      code: 'insufficient_credits',
      balance: 3,
      cost: 25,
    },
  },
);
export type ApiV1Error = z.infer<typeof ApiV1Error>;

/** The error answers every metered route can give; ts-rest adds them to each route. */
export const API_COMMON_RESPONSES = {
  400: ApiV1Error,
  401: ApiV1Error,
  402: ApiV1Error,
  404: ApiV1Error,
  429: ApiV1Error,
  500: ApiV1Error,
} as const;
