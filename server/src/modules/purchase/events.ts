import { subscriptionPlan } from '@techcensus/contract';
import type Stripe from 'stripe';
import type { Logger } from '../../log.ts';
import type { Queryable } from '../../store/db.ts';
import type { CheckoutProvider } from './checkout.ts';
import type { Fulfilment, Payment } from './fulfil.ts';
import { newOrderId } from './ids.ts';
import { type OrderRow, orderStore } from './orders.ts';
import {
  grantSubscriptionMonth,
  type PaidPeriod,
  type SubscriptionStatus,
  subscriptionStore,
} from './subscriptions.ts';

/*
 * What each Stripe event means for orders and subscriptions (docs/purchase.md lists them).
 * `prepare` asks Stripe what the event does not carry, before the transaction, so no database
 * lock is held across a network call; `apply` then changes rows inside the transaction that also
 * records the event as handled.
 */

const idOf = (v: string | { id: string } | null | undefined): string | null =>
  v == null ? null : typeof v === 'string' ? v : v.id;
const at = (unixSeconds: number) => new Date(unixSeconds * 1000);

/** What `prepare` found out. */
export interface Prepared {
  subscription?: { startedAt: Date; paid: PaidPeriod };
  receiptUrl?: string | null;
  refundedInvoiceId?: string | null;
}

function sessionOrderId(s: Stripe.Checkout.Session): string | null {
  return s.metadata?.orderId ?? s.client_reference_id ?? null;
}

function invoiceSubscription(inv: Stripe.Invoice): { ref: string | null; orderId: string | null } {
  const details = inv.parent?.subscription_details;
  return { ref: idOf(details?.subscription), orderId: details?.metadata?.orderId ?? null };
}

/** The period an invoice paid for: its subscription line's, which (unlike the invoice's own) is the one ahead. */
function invoicePeriod(inv: Stripe.Invoice): PaidPeriod | null {
  const lines = inv.lines?.data ?? [];
  const line = lines.find((l) => l.parent?.type === 'subscription_item_details') ?? lines[0];
  return line?.period ? { start: at(line.period.start), end: at(line.period.end) } : null;
}

/** Stripe's subscription statuses in ours; `incomplete` (first payment pending) changes nothing. */
const FROM_STRIPE_STATUS: Record<string, SubscriptionStatus | undefined> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  paused: 'past_due',
  canceled: 'cancelled',
  incomplete_expired: 'cancelled',
};

