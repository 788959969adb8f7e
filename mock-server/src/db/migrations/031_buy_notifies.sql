-- A purchase fired six generic statement triggers per line (migrations 008, 019, 027, 028), each a
-- PL/pgSQL call, three of them querying transition tables for the row the function just wrote.
-- web_buy_lines now says the same itself, in the same order, from the rows it wrote: 'data'
-- (008), 'lots:<id>=<remaining>/<hasu>' after each lot (019: only those two columns move), the
-- 't:'/'s:' line after each sale line (028) and the rollup mark (027). While it works,
-- fm.buy_notifies is 'on' (local to the transaction) and those triggers stay quiet; it is 'off'
-- again before the function returns, so the rest of the caller's statement and transaction (the
-- cart's DELETE, buyInTransaction) fire them as before, and a refusal's raise rolls it back with
-- the statement. FK triggers and the row triggers whose WHEN a purchase never meets
-- (receivings_listing, receivings_rollup_moved) stay. Those payloads change here too when they
-- change (test/buyer-web/purchase-notifies.test.ts).
CREATE OR REPLACE FUNCTION web_buy_lines(p_branch_id integer, p_lines jsonb, p_now timestamptz, p_uuid uuid, p_idem jsonb DEFAULT NULL)
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
  sold text;
  sold_day date;
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
  PERFORM set_config('fm.buy_notifies', 'on', true);
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
    -- Identical payloads of one transaction are delivered once, at the first one's place.
    PERFORM pg_notify('db_changes', 'data');
    PERFORM pg_notify('listing_changes', 'lots:' || lot.id || '=' || lot.remaining_quantity || '/' || lot.hasu);
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
    -- Migration 028's line, and its test for a standing web line, on the row as stored.
    INSERT INTO sales (sale_date, niuke_sale_date, sale_kbn, branch_id, receiving_id, web_item_id, kuchi_su, ha_su,
        so_su, web_tanka, rate_tanka, discount_tanka, price, transaction_uuid, is_sokuho, created_at)
      VALUES (lot.sale_date, niuke, 4, p_branch_id, lot.receiving_id, lot.id, k, h,
        so, tanka, rate, greatest(0, lot.unit_price - tanka), so * tanka, p_uuid, true, p_now)
      RETURNING sale_date,
        CASE WHEN sale_kbn = 4 AND cancelled_at IS NULL AND web_item_id IS NOT NULL AND transaction_uuid IS NOT NULL
             THEN concat_ws('/', sale_id, web_item_id, kuchi_su, ha_su, web_tanka, price,
                            floor(extract(epoch FROM created_at) * 1000)::bigint, transaction_uuid) END
      INTO sold_day, sold;
    IF sold IS NOT NULL AND length(sold) < 7000 THEN
      PERFORM pg_notify('listing_changes', 't:' || p_branch_id || ':' || sold);
    ELSE
      PERFORM pg_notify('listing_changes', 's:' || p_branch_id);
    END IF;
    PERFORM sale_rollup_mark(ARRAY[sold_day]);
    changes := changes || jsonb_build_object('id', lot.id, 'remaining_quantity', lot.remaining_quantity, 'hasu', lot.hasu);
  END LOOP;
  PERFORM set_config('fm.buy_notifies', 'off', true);
  RETURN changes;
END $$;

-- The triggers web_buy_lines speaks for: as they were, quiet while it works.
DROP TRIGGER web_items_data_changed ON web_items;
DROP TRIGGER receivings_data_changed ON receivings;
DROP TRIGGER sales_data_changed ON sales;
DROP TRIGGER web_items_listing_updated ON web_items;
DROP TRIGGER sales_listing_inserted ON sales;
DROP TRIGGER sales_rollup_inserted ON sales;
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['web_items', 'receivings', 'sales'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT
      WHEN (current_setting(''fm.buy_notifies'', true) IS DISTINCT FROM ''on'') EXECUTE FUNCTION notify_data_change()', t || '_data_changed', t);
  END LOOP;
END $$;
CREATE TRIGGER web_items_listing_updated AFTER UPDATE ON web_items REFERENCING OLD TABLE AS listing_old NEW TABLE AS listing_new
  FOR EACH STATEMENT WHEN (current_setting('fm.buy_notifies', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION listing_lots_updated();
CREATE TRIGGER sales_listing_inserted AFTER INSERT ON sales REFERENCING NEW TABLE AS listing_new
  FOR EACH STATEMENT WHEN (current_setting('fm.buy_notifies', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION listing_sales_inserted();
CREATE TRIGGER sales_rollup_inserted AFTER INSERT ON sales REFERENCING NEW TABLE AS rollup_new
  FOR EACH STATEMENT WHEN (current_setting('fm.buy_notifies', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION sale_rollup_new();
