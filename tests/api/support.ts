import { FREE_TIER_MONTHLY_CREDITS } from '@techcensus/contract';
import { expect } from 'vitest';
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

/**
 * The credit race: 200 parallel lookups with one key holding 100 credits. Exactly 100 are answered
 * and charged, 100 refused with 402, the balance ends at 0 and the history holds the 100 — however
 * many processes serve the calls (each batches its charges; the account's row lock orders them).
 */
export async function expectExactCreditRace(base: string, db: Queryable, domains: string[]): Promise<void> {
  const { apiKey } = await apiAccount(db, 100 - FREE_TIER_MONTHLY_CREDITS);
  const calls = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      call(base, 'GET', `/api/v1/domains/${domains[i % domains.length]}`, { key: apiKey }),
    ),
  );
  const statuses = calls.map((c) => c.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(100);
  expect(statuses.filter((s) => s === 402)).toHaveLength(100);
  expect((await call(base, 'GET', '/api/v1/credits', { key: apiKey })).body.balance).toBe(0);
  const history = await call(base, 'GET', '/api/v1/credits/history?limit=200', { key: apiKey });
  expect(history.body.entries).toHaveLength(100);
}
