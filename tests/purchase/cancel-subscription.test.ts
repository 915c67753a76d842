// Ending a subscription through Stripe: the account page's Cancel Subscription (at period end) and
// account deletion (at once, or the account is kept), with the real SDK against msw.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ACCOUNT_MESSAGES,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  PURCHASE_MESSAGES,
  SUBSCRIPTION_PLANS,
  subscriptionCreditsExpiry,
  toCents,
} from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { addUtcMonths } from '../../server/src/modules/purchase/subscriptions.ts';
import { type Mailbox, startMailbox } from '../accounts/support.ts';
import { buyReport, waitForStatus } from '../reports/support.ts';
import { completedSession, fakeStripe, postEvent, STRIPE_ENV, stripeEvent } from './stripe-api.ts';
import { grantsOf, orderOfSession, signedIn, startPurchaseServer } from './support.ts';

const stripe = fakeStripe();
const reportsDir = mkdtempSync(join(tmpdir(), 'techcensus-cancel-'));
let mailbox: Mailbox;
let server: RunningServer;
const pro = SUBSCRIPTION_PLANS.find((p) => p.Id === 'pro')!;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const whole = (d: Date) => new Date(seconds(d) * 1000);

beforeAll(async () => {
  stripe.server.listen({ onUnhandledRequest: 'bypass' });
  mailbox = await startMailbox();
  server = await startPurchaseServer(mailbox, { ...STRIPE_ENV, REPORTS_DIR: reportsDir });
});
afterAll(async () => {
  await server?.close();
  await mailbox?.close();
  stripe.server.close();
  rmSync(reportsDir, { recursive: true, force: true });
});

type Who = Awaited<ReturnType<typeof signedIn>>;
let made = 0;

/** A paid monthly Pro subscription (checkout completed at Stripe); its Stripe id and paid period. */
async function subscribed(who: Who) {
  made += 1;
  const ref = `sub_cancel_${process.pid}_${made}`;
  const res = await who.client.get('/purchase/subscription?type=pro&yearly=0');
  expect(res.status).toBe(303);
  const sessionId = (res.headers.get('location') ?? '').split('/').at(-1) as string;
  const start = whole(new Date(Date.now() - 3_600_000));
  const end = addUtcMonths(start, 1);
  stripe.subscriptions.set(ref, { start: seconds(start), end: seconds(end), startDate: seconds(start) });
  const completed = stripeEvent(
    'checkout.session.completed',
    completedSession({
      sessionId,
      orderId: await orderOfSession(server, sessionId),
      amount: toCents(pro.MonthlyPrice),
      mode: 'subscription',
      subscription: ref,
    }),
  );
  expect((await postEvent(server.url, completed)).status).toBe(200);
  const { rows } = await server.db.query<{ id: string | number }>(
    'SELECT id FROM subscriptions WHERE provider_ref = $1',
    [ref],
  );
  return { ref, id: String(rows[0].id), start, end };
}

async function subscriptionOf(who: Who) {
  const account = (await who.client.get('/user/account/api')).body.results as {
    Account: { Subscription: Record<string, unknown> | null };
  };
  return account.Account.Subscription;
}

const cancel = (who: Who, id: string, opts?: { csrf?: boolean }) =>
  who.client.post(`/purchase/subscription/${id}/cancel`, undefined, opts);

