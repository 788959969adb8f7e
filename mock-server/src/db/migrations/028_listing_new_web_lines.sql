-- Market opening: a purchase's new web lines travel in the listing feed's payload, so every process
-- adds them to the branch's 済 and cancellable lines it holds in memory instead of reading both
-- again on the buyer's next page (snapshot/branch-reads.ts). New payload (migration 019's list):
--   't:<branch id>:<line>;<line>…'  that branch's new standing web lines (sale_kbn 4), a line being
--        '<sale_id>/<web_item_id>/<kuchi_su>/<ha_su>/<web_tanka>/<price>/<created_at, ms>/<transaction uuid>'
-- Any other new line of a branch (another kind, cancelled, no lot or uuid), or lines that would not
-- fit a NOTIFY payload, still say 's:<branch id>' (read the branch's lines again).
CREATE FUNCTION listing_sales_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  b record;
  lines text;
BEGIN
  FOR b IN
    SELECT branch_id, count(*) AS n,
           bool_and(sale_kbn = 4 AND cancelled_at IS NULL AND web_item_id IS NOT NULL AND transaction_uuid IS NOT NULL) AS web
      FROM listing_new GROUP BY branch_id
  LOOP
    lines := NULL;
    -- A purchase has a line or a cart's few; a bulk load (the seed's lines) is read again instead.
    IF b.web AND b.n <= 60 THEN
      SELECT string_agg(concat_ws('/', sale_id, web_item_id, kuchi_su, ha_su, web_tanka, price,
                                  floor(extract(epoch FROM created_at) * 1000)::bigint, transaction_uuid), ';')
        INTO lines FROM listing_new WHERE branch_id = b.branch_id;
    END IF;
    IF lines IS NOT NULL AND length(lines) < 7000 THEN
      PERFORM pg_notify('listing_changes', 't:' || b.branch_id || ':' || lines);
    ELSE
      PERFORM pg_notify('listing_changes', 's:' || b.branch_id);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
DROP TRIGGER sales_listing_inserted ON sales;
CREATE TRIGGER sales_listing_inserted AFTER INSERT ON sales REFERENCING NEW TABLE AS listing_new
  FOR EACH STATEMENT EXECUTE FUNCTION listing_sales_inserted();