export function createEventHandlers(deps: {
  provider: CheckoutProvider;
  fulfilment: Fulfilment;
  log: Logger;
}) {
  const { provider, fulfilment, log } = deps;

  async function lockOrder(
    tx: Queryable,
    orderId: string | null,
    event: Stripe.Event,
  ): Promise<OrderRow | null> {
    const order = orderId ? await orderStore.lock(tx, orderId) : null;
    if (!order)
      log.warn({ eventId: event.id, type: event.type, orderId }, 'event about no order of ours; ignored');
    return order;
  }

  async function checkoutPaid(
    tx: Queryable,
    event: Stripe.Event,
    s: Stripe.Checkout.Session,
    prepared: Prepared,
  ) {
    const order = await lockOrder(tx, sessionOrderId(s), event);
    if (!order) return;
    const paymentIntentId = idOf(s.payment_intent);
    if (s.payment_status === 'unpaid') {
      // A payment method that settles later (bank debit): async_payment_succeeded follows.
      await orderStore.transition(tx, order.id, ['open'], 'processing', { paymentIntentId });
      return;
    }
    const subscriptionRef = idOf(s.subscription);
    const payment: Payment = {
      paidAt: at(event.created),
      amountCents: s.amount_total ?? undefined,
      paymentIntentId,
      receiptUrl: prepared.receiptUrl ?? null,
      ...(subscriptionRef && prepared.subscription
        ? { subscription: { ref: subscriptionRef, ...prepared.subscription } }
        : {}),
    };
    await fulfilment.paid(tx, order, payment);
  }

  async function invoicePaid(tx: Queryable, event: Stripe.Event, inv: Stripe.Invoice) {
    const { ref, orderId } = invoiceSubscription(inv);
    const paid = invoicePeriod(inv);
    if (!ref || !paid) return;
    const paidAt = at(event.created);
    const receiptUrl = inv.hosted_invoice_url ?? null;
    const sub = await subscriptionStore.byRef(tx, ref);
    if (!sub) {
      // The first invoice can arrive before checkout.session.completed: it starts the subscription.
      const order = await lockOrder(tx, orderId, event);
      if (order?.kind !== 'subscription') return;
      await fulfilment.paid(tx, order, {
        paidAt,
        invoiceId: inv.id,
        receiptUrl,
        subscription: { ref, startedAt: paid.start, paid },
      });
      return;
    }
    if (inv.billing_reason === 'subscription_create') {
      await orderStore.fill(tx, sub.orderId, { invoiceId: inv.id ?? null, receiptUrl });
    } else {
      const plan = subscriptionPlan(sub.plan);
      await orderStore.insert(tx, {
        id: newOrderId(),
        accountId: sub.accountId,
        kind: 'renewal',
        name: `${plan?.DisplayName ?? sub.plan} subscription (${sub.period}) renewal`,
        amountCents: inv.amount_paid,
        currency: inv.currency,
        provider: provider.kind,
        details: { plan: sub.plan, period: sub.period },
        status: 'paid',
        invoiceId: inv.id,
        subscriptionRef: ref,
        receiptUrl,
        paidAt,
      });
    }
    const renewed = await subscriptionStore.activate(tx, { ...sub, paid });
    if (renewed.status !== 'cancelled') await grantSubscriptionMonth(tx, renewed, paid.start);
  }

  return {
    async prepare(event: Stripe.Event, db: Queryable): Promise<Prepared> {
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          const s = event.data.object;
          if (s.payment_status === 'unpaid') return {};
          const sub = idOf(s.subscription);
          if (sub) return { subscription: await provider.subscription(sub) };
          const intent = idOf(s.payment_intent);
          if (!intent) return {};
          // The receipt is a convenience: its absence must not hold up the delivery.
          const receiptUrl = await provider.receiptUrl(intent).catch((err: unknown) => {
            log.warn({ err, eventId: event.id }, 'receipt lookup failed');
            return null;
          });
          return { receiptUrl };
        }
        case 'charge.refunded': {
          const intent = idOf(event.data.object.payment_intent);
          if (!intent || (await orderStore.byPaymentIntent(db, intent))) return {};
          return { refundedInvoiceId: await provider.invoiceOfPayment(intent) };
        }
        default:
          return {};
      }
    },

    /** Applies the event inside `tx`; true when it is one this service acts on. */
    async apply(tx: Queryable, event: Stripe.Event, prepared: Prepared): Promise<boolean> {
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
          await checkoutPaid(tx, event, event.data.object, prepared);
          return true;
        case 'checkout.session.async_payment_failed': {
          const order = await lockOrder(tx, sessionOrderId(event.data.object), event);
          if (order) await orderStore.transition(tx, order.id, ['open', 'processing'], 'failed');
          return true;
        }
        case 'checkout.session.expired': {
          const order = await lockOrder(tx, sessionOrderId(event.data.object), event);
          if (order) await orderStore.transition(tx, order.id, ['open'], 'expired');
          return true;
        }
        case 'charge.refunded': {
          const charge = event.data.object;
          const intent = idOf(charge.payment_intent);
          const order =
            (intent ? await orderStore.byPaymentIntent(tx, intent) : null) ??
            (prepared.refundedInvoiceId ? await orderStore.byInvoice(tx, prepared.refundedInvoiceId) : null);
          if (!order) return true;
          const full = charge.refunded || charge.amount_refunded >= charge.amount;
          await orderStore.transition(
            tx,
            order.id,
            ['paid', 'partially_refunded', 'review'],
            full ? 'refunded' : 'partially_refunded',
            { refundedAt: at(event.created) },
          );
          return true;
        }
        case 'invoice.paid':
          await invoicePaid(tx, event, event.data.object);
          return true;
        case 'invoice.payment_failed': {
          const { ref } = invoiceSubscription(event.data.object);
          if (ref && (await subscriptionStore.byRef(tx, ref))?.status === 'active')
            await subscriptionStore.setStatus(tx, ref, 'past_due');
          return true;
        }
        case 'customer.subscription.updated': {
          const s = event.data.object;
          const status = FROM_STRIPE_STATUS[s.status];
          if (status)
            await subscriptionStore.setStatus(tx, s.id, status, {
              cancelAtPeriodEnd: s.cancel_at_period_end,
              ...(status === 'cancelled' ? { endedAt: s.ended_at ? at(s.ended_at) : at(event.created) } : {}),
            });
          return true;
        }
        case 'customer.subscription.deleted': {
          const s = event.data.object;
          await subscriptionStore.setStatus(tx, s.id, 'cancelled', {
            endedAt: s.ended_at ? at(s.ended_at) : at(event.created),
          });
          return true;
        }
        default:
          return false;
      }
    },
  };
}
export type EventHandlers = ReturnType<typeof createEventHandlers>;
