// Credit packages through Stripe: the real stripe SDK against an intercepted api.stripe.com, and
// webhook events signed for real with the endpoint secret.
import { CREDIT_PACKAGES, purchasedCreditsExpiry, toCents } from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { type Mailbox, startMailbox } from '../accounts/support.ts';
import { completedSession, fakeStripe, postEvent, STRIPE_ENV, stripeEvent } from './stripe-api.ts';
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
const pkg = CREDIT_PACKAGES[1];

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

/** Buys `pkg` as `who` up to Stripe's payment page; the checkout session Stripe was asked for. */
async function openCheckout(who: Awaited<ReturnType<typeof signedIn>>) {
  const before = stripe.sessionCalls().length;
  const res = await who.client.get(`/purchase/credits?package=${pkg.Id}`, {
    headers: { accept: 'text/html' },
  });
  expect(res.status).toBe(303);
  const location = res.headers.get('location') ?? '';
  expect(location).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_fake\d+$/);
  expect(stripe.sessionCalls()).toHaveLength(before + 1);
  const sessionId = location.split('/').at(-1) as string;
  return { sessionId, orderId: await orderOfSession(server, sessionId), call: stripe.sessionCalls().at(-1)! };
}

describe('a credit package bought through Stripe Checkout', () => {
  it('GET /purchase/public-key answers the publishable key', async () => {
    const res = await fetch(`${server.url}/purchase/public-key`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ results: { publicKey: STRIPE_ENV.STRIPE_PUBLISHABLE_KEY } });
  });

  it('opens a payment-mode session: one line item in cents, metadata naming the order, URLs back to the site', async () => {
    const who = await signedIn(server, mailbox);
    const { orderId, call } = await openCheckout(who);
    const f = call.form;
    expect(call.headers.get('authorization')).toBe(`Bearer ${STRIPE_ENV.STRIPE_SECRET_KEY}`);
    expect(call.headers.get('idempotency-key')).toBe(`checkout-${orderId}`);
    expect(f.get('mode')).toBe('payment');
    expect(f.get('line_items[0][quantity]')).toBe('1');
    expect(f.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(f.get('line_items[0][price_data][unit_amount]')).toBe(String(toCents(pkg.Price)));
    expect(f.get('line_items[0][price_data][product_data][name]')).toBe('5,000 API credits');
    expect(f.has('line_items[1][quantity]')).toBe(false);
    expect(f.get('client_reference_id')).toBe(orderId);
    expect(f.get('metadata[orderId]')).toBe(orderId);
    expect(f.get('metadata[accountId]')).toBe(String(who.accountId));
    expect(f.get('metadata[kind]')).toBe('credits');
    expect(f.get('payment_intent_data[metadata][orderId]')).toBe(orderId);
    expect(f.get('customer_email')).toBe(who.email);
    expect(f.get('success_url')).toBe(`http://shop.techcensus.test/user/account?order=${orderId}`);
    expect(f.get('cancel_url')).toBe('http://shop.techcensus.test/pricing#credits');
    const [order] = await ordersOf(server, who.accountId);
    expect(order).toMatchObject({
      id: orderId,
      kind: 'credits',
      status: 'open',
      amount_cents: toCents(pkg.Price),
    });
  });

  it('a forged or missing signature is refused with 400 and fulfils nothing', async () => {
    const who = await signedIn(server, mailbox);
    const { sessionId, orderId } = await openCheckout(who);
    const event = stripeEvent(
      'checkout.session.completed',
      completedSession({ sessionId, orderId, amount: toCents(pkg.Price), paymentIntent: 'pi_forged' }),
    );
    const forged = await postEvent(server.url, event, 'whsec_someoneelse');
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('bad_signature');
    const unsigned = await fetch(`${server.url}/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
    const tampered = JSON.stringify({ ...event, id: 'evt_other' });
    const signedOriginal = await fetch(`${server.url}/stripe/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': (await import('stripe')).default.webhooks.generateTestHeaderString({
          payload: JSON.stringify(event),
          secret: STRIPE_ENV.STRIPE_WEBHOOK_SECRET,
        }),
      },
      body: tampered,
    });
    expect(signedOriginal.status).toBe(400);
    expect((await ordersOf(server, who.accountId))[0].status).toBe('open');
    expect(await grantsOf(server, who.accountId)).toEqual([]);
  });

  it('a paid session grants the package with the three-month expiry, once however often it is delivered', async () => {
    const who = await signedIn(server, mailbox);
    const { sessionId, orderId } = await openCheckout(who);
    stripe.receipts.set('pi_paid_1', 'https://pay.stripe.com/receipts/acct_1/ch_1/rcpt_1');
    const created = new Date(Date.now() - 60_000);
    const event = stripeEvent(
      'checkout.session.completed',
      completedSession({ sessionId, orderId, amount: toCents(pkg.Price), paymentIntent: 'pi_paid_1' }),
      { created },
    );
    const first = await postEvent(server.url, event);
    expect(first).toEqual({ status: 200, body: { received: true } });
    const again = await postEvent(server.url, event);
    expect(again).toEqual({ status: 200, body: { received: true, duplicate: true } });
    // The same news in another event (Stripe may also send async_payment_succeeded) delivers nothing more.
    const other = stripeEvent(
      'checkout.session.async_payment_succeeded',
      completedSession({ sessionId, orderId, amount: toCents(pkg.Price), paymentIntent: 'pi_paid_1' }),
    );
    expect((await postEvent(server.url, other)).status).toBe(200);

    const grants = await grantsOf(server, who.accountId);
    expect(grants).toHaveLength(1);
    const paidAt = new Date(Math.floor(created.getTime() / 1000) * 1000);
    expect(grants[0]).toMatchObject({ source: 'purchase', amount: pkg.Credits, reference: orderId });
    expect(grants[0].expires_at.toISOString()).toBe(purchasedCreditsExpiry(paidAt).toISOString());

    const key = await apiKeyOf(server, who.accountId);
    const credits = await apiCredits(server, key);
    expect(credits.status).toBe(200);
    const bought = credits.body.grants.find((g: { source: string }) => g.source === 'purchase');
    expect(bought).toMatchObject({ amount: pkg.Credits, remaining: pkg.Credits });
    expect(bought.expiresAt).toBe(purchasedCreditsExpiry(paidAt).toISOString());
    expect(credits.body.balance).toBe(pkg.Credits + credits.body.freeTierMonthlyCredits);

    const page = await who.client.get('/user/account/api');
    expect(page.body.results).toBeDefined();
    const account = (page.body.results as { Account: Record<string, unknown> }).Account;
    expect(account.Orders).toEqual([
      {
        id: orderId,
        date: paidAt.toISOString(),
        name: '5,000 API credits',
        amount: `$${pkg.Price.toFixed(2)}`,
        receiptURL: 'https://pay.stripe.com/receipts/acct_1/ch_1/rcpt_1',
        status: 'Paid',
      },
    ]);
    expect(account.PendingCredits).toBe(0);
  });

  it('a payment that settles later is pending, then credited; a failed one is marked failed', async () => {
    const who = await signedIn(server, mailbox);
    const a = await openCheckout(who);
    await postEvent(
      server.url,
      stripeEvent(
        'checkout.session.completed',
        completedSession({
          ...a,
          amount: toCents(pkg.Price),
          paymentIntent: 'pi_sepa_1',
          paymentStatus: 'unpaid',
        }),
      ),
    );
    let account = (await who.client.get('/user/account/api')).body.results as {
      Account: Record<string, unknown>;
    };
    expect(account.Account.PendingCredits).toBe(pkg.Credits);
    expect(account.Account.Orders).toMatchObject([{ id: a.orderId, status: 'Pending Approval' }]);
    expect(await grantsOf(server, who.accountId)).toEqual([]);
    await postEvent(
      server.url,
      stripeEvent(
        'checkout.session.async_payment_succeeded',
        completedSession({ ...a, amount: toCents(pkg.Price), paymentIntent: 'pi_sepa_1' }),
      ),
    );
    expect(await grantsOf(server, who.accountId)).toHaveLength(1);

    const b = await openCheckout(who);
    await postEvent(
      server.url,
      stripeEvent(
        'checkout.session.completed',
        completedSession({
          ...b,
          amount: toCents(pkg.Price),
          paymentIntent: 'pi_sepa_2',
          paymentStatus: 'unpaid',
        }),
      ),
    );
    await postEvent(
      server.url,
      stripeEvent(
        'checkout.session.async_payment_failed',
        completedSession({
          ...b,
          amount: toCents(pkg.Price),
          paymentIntent: 'pi_sepa_2',
          paymentStatus: 'unpaid',
        }),
      ),
    );
    account = (await who.client.get('/user/account/api')).body.results as {
      Account: Record<string, unknown>;
    };
    expect(account.Account.PendingCredits).toBe(0);
    expect(account.Account.Orders).toMatchObject([
      { id: b.orderId, status: 'Payment failed' },
      { id: a.orderId, status: 'Paid' },
    ]);
    expect(await grantsOf(server, who.accountId)).toHaveLength(1);
  });

  it('an abandoned checkout expires and is not listed; a refund marks the order', async () => {
    const who = await signedIn(server, mailbox);
    const left = await openCheckout(who);
    await postEvent(
      server.url,
      stripeEvent('checkout.session.expired', {
        ...completedSession({ ...left, amount: 0 }),
        status: 'expired',
      }),
    );
    const paid = await openCheckout(who);
    await postEvent(
      server.url,
      stripeEvent(
        'checkout.session.completed',
        completedSession({ ...paid, amount: toCents(pkg.Price), paymentIntent: 'pi_refund_1' }),
      ),
    );
    const partial = {
      id: 'ch_r1',
      object: 'charge',
      payment_intent: 'pi_refund_1',
      amount: 10_000,
      amount_refunded: 4_000,
      refunded: false,
    };
    await postEvent(server.url, stripeEvent('charge.refunded', partial));
    expect((await ordersOf(server, who.accountId)).find((o) => o.id === paid.orderId)?.status).toBe(
      'partially_refunded',
    );
    await postEvent(
      server.url,
      stripeEvent('charge.refunded', { ...partial, amount_refunded: 10_000, refunded: true }),
    );
    const rows = await ordersOf(server, who.accountId);
    expect(rows.find((o) => o.id === left.orderId)?.status).toBe('expired');
    expect(rows.find((o) => o.id === paid.orderId)).toMatchObject({ status: 'refunded' });
    expect(rows.find((o) => o.id === paid.orderId)?.refunded_at).not.toBeNull();
    const account = (await who.client.get('/user/account/api')).body.results as {
      Account: { Orders: unknown[] };
    };
    expect(account.Account.Orders).toMatchObject([{ id: paid.orderId, status: 'Refunded' }]);
  });

  it('a session Stripe charged a different amount for is held for review, not fulfilled', async () => {
    const who = await signedIn(server, mailbox);
    const c = await openCheckout(who);
    await postEvent(
      server.url,
      stripeEvent(
        'checkout.session.completed',
        completedSession({ ...c, amount: 100, paymentIntent: 'pi_odd' }),
      ),
    );
    expect((await ordersOf(server, who.accountId))[0].status).toBe('review');
    expect(await grantsOf(server, who.accountId)).toEqual([]);
  });

  it('events about orders that are not ours, and event types not used, are acknowledged and ignored', async () => {
    const stranger = await postEvent(
      server.url,
      stripeEvent(
        'checkout.session.completed',
        completedSession({ sessionId: 'cs_x', orderId: 'ord_nobody', amount: 1 }),
      ),
    );
    expect(stranger).toEqual({ status: 200, body: { received: true } });
    const unused = await postEvent(
      server.url,
      stripeEvent('customer.created', { id: 'cus_1', object: 'customer' }),
    );
    expect(unused.status).toBe(200);
  });

  it('Stripe unreachable: the buyer gets 503 and no order is left behind', async () => {
    const who = await signedIn(server, mailbox);
    stripe.failSessions(true);
    try {
      const res = await who.client.get(`/purchase/credits?package=${pkg.Id}`);
      expect(res.status).toBe(503);
      expect(await ordersOf(server, who.accountId)).toEqual([]);
    } finally {
      stripe.failSessions(false);
    }
  });
});
