import type { CookieOptions, Request, Response } from 'express';

/** One cookie from the request, or undefined; malformed encodings count as absent. */
export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * httpOnly, SameSite=Lax (sent on top-level navigation to the site, never on cross-site
 * sub-requests or form posts), Secure whenever the public URL is https.
 */
export function cookieOptions(secure: boolean, maxAgeMs: number): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: maxAgeMs };
}

export function clearCookie(res: Response, name: string, secure: boolean): void {
  res.clearCookie(name, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
