import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@techcensus/contract';
import type { NextFunction, Request, Response } from 'express';
import { HttpError } from '../../http/errors.ts';

/** GET calls that change state anyway because the spec has them as GET (part 1 §7, part 2 §7). */
const STATE_CHANGING_GETS = new Set([
  '/user/logout/api',
  '/user/generate-api-key/api',
  '/user/verified-domains/api-remove-domain',
]);
/** Anonymous crash reports touch no session and come from a page that may be broken. */
const EXEMPT = new Set(['/report-client-error']);

/**
 * CSRF defence (docs/accounts.md): every state-changing call of the website must carry the
 * custom header, and when the browser says where the call came from (Origin), it must be this
 * site. The public API under /api/v1/ uses API keys, not cookies, and is not concerned.
 */
export function csrfGuard(publicOrigin: string) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const changing =
      !['GET', 'HEAD', 'OPTIONS'].includes(req.method) ||
      STATE_CHANGING_GETS.has(req.path.replace(/\/+$/, ''));
    if (!changing || req.path.startsWith('/api/v1/') || EXEMPT.has(req.path)) return next();
    const origin = req.get('origin');
    const ownOrigin = `${req.protocol}://${req.get('host')}`;
    if (origin && origin !== ownOrigin && origin !== publicOrigin) {
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
