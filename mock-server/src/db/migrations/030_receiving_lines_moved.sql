-- The price history keeps today's and yesterday's sums in memory per product and
-- shipper (price-history/live-days-cache.ts), forgetting them when the listing feed says lines
-- moved. A receiving edit said nothing when the lot was not on the web (no web item): its lines
-- could count for another product or shipper unheard. New payload (migration 019's list):
--   'r:<receiving id>'  a receiving not on the web changed what its lines count for
CREATE OR REPLACE FUNCTION listing_receiving_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE lots text;
BEGIN
  lots := (SELECT string_agg(id::text, ',') FROM web_items WHERE receiving_id = NEW.id);
  IF lots IS NULL THEN
    PERFORM pg_notify('listing_changes', 'r:' || NEW.id);
  ELSE
    PERFORM listing_notify(lots);
  END IF;
  RETURN NULL;
END $$;

-- The same edit moves the lines of closed days between migration 027's per-day sums: their days
-- are summed again (the sums only heard of writes to the lines themselves).
CREATE FUNCTION receiving_rollup_mark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sale_rollup_mark(ARRAY(SELECT DISTINCT sale_date FROM sales WHERE receiving_id = NEW.id));
  RETURN NULL;
END $$;
CREATE TRIGGER receivings_rollup_moved AFTER UPDATE ON receivings FOR EACH ROW
  WHEN (OLD.shohin_cd IS DISTINCT FROM NEW.shohin_cd OR OLD.shukkasha_cd IS DISTINCT FROM NEW.shukkasha_cd)
  EXECUTE FUNCTION receiving_rollup_mark();
