-- Domain ownership, removal from the index, and technology suggestions (part 2 §2, §5).

-- A domain an account proved it owns by placing its code in /wts.txt. Ownership through the
-- account's own e-mail domain is not stored: it follows the account row (modules/ownership).
CREATE TABLE verified_domains (
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  domain text NOT NULL,
  verified_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, domain)
);
CREATE INDEX verified_domains_domain ON verified_domains (domain);

-- Domains their owners asked us to remove: the crawler, the scans and the demo generator skip
-- them, and every page and API call answers as if the site were unknown.
CREATE TABLE domain_suppressions (
  domain text PRIMARY KEY,
  email text NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE technology_suggestions (
  id bigserial PRIMARY KEY,
  account_id bigint REFERENCES accounts (id) ON DELETE SET NULL,
  tech text NOT NULL,
  category text NOT NULL DEFAULT '',
  description text NOT NULL,
  domain text NOT NULL,
  name text NOT NULL DEFAULT '',
  email text NOT NULL,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
