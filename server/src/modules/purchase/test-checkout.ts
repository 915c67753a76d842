import { randomBytes } from 'node:crypto';
import { type RecurringPeriod, TEST_CHECKOUT_PUBLIC_KEY } from '@techcensus/contract';
import Stripe from 'stripe';
import type { Db, Queryable } from '../../store/db.ts';
import type { CheckoutProvider } from './checkout.ts';
import { randomId } from './ids.ts';
import type { OrderRow } from './orders.ts';
import { addUtcMonths, type PaidPeriod } from './subscriptions.ts';
import { TEST_SESSION_PREFIX, testIds } from './test-checkout-events.ts';

/** How long an unpaid test checkout stays open, as Stripe's sessions do. */
const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export interface TestSessionRow {
  id: string;
  orderId: string;
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  successUrl: string;
  cancelUrl: string;
  createdAt: Date;
  expiresAt: Date;
  paymentIntentId: string | null;
  subscriptionRef: string | null;
  paid: PaidPeriod | null;
}

function toSession(r: Record<string, unknown>): TestSessionRow {
  const d = (v: unknown) => new Date(v as string | Date);
  return {
    id: String(r.id),
    orderId: String(r.order_id),
    mode: r.mode as TestSessionRow['mode'],
    status: r.status as TestSessionRow['status'],
    successUrl: String(r.success_url),
    cancelUrl: String(r.cancel_url),
    createdAt: d(r.created_at),
    expiresAt: d(r.expires_at),
    paymentIntentId: (r.payment_intent_id as string | null) ?? null,
    subscriptionRef: (r.subscription_ref as string | null) ?? null,
    paid: r.period_start && r.period_end ? { start: d(r.period_start), end: d(r.period_end) } : null,
  };
}

export async function testSessionById(db: Queryable, id: string): Promise<TestSessionRow | null> {
  if (!id.startsWith(TEST_SESSION_PREFIX) || id.length > 100) return null;
  const { rows } = await db.query('SELECT * FROM test_checkout_sessions WHERE id = $1', [id]);
  return rows[0] ? toSession(rows[0]) : null;
}

/** The period a test subscription's first payment covers. */
export function testSubscriptionPeriod(start: Date, period: RecurringPeriod): PaidPeriod {
  return { start, end: addUtcMonths(start, period === 'yearly' ? 12 : 1) };
}

/**
 * The local test checkout (docs/purchase.md): used without Stripe keys, takes no money. Sessions
 * live in `test_checkout_sessions`; Pay and Cancel sign Stripe-format events with a secret only
 * this process knows, through the stripe SDK, and hand them to the webhook receiver, so the
 * order goes through exactly the verification and fulfilment a Stripe payment does.
 */
export function testCheckout(db: Db, baseUrl: string) {
  const webhookSecret = `whsec_local${randomBytes(24).toString('hex')}`;

  const provider: CheckoutProvider = {
    kind: 'test',
    publicKey: TEST_CHECKOUT_PUBLIC_KEY,
    async openSession(req) {
      const id = randomId(TEST_SESSION_PREFIX.slice(0, -1));
      await db.query(
        `INSERT INTO test_checkout_sessions (id, order_id, mode, success_url, cancel_url, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          id,
          req.order.id,
          req.recurring ? 'subscription' : 'payment',
          req.successUrl,
          req.cancelUrl,
          new Date(Date.now() + SESSION_TTL_MS),
        ],
      );
      return { id, url: `${baseUrl}/purchase/test-checkout/${id}` };
    },
    verifyEvent: (payload, signature) => Stripe.webhooks.constructEvent(payload, signature, webhookSecret),
    async subscription(ref) {
      const { rows } = await db.query(
        'SELECT * FROM test_checkout_sessions WHERE subscription_ref = $1 AND period_start IS NOT NULL',
        [ref],
      );
      const session = rows[0] ? toSession(rows[0]) : null;
      if (!session?.paid) throw new Error(`No test subscription ${ref}`);
      return { startedAt: session.paid.start, paid: session.paid };
    },
    receiptUrl: async () => null,
    invoiceOfPayment: async () => null,
    // Nothing renews a test subscription; its row's flag and period end say when it ends.
    cancelAtPeriodEnd: async () => {},
    cancelNow: async () => {},
  };

  /** A signed webhook body, as Stripe would post it. */
  function sign(event: Record<string, unknown>): { payload: string; signature: string } {
    const payload = JSON.stringify(event, null, 2);
    return {
      payload,
      signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
    };
  }

  return { provider, sign };
}
export type TestCheckout = ReturnType<typeof testCheckout>;

export const testSessionStore = {
  /** Fills in the ids and period Pay produces, keeping those of an earlier, interrupted Pay. */
  async preparePayment(
    db: Queryable,
    s: TestSessionRow,
    order: OrderRow,
    now: Date,
  ): Promise<TestSessionRow> {
    const ids = testIds(s.id);
    const period = planPeriod(order);
    const paid = s.mode === 'subscription' && period ? testSubscriptionPeriod(now, period) : null;
    const { rows } = await db.query(
      `UPDATE test_checkout_sessions SET payment_intent_id = COALESCE(payment_intent_id, $2),
         subscription_ref = COALESCE(subscription_ref, $3), period_start = COALESCE(period_start, $4),
         period_end = COALESCE(period_end, $5)
       WHERE id = $1 RETURNING *`,
      [
        s.id,
        s.mode === 'payment' ? ids.paymentIntent : null,
        s.mode === 'subscription' ? ids.subscription : null,
        paid?.start ?? null,
        paid?.end ?? null,
      ],
    );
    return toSession(rows[0]);
  },
  async close(db: Queryable, id: string, status: 'complete' | 'expired'): Promise<void> {
    await db.query(`UPDATE test_checkout_sessions SET status = $2 WHERE id = $1 AND status = 'open'`, [
      id,
      status,
    ]);
  },
};

function planPeriod(order: OrderRow): RecurringPeriod | null {
  const p = order.details.period;
  return p === 'monthly' || p === 'yearly' ? p : null;
}
