-- Open buyer listings redraw a lot from the change feed, never from a writer's own call, so no
-- write path can leave them stale. A lot's own row is already told on listing_changes ('lots:',
-- migrations 019 and 031), which events/live-stock.ts turns into the streams' stock events. Two
-- facts change what a listing shows of a lot without touching its row; they are told here on
-- channel web_stock, already as the streams' events (db/change-messages.ts encodeStock: a JSON
-- array of at most 80 `{"id":…,"remaining_quantity":…,"hasu":…,<hint>:true}`, each message under
-- NOTIFY's 8000 bytes):
--   a negotiation changed (answered, countered, agreed): buyers' negotiation lists reload
--     (negotiation_changed), with the lot's stock as committed;
--   a product suspended or resumed: its lots leave the listings or come back (listing_changed),
--     showing no stock while suspended.

-- One lot as the stream's event; `hint` names the flag it carries.
CREATE FUNCTION stock_event(id integer, remaining integer, hasu integer, hint text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT '{"id":' || id || ',"remaining_quantity":' || remaining || ',"hasu":' || hasu || ',"' || hint || '":true}'
$$;

-- Sent at commit (a deferred constraint trigger): when 成立 took stock in the same transaction,
-- the event carries the stock after it, whatever the order of the writes.
CREATE FUNCTION stock_negotiation_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE payload text;
BEGIN
  SELECT '[' || stock_event(w.id, w.remaining_quantity, w.hasu, 'negotiation_changed') || ']' INTO payload
    FROM web_items w WHERE w.id = NEW.web_item_id;
  IF payload IS NOT NULL THEN PERFORM pg_notify('web_stock', payload); END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER negotiations_stock AFTER UPDATE ON negotiations DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION stock_negotiation_changed();

-- Every lot of the product, of any day (the database keeps no market date; a browser ignores
-- lots it does not show); the lots suspended on their own stay out either way.
CREATE FUNCTION stock_product_suspension() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE payload text;
BEGIN
  FOR payload IN
    SELECT '[' || string_agg(item, ',' ORDER BY id) || ']'
      FROM (SELECT w.id, (row_number() OVER (ORDER BY w.id) - 1) / 80 AS chunk,
                   stock_event(w.id, CASE WHEN NEW.is_suspensions THEN 0 ELSE w.remaining_quantity END,
                               CASE WHEN NEW.is_suspensions THEN 0 ELSE w.hasu END, 'listing_changed') AS item
              FROM web_items w JOIN receivings r ON r.id = w.receiving_id
             WHERE r.shohin_cd = NEW.shohin_cd AND NOT w.suspend_flg) lots
     GROUP BY chunk ORDER BY chunk
  LOOP
    PERFORM pg_notify('web_stock', payload);
  END LOOP;
  RETURN NULL;
END $$;
CREATE TRIGGER products_stock AFTER UPDATE OF is_suspensions ON products FOR EACH ROW
  WHEN (OLD.is_suspensions IS DISTINCT FROM NEW.is_suspensions) EXECUTE FUNCTION stock_product_suspension();
