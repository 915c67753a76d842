import { CSRF_HEADER, CSRF_HEADER_VALUE, type SearchStatus } from '@techcensus/contract';
import { until } from '../support/wait.ts';

/** An account with a signed-in session; the Cookie header a browser would send. */
export { signedInAccount as signedIn } from '../support/accounts.ts';

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read every answer shape
  body: any;
}

/** A call as the website makes it: JSON, with the CSRF header unless told otherwise. */
export async function call(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  opts: { body?: unknown; raw?: string; cookie?: string; csrf?: boolean } = {},
): Promise<Answer> {
  const res = await fetch(base + path, {
    method,
    headers: {
      accept: 'application/json',
      ...(opts.csrf === false ? {} : { [CSRF_HEADER]: CSRF_HEADER_VALUE }),
      ...(opts.body !== undefined || opts.raw !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    body: opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** Polls a search until it completes, as the page does but without the 1 s pause. */
export async function awaitSearch(base: string, searchId: string, cookie?: string): Promise<SearchStatus> {
  return until(
    async () => {
      const r = await call(base, 'GET', `/api/readQueryStatus/${searchId}`, { cookie });
      if (r.status !== 200) throw new Error(`status ${r.status}: ${JSON.stringify(r.body)}`);
      const results = r.body.results as SearchStatus;
      return results.completed && results;
    },
    { what: `search ${searchId} to complete`, timeoutMs: 20_000 },
  );
}

/** Starts a count and waits for it. */
export async function count(base: string, filters: unknown, cookie?: string): Promise<SearchStatus> {
  const r = await call(base, 'POST', '/api/calculateReportDomainCount', { body: filters, cookie });
  if (r.status !== 200) throw new Error(`count ${r.status}: ${JSON.stringify(r.body)}`);
  return awaitSearch(base, r.body.results.searchId, cookie);
}
