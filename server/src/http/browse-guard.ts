import type { NextFunction, Request, Response } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { readCookie } from './cookies.ts';
import { HUMAN_COOKIE, isHuman } from './human-cookie.ts';

export interface BrowseGuardOptions {
  /** Page loads per minute per IP; 0 disables the rule. */
  perMinute: number;
  secret: string;
  /** True for requests that load a page (SSR GET or `{path}/api`). */
  isPageLoad(req: Request): boolean;
  isSignedIn(req: Request): boolean;
  /** Answers with the `requireCaptchaCheck` envelope, as page data or as a rendered page. */
  askForCaptcha(req: Request, res: Response): void;
}

/**
 * The `requireCaptchaCheck` rule (part 2 §4): an anonymous client loading pages faster than
 * `perMinute` is asked to pass the captcha; passing it (POST /validate-captcha) sets a signed
 * cookie that exempts the browser for an hour and clears its count.
 */
export function browseGuard(opts: BrowseGuardOptions) {
  const limiter = new RateLimiterMemory({ points: Math.max(1, opts.perMinute), duration: 60 });
  const middleware = async (req: Request, res: Response, next: NextFunction) => {
    if (opts.perMinute === 0 || req.method !== 'GET' || !opts.isPageLoad(req)) return next();
    if (opts.isSignedIn(req) || isHuman(opts.secret, readCookie(req, HUMAN_COOKIE))) return next();
    try {
      await limiter.consume(req.ip ?? 'unknown');
      next();
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) return next(e);
      opts.askForCaptcha(req, res);
    }
  };
  return Object.assign(middleware, {
    /** Forget an IP's count once it has proved to be human. */
    forgive: (ip: string) => limiter.delete(ip),
  });
}
