-- SiteIndex, Postgres adapter: one row per website plus one row per (website, technology) so that
-- report filters become indexed semi-joins instead of JSON scans. `sites.technologies` keeps the
-- document exactly as written (order, names) for get() and sample rows.
--
-- Text keys use the "C" collation: byte order is what the OpenSearch adapter sorts by (keyword
-- fields), so "rank, then domain" paging is identical on both adapters and independent of the
-- server's locale. It also lets plain b-tree indexes serve equality and range scans.
CREATE TABLE sites (
  domain text COLLATE "C" PRIMARY KEY,
  rank integer NOT NULL,
  country text COLLATE "C",
  tld text COLLATE "C" NOT NULL,
  technologies jsonb NOT NULL DEFAULT '[]'::jsonb
);

-- Sample and page order (rank, ties by domain), and keyset paging from a cursor.
CREATE INDEX sites_rank ON sites (rank, domain);
CREATE INDEX sites_country_rank ON sites (country, rank);
CREATE INDEX sites_tld_rank ON sites (tld, rank);

-- A site may list the same technology twice (two jQuery versions on one page), so there is no
-- primary key on (domain, slug); rows are replaced per domain on every upsert.
CREATE TABLE site_technologies (
  domain text COLLATE "C" NOT NULL REFERENCES sites (domain) ON DELETE CASCADE,
  slug text COLLATE "C" NOT NULL,
  version text COLLATE "C",
  categories text[] COLLATE "C" NOT NULL DEFAULT '{}',
  -- Copied from sites so "sites using X, best-ranked first" reads one index in order.
  rank integer NOT NULL
);

-- EXISTS probes from a site row (filters on a rank-ordered scan) and delete-by-domain on upsert.
CREATE INDEX site_technologies_domain ON site_technologies (domain, slug, version);
-- Starting from a technology (and version): counts, version facets, best-ranked users.
CREATE INDEX site_technologies_slug ON site_technologies (slug, version, rank);
CREATE INDEX site_technologies_slug_rank ON site_technologies (slug, rank);
-- Category filters: array containment.
CREATE INDEX site_technologies_categories ON site_technologies USING gin (categories);
