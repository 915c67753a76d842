-- A site's document by domain, online (`sites`, `site_docs`) or offline (`offline_sites`): what
-- SiteIndex.get reads on the store's own tables, in one place for the statements that read it.
CREATE FUNCTION site_doc(p_domain text) RETURNS json
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_doc json;
BEGIN
  SELECT d.doc INTO v_doc FROM sites s JOIN site_docs d ON d.site_id = s.id WHERE s.domain = p_domain;
  IF v_doc IS NULL THEN
    SELECT o.doc INTO v_doc FROM offline_sites o WHERE o.domain = p_domain;
  END IF;
  RETURN v_doc;
END
$$;

-- Several calls of one account charged in one statement, in the order given, exactly as that
-- many charge_credits (migration 019) one after the other would: each call's key checked, the
-- account locked once, this month's free tier granted if due, then each call debited from the
-- soonest-expiring grants or refused as insufficient with the balance it met. A call may name a
-- site (`p_domains`): its document is read in the same statement and returned, and a call whose
-- site is not in the index is 'missing' and charged nothing — the metered domain lookup in one
-- round trip. The process that sends the calls answers none of them before this commits.
CREATE FUNCTION charge_calls(
  p_account bigint,
  p_now timestamptz,
  p_free_amount integer,
  p_free_expires timestamptz,
  p_free_reference text,
  p_free_note text,
  p_amounts integer[],
  p_requests text[],
  p_operations text[],
  p_units integer[],
  p_key_hashes text[],
  p_domains text[]
) RETURNS TABLE (doc json, outcome text, balance integer)
LANGUAGE plpgsql AS $$
DECLARE
  n integer := cardinality(p_amounts);
  docs json[] := array_fill(NULL::json, ARRAY[n]);
  outcomes text[] := array_fill(NULL::text, ARRAY[n]);
  balances integer[] := array_fill(0, ARRAY[n]);
  good_keys text[] := '{}';
  bad_keys text[] := '{}';
  g_ids bigint[] := '{}';
  g_left integer[] := '{}';
  d_grants bigint[] := '{}';
  d_amounts integer[] := '{}';
  d_calls integer[] := '{}';
  total integer := 0;
  left_over integer;
  take integer;
  k integer;
  to_lock boolean := false;
  g record;
BEGIN
  FOR i IN 1..n LOOP
    -- The read first: a call whose site is missing is a 404, charged nothing.
    IF p_domains[i] IS NOT NULL THEN
      docs[i] := site_doc(p_domains[i]);
      IF docs[i] IS NULL THEN
        outcomes[i] := 'missing';
        CONTINUE;
      END IF;
    END IF;
    IF p_key_hashes[i] IS NOT NULL AND NOT p_key_hashes[i] = ANY (good_keys) THEN
      IF p_key_hashes[i] <> ALL (bad_keys)
         AND EXISTS (SELECT 1 FROM api_keys WHERE key_hash = p_key_hashes[i] AND account_id = p_account) THEN
        good_keys := good_keys || p_key_hashes[i];
      ELSE
        bad_keys := bad_keys || p_key_hashes[i];
        outcomes[i] := 'revoked';
        CONTINUE;
      END IF;
    END IF;
    to_lock := to_lock OR p_amounts[i] > 0;
  END LOOP;
  IF to_lock THEN
    -- NO KEY UPDATE: excludes other charges of the account, not inserts that reference it.
    PERFORM 1 FROM accounts WHERE id = p_account FOR NO KEY UPDATE;
    IF NOT FOUND THEN
      FOR i IN 1..n LOOP
        IF outcomes[i] IS NULL AND p_amounts[i] > 0 THEN
          outcomes[i] := 'unknown';
        END IF;
      END LOOP;
    END IF;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM credit_grants WHERE reference = p_free_reference) THEN
    PERFORM grant_free_tier(p_account, p_now, p_free_amount, p_free_expires, p_free_reference, p_free_note);
  END IF;
  FOR g IN
    SELECT gr.id, gr.amount - gr.spent AS remaining
    FROM credit_grants gr
    WHERE gr.account_id = p_account AND gr.expires_at > p_now AND gr.amount > gr.spent
    ORDER BY gr.expires_at, gr.id
  LOOP
    g_ids := g_ids || g.id;
    g_left := g_left || g.remaining::integer;
    total := total + g.remaining;
  END LOOP;
  FOR i IN 1..n LOOP
    CONTINUE WHEN outcomes[i] IS NOT NULL;
    IF p_amounts[i] > total THEN
      outcomes[i] := 'insufficient';
      balances[i] := total;
      CONTINUE;
    END IF;
    left_over := p_amounts[i];
    k := 1;
    WHILE left_over > 0 LOOP
      IF g_left[k] > 0 THEN
        take := LEAST(left_over, g_left[k]);
        g_left[k] := g_left[k] - take;
        left_over := left_over - take;
        d_grants := d_grants || g_ids[k];
        d_amounts := d_amounts || take;
        d_calls := d_calls || i;
      END IF;
      k := k + 1;
    END LOOP;
    total := total - p_amounts[i];
    outcomes[i] := 'charged';
    balances[i] := total;
  END LOOP;
  IF cardinality(d_calls) > 0 THEN
    INSERT INTO credit_debits (account_id, grant_id, amount, request_id, operation, units, created_at)
    SELECT p_account, t.grant_id, t.amount, p_requests[t.call], p_operations[t.call], p_units[t.call], p_now
    FROM unnest(d_grants, d_amounts, d_calls) WITH ORDINALITY AS t (grant_id, amount, call, ord)
    ORDER BY t.ord;
    UPDATE credit_grants gr SET spent = gr.spent + s.amount
    FROM (SELECT t.grant_id, sum(t.amount)::integer AS amount
          FROM unnest(d_grants, d_amounts) AS t (grant_id, amount) GROUP BY t.grant_id) s
    WHERE gr.id = s.grant_id;
  END IF;
  RETURN QUERY
    SELECT CASE WHEN outcomes[j] = 'charged' THEN docs[j] END, outcomes[j], balances[j]
    FROM generate_subscripts(p_amounts, 1) AS j ORDER BY j;
END
$$;
