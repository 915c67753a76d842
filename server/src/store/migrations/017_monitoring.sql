-- Website monitoring (part 2 §2, §3 "Monitored website", §4): what an account watches, every
-- scan of it, and the changes found between consecutive scans. Everything hangs off the
-- monitored website, which hangs off the account: deleting either removes the history.

CREATE TABLE monitored_websites (
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  website text NOT NULL,
  monitor_technologies boolean NOT NULL,
  monitor_security boolean NOT NULL,
  added_at timestamptz NOT NULL DEFAULT now(),
  -- The newest scan, successful or not; null until the first scan has run.
  last_scan_at timestamptz,
  -- When the next scan is due; the due-scan job moves it forward when it queues the scan, so a
  -- scan lost with its process is retried instead of forgotten.
  next_scan_at timestamptz NOT NULL DEFAULT now(),
  -- The technologies (slug, name, version, CVE ids) of the last successful scan: what the next
  -- one is compared with.
  snapshot jsonb,
  PRIMARY KEY (account_id, website),
  CHECK (monitor_technologies OR monitor_security)
);
CREATE INDEX monitored_websites_due ON monitored_websites (next_scan_at);

CREATE TABLE monitoring_scans (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL,
  website text NOT NULL,
  scanned_at timestamptz NOT NULL DEFAULT now(),
  success boolean NOT NULL,
  error text,
  FOREIGN KEY (account_id, website) REFERENCES monitored_websites (account_id, website) ON DELETE CASCADE
);
CREATE INDEX monitoring_scans_website ON monitoring_scans (account_id, website, scanned_at DESC);

-- One row per change: techAdded, techDropped, techUpgraded (from → to), cveAdded, cveDropped.
CREATE TABLE monitoring_changes (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL,
  website text NOT NULL,
  scan_id bigint NOT NULL REFERENCES monitoring_scans (id) ON DELETE CASCADE,
  changed_at timestamptz NOT NULL,
  kind text NOT NULL CHECK (kind IN ('techAdded', 'techDropped', 'techUpgraded', 'cveAdded', 'cveDropped')),
  technology text NOT NULL,
  technology_name text NOT NULL,
  version_from text,
  version_to text,
  cve text,
  FOREIGN KEY (account_id, website) REFERENCES monitored_websites (account_id, website) ON DELETE CASCADE
);
CREATE INDEX monitoring_changes_website ON monitoring_changes (account_id, website, changed_at DESC);
