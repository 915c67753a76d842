-- The free tier is per address and month, not per account: deleting an account and registering
-- the same address again must not grant the month's free credits a second time. A claim outlives
-- the account (no foreign key), and holds the SHA-256 of the normalised address (accounts.email is
-- stored trimmed and lower-cased), not the address itself.
CREATE TABLE free_tier_claims (
  address_sha256 text NOT NULL,
  -- The UTC calendar month, YYYY-MM.
  month text NOT NULL,
  -- The account that received the grant; an id only, it may be gone.
  account_id bigint NOT NULL,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (address_sha256, month)
);
INSERT INTO free_tier_claims (address_sha256, month, account_id, claimed_at)
SELECT encode(sha256(convert_to(a.email, 'UTF8')), 'hex'), to_char(g.granted_at AT TIME ZONE 'UTC', 'YYYY-MM'),
       a.id, g.granted_at
FROM credit_grants g JOIN accounts a ON a.id = g.account_id
WHERE g.source = 'free-tier'
ON CONFLICT DO NOTHING;

-- Grants the month's free tier to an account unless its address had it this month (under this
-- or an earlier account); true when this call granted it. The claim and the grant are written
-- together: two first calls racing wait on the claim's key, and the second then sees the grant.
CREATE FUNCTION grant_free_tier(
  p_account bigint,
  p_now timestamptz,
  p_amount integer,
  p_expires timestamptz,
  p_reference text,
  p_note text
) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  v_hash text;
  v_month text := to_char(p_now AT TIME ZONE 'UTC', 'YYYY-MM');
  v_owner bigint;
BEGIN
  IF EXISTS (SELECT 1 FROM credit_grants WHERE reference = p_reference) THEN
    RETURN false;
  END IF;
  SELECT encode(sha256(convert_to(email, 'UTF8')), 'hex') INTO v_hash FROM accounts WHERE id = p_account;
  IF v_hash IS NULL THEN
    RETURN false;
  END IF;
  INSERT INTO free_tier_claims (address_sha256, month, account_id) VALUES (v_hash, v_month, p_account)
  ON CONFLICT (address_sha256, month) DO NOTHING;
  SELECT account_id INTO v_owner FROM free_tier_claims WHERE address_sha256 = v_hash AND month = v_month;
  IF v_owner IS DISTINCT FROM p_account THEN
    RETURN false;
  END IF;
  INSERT INTO credit_grants (account_id, source, amount, granted_at, expires_at, reference, note)
  VALUES (p_account, 'free-tier', p_amount, p_now, p_expires, p_reference, p_note)
  ON CONFLICT (reference) DO NOTHING;
  RETURN FOUND;
END
$$;

-- 014's charge, with two changes: the free tier goes through grant_free_tier (per address), and
-- a metered call passes the hash of the API key it came with, so a key replaced or deleted by any
-- process is refused in the same statement that would spend its credits (the key → account cache
-- of each process then cannot keep a revoked key working).
DROP FUNCTION charge_credits(bigint, integer, text, text, integer, timestamptz, integer, timestamptz, text, text);
CREATE FUNCTION charge_credits(
  p_account bigint,
  p_amount integer,
  p_request text,
  p_operation text,
  p_units integer,
  p_now timestamptz,
  p_free_amount integer,
  p_free_expires timestamptz,
  p_free_reference text,
  p_free_note text,
  p_key_hash text DEFAULT NULL
) RETURNS TABLE (outcome text, balance integer)
LANGUAGE plpgsql AS $$
DECLARE
  ids bigint[] := '{}';
  takes integer[] := '{}';
  total integer := 0;
  left_over integer := p_amount;
  g record;
BEGIN
  IF p_key_hash IS NOT NULL
     AND NOT EXISTS (SELECT 1 FROM api_keys WHERE key_hash = p_key_hash AND account_id = p_account) THEN
    RETURN QUERY SELECT 'revoked'::text, 0;
    RETURN;
  END IF;
  IF p_amount > 0 THEN
    -- NO KEY UPDATE: excludes other charges of the account, not inserts that reference it.
    PERFORM 1 FROM accounts WHERE id = p_account FOR NO KEY UPDATE;
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'unknown'::text, 0;
      RETURN;
    END IF;
  END IF;
  -- The common case (already granted this month) stays one index probe.
  IF NOT EXISTS (SELECT 1 FROM credit_grants WHERE reference = p_free_reference) THEN
    PERFORM grant_free_tier(p_account, p_now, p_free_amount, p_free_expires, p_free_reference, p_free_note);
  END IF;
  FOR g IN
    SELECT gr.id, gr.amount - gr.spent AS remaining
    FROM credit_grants gr
    WHERE gr.account_id = p_account AND gr.expires_at > p_now AND gr.amount > gr.spent
    ORDER BY gr.expires_at, gr.id
  LOOP
    total := total + g.remaining;
    IF left_over > 0 THEN
      ids := ids || g.id;
      takes := takes || LEAST(left_over, g.remaining)::integer;
      left_over := left_over - LEAST(left_over, g.remaining);
    END IF;
  END LOOP;
  IF p_amount > total THEN
    RETURN QUERY SELECT 'insufficient'::text, total;
    RETURN;
  END IF;
  IF p_amount > 0 THEN
    INSERT INTO credit_debits (account_id, grant_id, amount, request_id, operation, units, created_at)
    SELECT p_account, t.grant_id, t.amount, p_request, p_operation, p_units, p_now
    FROM unnest(ids, takes) AS t (grant_id, amount);
    UPDATE credit_grants gr SET spent = gr.spent + t.amount
    FROM unnest(ids, takes) AS t (grant_id, amount) WHERE gr.id = t.grant_id;
  END IF;
  RETURN QUERY SELECT 'charged'::text, total - p_amount;
END
$$;
