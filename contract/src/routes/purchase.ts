import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ApiError } from '../envelope.ts';
import { text } from '../text.ts';
import { ACCOUNT_MESSAGES } from './accounts.ts';
import { ReportFilters } from './api/filters.ts';

const c = initContract();

/** The texts of a purchase (part 1 §4, §6) and the ones the server adds, word for word. */
export const PURCHASE_MESSAGES = {
  loginRequired: 'Please log in to purchase the report',
  cannotPurchase: ACCOUNT_MESSAGES.cannotPurchase,
  termsUnchecked: ACCOUNT_MESSAGES.termsUnchecked,
  reportChanged:
    'The report has changed since it was counted: the number of websites or the price is different now. Please refresh the page and try again.',
  nothingToBuy: 'No websites match these filters, so there is no report to buy.',
  notAvailable: 'Payments are not available at the moment. Please try again later.',
  alreadySubscribed: 'This account already has a subscription; it is shown on your account page.',
  unknownPackage: 'There is no such credit package. Please choose one on the pricing page.',
  unknownPlan: 'There is no such subscription plan. Please choose one on the pricing page.',
  checkoutClosed: 'This checkout is no longer open.',
  noSubscription: 'There is no such subscription on this account.',
  cancelFailed:
    'The subscription could not be cancelled just now; nothing has changed. Please try again in a few minutes.',
  deleteBlockedBySubscription:
    'Your subscription could not be cancelled with the payment provider, so your account has not been deleted. Please try again in a few minutes.',
} as const;

/**
 * What `GET /purchase/public-key` answers when payments run through the local test checkout
 * instead of Stripe (no STRIPE_SECRET_KEY): the website then follows the session's `url` and
 * never loads Stripe's script.
 */
export const TEST_CHECKOUT_PUBLIC_KEY = 'test-checkout';

/** The link of a credit package's Buy button (part 2 §2). */
export const creditPackageCheckoutPath = (packageId: string): string =>
  `/purchase/credits?package=${encodeURIComponent(packageId)}`;

/** The link of a plan's Subscribe button (part 2 §2). */
export const subscriptionCheckoutPath = (planId: string, yearly: boolean): string =>
  `/purchase/subscription?type=${encodeURIComponent(planId)}&yearly=${yearly ? 1 : 0}`;

/**
 * Part 1 §3 "Purchase payload". `details` is the contract's report filter language, which the
 * builder compiles its serialized filter list to (the same list it counts with), so the server
 * prices exactly what it will build. `domainCount` and `price` are what the buyer saw: the server
 * counts and prices again and refuses the order when they differ.
 */
export const ReportPurchaseBody = z.object({
  orderCriteria: text().trim().min(1).max(300).describe('The report label, e.g. "Technology: WordPress"'),
  orderURL: text().max(2_000).describe('The builder address the order was made on'),
  domainCount: z.number().int().min(0).max(100_000_000).describe('Websites bought (the size selector)'),
  price: z.number().min(0).max(1_000_000).describe('Price in whole US dollars as shown'),
  agreedWithTerms: z.boolean(),
  details: ReportFilters,
});
export type ReportPurchaseBody = z.infer<typeof ReportPurchaseBody>;

export const CheckoutSession = z.object({
  results: z.object({
    sessionId: z.string(),
    /** Where the buyer pays: Stripe Checkout, or the local test checkout. */
    url: z.string(),
  }),
});

/** Where the page goes after a test checkout's Pay or Cancel: the session's success or cancel URL. */
export const TestCheckoutAnswer = z.object({ results: z.object({ redirect: z.string() }) });

const sessionParam = z.object({ sessionId: text().min(1).max(200) });

/** The subscription as the account page shows it after a cancellation. */
export const SubscriptionCancelled = z.object({
  results: z.object({
    Id: z.string(),
    Status: z.string(),
    CancelAtPeriodEnd: z.literal(true),
    /** The end of the paid period: the subscription ends then and does not renew. */
    EndDate: z.string(),
  }),
});

export const purchaseContract = c.router({
  publicKey: {
    method: 'GET',
    path: '/purchase/public-key',
    summary: 'The payment provider key the website loads its checkout with',
    responses: { 200: z.object({ results: z.object({ publicKey: z.string() }) }), 503: ApiError },
  },
  report: {
    method: 'POST',
    path: '/purchase/report',
    summary: 'Order a report: count and price are checked again, then a checkout session is opened',
    body: ReportPurchaseBody,
    responses: {
      200: CheckoutSession,
      400: ApiError,
      401: ApiError,
      403: ApiError,
      409: ApiError,
      429: ApiError,
      503: ApiError,
    },
  },
  cancelSubscription: {
    method: 'POST',
    path: '/purchase/subscription/:subscriptionId/cancel',
    pathParams: z.object({
      subscriptionId: text()
        .regex(/^[1-9]\d{0,15}$/, 'A subscription id is a number.')
        .describe('Account.Subscription.Id of the account page'),
    }),
    summary:
      'Cancel the signed-in account’s subscription at the end of its paid period (no renewal; credits keep their expiry)',
    body: c.noBody(),
    responses: {
      200: SubscriptionCancelled,
      400: ApiError,
      401: ApiError,
      403: ApiError,
      404: ApiError,
      503: ApiError,
    },
  },
  testCheckoutPay: {
    method: 'POST',
    path: '/purchase/test-checkout/:sessionId/pay',
    pathParams: sessionParam,
    summary: 'Pay a local test checkout (no money moves; only without Stripe keys)',
    body: c.noBody(),
    responses: { 200: TestCheckoutAnswer, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError },
  },
  testCheckoutCancel: {
    method: 'POST',
    path: '/purchase/test-checkout/:sessionId/cancel',
    pathParams: sessionParam,
    summary: 'Leave a local test checkout without paying',
    body: c.noBody(),
    responses: { 200: TestCheckoutAnswer, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError },
  },
});
