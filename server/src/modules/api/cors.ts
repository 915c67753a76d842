import { API_KEY_HEADER } from '@techcensus/contract';
import type { NextFunction, Request, Response } from 'express';

const EXPOSED = [
  'Retry-After',
  'Location',
  'X-Request-Id',
  'X-Credits-Charged',
  'X-Credits-Remaining',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
];

/**
 * The public API may be called from any web page (the SDK works in browsers): it authenticates
 * by a header, never by cookies, so allowing every origin exposes nothing a page could not
 * already do with the key it holds.
 */
export function apiCors(req: Request, res: Response, next: NextFunction) {
  if (!req.path.startsWith('/api/v1/')) return next();
  res.set({
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': EXPOSED.join(', '),
  });
  if (req.method !== 'OPTIONS') return next();
  res.set({
    'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': `${API_KEY_HEADER}, authorization, content-type`,
    'Access-Control-Max-Age': '600',
  });
  res.status(204).end();
}
