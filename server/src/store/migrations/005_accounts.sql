-- Accounts, sessions and everything an account owns (docs/accounts.md). Every table holding an
-- account's data references accounts ON DELETE CASCADE, so deleting the account row is the whole
-- of "Delete Account".

CREATE TABLE accounts (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  -- Stored lower-cased; the unique index is the one place duplicates are refused.
  email text NOT NULL UNIQUE,
  password_hash text,
  auth_type text NOT NULL CHECK (auth_type IN ('password', 'google')),
  google_sub text UNIQUE,
  -- professional | free | disposable: decides whether the account may purchase (docs/accounts.md).
  email_class text NOT NULL,
  purchase_enabled boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A browser's session, anonymous or signed in. Anonymous sessions carry a multi-step flow
-- (registration code, login code, password reset, Google sign-up) between calls.
CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  account_id bigint REFERENCES accounts (id) ON DELETE CASCADE,
  flow jsonb,
  -- The account a pending flow is about, so deleting it removes the flow too.
  flow_account_id bigint REFERENCES accounts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_account ON sessions (account_id);
CREATE INDEX sessions_expires ON sessions (expires_at);

-- One-time e-mail codes: 6 digits, stored as an HMAC, short-lived, few attempts.
-- A registration code has no account yet: its pending name and password hash ride in payload.
CREATE TABLE one_time_codes (
  id bigserial PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('register', 'login', 'reset')),
  account_id bigint REFERENCES accounts (id) ON DELETE CASCADE,
  email text NOT NULL,
  code_hash text NOT NULL,
  payload jsonb,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX one_time_codes_account ON one_time_codes (account_id);
CREATE INDEX one_time_codes_expires ON one_time_codes (expires_at);

-- API keys: only a hash and a visible prefix are kept; the key itself goes out by e-mail once.
CREATE TABLE api_keys (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  prefix text NOT NULL,
  key_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX api_keys_account ON api_keys (account_id);

-- Browsers an account has signed in from (hash of a long-lived device cookie): the new-device rule.
CREATE TABLE login_devices (
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  device_hash text NOT NULL,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, device_hash)
);

CREATE TABLE contact_messages (
  id bigserial PRIMARY KEY,
  account_id bigint REFERENCES accounts (id) ON DELETE CASCADE,
  fullname text NOT NULL,
  company text NOT NULL DEFAULT '',
  email text NOT NULL,
  message text NOT NULL,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Mail kept when no SMTP server is configured (shown at /dev/outbox outside production).
CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  account_id bigint REFERENCES accounts (id) ON DELETE CASCADE,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Captcha solutions already accepted: a solved challenge is good for one form only.
CREATE TABLE captcha_used (
  challenge_id text PRIMARY KEY,
  used_at timestamptz NOT NULL DEFAULT now()
);
