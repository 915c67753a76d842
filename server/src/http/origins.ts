import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { type Config, isLoopbackHost, publicUrl } from '../config/index.ts';

/**
 * The origins this server answers as, from configuration only (never from a request): PUBLIC_URL's,
 * the canonical one, and the loopback names on the port it listens on, which only this machine
 * can use.
 */
export interface SiteOrigins {
  /** PUBLIC_URL's origin (default http://HOST:PORT). */
  canonical: URL;
  /** Every origin a page of this site can have: the canonical one and the loopback ones. */
  origins: Set<string>;
  /** Every authority (host[:port], lower case) a request may name in Host. */
  authorities: Set<string>;
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];
const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

export function siteOrigins(config: Config): SiteOrigins {
  const canonical = new URL(publicUrl(config));
  const origins = new Set([canonical.origin]);
  const authorities = new Set([canonical.host]);
  const defaultPort = DEFAULT_PORTS[canonical.protocol];
  if (!canonical.port && defaultPort) authorities.add(`${canonical.hostname}:${defaultPort}`);
  for (const name of LOOPBACK_NAMES) {
    origins.add(`http://${name}${config.PORT === 80 ? '' : `:${config.PORT}`}`);
    authorities.add(`${name}:${config.PORT}`);
    if (config.PORT === 80) authorities.add(name);
  }
  return { canonical, origins, authorities };
}

/** The host the client asked for: X-Forwarded-Host's first value behind a trusted proxy, else Host. */
function requestedAuthority(req: Request, trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? req.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  return (forwarded || req.get('host'))?.toLowerCase();
}

/**
 * Answers only requests that name this site (DNS rebinding: a page of another name that
 * resolves to this server must not read it), and sends page loads that arrive on another loopback
 * name to the canonical origin, so that the session cookie, set per host name, is the one that
 * checkouts and sign-ins return to. /healthz answers whatever the Host, for load balancers that
 * probe by address; the public API is not redirected (its clients send keys, not cookies).
 */
export function hostGuard(config: Config, site: SiteOrigins): RequestHandler {
  const canonicalIsLocal = isLoopbackHost(site.canonical.hostname);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path === '/healthz') return next();
    const authority = requestedAuthority(req, config.TRUST_PROXY);
    if (!authority || !site.authorities.has(authority)) {
      res
        .status(421)
        .type('text/plain')
        .set('Cache-Control', 'no-store')
        .send('Misdirected request: this server does not answer to the host name in this request.\n');
      return;
    }
    if (
      canonicalIsLocal &&
      authority !== site.canonical.host &&
      (req.method === 'GET' || req.method === 'HEAD') &&
      !req.path.startsWith('/api/v1/')
    ) {
      res.redirect(302, `${site.canonical.origin}${req.originalUrl}`);
      return;
    }
    next();
  };
}
