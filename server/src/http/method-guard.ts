import type { RouteEntry } from '@techcensus/contract';
import type { RequestHandler } from 'express';
import { HttpError } from './errors.ts';

/**
 * Wrong method on a known path → 405 with Allow. GET and HEAD on paths the contract does not own
 * are website pages, rendered by SSR, so other methods there are 405 too; unknown API paths 404.
 */
export function methodGuard(entries: RouteEntry[]): RequestHandler {
  // Every request is held against every route: the literal start of a route's path (up to its
  // first parameter) rules most out before their regex runs.
  const candidates = entries.map((e) => ({ entry: e, literal: e.path.split(':')[0] }));
  return (req, _res, next) => {
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const path = req.path;
    const matching: RouteEntry[] = [];
    for (const c of candidates)
      if (path.startsWith(c.literal) && c.entry.regex.test(path)) matching.push(c.entry);
    if (matching.some((e) => e.method === method)) return next();
    if (matching.length) {
      const allow = [...new Set(matching.map((e) => e.method))];
      if (allow.includes('GET')) allow.push('HEAD');
      return next(
        new HttpError(405, `Method ${req.method} is not allowed here.`, 'method_not_allowed', {
          Allow: allow.join(', '),
        }),
      );
    }
    if (method === 'GET' || req.method === 'OPTIONS') return next();
    if (req.path.startsWith('/api/') || req.path.endsWith('/api')) {
      return next(new HttpError(404, 'No such endpoint.', 'not_found'));
    }
    // Every other path is a website page: it answers GET (possibly with the 404 page) and nothing else.
    return next(
      new HttpError(405, `Method ${req.method} is not allowed here.`, 'method_not_allowed', {
        Allow: 'GET, HEAD',
      }),
    );
  };
}
