-- When a site is due is decided when sites are claimed, from its last visit, its rank, its failed
-- visits in a row and the refresh policy (CRAWL_REFRESH) of the process claiming, no longer from a
-- next visit written at visit time under whatever policy was in force then: a changed policy
-- applies to every site at once (docs/crawler.md, "Keeping the index fresh").
--
-- A claim asks the store one index range per (rank tier, back-off class): sites of one tier and
-- one class share one wait, so theirs are due when their last visit is at least that long ago, and
-- the range is read oldest visit first. A tier is the stored rank bound a site's rank falls under
-- (the policy's bounds, or finer ones), kept in a column because a rank range and a visit range
-- cannot both bound one index scan, and a policy's bounds are known only to the process claiming.
-- Intervals change freely without touching a row; a claim under a bound not yet stored adds it and
-- moves the sites whose tier it changes (crawl-schedule.ts, followRankBounds).

-- The rank bounds `crawl_sites.tier` follows (those of every policy claimed under, up to 16);
-- NULL until the first claim sets them.
CREATE TABLE crawl_refresh_tiers (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  bounds integer[]
);
INSERT INTO crawl_refresh_tiers DEFAULT VALUES;

-- The tier of a rank under the bounds in force: the lowest bound at or above it, 0 for a site no
-- list ranks or one past every bound (the `*` interval). VOLATILE: a statement that waited for a
-- change of bounds reads the new ones.
CREATE FUNCTION crawl_tier(site_rank integer) RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  found integer;
BEGIN
  SELECT min(b) INTO found FROM crawl_refresh_tiers, unnest(bounds) AS b WHERE site_rank <= b;
  RETURN coalesce(found, 0);
END
$$;

ALTER TABLE crawl_sites
  ADD COLUMN tier integer NOT NULL DEFAULT 0,
  -- A visit asked for (a site new on the schedule, a site asked for by name): due from then,
  -- whatever the policy says; the visit clears it.
  ADD COLUMN requested_at timestamptz,
  -- Claimed for a visit: held until then (a process that died mid-visit loses it for the lease
  -- only), due again after it; the visit clears it.
  ADD COLUMN claimed_until timestamptz;

-- Sites never visited were waiting for their first visit, at the time they were registered.
UPDATE crawl_sites SET requested_at = next_visit_at WHERE last_visit_at IS NULL;
DROP INDEX crawl_sites_due;
ALTER TABLE crawl_sites DROP COLUMN next_visit_at;
ALTER TABLE crawl_sites
  ADD CONSTRAINT crawl_sites_due_known CHECK (last_visit_at IS NOT NULL OR requested_at IS NOT NULL);

CREATE FUNCTION crawl_sites_tier() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.tier := crawl_tier(NEW.rank);
  RETURN NEW;
END
$$;
CREATE TRIGGER crawl_sites_tier BEFORE INSERT OR UPDATE OF rank ON crawl_sites
  FOR EACH ROW EXECUTE FUNCTION crawl_sites_tier();

-- 13 is BACKOFF_CLASSES (config/refresh-policy.ts): from 13 failures on, every site waits the cap.
CREATE INDEX crawl_sites_visited ON crawl_sites (tier, LEAST(failures, 13), last_visit_at)
  WHERE requested_at IS NULL AND claimed_until IS NULL;
CREATE INDEX crawl_sites_requested ON crawl_sites (requested_at)
  WHERE requested_at IS NOT NULL AND claimed_until IS NULL;
CREATE INDEX crawl_sites_claimed ON crawl_sites (claimed_until) WHERE claimed_until IS NOT NULL;
