-- Catalogues: technologies and categories (from the fingerprint set), and the geography and
-- languages the report filters and the site's tables use. Imported by commands, idempotently.

CREATE TABLE category_groups (
  id integer PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL UNIQUE
);

CREATE TABLE categories (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  short_name text NOT NULL,
  long_name text NOT NULL,
  priority integer NOT NULL DEFAULT 0,
  group_ids integer[] NOT NULL DEFAULT '{}'
);

CREATE TABLE technologies (
  slug text PRIMARY KEY,
  name text NOT NULL,
  description text,
  website text,
  icon text NOT NULL,
  cpe text,
  oss boolean NOT NULL DEFAULT false,
  saas boolean NOT NULL DEFAULT false,
  pricing text[] NOT NULL DEFAULT '{}'
);
CREATE INDEX technologies_name_lower ON technologies (lower(name));
CREATE INDEX technologies_cpe ON technologies (cpe) WHERE cpe IS NOT NULL;

CREATE TABLE technology_categories (
  technology_slug text NOT NULL REFERENCES technologies (slug) ON DELETE CASCADE,
  category_id integer NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  PRIMARY KEY (technology_slug, category_id)
);
CREATE INDEX technology_categories_category ON technology_categories (category_id);

CREATE TABLE regions (
  id text PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE countries (
  code char(2) PRIMARY KEY,
  name text NOT NULL,
  official_name text NOT NULL,
  region_id text NOT NULL REFERENCES regions (id),
  subregion text,
  tlds text[] NOT NULL DEFAULT '{}',
  languages text[] NOT NULL DEFAULT '{}'
);
CREATE INDEX countries_region ON countries (region_id);

CREATE TABLE languages (
  code text PRIMARY KEY,
  name text NOT NULL,
  native_name text NOT NULL
);

CREATE TABLE tlds (
  tld text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('country-code', 'generic')),
  country_code char(2)
);

-- What was imported from which source, so a start-up can tell whether an import is due.
CREATE TABLE catalogue_imports (
  kind text PRIMARY KEY,
  source_hash text NOT NULL,
  counts jsonb NOT NULL,
  imported_at timestamptz NOT NULL DEFAULT now()
);
