-- Vulnerability catalogues: CWE (MITRE catalogue), the CWE Top 25, CVE records from the CVE List
-- and RetireJS, and which technology versions each CVE affects.

CREATE TABLE IF NOT EXISTS cwe (
  id integer PRIMARY KEY,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('weakness', 'category', 'view')),
  abstraction text,
  status text,
  description text,
  extended_description text,
  -- last modification in the catalogue's content history, for "most recently updated"
  updated_on date,
  catalogue_version text NOT NULL
);

CREATE TABLE IF NOT EXISTS cwe_top25 (
  year integer NOT NULL,
  rank integer NOT NULL CHECK (rank BETWEEN 1 AND 25),
  cwe_id integer NOT NULL,
  PRIMARY KEY (year, rank),
  UNIQUE (year, cwe_id)
);

CREATE TABLE IF NOT EXISTS cve (
  id text PRIMARY KEY,
  -- 'cve': a CVE List record; 'retirejs': known only from the RetireJS repository
  source text NOT NULL CHECK (source IN ('cve', 'retirejs')),
  state text NOT NULL DEFAULT 'PUBLISHED',
  assigner text,
  date_published timestamptz,
  date_updated timestamptz,
  date_reserved timestamptz,
  title text,
  description text,
  severity text CHECK (severity IN ('NONE', 'LOW', 'MEDIUM', 'HIGH', 'CRITICAL')),
  -- 0 none … 4 critical, for "minimum severity" filters
  severity_rank smallint,
  cvss_score numeric(3, 1),
  cvss_vector text,
  cvss_version text,
  severity_source text,
  cwe_ids integer[] NOT NULL DEFAULT '{}',
  "references" jsonb NOT NULL DEFAULT '[]',
  credits jsonb NOT NULL DEFAULT '[]',
  -- hash of everything imported for this id: an unchanged hash means nothing to write
  content_hash text NOT NULL,
  -- hash of the RetireJS ranges attached to this id, kept apart from the CVE List content
  retirejs_hash text,
  imported_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS cve_published_idx ON cve (date_published DESC);
CREATE INDEX IF NOT EXISTS cve_severity_idx ON cve (severity_rank);

CREATE TABLE IF NOT EXISTS cve_cwe (
  cve_id text NOT NULL REFERENCES cve (id) ON DELETE CASCADE,
  cwe_id integer NOT NULL,
  ordinal smallint NOT NULL,
  PRIMARY KEY (cve_id, cwe_id)
);
CREATE INDEX IF NOT EXISTS cve_cwe_cwe_idx ON cve_cwe (cwe_id);

-- One row per version interval of one affected product. Bounds keep the text the source wrote;
-- *_key columns order versions byte-wise (COLLATE "C"), see versions.ts versionKey.
CREATE TABLE IF NOT EXISTS cve_affected (
  id bigserial PRIMARY KEY,
  cve_id text NOT NULL REFERENCES cve (id) ON DELETE CASCADE,
  origin text NOT NULL CHECK (origin IN ('cna', 'adp', 'description', 'retirejs')),
  technology_slug text,
  vendor text,
  product text,
  package text,
  -- 'affected': the interval below is affected; 'unknown': the product is, its versions are not known
  status text NOT NULL CHECK (status IN ('affected', 'unknown')),
  version_from text,
  from_inclusive boolean NOT NULL DEFAULT true,
  from_key text COLLATE "C",
  version_to text,
  to_inclusive boolean NOT NULL DEFAULT false,
  to_key text COLLATE "C",
  -- set when the interval is one version
  version_exact text,
  note text
);
CREATE INDEX IF NOT EXISTS cve_affected_cve_idx ON cve_affected (cve_id);
CREATE INDEX IF NOT EXISTS cve_affected_tech_idx ON cve_affected (technology_slug, from_key);

-- What the last import of each source could not map, with the reason; the commands print it.
CREATE TABLE IF NOT EXISTS cve_import_issue (
  source text NOT NULL,
  record_id text NOT NULL,
  reason text NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (source, record_id)
);
