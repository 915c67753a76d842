import {
  type ApiPlan,
  type RecurringPeriod,
  type SubscriptionPlan,
  subscriptionCreditsExpiry,
  subscriptionPlan,
} from '@techcensus/contract';
import type { Queryable } from '../../store/db.ts';
import { grantCredits } from '../credits/index.ts';

export type SubscriptionStatus = 'active' | 'past_due' | 'cancelled';

export interface SubscriptionRow {
  id: number;
  accountId: number;
  orderId: string;
  /** Stripe's sub_… id, or the test checkout's. */
  providerRef: string;
  plan: string;
  period: RecurringPeriod;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  startedAt: Date;
  /** The paid period: [currentPeriodStart, currentPeriodEnd). */
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  endedAt: Date | null;
}

const COLUMNS = `id, account_id, order_id, provider_ref, plan, period, status, cancel_at_period_end,
  started_at, current_period_start, current_period_end, ended_at`;

function toSubscription(r: Record<string, unknown>): SubscriptionRow {
  return {
    id: Number(r.id),
    accountId: Number(r.account_id),
    orderId: String(r.order_id),
    providerRef: String(r.provider_ref),
    plan: String(r.plan),
    period: r.period as RecurringPeriod,
    status: r.status as SubscriptionStatus,
    cancelAtPeriodEnd: Boolean(r.cancel_at_period_end),
    startedAt: new Date(r.started_at as string | Date),
    currentPeriodStart: new Date(r.current_period_start as string | Date),
    currentPeriodEnd: new Date(r.current_period_end as string | Date),
    endedAt: r.ended_at == null ? null : new Date(r.ended_at as string | Date),
  };
}

/**
 * The API plan a subscription gives its account: a paid-up one the subscription plan; a past-due
 * one, or none, the free plan. Decided from the subscription's status, never from the words the
 * account page shows for it.
 */
export function apiPlanOf(sub: Pick<SubscriptionRow, 'status'> | null): ApiPlan {
  return sub?.status === 'active' ? 'subscription' : 'free';
}

export interface PaidPeriod {
  start: Date;
  end: Date;
}

export const subscriptionStore = {
  async byRef(db: Queryable, providerRef: string): Promise<SubscriptionRow | null> {
    const { rows } = await db.query(`SELECT ${COLUMNS} FROM subscriptions WHERE provider_ref = $1`, [
      providerRef,
    ]);
    return rows[0] ? toSubscription(rows[0]) : null;
  },

  /** The subscription in force: the newest one not cancelled. */
  async current(db: Queryable, accountId: number): Promise<SubscriptionRow | null> {
    return (await subscriptionStore.inForce(db, accountId))[0] ?? null;
  },

  /**
   * Subscriptions not cancelled, newest first. One cancelled at period end is over once that
   * period has passed, even before Stripe's customer.subscription.deleted arrives (and a test
   * checkout's never does).
   */
  async inForce(db: Queryable, accountId: number): Promise<SubscriptionRow[]> {
    const { rows } = await db.query(
      `SELECT ${COLUMNS} FROM subscriptions WHERE account_id = $1 AND status IN ('active', 'past_due')
         AND NOT (cancel_at_period_end AND current_period_end <= now())
       ORDER BY started_at DESC, id DESC`,
      [accountId],
    );
    return rows.map(toSubscription);
  },

  /** The owner's subscription in force with this id; another account's is as good as missing. */
  async ownedInForce(db: Queryable, accountId: number, id: number): Promise<SubscriptionRow | null> {
    return (await subscriptionStore.inForce(db, accountId)).find((s) => s.id === id) ?? null;
  },

  /**
   * Records a paid subscription, or — when an earlier event already did — moves its paid period
   * forward. A cancelled subscription stays cancelled: a late event cannot revive it.
   */
  async activate(
    tx: Queryable,
    s: {
      accountId: number;
      orderId: string;
      providerRef: string;
      plan: string;
      period: RecurringPeriod;
      startedAt: Date;
      paid: PaidPeriod;
    },
  ): Promise<SubscriptionRow> {
    const { rows } = await tx.query(
      `INSERT INTO subscriptions (account_id, order_id, provider_ref, plan, period, status, started_at,
                                  current_period_start, current_period_end)
       VALUES ($1, $2, $3, $4, $5, 'active', $6, $7, $8)
       ON CONFLICT (provider_ref) DO UPDATE SET
         current_period_start = CASE WHEN EXCLUDED.current_period_end > subscriptions.current_period_end
           THEN EXCLUDED.current_period_start ELSE subscriptions.current_period_start END,
         current_period_end = GREATEST(subscriptions.current_period_end, EXCLUDED.current_period_end),
         status = CASE WHEN subscriptions.status = 'cancelled' THEN 'cancelled' ELSE 'active' END
       RETURNING ${COLUMNS}`,
      [s.accountId, s.orderId, s.providerRef, s.plan, s.period, s.startedAt, s.paid.start, s.paid.end],
    );
    return toSubscription(rows[0]);
  },

  async setStatus(
    tx: Queryable,
    providerRef: string,
    status: SubscriptionStatus,
    opts: { endedAt?: Date; cancelAtPeriodEnd?: boolean } = {},
  ): Promise<SubscriptionRow | null> {
    const { rows } = await tx.query(
      `UPDATE subscriptions SET status = $2, ended_at = COALESCE($3, ended_at),
         cancel_at_period_end = COALESCE($4, cancel_at_period_end)
       WHERE provider_ref = $1 AND (status <> 'cancelled' OR $2 = 'cancelled')
       RETURNING ${COLUMNS}`,
      [providerRef, status, opts.endedAt ?? null, opts.cancelAtPeriodEnd ?? null],
    );
    return rows[0] ? toSubscription(rows[0]) : null;
  },
};

