// POST /purchase/report: who may buy, the server's own count and price, and the paid report
// reaching the report builder's job — through Stripe (intercepted) and real webhook signatures.
import {
  PURCHASE_MESSAGES,
  type ReportFilter,
  type ReportPurchaseBody,
  reportPrice,
  toCents,
} from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { Client, type Mailbox, startMailbox } from '../accounts/support.ts';
import { until } from '../support/wait.ts';
import { REPORT_SITES, WORDPRESS_COUNT } from './sites.ts';
import { completedSession, fakeStripe, postEvent, STRIPE_ENV, stripeEvent } from './stripe-api.ts';
import { orderOfSession, ordersOf, signedIn, startPurchaseServer } from './support.ts';

const stripe = fakeStripe();
let mailbox: Mailbox;
let server: RunningServer;

beforeAll(async () => {
  stripe.server.listen({ onUnhandledRequest: 'bypass' });
  mailbox = await startMailbox();
  server = await startPurchaseServer(mailbox, STRIPE_ENV);
  await server.siteIndex.upsert(REPORT_SITES);
  await server.siteIndex.refresh();
});
afterAll(async () => {
  await server?.close();
  await mailbox?.close();
  stripe.server.close();
});

const WORDPRESS: ReportFilter[] = [{ module: 'technology', technology: 'wordpress' }];

function order(over: Partial<ReportPurchaseBody> = {}): ReportPurchaseBody {
  return {
    orderCriteria: 'Technology: WordPress',
    orderURL: 'http://shop.techcensus.test/create-report?technology=wordpress',
    domainCount: 1_100,
    price: reportPrice(1_100),
    agreedWithTerms: true,
    details: WORDPRESS,
    ...over,
  };
}

async function reportsOfOrder(orderId: string) {
  const { rows } = await server.db.query<Record<string, unknown>>(
    'SELECT id, account_id, name, size, filters, status FROM reports WHERE order_ref = $1',
    [orderId],
  );
  return rows;
}

