import { FREE_TIER_MONTHLY_CREDITS } from '@techcensus/contract';
import { createAccount } from '../../../../tests/support/accounts.ts';
import type { Db } from '../../store/db.ts';
import { grantCredits } from './index.ts';

export async function count(db: Db, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ n: string | number }>(sql, params);
  return Number(rows[0].n);
}

/** The debit rows of a request, as (grant, amount) pairs in grant order. */
export async function debitsOf(db: Db, requestId: string): Promise<{ grantId: number; amount: number }[]> {
  const { rows } = await db.query<{ grant_id: string | number; amount: number }>(
    'SELECT grant_id, amount FROM credit_debits WHERE request_id = $1 ORDER BY grant_id',
    [requestId],
  );
  return rows.map((r) => ({ grantId: Number(r.grant_id), amount: Number(r.amount) }));
}

export const day = 86_400_000;

/**
 * A new account with 100 credits: this month's free tier, granted by whichever charge comes
 * first, and a purchase of the rest that expires 90 days after `now`.
 */
export async function accountWith100(db: Db, now = new Date()): Promise<number> {
  const id = await createAccount(db);
  await grantCredits(db, {
    accountId: id,
    source: 'purchase',
    amount: 100 - FREE_TIER_MONTHLY_CREDITS,
    expiresAt: new Date(now.getTime() + 90 * day),
    reference: `purchase:${id}`,
  });
  return id;
}
