-- The credit ledger of the metered public API (server/src/modules/credits). Nothing here holds a
-- running balance: a balance is the unexpired grants minus their unrefunded debits, so it is
-- always what the rows say and cannot drift from them.

-- Credits an account received: each grant has its own source and expiry, and is spent
-- soonest-expiring first.
CREATE TABLE credit_grants (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  source text NOT NULL CHECK (source IN ('free-tier', 'subscription', 'purchase', 'adjustment')),
  amount integer NOT NULL CHECK (amount > 0),
  granted_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  -- Idempotency key of whatever caused the grant (free-tier month, payment, subscription period):
  -- granting twice for the same cause is a no-op, even from two processes at once.
  reference text NOT NULL UNIQUE,
  note text
);
-- The active grants of an account, already in spending order (expires_at, id); also serves the
-- cascade from accounts.
CREATE INDEX credit_grants_account_expiry ON credit_grants (account_id, expires_at, id);

-- Credits spent: one row per grant a charge drew from, tied to the API request that spent them.
CREATE TABLE credit_debits (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  grant_id bigint NOT NULL REFERENCES credit_grants (id) ON DELETE CASCADE,
  amount integer NOT NULL CHECK (amount > 0),
  request_id text NOT NULL,
  -- The contract operation, e.g. 'domainLookup', and the units it returned (0 for fixed costs).
  operation text NOT NULL,
  units integer NOT NULL DEFAULT 0 CHECK (units >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- A refund keeps the row (the history still shows the call) and stops it counting.
  refunded_at timestamptz
);
-- The balance sums each active grant's unrefunded debits on every charge: (grant_id,
-- refunded_at IS NULL) is an index condition and amount is included, so that sum is an
-- index-only scan. Not partial, because the cascade from credit_grants looks rows up by grant_id
-- alone, refunded or not.
CREATE INDEX credit_debits_grant ON credit_debits (grant_id, refunded_at) INCLUDE (amount);
-- History pages walk an account's debits newest first; also serves the cascade from accounts.
CREATE INDEX credit_debits_history ON credit_debits (account_id, created_at DESC, id DESC);
-- Refunds and history group a request's rows by its id.
CREATE INDEX credit_debits_request ON credit_debits (request_id);
