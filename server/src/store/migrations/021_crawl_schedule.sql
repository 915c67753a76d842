-- The crawler's own memory of the sites it keeps: where each site's rank comes from and when it is
-- visited next. It lives in the store's database whichever SiteIndex adapter holds the documents,
-- next to the job queue that works the visits (docs/crawler.md, "Ranked lists" and "Keeping the
-- index fresh").

-- One row per list name (tranco, umbrella, majestic, crux, plain, or a name given with --list):
-- the date of its newest import. A site whose rank_date is older than its list's date has left
-- the list: it keeps that rank, marked as old, and no import has to touch it for that.
CREATE TABLE rank_lists (
  name text COLLATE "C" PRIMARY KEY,
  list_date date NOT NULL,
  imported_at timestamptz NOT NULL DEFAULT now(),
  entries integer NOT NULL DEFAULT 0
);

CREATE TABLE crawl_sites (
  domain text COLLATE "C" PRIMARY KEY,
  -- Null: no list ranks the site (it was asked for by name); the documents then say "low rank".
  rank integer,
  rank_list text COLLATE "C",
  rank_date date,
  -- A claim pushes this forward by a lease, so a site is handed to one process at a time; the
  -- visit then sets it from the refresh policy.
  next_visit_at timestamptz NOT NULL,
  last_visit_at timestamptz,
  last_outcome text,
  -- Visits in a row that could not read the page: the back-off's exponent.
  failures integer NOT NULL DEFAULT 0
);
CREATE INDEX crawl_sites_due ON crawl_sites (next_visit_at);
CREATE INDEX crawl_sites_list ON crawl_sites (rank_list, rank_date);

-- Documents of sites offline for OFFLINE_AFTER_VISITS visits in a row: get() still finds them
-- (the profile shows the Offline warning and the history), but they are in no count, facet,
-- sample or page, so they sit outside `sites` and its side tables.
CREATE TABLE offline_sites (
  domain text COLLATE "C" PRIMARY KEY,
  doc json NOT NULL
);
