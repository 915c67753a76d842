import type { ApiErrorCode } from '@techcensus/contract';

/**
 * What each stable error code of `/api/v1` tells an integrator to do. Keyed by the contract's
 * code list, so a code added there does not compile until it is explained here.
 */
export const API_ERROR_MEANINGS: Record<ApiErrorCode, string> = {
  validation_failed:
    'A path parameter, query parameter or body field is not valid, or is not one the call takes (an unknown field is refused, never ignored); the details field lists each one.',
  malformed_json: 'The request body is not valid JSON.',
  invalid_cursor: 'The cursor did not come from this list; start again without one.',
  bad_request: 'The request cannot be served as sent.',
  missing_api_key: 'No API key was sent: put it in the x-api-key header or as Authorization: Bearer.',
  invalid_api_key: 'The key is not known. It may have been replaced by a newer one on your account page.',
  insufficient_credits:
    'The balance does not cover the call; the balance and cost fields say by how much. Nothing was charged.',
  scan_not_permitted: 'This domain may not be scanned (government and military domains are refused).',
  plan_limit_reached:
    'Your plan allows no more of this (alerts): delete one or choose a larger plan; the limits are on the pricing page.',
  not_found: 'The domain, technology, CVE, scan or endpoint is not known. Nothing was charged.',
  method_not_allowed:
    'The path exists but not with this method; the Allow header lists the methods it takes.',
  body_too_large: 'The request body is larger than the server accepts.',
  unsupported_encoding: 'The request body is compressed or encoded in a way the server does not read.',
  rate_limited:
    'Too many calls for your plan or address: wait as many seconds as Retry-After says (also in retryAfterSeconds). Nothing was charged.',
  internal: 'A fault on our side; it has been logged. Nothing was charged.',
  unavailable: 'The service cannot answer right now; retry a little later.',
};