/** The same day of the month `months` later, or that month's last day (Jan 31 → Feb 28). */
export function addUtcMonths(at: Date, months: number): Date {
  const d = new Date(at.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** Start of the subscription month holding `now` inside a paid period, or null outside it. */
export function subscriptionMonthStart(paid: PaidPeriod, now: Date): Date | null {
  if (now < paid.start || now >= paid.end) return null;
  let k = 0;
  while (addUtcMonths(paid.start, k + 1) <= now) k += 1;
  return addUtcMonths(paid.start, k);
}

/**
 * One grant per subscription and month, whichever path (webhook or first use) gets there first.
 * Whole seconds, as Stripe counts time, so every path names a month alike.
 */
export const subscriptionGrantReference = (providerRef: string, monthStart: Date) =>
  `subscription:${providerRef}:${new Date(Math.floor(monthStart.getTime() / 1000) * 1000).toISOString()}`;

function planOf(sub: SubscriptionRow): SubscriptionPlan {
  const plan = subscriptionPlan(sub.plan);
  if (!plan) throw new Error(`Subscription ${sub.providerRef} has an unknown plan ${sub.plan}`);
  return plan;
}

/**
 * The month's credits of a subscription (part 2 §5): the plan's MonthlyCredits, expiring one
 * month after the paid period ends. Idempotent per month.
 */
export async function grantSubscriptionMonth(tx: Queryable, sub: SubscriptionRow, monthStart: Date) {
  const plan = planOf(sub);
  return grantCredits(tx, {
    accountId: sub.accountId,
    source: 'subscription',
    amount: plan.MonthlyCredits,
    expiresAt: subscriptionCreditsExpiry(sub.currentPeriodEnd),
    reference: subscriptionGrantReference(sub.providerRef, monthStart),
    note: `${plan.DisplayName} subscription, month from ${monthStart.toISOString().slice(0, 10)}`,
  });
}

/**
 * Grants the current month's credits of a subscription in force when they are missing. A yearly
 * plan is invoiced once a year but credited every month, so months 2–12 arrive here, on the
 * account's first look at its credits or first API call in the month — no scheduler has to
 * visit every subscription. The common case (already granted) is one index probe.
 */
export async function ensureSubscriptionMonth(db: Queryable, sub: SubscriptionRow, now: Date): Promise<void> {
  if (sub.status === 'cancelled') return;
  const month = subscriptionMonthStart({ start: sub.currentPeriodStart, end: sub.currentPeriodEnd }, now);
  if (!month) return;
  const { rows } = await db.query('SELECT 1 FROM credit_grants WHERE reference = $1', [
    subscriptionGrantReference(sub.providerRef, month),
  ]);
  if (!rows[0]) await grantSubscriptionMonth(db, sub, month);
}
