import { isPlainText, TEXT_MESSAGE } from '@techcensus/contract';
import type { RequestHandler } from 'express';
import { HttpError } from './errors.ts';

/** `%00`–`%1F` and `%7F`: an escaped control character (a raw one never gets past Node's parser). */
const ESCAPED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;

/** The first query field holding text that is not plain, as `query.name`; keys count too. */
function badQueryField(value: unknown, at: string): string | null {
  if (typeof value === 'string') return isPlainText(value) ? null : at;
  if (!value || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const field = Array.isArray(value) ? at : `${at}.${key}`;
    if (!isPlainText(key)) return field;
    const bad = badQueryField(inner, field);
    if (bad) return bad;
  }
  return null;
}

/**
 * The address is read in many places the contract does not describe: the server-rendered pages
 * take their path and query straight from it, and so do the plain Express routes (checkout
 * links, report downloads, Google's callback). A NUL there reached PostgreSQL as a failed query,
 * a 500; a control character is no part of any name. So every address is held to the contract's
 * one-line `text` rule here, once, before routing: a 400 in the error shape the request asked for.
 */
export const addressText: RequestHandler = (req, _res, next) => {
  const field = ESCAPED_CONTROL.test(req.path) ? 'path' : badQueryField(req.query, 'query');
  if (!field) return next();
  next(
    new HttpError(
      400,
      `${field}: ${TEXT_MESSAGE}`,
      'validation_failed',
      {},
      {
        details: [{ path: field, message: TEXT_MESSAGE }],
      },
    ),
  );
};
