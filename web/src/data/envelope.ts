import type { AnyPageEnvelope } from '@techcensus/contract';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const optional = (value: unknown, check: (v: unknown) => boolean) => value === undefined || check(value);
const isString = (v: unknown) => typeof v === 'string';
const isBoolean = (v: unknown) => typeof v === 'boolean';
const holds = (key: string) => (v: unknown) => isRecord(v) && typeof v[key] === 'string';

/**
 * A page-data envelope as the website reads it, or null when the answer is none. The server
 * validated the envelope against the contract before sending it, so this checks its shape only:
 * parsing it with the contract's zod schemas would put zod (130 KiB) into every page's first
 * script for an answer that cannot be anything else.
 */
export function readEnvelope(value: unknown): AnyPageEnvelope | null {
  if (!isRecord(value) || !isRecord(value.User) || !isBoolean(value.User.LoggedIn)) return null;
  const shaped =
    optional(value.results, isRecord) &&
    optional(value.err, isString) &&
    optional(value.result301, holds('location')) &&
    optional(value.result302, holds('location')) &&
    optional(value.result404, holds('title')) &&
    optional(value.result500, holds('title')) &&
    optional(value.resultLoginRequired, isBoolean) &&
    optional(value.requireCaptchaCheck, isBoolean);
  return shaped ? (value as AnyPageEnvelope) : null;
}
