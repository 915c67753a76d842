import {
  CREDIT_PACKAGES,
  creditPackageCheckoutPath,
  FREE_TIER_MONTHLY_CREDITS,
  type PricingResults,
  purchasedCreditsExpiry,
  SUBSCRIPTION_PLANS,
  subscriptionCheckoutPath,
} from '@techcensus/contract';
import type { z } from 'zod';
import type { PageContext } from '../../page-data/context.ts';
import { pageMeta } from '../../page-data/meta.ts';
import { type PageOutcome, pageOk } from '../../page-data/outcome.ts';
import { apiPricing } from '../info/index.ts';
import { pendingSubscription } from './account-rows.ts';
import { subscriptionStore } from './subscriptions.ts';

/** Whole months until bought credits expire, read from the rule itself rather than restated. */
function purchasedCreditsMonths(): number {
  const from = new Date(Date.UTC(2001, 0, 15));
  const to = purchasedCreditsExpiry(from);
  return (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth();
}

/**
 * /pricing (part 2 §2): subscriptions with the monthly/yearly toggle, credit packages and the API
 * pricing table. Every number comes from the contract (plans.ts, the API routes' metadata), the
 * same place the checkout and the meter read.
 */
export async function pricingPage(ctx: PageContext): Promise<PageOutcome<z.infer<typeof PricingResults>>> {
  const accountId = ctx.viewer.account?.id;
  const [current, pending] = accountId
    ? await Promise.all([
        subscriptionStore.current(ctx.deps.db, accountId),
        pendingSubscription(ctx.deps.db, accountId),
      ])
    : [null, false];
  const meta = pageMeta(ctx.baseUrl, {
    title: 'Pricing',
    description:
      'TechCensus subscriptions, API credit packages and the credit cost of every API call. Monthly or yearly plans with unlimited technology lookups and API access.',
    keywords: ['pricing', 'subscription', 'API credits', 'web technology API'],
    path: '/pricing',
    crumbs: [['Pricing', '/pricing']],
  });
  return pageOk(ctx.viewer, meta, {
    Subscriptions: SUBSCRIPTION_PLANS.map((p) => ({
      ...p,
      SubscribeMonthlyURL: subscriptionCheckoutPath(p.Id, false),
      SubscribeYearlyURL: subscriptionCheckoutPath(p.Id, true),
    })),
    CurrentSubscription: current
      ? { Id: current.plan, RecurringPeriod: current.period === 'yearly' ? 'Yearly' : 'Monthly' }
      : null,
    PendingSubscription: pending,
    CreditPackages: CREDIT_PACKAGES.map((p) => ({ ...p, BuyURL: creditPackageCheckoutPath(p.Id) })),
    PurchasedCreditsExpireMonths: purchasedCreditsMonths(),
    FreeTierMonthlyCredits: FREE_TIER_MONTHLY_CREDITS,
    ApiPricing: apiPricing(),
    Yearly: ctx.query.yearly === '1',
  });
}
