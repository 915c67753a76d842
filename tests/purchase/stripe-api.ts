// Stripe's API, answered in-process with msw: the server's real `stripe` SDK makes real HTTPS
// requests to api.stripe.com, which are intercepted here and recorded for the tests to read.
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import Stripe from 'stripe';

const API = 'https://api.stripe.com';

export interface StripeCall {
  method: string;
  path: string;
  form: URLSearchParams;
  headers: Headers;
}

/** The Stripe settings the suites start the server with. */
export const STRIPE_ENV = {
  PUBLIC_URL: 'http://shop.techcensus.test',
  STRIPE_SECRET_KEY: 'sk_test_purchasesuite123',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_purchasesuite123',
  STRIPE_WEBHOOK_SECRET: 'whsec_purchasesuite123',
};

export function fakeStripe() {
  const calls: StripeCall[] = [];
  const subscriptions = new Map<string, { start: number; end: number; startDate: number }>();
  const receipts = new Map<string, string>();
  const invoiceOfPayment = new Map<string, string>();
  let sessions = 0;
  let failSessions = false;
  let refuseCancels = false;
  const missing = () =>
    HttpResponse.json(
      { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such subscription' } },
      { status: 404 },
    );
  const refusal = () =>
    HttpResponse.json(
      { error: { type: 'invalid_request_error', message: 'This subscription cannot be changed' } },
      { status: 400 },
    );
  /** A subscription as Stripe answers an update or a cancellation. */
  const subscriptionObject = (id: string, status: string, cancelAtPeriodEnd: boolean) => {
    const sub = subscriptions.get(id);
    return {
      id,
      object: 'subscription',
      status,
      cancel_at_period_end: cancelAtPeriodEnd,
      cancel_at: cancelAtPeriodEnd ? sub?.end : null,
      start_date: sub?.startDate,
      items: { object: 'list', data: [] },
    };
  };

  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? url.search.slice(1) : await request.text();
    const call = {
      method: request.method,
      path: url.pathname,
      form: new URLSearchParams(body),
      headers: request.headers,
    };
    calls.push(call);
    return call;
  };
  const unauthorized = (request: Request) =>
    request.headers.get('authorization') !== `Bearer ${STRIPE_ENV.STRIPE_SECRET_KEY}`
      ? HttpResponse.json(
          { error: { type: 'invalid_request_error', message: 'Invalid API Key' } },
          { status: 401 },
        )
      : null;

  const server = setupServer(
    http.post(`${API}/v1/checkout/sessions`, async ({ request }) => {
      const call = await record(request);
      const refused = unauthorized(request);
      if (refused) return refused;
      if (failSessions)
        return HttpResponse.json(
          { error: { type: 'api_error', message: 'Stripe is down' } },
          { status: 500 },
        );
      sessions += 1;
      const id = `cs_test_fake${sessions}`;
      return HttpResponse.json({
        id,
        object: 'checkout.session',
        mode: call.form.get('mode'),
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: call.form.get('client_reference_id'),
        metadata: { orderId: call.form.get('metadata[orderId]') },
        url: `https://checkout.stripe.com/c/pay/${id}`,
      });
    }),
    http.get(`${API}/v1/subscriptions/:id`, async ({ request, params }) => {
      await record(request);
      const sub = subscriptions.get(String(params.id));
      if (!sub)
        return HttpResponse.json(
          { error: { type: 'invalid_request_error', message: 'No such subscription' } },
          { status: 404 },
        );
      return HttpResponse.json({
        id: params.id,
        object: 'subscription',
        status: 'active',
        start_date: sub.startDate,
        items: {
          object: 'list',
          data: [
            {
              id: 'si_1',
              object: 'subscription_item',
              current_period_start: sub.start,
              current_period_end: sub.end,
            },
          ],
        },
      });
    }),
    http.post(`${API}/v1/subscriptions/:id`, async ({ request, params }) => {
      const call = await record(request);
      if (!subscriptions.has(String(params.id))) return missing();
      if (refuseCancels) return refusal();
      return HttpResponse.json(
        subscriptionObject(String(params.id), 'active', call.form.get('cancel_at_period_end') === 'true'),
      );
    }),
    http.delete(`${API}/v1/subscriptions/:id`, async ({ request, params }) => {
      await record(request);
      if (!subscriptions.has(String(params.id))) return missing();
      if (refuseCancels) return refusal();
      return HttpResponse.json(subscriptionObject(String(params.id), 'canceled', false));
    }),
    http.get(`${API}/v1/payment_intents/:id`, async ({ request, params }) => {
      await record(request);
      const receipt = receipts.get(String(params.id)) ?? null;
      return HttpResponse.json({
        id: params.id,
        object: 'payment_intent',
        latest_charge: { id: 'ch_1', object: 'charge', receipt_url: receipt },
      });
    }),
    http.get(`${API}/v1/invoice_payments`, async ({ request }) => {
      const call = await record(request);
      const invoice = invoiceOfPayment.get(call.form.get('payment[payment_intent]') ?? '');
      return HttpResponse.json({
        object: 'list',
        has_more: false,
        data: invoice ? [{ id: 'inpay_1', object: 'invoice_payment', invoice }] : [],
      });
    }),
  );

  return {
    server,
    calls,
    subscriptions,
    receipts,
    invoiceOfPayment,
    failSessions(on: boolean) {
      failSessions = on;
    },
    /** Stripe answers subscription updates and cancellations with an error. */
    refuseCancels(on: boolean) {
      refuseCancels = on;
    },
    subscriptionCalls: (id: string) => calls.filter((c) => c.path === `/v1/subscriptions/${id}`),
    sessionCalls: () => calls.filter((c) => c.path === '/v1/checkout/sessions'),
  };
}
export type FakeStripe = ReturnType<typeof fakeStripe>;

