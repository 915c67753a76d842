import {
  AnyPageEnvelope,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  contract,
  isPagedWithoutNumber,
  pageDataUrl,
} from '@techcensus/contract';
import { type ApiFetcher, initClient } from '@ts-rest/core';

/**
 * The website's only way to the server: every call is a route of the contract through ts-rest's
 * client, so a route renamed or reshaped in the contract stops the website from compiling. Page
 * data is the one exception (`fetchEnvelope`): its address is the page's own address plus `/api`,
 * query string as typed, and an address no route knows still gets the server's 404 envelope.
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
async function send(url: string, init: RequestInit): Promise<Answer> {
  const response = await fetch(url, { credentials: 'same-origin', ...init });
  const body: unknown = await response.json().catch(() => undefined);
  return { status: response.status, body, headers: response.headers };
}

const transport: ApiFetcher = ({ path, method, headers, body, fetchOptions }) =>
  send(path, { ...fetchOptions, method, headers, body });

/** The contract without the public API, which takes API keys and is the SDK's business. */
const { apiV1: _publicApi, ...websiteRoutes } = contract;

const client = initClient(websiteRoutes, {
  baseUrl: '',
  // The CSRF header the server requires on every state-changing call (docs/accounts.md).
  baseHeaders: { accept: 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
  throwOnUnknownStatus: false,
  api: transport,
});

type Args = { params?: Record<string, string> } & Record<string, unknown>;

/**
 * ts-rest puts path parameters into the path as they are; a scan token or a subscription ID
 * with a `/` or `?` in it must stay one segment, as the hand-built addresses had it.
 */
function encodingParams<T extends object>(routes: T): T {
  const wrapped = Object.entries(routes).map(([name, value]) => {
    if (typeof value !== 'function') return [name, encodingParams(value as object)];
    const call = value as (args?: Args) => Promise<Answer>;
    return [
      name,
      (args?: Args) =>
        call(
          args?.params
            ? {
                ...args,
                params: Object.fromEntries(
                  Object.entries(args.params).map(([key, v]) => [key, encodeURIComponent(v)]),
                ),
              }
            : args,
        ),
    ];
  });
  return Object.fromEntries(wrapped) as T;
}

/**
 * The typed client of the website's calls, by contract area: `site.accounts.login({ body })`.
 * Each call resolves to `{ status, body }` typed from the contract, whatever the status, and
 * rejects only when the network fails; `answers.ts` turns that into what the forms show.
 */
export const site = encodingParams(client);

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
  const parsed = AnyPageEnvelope.safeParse(answer.body);
  if (!parsed.success) throw new PageDataUnavailable(`not a page-data envelope: ${parsed.error.message}`);
  return parsed.data;
}
