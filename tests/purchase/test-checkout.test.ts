// Without Stripe keys: the local test checkout, end to end through the same webhook handler.
import {
  CREDIT_PACKAGES,
  purchasedCreditsExpiry,
  reportPrice,
  SUBSCRIPTION_PLANS,
  TEST_CHECKOUT_PUBLIC_KEY,
} from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { Client, type Mailbox, startMailbox } from '../accounts/support.ts';
import { until } from '../support/wait.ts';
import { REPORT_SITES } from './sites.ts';
import { postEvent, stripeEvent } from './stripe-api.ts';
import { grantsOf, orderOfSession, ordersOf, signedIn, startPurchaseServer } from './support.ts';

let mailbox: Mailbox;
let server: RunningServer;
const pkg = CREDIT_PACKAGES[0];

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startPurchaseServer(mailbox);
  await server.siteIndex.upsert(REPORT_SITES);
  await server.siteIndex.refresh();
});
afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

type Who = Awaited<ReturnType<typeof signedIn>>;

/** Opens a test checkout through a pricing-page link; its session id and path. */
async function openCredits(who: Who) {
  const res = await who.client.get(`/purchase/credits?package=${pkg.Id}`, {
    headers: { accept: 'text/html' },
  });
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get('location') ?? '');
  expect(location.pathname).toMatch(/^\/purchase\/test-checkout\/cs_test_local_[0-9A-Za-z]{24}$/);
  const sessionId = location.pathname.split('/').at(-1) as string;
  return { sessionId, path: location.pathname, orderId: await orderOfSession(server, sessionId) };
}