let events = 0;

/** A Stripe event around `object`, as Stripe posts it. */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  opts: { id?: string; created?: Date } = {},
) {
  events += 1;
  return {
    id: opts.id ?? `evt_suite_${process.pid}_${events}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor((opts.created ?? new Date()).getTime() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** Posts an event to the webhook, signed with `secret` through the stripe SDK (a real signature). */
export async function postEvent(
  base: string,
  event: Record<string, unknown>,
  secret = STRIPE_ENV.STRIPE_WEBHOOK_SECRET,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const res = await fetch(`${base}/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A completed checkout session as Stripe's checkout.session.completed carries it. */
export function completedSession(opts: {
  sessionId: string;
  orderId: string;
  amount: number;
  mode?: 'payment' | 'subscription';
  paymentIntent?: string | null;
  subscription?: string | null;
  paymentStatus?: 'paid' | 'unpaid';
}) {
  return {
    id: opts.sessionId,
    object: 'checkout.session',
    mode: opts.mode ?? 'payment',
    status: 'complete',
    payment_status: opts.paymentStatus ?? 'paid',
    amount_total: opts.amount,
    currency: 'usd',
    client_reference_id: opts.orderId,
    metadata: { orderId: opts.orderId },
    payment_intent: opts.paymentIntent ?? null,
    subscription: opts.subscription ?? null,
    customer: 'cus_suite',
  };
}

/** An invoice paid for a subscription period, as invoice.paid carries it. */
export function paidInvoice(opts: {
  id: string;
  subscription: string;
  orderId: string;
  amount: number;
  start: Date;
  end: Date;
  reason: 'subscription_create' | 'subscription_cycle';
}) {
  const period = {
    start: Math.floor(opts.start.getTime() / 1000),
    end: Math.floor(opts.end.getTime() / 1000),
  };
  return {
    id: opts.id,
    object: 'invoice',
    billing_reason: opts.reason,
    status: 'paid',
    amount_paid: opts.amount,
    currency: 'usd',
    hosted_invoice_url: `https://invoice.stripe.com/i/${opts.id}`,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: opts.subscription, metadata: { orderId: opts.orderId } },
    },
    lines: {
      object: 'list',
      data: [
        {
          id: `il_${opts.id}`,
          object: 'line_item',
          amount: opts.amount,
          period,
          parent: {
            type: 'subscription_item_details',
            subscription_item_details: { subscription: opts.subscription },
          },
        },
      ],
    },
  };
}
