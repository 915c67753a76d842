import { randomToken, sha256 } from '../../server/src/http/crypto.ts';
import { replaceApiKey } from '../../server/src/modules/accounts/api-keys.ts';
import { SESSION_COOKIE } from '../../server/src/modules/accounts/sessions.ts';
import { ledgerMismatches } from '../../server/src/modules/credits/index.ts';
import type { Queryable } from '../../server/src/store/db.ts';

export { type ApiAccount, createApiAccount } from '../../fixtures/api-accounts.ts';
/** The name of the session cookie, for a browser context or a raw request signed in as a test account. */
export { SESSION_COOKIE };

let counter = 0;

/**
 * An account row made directly in the store, for tests that only need the row to exist (the
 * ledger, purchases): a professional address with purchases enabled.
 */
export async function createAccount(db: Queryable): Promise<number> {
  counter += 1;
  const { rows } = await db.query<{ id: string | number }>(
    `INSERT INTO accounts (name, email, auth_type, email_class, purchase_enabled)
     VALUES ('Test account', $1, 'password', 'professional', true) RETURNING id`,
    [`account-${process.pid}-${counter}-${Date.now()}@acme-widgets.com`],
  );
  return Number(rows[0].id);
}

export interface SignedInAccount {
  accountId: number;
  email: string;
  /** The session token, the value of the session cookie. */
  token: string;
  /** The Cookie header a browser signed in as this account sends. */
  cookie: string;
}

/**
 * An account with a session, made directly in the store (registration and sign-in have suites of
 * their own): by default on a professional address, purchases enabled. A free-mail address proves
 * no domain; `verified` domains are the account's as if it had proved them.
 */
export async function signedInAccount(
  db: Queryable,
  opts: {
    emailClass?: 'professional' | 'free';
    purchaseEnabled?: boolean;
    verified?: string[];
    name?: string;
  } = {},
): Promise<SignedInAccount> {
  counter += 1;
  const free = opts.emailClass === 'free';
  const email = `signed-in-${process.pid}-${counter}-${Date.now()}@${free ? 'gmail.com' : 'acme-widgets.com'}`;
  const { rows } = await db.query<{ id: string | number }>(
    `INSERT INTO accounts (name, email, auth_type, email_class, purchase_enabled)
     VALUES ($1, $2, 'password', $3, $4) RETURNING id`,
    [opts.name ?? 'Test account', email, free ? 'free' : 'professional', opts.purchaseEnabled ?? true],
  );
  const accountId = Number(rows[0].id);
  for (const domain of opts.verified ?? [])
    await db.query('INSERT INTO verified_domains (account_id, domain) VALUES ($1, $2)', [accountId, domain]);
  const token = randomToken();
  await db.query(
    `INSERT INTO sessions (id_hash, account_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
    [sha256(token), accountId],
  );
  return { accountId, email, token, cookie: `${SESSION_COOKIE}=${token}` };
}

/** A fresh API key of the account (the one it had stops working), as "generate API key" makes it. */
export async function newApiKey(db: Queryable, accountId: number): Promise<string> {
  return (await replaceApiKey(db, accountId)).key;
}

/** Grants whose spent total is not the sum of their standing debits: none when the ledger is whole. */
export const ledgerProblems = (db: Queryable) => ledgerMismatches(db);
