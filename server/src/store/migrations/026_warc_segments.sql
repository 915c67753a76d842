-- WARC segments (Common Crawl archive files) indexed to the end: a list indexed again skips them,
-- so a run that stopped part-way resumes with the segments it had not finished. A segment cut off
-- by a crash is read again from its start; the per-site rule that a capture no newer than the held
-- visit writes nothing makes that second reading change nothing (docs/crawler.md, "Common Crawl
-- archives").
CREATE TABLE warc_segments (
  source text PRIMARY KEY,
  records integer NOT NULL,
  captures integer NOT NULL,
  indexed integer NOT NULL,
  sites integer NOT NULL,
  warnings integer NOT NULL,
  finished_at timestamptz NOT NULL DEFAULT now()
);
