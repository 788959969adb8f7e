-- A web purchase's lines in one statement. Everyone storms the same lot, so its row lock
-- must be held only while the database works: no round trip to the server between taking the
-- stock and committing. The caller has checked the web hours. Prices come from the lot exactly as
-- pricing.ts computes them, with the branch's SALE_RATE read here (kept in step with pricing.ts;
-- the purchase tests compare charged amounts). Lines must arrive in lock order (ascending id).
--
-- Refusals raise (the whole statement, every line, rolls back): SQLSTATE WB001 when the lot no
-- longer fits (detail: the line's id; the caller reads the lot to say why), WB002 when the lot's
-- receiving is short, WB003 when the branch needs the head branch's approval to buy (/setting),
-- WB004 when p_idem's Idempotency-Key is already taken (the caller answers as the first call did).
-- p_idem (or null): account_id, key, endpoint, request_hash and the answer, stored with the
-- purchase as it commits (idempotency.ts; a refusal rolls the key back with everything else).
--
-- The commit does not wait for the WAL flush (synchronous_commit off until the transaction ends),
-- so the lot's row lock goes at once; the caller waits for the flush before answering
-- (Db.transaction's releaseLocksBeforeFlush, or the same barrier after a lone statement).
-- Only where the caller has that barrier: pg-db.ts opens its connections with fm.async_commit=on.
-- PGlite has no WAL writer process, so an asynchronous commit there would stay in memory and a
-- kill -9 would lose a purchase already confirmed (bench/kill9.mjs found it): it commits synchronously.
CREATE FUNCTION web_buy_lines(p_branch_id integer, p_lines jsonb, p_now timestamptz, p_uuid uuid, p_idem jsonb DEFAULT NULL)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  line jsonb;
  k integer;
  h integer;
  lot record;
  niuke date;
  base integer;
  tier integer;
  tanka integer;
  rate integer;
  so integer;
  changes jsonb := '[]'::jsonb;
  v_sale_rate numeric := 0;
  v_approval boolean := false;
BEGIN
  IF current_setting('fm.async_commit', true) = 'on' THEN
    PERFORM set_config('synchronous_commit', 'off', true);
  END IF;
  IF p_idem IS NOT NULL THEN
    -- A racing call with the same key waits here for the first one's end, then finds it taken.
    INSERT INTO idempotency_keys (account_id, key, endpoint, request_hash, status_code, response, created_at)
      VALUES ((p_idem->>'account_id')::integer, p_idem->>'key', p_idem->>'endpoint', p_idem->>'request_hash', 200,
              p_idem->'response', p_now)
      ON CONFLICT (account_id, key) DO NOTHING;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'Idempotency-Key taken' USING ERRCODE = 'WB004';
    END IF;
  END IF;
  SELECT b.sale_rate, b.purchase_approval INTO v_sale_rate, v_approval FROM branches b WHERE b.id = p_branch_id;
  IF v_approval THEN
    RAISE EXCEPTION 'branch % needs approval to buy', p_branch_id USING ERRCODE = 'WB003';
  END IF;
  FOR line IN SELECT value FROM jsonb_array_elements(p_lines) LOOP
    k := (line->>'KUCHI_SU')::integer;
    h := (line->>'HA_SU')::integer;
    UPDATE web_items w SET remaining_quantity = w.remaining_quantity - k, hasu = w.hasu - h
      FROM receivings r JOIN products p ON p.shohin_cd = r.shohin_cd
      WHERE w.id = (line->>'id')::integer AND r.id = w.receiving_id
        AND w.remaining_quantity >= k AND w.hasu >= h AND k <= w.max_quantity
        AND w.unit_price > 0 AND NOT w.suspend_flg AND NOT p.is_suspensions AND w.is_web_open AND w.buy_permit_flg
      RETURNING w.id, w.receiving_id, w.sale_date, w.unit_price, w.recommended_flag, w.recommended_unit_price,
        w.recommended_start_time, w.quantity_per_package, w.remaining_quantity, w.hasu
      INTO lot;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'web item % no longer fits', line->>'id' USING ERRCODE = 'WB001', DETAIL = line->>'id';
    END IF;
    UPDATE receivings SET stock_su = stock_su - k WHERE id = lot.receiving_id AND stock_su >= k RETURNING sale_date INTO niuke;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'web item %: receiving stock is short', lot.id USING ERRCODE = 'WB002', DETAIL = lot.id::text;
    END IF;
    -- pricing.ts: the recommended price once started, a reached bundle tier never dearer than it.
    base := CASE WHEN lot.recommended_flag AND lot.recommended_unit_price IS NOT NULL
                   AND (lot.recommended_start_time IS NULL OR lot.recommended_start_time <= p_now)
                 THEN lot.recommended_unit_price ELSE lot.unit_price END;
    SELECT b.bundle_tanka INTO tier FROM web_item_bundle_prices b
      WHERE b.web_item_id = lot.id AND b.quantity <= k ORDER BY b.quantity DESC LIMIT 1;
    tanka := CASE WHEN tier IS NULL THEN base ELSE least(base, tier) END;
    rate := floor((tanka::bigint * round(coalesce(v_sale_rate, 0) * 100) + 5000) / 10000);
    so := k * lot.quantity_per_package + h;
    INSERT INTO sales (sale_date, niuke_sale_date, sale_kbn, branch_id, receiving_id, web_item_id, kuchi_su, ha_su,
        so_su, web_tanka, rate_tanka, discount_tanka, price, transaction_uuid, is_sokuho, created_at)
      VALUES (lot.sale_date, niuke, 4, p_branch_id, lot.receiving_id, lot.id, k, h,
        so, tanka, rate, greatest(0, lot.unit_price - tanka), so * tanka, p_uuid, true, p_now);
    changes := changes || jsonb_build_object('id', lot.id, 'remaining_quantity', lot.remaining_quantity, 'hasu', lot.hasu);
  END LOOP;
  RETURN changes;
END $$;

-- The web hours are kept in memory by the purchase (web-hours-cache.ts); the general 'data'
-- payload moves with every purchase, so their changes get a payload of their own.
CREATE FUNCTION notify_hours_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('db_changes', 'hours');
  RETURN NULL;
END $$;
CREATE TRIGGER web_hours_hours_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON web_hours
  FOR EACH STATEMENT EXECUTE FUNCTION notify_hours_change();