describe('POST /purchase/report', () => {
  it('anonymous visitors are asked to log in (401)', async () => {
    const res = await new Client(server.url).post('/purchase/report', order());
    expect(res.status).toBe(401);
    expect(res.body.err).toBe(PURCHASE_MESSAGES.loginRequired);
  });

  it('accounts not enabled for purchases get the spec message (403)', async () => {
    const { client } = await signedIn(server, mailbox, 'free');
    const res = await client.post('/purchase/report', order());
    expect(res.status).toBe(403);
    expect(res.body.err).toBe(
      'This account cannot be used for purchases. Please create an account with a real, non-disposable email or contact the provider to enable your account for purchases',
    );
  });

  it('unchecked terms are refused (400); a call without the CSRF header is refused (403)', async () => {
    const { client } = await signedIn(server, mailbox);
    const terms = await client.post('/purchase/report', order({ agreedWithTerms: false }));
    expect(terms.status).toBe(400);
    expect(terms.body.err).toBe('Terms and Conditions need to be checked');
    const csrf = await client.post('/purchase/report', order(), { csrf: false });
    expect(csrf.status).toBe(403);
    expect(csrf.body.code).toBe('csrf');
    expect(stripe.sessionCalls()).toHaveLength(0);
  });

  it('a size outside the bounds of today’s count, or a price other than the tier price, is 409', async () => {
    const { client, accountId } = await signedIn(server, mailbox);
    for (const tampered of [
      order({ price: reportPrice(1_100) - 1 }),
      order({ price: 1 }),
      order({ domainCount: 999, price: reportPrice(999) }),
      order({ domainCount: WORDPRESS_COUNT + 1, price: reportPrice(WORDPRESS_COUNT + 1) }),
      order({ domainCount: 50_000, price: reportPrice(50_000) }),
    ]) {
      const res = await client.post('/purchase/report', tampered);
      expect(res.status, JSON.stringify(tampered)).toBe(409);
      expect(res.body).toMatchObject({ err: PURCHASE_MESSAGES.reportChanged, code: 'report_changed' });
    }
    expect(await ordersOf(server, accountId)).toEqual([]);
    expect(stripe.sessionCalls()).toHaveLength(0);
  });

  it('no matching sites: nothing to buy (400); a size claimed for them means the report changed (409)', async () => {
    const { client } = await signedIn(server, mailbox);
    const none: ReportFilter[] = [{ module: 'technology', technology: 'shopify' }];
    const empty = await client.post('/purchase/report', order({ details: none, domainCount: 0, price: 0 }));
    expect(empty.status).toBe(400);
    expect(empty.body.err).toBe(PURCHASE_MESSAGES.nothingToBuy);
    const claimed = await client.post(
      '/purchase/report',
      order({ details: none, domainCount: 5, price: 30 }),
    );
    expect(claimed.status).toBe(409);
    const unknown = await client.post(
      '/purchase/report',
      order({ details: [{ module: 'technology', technology: 'no-such-tech' }] }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.err).toContain('Unknown technology');
  });

  it('the right count and price open a Stripe session for the price; paid, the report is created and built once', async () => {
    const { client, accountId } = await signedIn(server, mailbox);
    const res = await client.post('/purchase/report', order());
    expect(res.status).toBe(200);
    const { sessionId, url } = (res.body as { results: { sessionId: string; url: string } }).results;
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);
    const call = stripe.sessionCalls().at(-1)!;
    expect(call.form.get('mode')).toBe('payment');
    expect(call.form.get('line_items[0][price_data][unit_amount]')).toBe(String(toCents(reportPrice(1_100))));
    expect(call.form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(call.form.get('line_items[0][price_data][product_data][name]')).toBe('Technology: WordPress');
    expect(call.form.get('metadata[kind]')).toBe('report');
    expect(call.form.get('cancel_url')).toBe(
      'http://shop.techcensus.test/create-report?technology=wordpress',
    );
    const orderId = await orderOfSession(server, sessionId);
    expect(call.form.get('metadata[orderId]')).toBe(orderId);

    const paid = stripeEvent(
      'checkout.session.completed',
      completedSession({
        sessionId,
        orderId,
        amount: toCents(reportPrice(1_100)),
        paymentIntent: 'pi_report_1',
      }),
    );
    expect((await postEvent(server.url, paid)).status).toBe(200);
    expect((await postEvent(server.url, paid)).body).toMatchObject({ duplicate: true });
    const reports = await reportsOfOrder(orderId);
    expect(reports).toHaveLength(1);
    expect(Number(reports[0].account_id)).toBe(accountId);
    expect(reports[0]).toMatchObject({ name: 'Technology: WordPress', size: 1_100 });
    expect((await ordersOf(server, accountId))[0]).toMatchObject({
      status: 'paid',
      report_id: reports[0].id,
    });

    // The report builder's worker picks the job up and finishes the file.
    const status = await until(
      async () => {
        const { status } = (await reportsOfOrder(orderId))[0];
        return (status === 'ready' || status === 'failed') && status;
      },
      { what: 'the paid report to be built', timeoutMs: 30_000 },
    );
    expect(status).toBe('ready');
    const account = (await client.get('/user/account/api')).body.results as {
      Account: { Reports: { id: string }[]; Orders: { id: string; status: string }[] };
    };
    expect(account.Account.Reports.map((r) => r.id)).toEqual([reports[0].id]);
    expect(account.Account.Orders).toMatchObject([{ id: orderId, status: 'Paid' }]);
  });

  it('a failure between payment and the report row rolls back; Stripe’s retry then fulfils once', async () => {
    const { client, accountId } = await signedIn(server, mailbox);
    const res = await client.post(
      '/purchase/report',
      order({ details: [{ module: 'technology', technology: 'drupal' }], domainCount: 3, price: 30 }),
    );
    expect(res.status).toBe(200);
    const { sessionId } = (res.body as { results: { sessionId: string } }).results;
    const orderId = await orderOfSession(server, sessionId);
    const paid = stripeEvent(
      'checkout.session.completed',
      completedSession({ sessionId, orderId, amount: 3_000, paymentIntent: 'pi_report_crash' }),
    );
    // The report insert fails inside the webhook's transaction, as a crash there would stop it.
    await server.db.query(
      'ALTER TABLE reports ADD CONSTRAINT purchase_test_crash CHECK (size < 0) NOT VALID',
    );
    try {
      const crashed = await postEvent(server.url, paid);
      expect(crashed.status).toBe(500);
    } finally {
      await server.db.query('ALTER TABLE reports DROP CONSTRAINT purchase_test_crash');
    }
    expect((await ordersOf(server, accountId))[0].status).toBe('open');
    expect(await reportsOfOrder(orderId)).toEqual([]);
    const { rows } = await server.db.query('SELECT 1 FROM stripe_events WHERE id = $1', [paid.id]);
    expect(rows).toEqual([]);

    const retried = await postEvent(server.url, paid);
    expect(retried).toEqual({ status: 200, body: { received: true } });
    expect(await reportsOfOrder(orderId)).toHaveLength(1);
    expect((await ordersOf(server, accountId))[0].status).toBe('paid');
  });
});
