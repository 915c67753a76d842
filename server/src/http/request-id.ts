import { randomUUID } from 'node:crypto';
import type { RequestHandler, Response } from 'express';

/** The public API's paths: every answer there carries the id of its call. */
export const isPublicApiPath = (path: string) => path.startsWith('/api/v1/');

/**
 * Gives a public API call its id before anything can refuse it, so that every answer carries
 * `X-Request-Id`: the 401, 429 and 400 of the gate and the schemas, and the 404, 405 and 413 that
 * never reach a route. A charged call's debit is filed under the same id.
 */
export const apiRequestId: RequestHandler = (req, res, next) => {
  if (isPublicApiPath(req.path)) requestIdOf(res);
  next();
};

/** The id of the call `res` answers, made and set on the answer the first time it is asked for. */
export function requestIdOf(res: Response): string {
  const known = res.locals.requestId;
  if (typeof known === 'string') return known;
  const id = randomUUID();
  res.locals.requestId = id;
  res.set('X-Request-Id', id);
  return id;
}
