import { type AnyPageEnvelope, PAGE_MESSAGES } from '@techcensus/contract';

export type PageResults = NonNullable<AnyPageEnvelope['results']>;

/** What a page-data envelope asks the shell to do (part 2 §4 "Page load", §8). */
export type PageOutcome =
  | { kind: 'redirect'; location: string; permanent: boolean }
  | { kind: 'notFound' }
  | { kind: 'serverError' }
  | { kind: 'error'; message: string }
  | { kind: 'loginRequired' }
  | { kind: 'captcha' }
  | { kind: 'page'; results: PageResults };

/**
 * Only one member of an envelope is meant to be set; when a server sets several anyway, the
 * ones that stop the page from showing win, most drastic first.
 */
export function outcomeOf(envelope: AnyPageEnvelope): PageOutcome {
  if (envelope.result301) return { kind: 'redirect', location: envelope.result301.location, permanent: true };
  if (envelope.result302)
    return { kind: 'redirect', location: envelope.result302.location, permanent: false };
  if (envelope.result404) return { kind: 'notFound' };
  if (envelope.result500) return { kind: 'serverError' };
  if (envelope.err) return { kind: 'error', message: envelope.err };
  if (envelope.resultLoginRequired) return { kind: 'loginRequired' };
  if (envelope.requireCaptchaCheck) return { kind: 'captcha' };
  if (envelope.results) return { kind: 'page', results: envelope.results };
  return { kind: 'error', message: PAGE_MESSAGES.generic };
}

/**
 * A redirect target inside this site is followed without reloading; anything else (another
 * host, another scheme) leaves the app. Returns the in-app path, or null when external.
 */
export function internalTarget(location: string, origin: string): string | null {
  if (location.startsWith('/') && !location.startsWith('//') && !location.startsWith('/\\')) return location;
  try {
    const url = new URL(location, origin);
    if (url.origin !== new URL(origin).origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
