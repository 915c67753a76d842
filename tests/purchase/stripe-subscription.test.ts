// Subscriptions through Stripe: checkout in subscription mode, the first month's credits, renewals
// by invoice.paid, cancellation, and the API plan that follows the subscription.
import {
  API_RATE_LIMITS,
  SUBSCRIPTION_PLANS,
  subscriptionCreditsExpiry,
  toCents,
} from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSummary } from '../../server/src/composition/account-summary.ts';
import type { RunningServer } from '../../server/src/main.ts';
import { addUtcMonths } from '../../server/src/modules/purchase/subscriptions.ts';
import { type Mailbox, startMailbox } from '../accounts/support.ts';
import {
  completedSession,
  fakeStripe,
  paidInvoice,
  postEvent,
  STRIPE_ENV,
  stripeEvent,
} from './stripe-api.ts';
import {
  apiCredits,
  apiKeyOf,
  grantsOf,
  orderOfSession,
  ordersOf,
  signedIn,
  startPurchaseServer,
} from './support.ts';

const stripe = fakeStripe();
let mailbox: Mailbox;
let server: RunningServer;
const pro = SUBSCRIPTION_PLANS.find((p) => p.Id === 'pro')!;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const whole = (d: Date) => new Date(seconds(d) * 1000);

beforeAll(async () => {
  stripe.server.listen({ onUnhandledRequest: 'bypass' });
  mailbox = await startMailbox();
  server = await startPurchaseServer(mailbox, STRIPE_ENV);
});
afterAll(async () => {
  await server?.close();
  await mailbox?.close();
  stripe.server.close();
});

type Who = Awaited<ReturnType<typeof signedIn>>;

async function subscribe(who: Who, yearly: boolean) {
  const res = await who.client.get(`/purchase/subscription?type=pro&yearly=${yearly ? 1 : 0}`);
  expect(res.status).toBe(303);
  const sessionId = (res.headers.get('location') ?? '').split('/').at(-1) as string;
  return { sessionId, orderId: await orderOfSession(server, sessionId), call: stripe.sessionCalls().at(-1)! };
}

async function accountOf(who: Who) {
  return ((await who.client.get('/user/account/api')).body.results as { Account: Record<string, unknown> })
    .Account;
}

async function pricingOf(who: Who) {
  return (await who.client.get('/pricing/api')).body.results as Record<string, unknown>;
}

