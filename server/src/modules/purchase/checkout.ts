import type { RecurringPeriod } from '@techcensus/contract';
import type Stripe from 'stripe';
import type { OrderRow } from './orders.ts';
import type { PaidPeriod, SubscriptionRow } from './subscriptions.ts';

/** One Checkout session for one order: a single line item, paid once or every period. */
export interface CheckoutRequest {
  order: OrderRow;
  /** Pre-filled on the payment page. */
  email: string;
  productName: string;
  description?: string;
  /** Absent for a one-time payment; a subscription otherwise. */
  recurring?: RecurringPeriod;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSessionRef {
  id: string;
  /** Where the buyer pays. */
  url: string;
}

/**
 * Where buyers pay: Stripe Checkout, or the local test checkout when no Stripe keys are set.
 * Both deliver their news as Stripe events signed for POST /stripe/webhook, so fulfilment has
 * one path whichever takes the money.
 */
export interface CheckoutProvider {
  readonly kind: 'stripe' | 'test';
  /** What GET /purchase/public-key answers. */
  readonly publicKey: string;
  openSession(req: CheckoutRequest): Promise<CheckoutSessionRef>;
  /** The event in a signed webhook body; throws when the signature is not ours. */
  verifyEvent(payload: Buffer | string, signature: string): Stripe.Event;
  /** The paid period and start of a subscription, asked when its checkout completes. */
  subscription(ref: string): Promise<{ startedAt: Date; paid: PaidPeriod }>;
  /** The receipt page of a one-time payment, when the provider has one. */
  receiptUrl(paymentIntentId: string): Promise<string | null>;
  /** The invoice a payment paid (subscription payments), to find its order on a refund. */
  invoiceOfPayment(paymentIntentId: string): Promise<string | null>;
  /** No renewal: the subscription ends with its paid period. Throws when the provider refuses. */
  cancelAtPeriodEnd(sub: SubscriptionRow): Promise<void>;
  /** Ends the subscription now (its account is being deleted); one already ended counts as done. */
  cancelNow(sub: SubscriptionRow): Promise<void>;
}
