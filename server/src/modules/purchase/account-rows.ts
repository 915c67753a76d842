import { type AccountResults, type ApiPlan, subscriptionPlan } from '@techcensus/contract';
import type { z } from 'zod';
import type { Queryable } from '../../store/db.ts';
import { type OrderStatus, orderStore } from './orders.ts';
import {
  apiPlanOf,
  ensureSubscriptionMonth,
  type SubscriptionRow,
  type SubscriptionStatus,
  subscriptionStore,
} from './subscriptions.ts';

type Account = z.infer<typeof AccountResults>['Account'];

/** Status words of the account page, for people; the API plan comes from the status itself (apiPlanOf). */
export const SUBSCRIPTION_STATUS: Record<SubscriptionStatus, string> = {
  active: 'Active',
  past_due: 'Past Due',
  cancelled: 'Cancelled',
};

const ORDER_STATUS: Record<OrderStatus, string> = {
  open: 'Awaiting payment',
  processing: 'Pending Approval',
  paid: 'Paid',
  failed: 'Payment failed',
  expired: 'Expired',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
  review: 'Under review',
};

/** Checkouts that were opened and left: not orders the buyer would recognise as made. */
const UNMADE: OrderStatus[] = ['open', 'expired'];

/** A subscription order paid by a method that has not settled yet (part 1 §4 "Pending Approval"). */
export async function pendingSubscription(db: Queryable, accountId: number): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM orders WHERE account_id = $1 AND kind = 'subscription' AND status = 'processing' LIMIT 1`,
    [accountId],
  );
  return rows.length > 0;
}

/**
 * The subscription in force, its month's credits granted on the way (ensureSubscriptionMonth):
 * whoever looks first in a month — the account page or an API call — grants them.
 */
async function subscriptionInForce(
  db: Queryable,
  accountId: number,
  now: Date,
): Promise<SubscriptionRow | null> {
  const sub = await subscriptionStore.current(db, accountId);
  if (sub) await ensureSubscriptionMonth(db, sub, now);
  return sub;
}

/** The API plan of an account (apiPlanOf its subscription in force); the API gate reads it. */
export async function accountApiPlan(db: Queryable, accountId: number, now = new Date()): Promise<ApiPlan> {
  return apiPlanOf(await subscriptionInForce(db, accountId, now));
}

/** The Subscription row: the subscription in force, else whether one is pending. */
export async function subscriptionSummary(
  db: Queryable,
  accountId: number,
  now = new Date(),
): Promise<{ current: Account['Subscription']; pending: boolean }> {
  const sub = await subscriptionInForce(db, accountId, now);
  if (!sub) return { current: null, pending: await pendingSubscription(db, accountId) };
  return {
    current: {
      Type: subscriptionPlan(sub.plan)?.DisplayName ?? sub.plan,
      Status: SUBSCRIPTION_STATUS[sub.status],
      RecurringPeriod: sub.period === 'yearly' ? 'Yearly' : 'Monthly',
      StartDate: sub.startedAt.toISOString(),
      Id: String(sub.id),
      CancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      EndDate: sub.currentPeriodEnd.toISOString(),
    },
    pending: false,
  };
}

/** The Orders rows (part 1 §3): newest first, the receipt when there is one, else the status. */
export async function orderSummary(db: Queryable, accountId: number): Promise<Account['Orders']> {
  const orders = await orderStore.ofAccount(db, accountId);
  return orders
    .filter((o) => !UNMADE.includes(o.status))
    .map((o) => ({
      id: o.id,
      date: (o.paidAt ?? o.createdAt).toISOString(),
      name: o.name,
      amount: new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: o.currency.toUpperCase(),
      }).format(o.amountCents / 100),
      receiptURL: o.receiptUrl,
      status: ORDER_STATUS[o.status],
    }));
}

/** Credits bought whose payment has not settled yet (part 1 §3 PendingCredits). */
export async function pendingCredits(db: Queryable, accountId: number): Promise<number> {
  const { rows } = await db.query<{ credits: string | number | null }>(
    `SELECT COALESCE(sum((details->>'credits')::integer), 0) AS credits FROM orders
     WHERE account_id = $1 AND kind = 'credits' AND status = 'processing'`,
    [accountId],
  );
  return Number(rows[0]?.credits ?? 0);
}
