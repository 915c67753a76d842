import type { RouteEntry } from '@techcensus/contract';
import {
  CSRF_EXEMPT,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  CSRF_STATE_CHANGING_GETS as STATE_CHANGING_GETS,
} from '@techcensus/contract';
import type { NextFunction, Request, Response } from 'express';
import { HttpError } from '../../http/errors.ts';

/** The public API authenticates with API keys, never cookies. */
const isExempt = (key: string) => key.startsWith('apiV1.') || CSRF_EXEMPT.includes(key);
/** The path's own route, not matchRoute: a malformed escape in a parameter still names the route. */
const matches = (entries: RouteEntry[], path: string, method: string) =>
  entries.some((e) => e.method === method && e.regex.test(path));

/**
 * CSRF defence (docs/accounts.md): every state-changing call of the website must carry the
 * custom header, and when the browser says where the call came from (Origin), it must be one of
 * this site's origins, which come from configuration. Which call a request is comes from the
 * contract's route table, matched exactly as Express routes (case-sensitive, strict), so no
 * spelling of a path can reach a route while passing here as another.
 */
export function csrfGuard(opts: { origins: Set<string>; routes: RouteEntry[] }) {
  const changingGets = opts.routes.filter((e) => STATE_CHANGING_GETS.includes(e.key));
  if (changingGets.length !== STATE_CHANGING_GETS.length)
    throw new Error('csrfGuard: a state-changing GET route is missing from the contract');
  const exempt = opts.routes.filter((e) => e.method !== 'GET' && isExempt(e.key));
  return (req: Request, _res: Response, next: NextFunction) => {
    const safeMethod = ['GET', 'HEAD', 'OPTIONS'].includes(req.method);
    const changing = safeMethod
      ? req.method !== 'OPTIONS' && matches(changingGets, req.path, 'GET')
      : !matches(exempt, req.path, req.method);
    if (!changing) return next();
    const origin = req.get('origin');
    if (origin && !opts.origins.has(origin)) {
      return next(new HttpError(403, 'Cross-site requests are not allowed.', 'csrf'));
    }
    if (req.get(CSRF_HEADER) !== CSRF_HEADER_VALUE) {
      return next(
        new HttpError(403, 'This request is missing its security header; please reload the page.', 'csrf'),
      );
    }
    next();
  };
}
