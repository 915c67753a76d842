// The pieces with rules of their own: subscription months, return paths, payment setup, and the
// purchase tables going with a deleted account — on every store engine.
import { SUBSCRIPTION_PLANS, subscriptionCreditsExpiry } from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../../tests/support/accounts.ts';
import { named, storeEngines } from '../../../../tests/support/engines.ts';
import { loadConfig } from '../../config/index.ts';
import type { Db } from '../../store/db.ts';
import { migrate } from '../../store/migrate.ts';
import { accountStore } from '../accounts/index.ts';
import { subscriptionSummary } from './account-rows.ts';
import { orderStore } from './orders.ts';
import { paymentSetup } from './payment-setup.ts';
import { builderReturnPath } from './report-purchase.ts';
import {
  addUtcMonths,
  ensureSubscriptionMonth,
  subscriptionMonthStart,
  subscriptionStore,
} from './subscriptions.ts';

describe('subscription months', () => {
  const paid = { start: new Date('2025-01-31T10:00:00Z'), end: new Date('2026-01-31T10:00:00Z') };

  it('the month holding a moment inside the paid period, month-end days kept', () => {
    expect(subscriptionMonthStart(paid, new Date('2025-01-31T10:00:00Z'))).toEqual(paid.start);
    expect(subscriptionMonthStart(paid, new Date('2025-02-27T23:00:00Z'))).toEqual(paid.start);
    expect(subscriptionMonthStart(paid, new Date('2025-02-28T10:00:00Z'))).toEqual(
      new Date('2025-02-28T10:00:00Z'),
    );
    // Months count from the period's start (Jan 31 → Feb 28 → Mar 31), not from the month before.
    expect(subscriptionMonthStart(paid, new Date('2025-03-30T10:00:00Z'))).toEqual(
      new Date('2025-02-28T10:00:00Z'),
    );
    expect(subscriptionMonthStart(paid, new Date('2025-03-31T10:00:00Z'))).toEqual(
      new Date('2025-03-31T10:00:00Z'),
    );
    expect(subscriptionMonthStart(paid, new Date('2026-01-30T10:00:00Z'))).toEqual(
      new Date('2025-12-31T10:00:00Z'),
    );
  });

  it('nothing outside the paid period', () => {
    expect(subscriptionMonthStart(paid, new Date('2025-01-31T09:59:59Z'))).toBeNull();
    expect(subscriptionMonthStart(paid, paid.end)).toBeNull();
  });

  it('addUtcMonths: a year is twelve months', () => {
    expect(addUtcMonths(paid.start, 12)).toEqual(paid.end);
    expect(addUtcMonths(new Date('2024-02-29T00:00:00Z'), 12)).toEqual(new Date('2025-02-28T00:00:00Z'));
  });
});

describe('where a cancelled checkout returns to', () => {
  it('the builder with its filters when the order came from it, else a fresh builder', () => {
    expect(
      builderReturnPath('https://techcensus.example/create-report?technology=wordpress&country=DE'),
    ).toBe('/create-report?technology=wordpress&country=DE');
    expect(builderReturnPath('/create-report?tld=de')).toBe('/create-report?tld=de');
    expect(builderReturnPath('https://evil.example/steal')).toBe('/create-report');
    expect(builderReturnPath('//evil.example/create-report')).toBe('/create-report');
    expect(builderReturnPath('javascript:alert(1)')).toBe('/create-report');
    expect(builderReturnPath('')).toBe('/create-report');
  });
});

describe('which checkout takes payments', () => {
  const stripe = {
    STRIPE_SECRET_KEY: 'sk_test_abc',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  };
  it('Stripe with all three keys, in any environment', () => {
    expect(paymentSetup(loadConfig(stripe))).toBe('stripe');
    expect(paymentSetup(loadConfig({ ...stripe, NODE_ENV: 'production' }))).toBe('stripe');
  });
  it('some but not all Stripe keys stop the start', () => {
    expect(() => paymentSetup(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' }))).toThrow(/go together/);
  });
  it('the test checkout in development on a loopback address, elsewhere only when asked for', () => {
    expect(paymentSetup(loadConfig({}))).toBe('test');
    expect(paymentSetup(loadConfig({ HOST: '::1' }))).toBe('test');
    expect(paymentSetup(loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'https://t.example' }))).toBe('off');
    expect(paymentSetup(loadConfig({ HOST: '192.0.2.7' }))).toBe('off');
    expect(paymentSetup(loadConfig({ NODE_ENV: 'test' }))).toBe('off');
    expect(paymentSetup(loadConfig({ NODE_ENV: 'test', PURCHASE_TEST_CHECKOUT: 'true' }))).toBe('test');
    expect(paymentSetup(loadConfig({ NODE_ENV: 'production' }))).toBe('off');
    expect(paymentSetup(loadConfig({ NODE_ENV: 'production', PURCHASE_TEST_CHECKOUT: 'true' }))).toBe('test');
    expect(paymentSetup(loadConfig({ PURCHASE_TEST_CHECKOUT: 'false' }))).toBe('off');
  });
  it('refuses to start with the test checkout asked for on an address others can reach', () => {
    expect(() =>
      loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'https://t.example', PURCHASE_TEST_CHECKOUT: 'true' }),
    ).toThrow(
      /PURCHASE_TEST_CHECKOUT: true lets anyone buy credits and subscriptions for nothing; it needs a loopback HOST/,
    );
  });
  it('malformed Stripe keys are configuration errors', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ PURCHASE_TEST_CHECKOUT: 'maybe' })).toThrow(/PURCHASE_TEST_CHECKOUT/);
  });
});