describe('Cancel Subscription (at the end of the paid period)', () => {
  it('asks Stripe not to renew, shows the end date, and the deleted event ends it; credits keep their expiry', async () => {
    const who = await signedIn(server, mailbox);
    const sub = await subscribed(who);
    expect(await subscriptionOf(who)).toMatchObject({
      Id: sub.id,
      Status: 'Active',
      CancelAtPeriodEnd: false,
      EndDate: sub.end.toISOString(),
    });
    const grants = await grantsOf(server, who.accountId);
    expect(grants).toEqual([
      expect.objectContaining({ source: 'subscription', expires_at: subscriptionCreditsExpiry(sub.end) }),
    ]);

    const res = await cancel(who, sub.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      results: { Id: sub.id, Status: 'Active', CancelAtPeriodEnd: true, EndDate: sub.end.toISOString() },
    });
    const calls = stripe.subscriptionCalls(sub.ref).filter((c) => c.method === 'POST');
    expect(calls).toHaveLength(1);
    expect(calls[0].form.get('cancel_at_period_end')).toBe('true');
    expect(calls[0].headers.get('idempotency-key')).toBe(`cancel-at-period-end-${sub.ref}`);

    // Still in force until the period ends: the account page says it is ending, and when.
    expect(await subscriptionOf(who)).toMatchObject({
      Status: 'Active',
      CancelAtPeriodEnd: true,
      EndDate: sub.end.toISOString(),
    });
    const html = await (
      await fetch(`${server.url}/user/account`, { headers: { cookie: who.client.cookieHeader() } })
    ).text();
    expect(html).toContain('cancelled, ends on');
    expect(html).not.toContain('>Cancel Subscription<');

    // A second click changes nothing and does not ask Stripe again.
    expect((await cancel(who, sub.id)).status).toBe(200);
    expect(stripe.subscriptionCalls(sub.ref).filter((c) => c.method === 'POST')).toHaveLength(1);

    // Stripe confirms, then ends it at the period's end.
    await postEvent(
      server.url,
      stripeEvent('customer.subscription.updated', {
        id: sub.ref,
        object: 'subscription',
        status: 'active',
        cancel_at_period_end: true,
      }),
    );
    expect(await subscriptionOf(who)).toMatchObject({ CancelAtPeriodEnd: true });
    await postEvent(
      server.url,
      stripeEvent('customer.subscription.deleted', {
        id: sub.ref,
        object: 'subscription',
        status: 'canceled',
        ended_at: seconds(sub.end),
      }),
    );
    expect(await subscriptionOf(who)).toBeNull();
    expect(await grantsOf(server, who.accountId)).toEqual(grants);
    // Ended: there is nothing left to cancel.
    expect((await cancel(who, sub.id)).status).toBe(404);
  });

  it('a refusal by Stripe is said, and the subscription stays as it was', async () => {
    const who = await signedIn(server, mailbox);
    const sub = await subscribed(who);
    stripe.refuseCancels(true);
    try {
      const res = await cancel(who, sub.id);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ err: PURCHASE_MESSAGES.cancelFailed, code: 'cancel_failed' });
    } finally {
      stripe.refuseCancels(false);
    }
    expect(await subscriptionOf(who)).toMatchObject({ Status: 'Active', CancelAtPeriodEnd: false });
  });

  it('bad input and other accounts: 4xx with a clear message, never a 500', async () => {
    const owner = await signedIn(server, mailbox);
    const sub = await subscribed(owner);
    const other = await signedIn(server, mailbox);
    const before = stripe.calls.length;

    const foreign = await cancel(other, sub.id);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ err: PURCHASE_MESSAGES.noSubscription });
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999', '%20']) {
      const res = await cancel(owner, id);
      expect(res.status, id).toBe(400);
      expect(res.body.err, id).toEqual(expect.any(String));
    }
    expect((await cancel(owner, String(Number(sub.id) + 100_000))).status).toBe(404);
    expect((await cancel(owner, sub.id, { csrf: false })).status).toBe(403);
    const anonymous = await fetch(`${server.url}/purchase/subscription/${sub.id}/cancel`, {
      method: 'POST',
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, accept: 'application/json' },
    });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ err: ACCOUNT_MESSAGES.loginRequired });
    const get = await owner.client.get(`/purchase/subscription/${sub.id}/cancel`);
    expect(get.status).toBeGreaterThanOrEqual(400);
    expect(get.status).toBeLessThan(500);
    expect((await cancel(owner, sub.id)).status).toBe(200);

    // None of those reached Stripe but the owner's last, valid call.
    expect(stripe.calls.slice(before).map((c) => `${c.method} ${c.path}`)).toEqual([
      `POST /v1/subscriptions/${sub.ref}`,
    ]);
    expect(await subscriptionOf(other)).toBeNull();
  });
});

describe('deleting an account', () => {
  it('cancels its Stripe subscription now and deletes its report files', async () => {
    const who = await signedIn(server, mailbox);
    const sub = await subscribed(who);
    const reportId = await buyReport(server.db, server.queue, {
      accountId: who.accountId,
      filters: [],
      size: 5,
    });
    expect(await waitForStatus(server.db, reportId, ['ready', 'failed'])).toBe('ready');
    const filesOf = () => readdirSync(reportsDir).filter((n) => n.startsWith(`${reportId}.`));
    expect(filesOf()).toHaveLength(2);

    const res = await who.client.post('/user/delete');
    expect(res.status).toBe(200);
    expect(stripe.subscriptionCalls(sub.ref).filter((c) => c.method === 'DELETE')).toHaveLength(1);
    const { rows } = await server.db.query('SELECT 1 FROM accounts WHERE id = $1', [who.accountId]);
    expect(rows).toEqual([]);
    expect(filesOf()).toEqual([]);
  });

  it('a subscription Stripe will not cancel keeps the account, and says why', async () => {
    const who = await signedIn(server, mailbox);
    const sub = await subscribed(who);
    stripe.refuseCancels(true);
    try {
      const res = await who.client.post('/user/delete');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ err: PURCHASE_MESSAGES.deleteBlockedBySubscription });
    } finally {
      stripe.refuseCancels(false);
    }
    const { rows } = await server.db.query('SELECT 1 FROM accounts WHERE id = $1', [who.accountId]);
    expect(rows).toHaveLength(1);
    expect(await subscriptionOf(who)).toMatchObject({ Id: sub.id, Status: 'Active' });
  });

  it('a subscription already gone at Stripe does not hold the deletion up', async () => {
    const who = await signedIn(server, mailbox);
    const sub = await subscribed(who);
    stripe.subscriptions.delete(sub.ref);
    expect((await who.client.post('/user/delete')).status).toBe(200);
    const { rows } = await server.db.query('SELECT 1 FROM accounts WHERE id = $1', [who.accountId]);
    expect(rows).toEqual([]);
  });
});
