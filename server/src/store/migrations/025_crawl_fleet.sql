-- A crawl fleet (docs/crawler.md, "Fleet"): every crawling process on every machine shares these
-- two tables, so politeness and robots.txt hold for the fleet, not per process. Both hold
-- short-lived coordination state that can be rebuilt at any time, so they are UNLOGGED: no WAL
-- for a row written on every request, and a crash that empties them only costs a few robots.txt
-- fetches and one interval's grace per host.

-- The next moment a request may start to a host, whichever process sends it. A claim moves it on
-- by the host's interval in one UPDATE; a row whose moment has passed says nothing and is
-- deleted by the every-minute crawl job.
CREATE UNLOGGED TABLE crawl_host_slots (
  host text PRIMARY KEY,
  next_at timestamptz NOT NULL
);

-- robots.txt per origin (scheme://host[:port]), as fetched: the text, or NULL when the answer
-- means "no rules" (4xx, 5xx, a bot wall, an HTML page). A process fetching it holds a lease so
-- the others wait for its answer instead of fetching it too. Rows are kept until expires_at
-- (24 hours, RFC 9309 §2.4), then deleted by the every-minute crawl job.
CREATE UNLOGGED TABLE crawl_robots (
  origin text PRIMARY KEY,
  body text,
  fetched_at timestamptz,
  expires_at timestamptz NOT NULL,
  lease_until timestamptz
);
CREATE INDEX crawl_robots_expires ON crawl_robots (expires_at);
CREATE INDEX crawl_host_slots_next ON crawl_host_slots (next_at);
