import type { RunningServer } from '../../server/src/main.ts';
import { type Client, type Mailbox, registerAccount, startAccountsServer } from '../accounts/support.ts';
import { newApiKey } from '../support/accounts.ts';

let n = 0;

/** A signed-in account on a professional address (purchases enabled) or a free-mail one (not). */
export async function signedIn(
  server: RunningServer,
  mailbox: Mailbox,
  kind: 'professional' | 'free' = 'professional',
): Promise<{ client: Client; email: string; accountId: number }> {
  n += 1;
  const email =
    kind === 'professional'
      ? `buyer${process.pid}x${n}@acme-widgets.com`
      : `buyer${process.pid}x${n}@gmail.com`;
  const client = await registerAccount(server.url, mailbox, { email, password: 'correct horse battery' });
  const { rows } = await server.db.query<{ id: string | number }>(
    'SELECT id FROM accounts WHERE email = $1',
    [email],
  );
  return { client, email, accountId: Number(rows[0].id) };
}

/** A fresh API key of the account, for the public API's view of its credits. */
export async function apiKeyOf(server: RunningServer, accountId: number): Promise<string> {
  return newApiKey(server.db, accountId);
}

export async function apiCredits(server: RunningServer, key: string) {
  const res = await fetch(`${server.url}/api/v1/credits`, { headers: { 'x-api-key': key } });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

export async function startPurchaseServer(
  mailbox: Mailbox,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  // Purchases without Stripe keys go through the local test checkout, which tests must ask for.
  return startAccountsServer(mailbox, { WEB_RATE_LIMIT: '0', PURCHASE_TEST_CHECKOUT: 'true', ...env });
}

/** The order rows of an account, newest first. */
export async function ordersOf(server: RunningServer, accountId: number) {
  const { rows } = await server.db.query<Record<string, unknown>>(
    'SELECT * FROM orders WHERE account_id = $1 ORDER BY created_at DESC',
    [accountId],
  );
  return rows;
}

export async function grantsOf(server: RunningServer, accountId: number) {
  const { rows } = await server.db.query<Record<string, unknown>>(
    `SELECT source, amount, reference, expires_at, granted_at FROM credit_grants
     WHERE account_id = $1 AND source <> 'free-tier' ORDER BY id`,
    [accountId],
  );
  return rows.map((r) => ({
    ...r,
    expires_at: new Date(r.expires_at as string),
    granted_at: new Date(r.granted_at as string),
  }));
}

/** The order id a checkout URL's session belongs to. */
export async function orderOfSession(server: RunningServer, sessionId: string): Promise<string> {
  const { rows } = await server.db.query<{ id: string }>(
    'SELECT id FROM orders WHERE checkout_session_id = $1',
    [sessionId],
  );
  if (!rows[0]) throw new Error(`no order for session ${sessionId}`);
  return rows[0].id;
}
