import { replaceApiKey } from '../../server/src/modules/accounts/api-keys.ts';
import { grantCredits } from '../../server/src/modules/credits/index.ts';
import type { Queryable } from '../../server/src/store/db.ts';

let n = 0;

/** An account with an API key and `credits` on top of its monthly free-tier grant. */
export async function apiAccount(db: Queryable, credits = 0): Promise<{ accountId: number; apiKey: string }> {
  n += 1;
  const email = `api-${process.pid}-${n}-${Date.now()}@example.org`;
  const { rows } = await db.query<{ id: string | number }>(
    `INSERT INTO accounts (name, email, password_hash, auth_type, email_class, purchase_enabled)
     VALUES ('API test', $1, NULL, 'password', 'professional', true) RETURNING id`,
    [email],
  );
  const accountId = Number(rows[0].id);
  const { key } = await replaceApiKey(db, accountId);
  if (credits > 0) {
    await grantCredits(db, {
      accountId,
      source: 'adjustment',
      amount: credits,
      expiresAt: new Date(Date.now() + 365 * 86_400_000),
      reference: `test:${email}`,
    });
  }
  return { accountId, apiKey: key };
}

export interface Answer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read every answer shape
  body: any;
}

/** One API call with a key (or none), JSON in and out. */
export async function call(
  base: string,
  method: 'GET' | 'POST',
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
