import Stripe from 'stripe';
import type { OrderRow } from './orders.ts';
import type { PaidPeriod } from './subscriptions.ts';
import type { TestSessionRow } from './test-checkout.ts';

/*
 * The Stripe events a test checkout produces, in Stripe's own format (the fields this service and
 * a reader of the payload would look at), so the webhook cannot tell them from Stripe's.
 */

/** Every test checkout session id starts so; nothing else is looked up as one. */
export const TEST_SESSION_PREFIX = 'cs_test_local_';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * Ids derive from the session's, and so do event ids: a Pay retried after a failure part-way
 * sends the same events again, which the webhook then recognises as already handled.
 */
export function testIds(sessionId: string) {
  const tail = sessionId.slice(TEST_SESSION_PREFIX.length);
  return {
    paymentIntent: `pi_test_local_${tail}`,
    subscription: `sub_test_local_${tail}`,
    invoice: `in_test_local_${tail}`,
    event: (name: string) => `evt_test_local_${tail}_${name}`,
  };
}

function event(id: string, type: string, created: Date, object: Record<string, unknown>) {
  return {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: seconds(created),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

function checkoutSessionObject(
  s: TestSessionRow,
  order: OrderRow,
  email: string,
  status: 'complete' | 'expired',
) {
  const ids = testIds(s.id);
  const paid = status === 'complete';
  return {
    id: s.id,
    object: 'checkout.session',
    mode: s.mode,
    status,
    payment_status: paid ? 'paid' : 'unpaid',
    amount_subtotal: order.amountCents,
    amount_total: order.amountCents,
    currency: order.currency,
    client_reference_id: order.id,
    customer: null,
    customer_email: email,
    metadata: { orderId: order.id, accountId: String(order.accountId), kind: order.kind },
    payment_intent: paid && s.mode === 'payment' ? ids.paymentIntent : null,
    subscription: paid && s.mode === 'subscription' ? ids.subscription : null,
    invoice: null,
    success_url: s.successUrl,
    cancel_url: s.cancelUrl,
    created: seconds(s.createdAt),
    expires_at: seconds(s.expiresAt),
    livemode: false,
    url: null,
  };
}

function firstInvoiceObject(s: TestSessionRow, order: OrderRow, paid: PaidPeriod, at: Date) {
  const ids = testIds(s.id);
  const metadata = { orderId: order.id, accountId: String(order.accountId), kind: order.kind };
  const period = { start: seconds(paid.start), end: seconds(paid.end) };
  return {
    id: ids.invoice,
    object: 'invoice',
    billing_reason: 'subscription_create',
    status: 'paid',
    amount_due: order.amountCents,
    amount_paid: order.amountCents,
    amount_remaining: 0,
    currency: order.currency,
    customer: null,
    hosted_invoice_url: null,
    created: seconds(at),
    period_start: period.start,
    period_end: period.start,
    livemode: false,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: ids.subscription, metadata },
    },
    lines: {
      object: 'list',
      has_more: false,
      data: [
        {
          id: `il_test_local_${s.id.slice(TEST_SESSION_PREFIX.length)}`,
          object: 'line_item',
          amount: order.amountCents,
          currency: order.currency,
          period,
          parent: {
            type: 'subscription_item_details',
            subscription_item_details: { subscription: ids.subscription },
          },
        },
      ],
    },
  };
}

/** The events a paid test checkout produces: the session completed, and a subscription's first invoice. */
export function paidEvents(s: TestSessionRow, order: OrderRow, email: string, at: Date) {
  const ids = testIds(s.id);
  const events = [
    event(
      ids.event('completed'),
      'checkout.session.completed',
      at,
      checkoutSessionObject(s, order, email, 'complete'),
    ),
  ];
  if (s.mode === 'subscription' && s.paid) {
    events.push(event(ids.event('invoice'), 'invoice.paid', at, firstInvoiceObject(s, order, s.paid, at)));
  }
  return events;
}

export function expiredEvent(s: TestSessionRow, order: OrderRow, email: string, at: Date) {
  return event(
    testIds(s.id).event('expired'),
    'checkout.session.expired',
    at,
    checkoutSessionObject(s, order, email, 'expired'),
  );
}
