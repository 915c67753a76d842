import { replaceApiKey } from '../../server/src/modules/accounts/api-keys.ts';
import { grantCredits } from '../../server/src/modules/credits/ledger.ts';
import type { Queryable } from '../../server/src/store/db.ts';

let made = 0;

export interface ApiAccount {
  accountId: number;
  apiKey: string;
  email: string;
}

/**
 * An account row with a real API key and, when `credits` > 0, an adjustment grant of that many
 * credits expiring in a year (on top of whatever free tier the server grants by itself).
 */
export async function createApiAccount(
  db: Queryable,
  opts: { credits?: number; email?: string } = {},
): Promise<ApiAccount> {
  made += 1;
  const email = (
    opts.email ?? `api-client-${process.pid}-${made}-${Date.now()}@acme-widgets.com`
  ).toLowerCase();
  const { rows } = await db.query<{ id: string | number }>(
    `INSERT INTO accounts (name, email, auth_type, email_class, purchase_enabled)
     VALUES ('API client test', $1, 'password', 'professional', true) RETURNING id`,
    [email],
  );
  const accountId = Number(rows[0].id);
  const { key } = await replaceApiKey(db, accountId);
  if (opts.credits && opts.credits > 0) {
    await grantCredits(db, {
      accountId,
      source: 'adjustment',
      amount: opts.credits,
      expiresAt: new Date(Date.now() + 365 * 86_400_000),
      reference: `test-adjustment:${email}`,
    });
  }
  return { accountId, apiKey: key, email };
}
