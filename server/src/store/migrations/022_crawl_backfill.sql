-- Documents indexed before the schedule existed (migration 021), or written only by scans and
-- monitoring before those joined it, have no row in crawl_sites and so no next visit. One walk
-- over the index, in domain order, puts the real (not synthetic) ones on the schedule; this row
-- is where the walk stands, so it continues after a restart and runs once (docs/crawler.md,
-- "Keeping the index fresh").
CREATE TABLE crawl_backfill (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  -- The last domain walked; '' before the first step.
  after text COLLATE "C" NOT NULL DEFAULT '',
  walked bigint NOT NULL DEFAULT 0,
  joined bigint NOT NULL DEFAULT 0,
  finished_at timestamptz
);
INSERT INTO crawl_backfill DEFAULT VALUES;
