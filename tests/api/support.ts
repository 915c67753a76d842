import type { Queryable } from '../../server/src/store/db.ts';
import { createApiAccount } from '../support/accounts.ts';

/** An account with an API key and `credits` on top of its monthly free-tier grant. */
export const apiAccount = (db: Queryable, credits = 0) => createApiAccount(db, { credits });

export interface Answer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read every answer shape
  body: any;
}

/** One API call with a key (or none), JSON in and out. */
export async function call(
  base: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  opts: { key?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(opts.key ? { 'x-api-key': opts.key } : {}),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...opts.headers,
    },
    body:
      opts.body === undefined
        ? undefined
        : typeof opts.body === 'string'
          ? opts.body
          : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}
