-- Charges in one statement (docs/api.md, "Where the time goes"): lock the account, grant the
-- month's free tier when due, read the spendable grants soonest-expiring first and write one
-- debit per grant drawn from. Run on its own it is its own transaction, so the account lock is
-- held for one statement instead of five round trips; inside a caller's transaction (a scan's
-- record) it is one step of it. Semantics are ledger.ts's chargeCredits, which calls it.
--
-- What each grant has given, kept next to the grant: a charge read the sum of every unrefunded
-- debit of its grants under the account lock, which grew with use (tens of milliseconds for a
-- grant 200,000 calls old) — the first shape of this function did that. `spent` changes only in the statement that writes or refunds the
-- debit rows, under the same lock; the rows stay the record, and
-- `SELECT … WHERE spent <> (sum of unrefunded debits)` (ledger.ts, ledgerMismatches) must find
-- nothing — the tests check it after every concurrent run.
ALTER TABLE credit_grants ADD COLUMN spent integer NOT NULL DEFAULT 0;
UPDATE credit_grants g SET spent = s.total
FROM (SELECT grant_id, sum(amount)::integer AS total FROM credit_debits
      WHERE refunded_at IS NULL GROUP BY grant_id) s
WHERE s.grant_id = g.id;
ALTER TABLE credit_grants ADD CONSTRAINT credit_grants_spent CHECK (spent >= 0 AND spent <= amount);

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
  p_free_note text
) RETURNS TABLE (outcome text, balance integer)
LANGUAGE plpgsql AS $$
DECLARE
  ids bigint[] := '{}';
  takes integer[] := '{}';
  total integer := 0;
  left_over integer := p_amount;
  g record;
BEGIN
  IF p_amount > 0 THEN
    -- NO KEY UPDATE: excludes other charges of the account, not inserts that reference it.
    PERFORM 1 FROM accounts WHERE id = p_account FOR NO KEY UPDATE;
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'unknown'::text, 0;
      RETURN;
    END IF;
  END IF;
  INSERT INTO credit_grants (account_id, source, amount, granted_at, expires_at, reference, note)
  SELECT a.id, 'free-tier', p_free_amount, p_now, p_free_expires, p_free_reference, p_free_note
  FROM accounts a
  WHERE a.id = p_account AND NOT EXISTS (SELECT 1 FROM credit_grants WHERE reference = p_free_reference)
  ON CONFLICT (reference) DO NOTHING;
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
