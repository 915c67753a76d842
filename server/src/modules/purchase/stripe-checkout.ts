import { PURCHASE_CURRENCY } from '@techcensus/contract';
import Stripe from 'stripe';
import type { CheckoutProvider, CheckoutRequest } from './checkout.ts';

const id = (v: string | { id: string } | null | undefined): string | null =>
  v == null ? null : typeof v === 'string' ? v : v.id;

/** Stripe Checkout through the official SDK (docs/purchase.md). */
export function stripeCheckout(opts: {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}): CheckoutProvider {
  const stripe = new Stripe(opts.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });

  return {
    kind: 'stripe',
    publicKey: opts.publishableKey,

    async openSession(req: CheckoutRequest) {
      const { order } = req;
      const metadata = { orderId: order.id, accountId: String(order.accountId), kind: order.kind };
      const product = { name: req.productName, ...(req.description ? { description: req.description } : {}) };
      const session = await stripe.checkout.sessions.create(
        {
          mode: req.recurring ? 'subscription' : 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: order.currency || PURCHASE_CURRENCY,
                unit_amount: order.amountCents,
                product_data: product,
                ...(req.recurring
                  ? { recurring: { interval: req.recurring === 'yearly' ? 'year' : 'month' } }
                  : {}),
              },
            },
          ],
          client_reference_id: order.id,
          customer_email: req.email,
          metadata,
          ...(req.recurring ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
          success_url: req.successUrl,
          cancel_url: req.cancelUrl,
        },
        // A retried call (network trouble) must not open a second session for the same order.
        { idempotencyKey: `checkout-${order.id}` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { id: session.id, url: session.url };
    },

    verifyEvent: (payload, signature) =>
      stripe.webhooks.constructEvent(payload, signature, opts.webhookSecret),

    async subscription(ref) {
      const sub = await stripe.subscriptions.retrieve(ref);
      const item = sub.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${ref} has no items`);
      return {
        startedAt: new Date(sub.start_date * 1000),
        paid: {
          start: new Date(item.current_period_start * 1000),
          end: new Date(item.current_period_end * 1000),
        },
      };
    },

    async receiptUrl(paymentIntentId) {
      const intent = await stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] });
      const charge = intent.latest_charge;
      return charge && typeof charge !== 'string' ? charge.receipt_url : null;
    },

    async invoiceOfPayment(paymentIntentId) {
      const payments = await stripe.invoicePayments.list({
        payment: { type: 'payment_intent', payment_intent: paymentIntentId },
        limit: 1,
      });
      return id(payments.data[0]?.invoice);
    },

    async cancelAtPeriodEnd(sub) {
      await stripe.subscriptions.update(
        sub.providerRef,
        { cancel_at_period_end: true },
        { idempotencyKey: `cancel-at-period-end-${sub.providerRef}` },
      );
    },

    async cancelNow(sub) {
      try {
        await stripe.subscriptions.cancel(sub.providerRef, { prorate: false });
      } catch (err) {
        // Already gone at Stripe (cancelled there, or deleted with its customer): nothing to end.
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') return;
        throw err;
      }
    },
  };
}
