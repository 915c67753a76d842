-- Purchases (server/src/modules/purchase, docs/purchase.md): orders paid through Stripe Checkout
-- or the local test checkout, the subscriptions they start, and the Stripe events already
-- handled. Rows an account owns go with it (ON DELETE CASCADE).

-- One thing bought: a report, a credit package, a subscription's first period or a renewal.
-- `status` moves open → processing (paid by a method that settles later) → paid, or to failed
-- or expired; a paid order can become refunded or partially_refunded. `review` holds a payment
-- whose amount differs from the order's, for a person to look at.
CREATE TABLE orders (
  id text PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('report', 'credits', 'subscription', 'renewal')),
  name text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  currency text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN
    ('open', 'processing', 'paid', 'failed', 'expired', 'refunded', 'partially_refunded', 'review')),
  provider text NOT NULL CHECK (provider IN ('stripe', 'test')),
  -- What fulfilment needs, by kind: report {filters, size, criteria, url}; credits {package,
  -- credits}; subscription and renewal {plan, period}.
  details jsonb NOT NULL,
  checkout_session_id text UNIQUE,
  payment_intent_id text,
  -- The subscription invoice this order is paid by (first period or renewal): a renewal is
  -- recorded once however often its invoice.paid arrives.
  invoice_id text UNIQUE,
  subscription_ref text,
  receipt_url text,
  report_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  refunded_at timestamptz
);
CREATE INDEX orders_account ON orders (account_id, created_at DESC);
-- charge.refunded names the payment intent.
CREATE INDEX orders_payment_intent ON orders (payment_intent_id) WHERE payment_intent_id IS NOT NULL;

-- A subscription started by a paid subscription order; `provider_ref` is Stripe's sub_… id (or
-- the test checkout's). The paid period is [current_period_start, current_period_end).
CREATE TABLE subscriptions (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  order_id text NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
  provider_ref text NOT NULL UNIQUE,
  plan text NOT NULL,
  period text NOT NULL CHECK (period IN ('monthly', 'yearly')),
  status text NOT NULL CHECK (status IN ('active', 'past_due', 'cancelled')),
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  started_at timestamptz NOT NULL,
  current_period_start timestamptz NOT NULL,
  current_period_end timestamptz NOT NULL,
  ended_at timestamptz
);
-- The subscription in force is looked up on every API call (its plan sets the rate limit).
CREATE INDEX subscriptions_account ON subscriptions (account_id, status);

-- Stripe events already handled, by id: Stripe delivers at least once, and a retried delivery
-- must not fulfil twice. The row is written in the transaction that handles the event.
CREATE TABLE stripe_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  handled_at timestamptz NOT NULL DEFAULT now()
);

-- Checkout sessions of the local test checkout (used only without Stripe keys). Pay fills in the
-- ids a real checkout would have produced, so the events it signs name them.
CREATE TABLE test_checkout_sessions (
  id text PRIMARY KEY,
  order_id text NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
  mode text NOT NULL CHECK (mode IN ('payment', 'subscription')),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete', 'expired')),
  success_url text NOT NULL,
  cancel_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  payment_intent_id text,
  subscription_ref text,
  period_start timestamptz,
  period_end timestamptz
);