describe.each(named(storeEngines()))('purchase tables on %s', (_name, engine) => {
  let db: Db;
  beforeAll(async () => {
    db = await engine.open();
    await migrate(db);
  });
  afterAll(() => db?.close());

  async function yearlySubscription(accountId: number, start: Date) {
    const order = await orderStore.insert(db, {
      id: `ord_unit_${accountId}`,
      accountId,
      kind: 'subscription',
      name: 'Team subscription (yearly)',
      amountCents: 399_000,
      currency: 'usd',
      provider: 'test',
      details: { plan: 'team', period: 'yearly' },
      status: 'paid',
    });
    return subscriptionStore.activate(db, {
      accountId,
      orderId: order!.id,
      providerRef: `sub_unit_${accountId}`,
      plan: 'team',
      period: 'yearly',
      startedAt: start,
      paid: { start, end: addUtcMonths(start, 12) },
    });
  }

  it('a yearly plan is credited every month, once per month, on first use', async () => {
    const accountId = await createAccount(db);
    const start = new Date('2025-01-15T00:00:00Z');
    const sub = await yearlySubscription(accountId, start);
    const team = SUBSCRIPTION_PLANS.find((p) => p.Id === 'team')!;
    for (const now of ['2025-01-20', '2025-01-21', '2025-02-15', '2025-02-16', '2025-07-01', '2026-01-14']) {
      await ensureSubscriptionMonth(db, sub, new Date(`${now}T12:00:00Z`));
    }
    // After the paid year nothing more comes until a renewal moves the period.
    await ensureSubscriptionMonth(db, sub, new Date('2026-01-15T12:00:00Z'));
    const { rows } = await db.query<{ reference: string; amount: number; expires_at: string | Date }>(
      'SELECT reference, amount, expires_at FROM credit_grants WHERE account_id = $1 ORDER BY granted_at, id',
      [accountId],
    );
    expect(rows.map((r) => r.reference)).toEqual([
      `subscription:sub_unit_${accountId}:2025-01-15T00:00:00.000Z`,
      `subscription:sub_unit_${accountId}:2025-02-15T00:00:00.000Z`,
      `subscription:sub_unit_${accountId}:2025-06-15T00:00:00.000Z`,
      `subscription:sub_unit_${accountId}:2025-12-15T00:00:00.000Z`,
    ]);
    for (const r of rows) {
      expect(r.amount).toBe(team.MonthlyCredits);
      expect(new Date(r.expires_at)).toEqual(subscriptionCreditsExpiry(addUtcMonths(start, 12)));
    }
  });

  it('the account page’s subscription row is the one in force; a cancelled one is gone from it', async () => {
    const accountId = await createAccount(db);
    await yearlySubscription(accountId, new Date(Date.now() - 86_400_000));
    expect((await subscriptionSummary(db, accountId)).current).toMatchObject({
      Type: 'Team',
      Status: 'Active',
      RecurringPeriod: 'Yearly',
    });
    await subscriptionStore.setStatus(db, `sub_unit_${accountId}`, 'cancelled', { endedAt: new Date() });
    expect(await subscriptionSummary(db, accountId)).toEqual({ current: null, pending: false });
    // Cancelled stays cancelled, whatever arrives later.
    expect(await subscriptionStore.setStatus(db, `sub_unit_${accountId}`, 'active')).toBeNull();
  });

  it('deleting the account deletes its orders, subscriptions and test checkouts', async () => {
    const accountId = await createAccount(db);
    await yearlySubscription(accountId, new Date());
    await db.query(
      `INSERT INTO test_checkout_sessions (id, order_id, mode, success_url, cancel_url, expires_at)
       VALUES ($1, $2, 'subscription', 'http://x/s', 'http://x/c', now())`,
      [`cs_test_local_unit${accountId}`, `ord_unit_${accountId}`],
    );
    const owned = async () =>
      Promise.all(
        ['orders', 'subscriptions'].map(async (t) => {
          const { rows } = await db.query<{ n: string | number }>(
            `SELECT count(*) AS n FROM ${t} WHERE account_id = $1`,
            [accountId],
          );
          return Number(rows[0].n);
        }),
      );
    expect(await owned()).toEqual([1, 1]);
    await accountStore.delete(db, accountId);
    expect(await owned()).toEqual([0, 0]);
    const { rows } = await db.query('SELECT 1 FROM test_checkout_sessions WHERE order_id = $1', [
      `ord_unit_${accountId}`,
    ]);
    expect(rows).toEqual([]);
  });
});
