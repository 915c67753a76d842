import { type AnyPageEnvelope, isPagedWithoutNumber, pageDataUrl } from '@techcensus/contract';
import type * as Calls from './calls.ts';
import type { WebsiteCalls } from './calls.ts';
import { readEnvelope } from './envelope.ts';

/**
 * The website's only way to the server: every call is a route of the contract through ts-rest's
 * client (calls.ts), so a route renamed or reshaped in the contract stops the website from
 * compiling. Page data is the one exception (`fetchEnvelope`): its address is the page's own
 * address plus `/api`, query string as typed, and an address no route knows still gets the
 * server's 404 envelope.
 */

interface Answer {
  status: number;
  /** The parsed JSON body; undefined when the body is not JSON (a proxy's HTML error page). */
  body: unknown;
  headers: Headers;
}

/**
 * One request from this site's pages: the session cookie goes along, and the body is read as
 * JSON whatever the status says, because the spec's answers carry their message (`err`, an
 * envelope) on 4xx and 5xx too. Only a network failure rejects.
 */
export async function send(url: string, init: RequestInit): Promise<Answer> {
  const response = await fetch(url, { credentials: 'same-origin', ...init });
  const body: unknown = await response.json().catch(() => undefined);
  return { status: response.status, body, headers: response.headers };
}

let loadingCalls: Promise<typeof Calls> | undefined;

/** The client module, once; a failed load (offline) is tried again by the next call. */
function loadCalls(): Promise<typeof Calls> {
  loadingCalls ??= import('./calls.ts').then(
    (module) => module,
    (error: unknown) => {
      loadingCalls = undefined;
      throw error;
    },
  );
  return loadingCalls;
}

/**
 * `site.accounts.login` before the client is loaded: each property step remembers the route's
 * place and calling it loads the client, then makes the call. The routes' zod schemas stay out of
 * the page's first script, and callers keep one typed object.
 */
function deferredCall(path: readonly string[]): unknown {
  return new Proxy(() => undefined, {
    // `then` stays undefined so that the object is never taken for a promise.
    get: (_target, key) =>
      typeof key === 'string' && key !== 'then' ? deferredCall([...path, key]) : undefined,
    apply: async (_target, _this, args: unknown[]) => {
      let node: unknown = (await loadCalls()).calls;
      for (const key of path) node = (node as Record<string, unknown>)[key];
      return (node as (...a: unknown[]) => unknown)(...args);
    },
  });
}

/**
 * The typed client of the website's calls, by contract area: `site.accounts.login({ body })`.
 * Each call resolves to `{ status, body }` typed from the contract, whatever the status, and
 * rejects only when the network fails; `answers.ts` turns that into what the forms show.
 */
export const site = deferredCall([]) as WebsiteCalls;

/** `site.accounts.authOptions()`, its answer parsed with the contract (calls.ts). */
export const readAuthOptions = (): ReturnType<typeof Calls.authOptions> =>
  loadCalls().then((module) => module.authOptions());

/** Page data could not be read at all (network down, not JSON, not an envelope). */
export class PageDataUnavailable extends Error {
  override name = 'PageDataUnavailable';
}

/** Where the data of the page at `pathname` + `search` lives (part 2 §7). */
export function pageDataAddress(pathname: string, search: string): string {
  return pageDataUrl(pathname, search, isPagedWithoutNumber(pathname));
}

/**
 * GET the page's envelope. Not-found and server-error pages come back with a 404/500 status and
 * an envelope body, so the status alone decides nothing; only an unreadable answer is a failure.
 */
export async function fetchEnvelope(
  pathname: string,
  search: string,
  signal?: AbortSignal,
): Promise<AnyPageEnvelope> {
  let answer: Answer;
  try {
    answer = await send(pageDataAddress(pathname, search), {
      headers: { accept: 'application/json' },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new PageDataUnavailable(error instanceof Error ? error.message : String(error));
  }
  if (signal?.aborted) throw signal.reason;
  const envelope = readEnvelope(answer.body);
  if (!envelope) throw new PageDataUnavailable('not a page-data envelope');
  return envelope;
}
