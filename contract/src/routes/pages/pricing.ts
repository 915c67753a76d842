import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { pageEnvelope } from '../../envelope.ts';
import { text } from '../../text.ts';
import { ApiPriceRow } from './about-api.ts';
import { envelopeResponses } from './envelope-responses.ts';

const c = initContract();

/** Part 2 §3 "Subscription", with the links of its two Subscribe buttons. */
export const PricingPlan = z.object({
  Id: z.string(),
  DisplayName: z.string(),
  MonthlyPrice: z.number(),
  AnnualPrice: z.number(),
  MonthlyCredits: z.number().int(),
  MonitoredWebsites: z.number().int(),
  /** Alerts the plan keeps, and alert events it delivers a day (docs/alerts.md). */
  Alerts: z.number().int(),
  AlertEventsPerDay: z.number().int(),
  SubscribeMonthlyURL: z.string(),
  SubscribeYearlyURL: z.string(),
});

/** Part 2 §3 "Credit package", with the link of its Buy button. */
export const PricingCreditPackage = z.object({
  Id: z.string(),
  Credits: z.number().int(),
  Price: z.number(),
  BuyURL: z.string(),
});

export const PricingResults = z.object({
  Subscriptions: z.array(PricingPlan),
  /**
   * The viewer's subscription in force (its plan's Id and period), or null: with one the page
   * shows "Current Subscription" instead of Subscribe (part 2 §2, §5).
   */
  CurrentSubscription: z.object({ Id: z.string(), RecurringPeriod: z.string() }).nullable(),
  /** A subscription is paid for but the payment has not cleared yet. */
  PendingSubscription: z.boolean(),
  CreditPackages: z.array(PricingCreditPackage),
  /** Months before bought credits expire (part 2 §5). */
  PurchasedCreditsExpireMonths: z.number().int(),
  FreeTierMonthlyCredits: z.number().int(),
  ApiPricing: z.array(ApiPriceRow),
  /** The period the toggle starts on: `?yearly=1` opens the yearly prices. */
  Yearly: z.boolean(),
});

/** What the local test checkout shows: the order being paid and that no money moves. */
export const TestCheckoutResults = z.object({
  SessionId: z.string(),
  Status: z.enum(['open', 'complete', 'expired']),
  ProductName: z.string(),
  /** Whole US dollars. */
  Amount: z.number(),
  Currency: z.string(),
  /** null for a one-time payment. */
  RecurringPeriod: z.enum(['monthly', 'yearly']).nullable(),
});

/** The pricing page and the local test checkout. */
export const purchasePages = c.router({
  pricing: {
    method: 'GET',
    path: '/pricing/api',
    summary: 'Page data of the pricing page',
    responses: envelopeResponses(PricingResults),
  },
  testCheckout: {
    method: 'GET',
    path: '/purchase/test-checkout/:sessionId/api',
    pathParams: z.object({ sessionId: text().min(1).max(200) }),
    summary: 'Page data of a local test checkout (signed-in owner only; without Stripe keys)',
    responses: { ...envelopeResponses(TestCheckoutResults), 401: pageEnvelope(TestCheckoutResults) },
  },
});
