-- Live scans (API and website) and the shared rate-limit counters.

-- One row per requested scan. The job on the 'scan' queue moves it from scheduled to running to
-- completed or failed; `request_id` ties it to the credit debit of the call that paid for it, so
-- a failed scan can be refunded.
CREATE TABLE scans (
  id uuid PRIMARY KEY,
  account_id bigint REFERENCES accounts (id) ON DELETE CASCADE,
  domain text NOT NULL,
  status text NOT NULL CHECK (status IN ('scheduled', 'running', 'completed', 'failed')),
  request_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz,
  error text,
  -- The site document the scan wrote, as it was then (the index moves on).
  result jsonb
);
CREATE INDEX scans_account ON scans (account_id, created_at DESC);

-- rate-limiter-flexible's Postgres store (its own layout). Unlogged: counters that a crash may
-- lose are harmless, and skipping the WAL matters at API request rates.
CREATE UNLOGGED TABLE rate_limits (
  key varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
