-- Report builder searches (docs/report-builder.md): a count and a sample computed in the
-- background and polled by token. Kept in the database so that whichever process answers the
-- poll sees the work of whichever process started it; short-lived, deleted once expired.
CREATE TABLE report_searches (
  id uuid PRIMARY KEY,
  -- The SiteIndex filters as compiled when the search started.
  filters jsonb NOT NULL,
  count_done boolean NOT NULL DEFAULT false,
  sample_done boolean NOT NULL DEFAULT false,
  domain_count bigint,
  -- The best-ranked matching sites, unmasked; masking depends on who reads them.
  sample jsonb,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX report_searches_expires ON report_searches (expires_at);