describe('the local test checkout (no Stripe keys)', () => {
  it('GET /purchase/public-key answers the test checkout marker', async () => {
    const res = await fetch(`${server.url}/purchase/public-key`);
    expect(await res.json()).toEqual({ results: { publicKey: TEST_CHECKOUT_PUBLIC_KEY } });
  });

  it('the checkout page is labelled as taking no money, for its owner only', async () => {
    const who = await signedIn(server, mailbox);
    const { path, sessionId } = await openCredits(who);
    const data = await who.client.get(`${path}/api`);
    expect(data.status).toBe(200);
    expect(data.body.results).toMatchObject({
      SessionId: sessionId,
      Status: 'open',
      ProductName: '1,000 API credits',
      Amount: pkg.Price,
      Currency: 'USD',
      RecurringPeriod: null,
    });
    const html = await fetch(`${server.url}${path}`, { headers: { cookie: who.client.cookieHeader() } });
    expect(html.status).toBe(200);
    const text = await html.text();
    expect(text).toContain('Test checkout — no money is taken.');
    expect(text).toContain('<button type="button" class="button primary">Pay <!-- -->$25.00</button>');
    expect(text).toMatch(/<button[^>]*>Cancel<\/button>/);

    const other = await signedIn(server, mailbox);
    expect((await other.client.get(`${path}/api`)).status).toBe(404);
    expect((await other.client.post(`${path}/pay`)).status).toBe(404);
    const anonymous = await new Client(server.url).get(`${path}/api`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.resultLoginRequired).toBe(true);
  });

  it('Pay fulfils through the signed webhook path: credits granted, order paid, the page closed', async () => {
    const who = await signedIn(server, mailbox);
    const { path, orderId } = await openCredits(who);
    expect((await who.client.post(`${path}/pay`, undefined, { csrf: false })).status).toBe(403);
    const before = Date.now();
    const paid = await who.client.post(`${path}/pay`);
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({ results: { redirect: `${server.url}/user/account?order=${orderId}` } });
    const grants = await grantsOf(server, who.accountId);
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ source: 'purchase', amount: pkg.Credits, reference: orderId });
    const paidAt = grants[0].granted_at;
    expect(paidAt.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(grants[0].expires_at.toISOString()).toBe(purchasedCreditsExpiry(paidAt).toISOString());
    expect((await ordersOf(server, who.accountId))[0]).toMatchObject({ status: 'paid', provider: 'test' });
    const { rows } = await server.db.query<{ id: string }>(
      "SELECT id FROM stripe_events WHERE id LIKE 'evt_test_local_%'",
    );
    expect(rows.length).toBeGreaterThan(0);

    expect((await who.client.get(`${path}/api`)).body.results).toMatchObject({ Status: 'complete' });
    const again = await who.client.post(`${path}/pay`);
    expect(again.status).toBe(409);
    expect(await grantsOf(server, who.accountId)).toHaveLength(1);
    const account = (await who.client.get('/user/account/api')).body.results as {
      Account: Record<string, unknown>;
    };
    expect(account.Account.Orders).toMatchObject([
      { id: orderId, status: 'Paid', receiptURL: null, amount: `$${pkg.Price}.00` },
    ]);
    const page = await who.client.get('/user/account', { headers: { accept: 'text/html' } });
    expect(String(page.body.text)).toMatch(new RegExp(`, \\$${pkg.Price}\\.00 \\(`));
  });

  it('Cancel returns to the pricing page; the order expires and is not listed', async () => {
    const who = await signedIn(server, mailbox);
    const { path, orderId } = await openCredits(who);
    const cancelled = await who.client.post(`${path}/cancel`);
    expect(cancelled.body).toEqual({ results: { redirect: `${server.url}/pricing#credits` } });
    expect((await ordersOf(server, who.accountId))[0]).toMatchObject({ id: orderId, status: 'expired' });
    expect((await who.client.post(`${path}/pay`)).status).toBe(409);
    expect(await grantsOf(server, who.accountId)).toEqual([]);
    const account = (await who.client.get('/user/account/api')).body.results as {
      Account: Record<string, unknown>;
    };
    expect(account.Account.Orders).toEqual([]);
  });

  it('an expired checkout cannot be paid', async () => {
    const who = await signedIn(server, mailbox);
    const { path, sessionId, orderId } = await openCredits(who);
    await server.db.query(
      `UPDATE test_checkout_sessions SET expires_at = now() - interval '1 minute' WHERE id = $1`,
      [sessionId],
    );
    expect((await who.client.get(`${path}/api`)).body.results).toMatchObject({ Status: 'expired' });
    expect((await who.client.post(`${path}/pay`)).status).toBe(409);
    expect((await ordersOf(server, who.accountId))[0]).toMatchObject({ id: orderId, status: 'expired' });
  });

  it('a subscription: active on the account page with its first month of credits', async () => {
    const who = await signedIn(server, mailbox);
    const res = await who.client.get('/purchase/subscription?type=basic&yearly=1');
    expect(res.status).toBe(303);
    const path = new URL(res.headers.get('location') ?? '').pathname;
    const data = await who.client.get(`${path}/api`);
    expect(data.body.results).toMatchObject({
      ProductName: 'Basic subscription (yearly)',
      Amount: 490,
      RecurringPeriod: 'yearly',
    });
    expect((await who.client.post(`${path}/pay`)).status).toBe(200);
    const basic = SUBSCRIPTION_PLANS[0];
    const account = (await who.client.get('/user/account/api')).body.results as {
      Account: Record<string, unknown>;
    };
    expect(account.Account.Subscription).toMatchObject({
      Type: basic.DisplayName,
      Status: 'Active',
      RecurringPeriod: 'Yearly',
    });
    expect(await grantsOf(server, who.accountId)).toEqual([
      expect.objectContaining({ source: 'subscription', amount: basic.MonthlyCredits }),
    ]);
    const pricing = (await who.client.get('/pricing/api')).body.results as Record<string, unknown>;
    expect(pricing.CurrentSubscription).toEqual({ Id: 'basic', RecurringPeriod: 'Yearly' });
  });

  it('a subscription cancelled on the account page runs to the end of its period, then ends', async () => {
    const who = await signedIn(server, mailbox);
    const res = await who.client.get('/purchase/subscription?type=basic&yearly=0');
    const path = new URL(res.headers.get('location') ?? '').pathname;
    expect((await who.client.post(`${path}/pay`)).status).toBe(200);
    const subscription = async () =>
      (
        (await who.client.get('/user/account/api')).body.results as {
          Account: { Subscription: { Id: string; EndDate: string; CancelAtPeriodEnd: boolean } | null };
        }
      ).Account.Subscription;
    const sub = await subscription();
    expect(sub).toMatchObject({ Status: 'Active', CancelAtPeriodEnd: false });
    const grants = await grantsOf(server, who.accountId);

    const cancel = await who.client.post(`/purchase/subscription/${sub?.Id}/cancel`);
    expect(cancel.status).toBe(200);
    expect(cancel.body).toEqual({
      results: { Id: sub?.Id, Status: 'Active', CancelAtPeriodEnd: true, EndDate: sub?.EndDate },
    });
    expect(await subscription()).toMatchObject({ Status: 'Active', CancelAtPeriodEnd: true });

    // The paid period ends (nothing renews a test subscription): no longer in force anywhere.
    await server.db.query(
      `UPDATE subscriptions SET current_period_end = now() - interval '1 second' WHERE id = $1`,
      [Number(sub?.Id)],
    );
    expect(await subscription()).toBeNull();
    const pricing = (await who.client.get('/pricing/api')).body.results as Record<string, unknown>;
    expect(pricing.CurrentSubscription).toBeNull();
    expect(await grantsOf(server, who.accountId)).toEqual(grants);
    expect((await who.client.post(`/purchase/subscription/${sub?.Id}/cancel`)).status).toBe(404);
  });

  it('a report: bought, paid and built, then listed on the account page', async () => {
    const who = await signedIn(server, mailbox);
    const res = await who.client.post('/purchase/report', {
      orderCriteria: 'Technology: Drupal',
      orderURL: '/create-report?technology=drupal',
      domainCount: 3,
      price: reportPrice(3),
      agreedWithTerms: true,
      details: [{ module: 'technology', technology: 'drupal' }],
    });
    expect(res.status).toBe(200);
    const { url, sessionId } = (res.body as { results: { url: string; sessionId: string } }).results;
    // The checkout lives at the site's one origin: the address the server listens on (PORT=0
    // resolved), where the buyer's session cookie is.
    expect(url).toBe(`${server.url}/purchase/test-checkout/${sessionId}`);
    const pay = await who.client.post(`${new URL(url).pathname}/pay`);
    expect(pay.status).toBe(200);
    const reports = await until(
      async () => {
        const account = (await who.client.get('/user/account/api')).body.results as {
          Account: { Reports: { id: string }[] };
        };
        return account.Account.Reports.length > 0 && account.Account.Reports;
      },
      { what: 'the paid report on the account page', timeoutMs: 30_000 },
    );
    expect(reports).toHaveLength(1);
    expect((await ordersOf(server, who.accountId))[0]).toMatchObject({
      status: 'paid',
      report_id: reports[0].id,
    });
  });

  it('the webhook accepts only events the test checkout signed itself', async () => {
    const forged = await postEvent(
      server.url,
      stripeEvent('checkout.session.completed', { id: 'cs_x', object: 'checkout.session' }),
    );
    expect(forged.status).toBe(400);
  });
});