describe('a subscription bought through Stripe Checkout', () => {
  it('monthly and yearly sessions are subscription mode with the plan price per period', async () => {
    const monthly = await subscribe(await signedIn(server, mailbox), false);
    expect(monthly.call.form.get('mode')).toBe('subscription');
    expect(monthly.call.form.get('line_items[0][price_data][unit_amount]')).toBe(
      String(toCents(pro.MonthlyPrice)),
    );
    expect(monthly.call.form.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(monthly.call.form.get('line_items[0][price_data][product_data][name]')).toBe(
      'Pro subscription (monthly)',
    );
    expect(monthly.call.form.get('subscription_data[metadata][orderId]')).toBe(monthly.orderId);
    expect(monthly.call.form.has('payment_intent_data[metadata][orderId]')).toBe(false);
    expect(monthly.call.form.get('cancel_url')).toBe('http://shop.techcensus.test/pricing#plans');

    const yearly = await subscribe(await signedIn(server, mailbox), true);
    expect(yearly.call.form.get('line_items[0][price_data][unit_amount]')).toBe(
      String(toCents(pro.AnnualPrice)),
    );
    expect(yearly.call.form.get('line_items[0][price_data][recurring][interval]')).toBe('year');
  });

  it('paid: the subscription, its first month of credits, the subscription API plan; renewals and cancellation', async () => {
    const who = await signedIn(server, mailbox);
    const { sessionId, orderId } = await subscribe(who, false);
    const start = whole(new Date(Date.now() - 3_600_000));
    const end = addUtcMonths(start, 1);
    stripe.subscriptions.set('sub_life', {
      start: seconds(start),
      end: seconds(end),
      startDate: seconds(start),
    });
    const completed = stripeEvent(
      'checkout.session.completed',
      completedSession({
        sessionId,
        orderId,
        amount: toCents(pro.MonthlyPrice),
        mode: 'subscription',
        subscription: 'sub_life',
      }),
    );
    expect((await postEvent(server.url, completed)).status).toBe(200);
    expect(stripe.calls.some((c) => c.method === 'GET' && c.path === '/v1/subscriptions/sub_life')).toBe(
      true,
    );

    let grants = await grantsOf(server, who.accountId);
    expect(grants).toEqual([
      expect.objectContaining({
        source: 'subscription',
        amount: pro.MonthlyCredits,
        reference: `subscription:sub_life:${start.toISOString()}`,
        expires_at: subscriptionCreditsExpiry(end),
      }),
    ]);
    expect(await accountOf(who)).toMatchObject({
      Subscription: {
        Type: 'Pro',
        Status: 'Active',
        RecurringPeriod: 'Monthly',
        StartDate: start.toISOString(),
      },
      PendingSubscription: false,
    });
    // The key's first call: the gate reads the subscription (and remembers the plan briefly).
    const key = await apiKeyOf(server, who.accountId);
    expect((await apiCredits(server, key)).headers.get('ratelimit-limit')).toBe(
      String(API_RATE_LIMITS.subscription.perKeyPerSecond),
    );
    expect(await pricingOf(who)).toMatchObject({
      CurrentSubscription: { Id: 'pro', RecurringPeriod: 'Monthly' },
    });
    const html = await (
      await fetch(`${server.url}/pricing`, { headers: { cookie: who.client.cookieHeader() } })
    ).text();
    expect(html).toContain('Current Subscription');
    expect(html).not.toContain('href="/purchase/subscription?type=');

    // A second subscription is refused while this one is in force.
    const again = await who.client.get('/purchase/subscription?type=basic&yearly=0');
    expect(again.status).toBe(409);

    // The first invoice names the same period: nothing more is granted; its page becomes the receipt.
    const first = stripeEvent(
      'invoice.paid',
      paidInvoice({
        id: 'in_first',
        subscription: 'sub_life',
        orderId,
        amount: toCents(pro.MonthlyPrice),
        start,
        end,
        reason: 'subscription_create',
      }),
    );
    expect((await postEvent(server.url, first)).status).toBe(200);
    expect(await grantsOf(server, who.accountId)).toHaveLength(1);
    expect((await ordersOf(server, who.accountId))[0]).toMatchObject({
      id: orderId,
      status: 'paid',
      invoice_id: 'in_first',
      receipt_url: 'https://invoice.stripe.com/i/in_first',
    });

    // A month later Stripe renews: the next month's credits and a renewal order, once.
    const nextEnd = addUtcMonths(end, 1);
    const renewal = stripeEvent(
      'invoice.paid',
      paidInvoice({
        id: 'in_second',
        subscription: 'sub_life',
        orderId,
        amount: toCents(pro.MonthlyPrice),
        start: end,
        end: nextEnd,
        reason: 'subscription_cycle',
      }),
    );
    expect((await postEvent(server.url, renewal)).status).toBe(200);
    expect((await postEvent(server.url, renewal)).body).toEqual({ received: true, duplicate: true });
    grants = await grantsOf(server, who.accountId);
    expect(grants).toHaveLength(2);
    expect(grants[1]).toMatchObject({
      source: 'subscription',
      amount: pro.MonthlyCredits,
      reference: `subscription:sub_life:${end.toISOString()}`,
      expires_at: subscriptionCreditsExpiry(nextEnd),
    });
    const orders = (await accountOf(who)).Orders as {
      name: string;
      status: string;
      receiptURL: string | null;
    }[];
    expect(orders.map((o) => o.name)).toEqual([
      'Pro subscription (monthly) renewal',
      'Pro subscription (monthly)',
    ]);
    expect(orders[0]).toMatchObject({ status: 'Paid', receiptURL: 'https://invoice.stripe.com/i/in_second' });

    // Cancelled: no longer in force, the credits already granted keep their expiry.
    const deleted = stripeEvent('customer.subscription.deleted', {
      id: 'sub_life',
      object: 'subscription',
      status: 'canceled',
      ended_at: seconds(new Date()),
    });
    expect((await postEvent(server.url, deleted)).status).toBe(200);
    expect(await accountOf(who)).toMatchObject({ Subscription: null, PendingSubscription: false });
    expect(await grantsOf(server, who.accountId)).toEqual(grants);
    expect(await pricingOf(who)).toMatchObject({ CurrentSubscription: null });
    // A late update cannot bring it back.
    await postEvent(
      server.url,
      stripeEvent('customer.subscription.updated', {
        id: 'sub_life',
        object: 'subscription',
        status: 'active',
        cancel_at_period_end: false,
      }),
    );
    expect(await accountOf(who)).toMatchObject({ Subscription: null });
  });

  it('a failed renewal makes it Past Due, which is not the subscription API plan', async () => {
    const who = await signedIn(server, mailbox);
    const { sessionId, orderId } = await subscribe(who, true);
    const start = whole(new Date(Date.now() - 60_000));
    stripe.subscriptions.set('sub_due', {
      start: seconds(start),
      end: seconds(addUtcMonths(start, 12)),
      startDate: seconds(start),
    });
    await postEvent(
      server.url,
      stripeEvent(
        'checkout.session.completed',
        completedSession({
          sessionId,
          orderId,
          amount: toCents(pro.AnnualPrice),
          mode: 'subscription',
          subscription: 'sub_due',
        }),
      ),
    );
    expect(await accountOf(who)).toMatchObject({
      Subscription: { Status: 'Active', RecurringPeriod: 'Yearly' },
    });
    await postEvent(
      server.url,
      stripeEvent('invoice.payment_failed', {
        id: 'in_due',
        object: 'invoice',
        parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_due' } },
      }),
    );
    expect(await accountOf(who)).toMatchObject({ Subscription: { Status: 'Past Due' } });
    const key = await apiKeyOf(server, who.accountId);
    expect((await apiCredits(server, key)).headers.get('ratelimit-limit')).toBe(
      String(API_RATE_LIMITS.free.perKeyPerSecond),
    );
    await postEvent(
      server.url,
      stripeEvent('customer.subscription.updated', {
        id: 'sub_due',
        object: 'subscription',
        status: 'active',
        cancel_at_period_end: true,
      }),
    );
    expect(await accountOf(who)).toMatchObject({ Subscription: { Status: 'Active' } });
  });

  it('the first invoice arriving before the completed checkout starts the subscription once', async () => {
    const who = await signedIn(server, mailbox);
    const { sessionId, orderId } = await subscribe(who, false);
    const start = whole(new Date(Date.now() - 60_000));
    const end = addUtcMonths(start, 1);
    stripe.subscriptions.set('sub_early', {
      start: seconds(start),
      end: seconds(end),
      startDate: seconds(start),
    });
    await postEvent(
      server.url,
      stripeEvent(
        'invoice.paid',
        paidInvoice({
          id: 'in_early',
          subscription: 'sub_early',
          orderId,
          amount: toCents(pro.MonthlyPrice),
          start,
          end,
          reason: 'subscription_create',
        }),
      ),
    );
    expect(await accountOf(who)).toMatchObject({ Subscription: { Status: 'Active' } });
    await postEvent(
      server.url,
      stripeEvent(
        'checkout.session.completed',
        completedSession({
          sessionId,
          orderId,
          amount: toCents(pro.MonthlyPrice),
          mode: 'subscription',
          subscription: 'sub_early',
        }),
      ),
    );
    expect(await grantsOf(server, who.accountId)).toHaveLength(1);
    expect((await ordersOf(server, who.accountId))[0]).toMatchObject({
      status: 'paid',
      invoice_id: 'in_early',
    });

    // Refunding the first payment: the charge names the payment intent; Stripe says which invoice it paid.
    stripe.invoiceOfPayment.set('pi_sub_first', 'in_early');
    await postEvent(
      server.url,
      stripeEvent('charge.refunded', {
        id: 'ch_s',
        object: 'charge',
        payment_intent: 'pi_sub_first',
        amount: 14_900,
        amount_refunded: 14_900,
        refunded: true,
      }),
    );
    expect((await ordersOf(server, who.accountId))[0]).toMatchObject({ status: 'refunded' });
  });
});
