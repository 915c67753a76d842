-- Alerts (docs/alerts.md): saved report filters that tell their owner, by signed webhook and/or
-- e-mail, when websites start or stop matching, plus the monitoring events of the owner's
-- monitored websites. Deleting an account deletes its alerts and their history.

CREATE TABLE alerts (
  id uuid PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  name text NOT NULL,
  -- The filters as the API took them (ReportFilters); what the saved query was compiled from.
  filters jsonb NOT NULL,
  -- The event types it sends (site.matched, …, cve.new).
  events text[] NOT NULL,
  webhook_url text,
  email boolean NOT NULL DEFAULT false,
  digest boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused')),
  paused_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Signing secrets. After a rotation the previous one signs too until previous_expires_at, so a
  -- receiver can switch without losing a delivery.
  secret text NOT NULL,
  secret_rotated_at timestamptz,
  previous_secret text,
  previous_expires_at timestamptz,
  -- The first failed delivery of the current run of failures; cleared by a success. A run older
  -- than a day pauses the alert.
  failing_since timestamptz,
  CHECK (webhook_url IS NOT NULL OR email)
);
CREATE INDEX alerts_account ON alerts (account_id, created_at);

-- Every delivery attempt (and every event not sent: over the day's limit), newest first per alert.
CREATE TABLE alert_deliveries (
  id uuid PRIMARY KEY,
  alert_id uuid NOT NULL REFERENCES alerts (id) ON DELETE CASCADE,
  event_id text NOT NULL,
  type text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('webhook', 'email')),
  attempt integer NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  status integer,
  latency_ms integer,
  outcome text NOT NULL CHECK (outcome IN ('delivered', 'retrying', 'failed', 'skipped')),
  error text,
  site text,
  seq bigserial NOT NULL
);
CREATE INDEX alert_deliveries_alert ON alert_deliveries (alert_id, seq DESC);

-- Events of the day for e-mail digests: the day's events of an alert, sent and removed by the
-- digest job.
CREATE TABLE alert_digest_events (
  alert_id uuid NOT NULL REFERENCES alerts (id) ON DELETE CASCADE,
  day date NOT NULL,
  event jsonb NOT NULL,
  seq bigserial PRIMARY KEY
);
CREATE INDEX alert_digest_events_alert ON alert_digest_events (alert_id, day);

-- Events an account's alerts produced on a day (UTC), held to its plan's events a day.
CREATE TABLE alert_event_counts (
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  day date NOT NULL,
  events integer NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, day)
);

-- The Postgres SiteIndex adapter's saved filters (the OpenSearch adapter keeps them in a
-- percolator index): the filters compiled for the port, matched against written documents.
CREATE TABLE siteindex_saved_filters (
  id text PRIMARY KEY,
  filters jsonb NOT NULL,
  -- Bumped on every write, so a process knows when its copy is stale.
  seq bigserial NOT NULL
);
