-- Bought reports: the list of websites a customer paid for, built by a job into a CSV and an XLSX
-- file under REPORTS_DIR (docs/reports.md).

-- `filters` are the report filter language (contract ReportFilter[]) as bought, compiled again
-- when the job runs. `order_ref` names the purchase order; no foreign key, because orders live in
-- the purchase side's own migration and a report must outlive a cleaned-up order.
-- File names and checksums are set by the one statement that marks the row ready, so a ready row
-- always names complete files whose sha256 is the one stored.
CREATE TABLE reports (
  id uuid PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  order_ref text,
  name text NOT NULL,
  filters jsonb NOT NULL,
  size integer NOT NULL CHECK (size > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'building', 'ready', 'failed')),
  row_count integer,
  csv_file text,
  xlsx_file text,
  csv_sha256 text,
  xlsx_sha256 text,
  csv_bytes bigint,
  xlsx_bytes bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  ready_at timestamptz,
  error text,
  CHECK (status <> 'ready' OR (row_count IS NOT NULL AND csv_file IS NOT NULL AND xlsx_file IS NOT NULL
    AND csv_sha256 IS NOT NULL AND xlsx_sha256 IS NOT NULL AND ready_at IS NOT NULL))
);
CREATE INDEX reports_account ON reports (account_id, created_at DESC);
CREATE INDEX reports_order ON reports (order_ref) WHERE order_ref IS NOT NULL;
