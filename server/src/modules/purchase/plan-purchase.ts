import {
  creditPackage,
  PURCHASE_MESSAGES,
  type RecurringPeriod,
  subscriptionPlan,
  subscriptionPrice,
} from '@techcensus/contract';
import { HttpError } from '../../http/errors.ts';
import type { Viewer } from '../../page-data/outcome.ts';
import type { Db } from '../../store/db.ts';
import { pendingSubscription } from './account-rows.ts';
import { buyerOf } from './buyer.ts';
import type { CheckoutSessionRef } from './checkout.ts';
import type { OrderDesk } from './order-desk.ts';
import { subscriptionStore } from './subscriptions.ts';

interface Deps {
  db: Db;
  desk: OrderDesk;
}

/** GET /purchase/credits?package={id}: a credit package from CREDIT_PACKAGES, paid once. */
export async function orderCredits(
  deps: Deps,
  viewer: Viewer,
  packageId: unknown,
): Promise<CheckoutSessionRef> {
  const pkg = typeof packageId === 'string' ? creditPackage(packageId) : undefined;
  if (!pkg) throw new HttpError(400, PURCHASE_MESSAGES.unknownPackage, 'unknown_package');
  const account = await buyerOf(deps.db, viewer);
  const credits = pkg.Credits.toLocaleString('en-US');
  return deps.desk.open(account, {
    kind: 'credits',
    name: `${credits} API credits`,
    description: `${credits} credits for the TechCensus API, valid for three months`,
    price: pkg.Price,
    details: { package: pkg.Id, credits: pkg.Credits },
    cancelPath: '/pricing#credits',
  });
}

/** Yearly or monthly, from the `yearly=0|1` of the pricing page's links. */
function periodOf(yearly: unknown): RecurringPeriod | null {
  if (yearly === undefined || yearly === '0') return 'monthly';
  if (yearly === '1') return 'yearly';
  return null;
}

/**
 * GET /purchase/subscription?type={id}&yearly=0|1: a plan from SUBSCRIPTION_PLANS, paid every
 * month or every year. One subscription per account: a second one, or one while the first
 * payment is still settling, is refused (the pricing page shows Current Subscription then).
 */
export async function orderSubscription(
  deps: Deps,
  viewer: Viewer,
  type: unknown,
  yearly: unknown,
): Promise<CheckoutSessionRef> {
  const plan = typeof type === 'string' ? subscriptionPlan(type) : undefined;
  if (!plan) throw new HttpError(400, PURCHASE_MESSAGES.unknownPlan, 'unknown_plan');
  const period = periodOf(yearly);
  if (!period) throw new HttpError(400, 'yearly must be 0 (monthly) or 1 (yearly).', 'validation_failed');
  const account = await buyerOf(deps.db, viewer);
  if (
    (await subscriptionStore.current(deps.db, account.id)) ||
    (await pendingSubscription(deps.db, account.id))
  )
    throw new HttpError(409, PURCHASE_MESSAGES.alreadySubscribed, 'already_subscribed');
  return deps.desk.open(account, {
    kind: 'subscription',
    name: `${plan.DisplayName} subscription (${period})`,
    description: `${plan.MonthlyCredits.toLocaleString('en-US')} API credits every month, unlimited technology lookups`,
    price: subscriptionPrice(plan, period),
    details: { plan: plan.Id, period },
    recurring: period,
    cancelPath: '/pricing#plans',
  });
}
