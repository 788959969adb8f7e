-- Market opening: one in-memory listing per server process (areas/buyer-web/snapshot/), kept current in
-- place by what these triggers say on channel listing_changes, in commit order, to every process
-- (PostgreSQL: LISTEN on a dedicated connection; PGlite: in process, as the COMMIT is answered).
-- Payloads:
--   'lots:<item>,<item>,…'  an item is '<id>=<remaining_quantity>/<hasu>' when only the stock of
--                           that lot changed (a purchase, a cancel), else '<id>' (read the lot again)
--   'all'                   what many lots show changed (product, item, shipper): read them all again
--   'params'                system parameters or web hours;  'news'  the web news ticker
--   's:<branch id>'         that branch's sale lines (済, its cancellable purchases)
--   'n:<branch id>'         that branch's negotiations;  'b:<branch id>'  its purchase terms
-- The general 'data' of migration 008 moves with every purchase; these say what moved.

CREATE FUNCTION listing_notify(payload text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF payload IS NULL OR payload = '' THEN RETURN; END IF;
  -- NOTIFY payloads stay under 8000 bytes: a bigger change is a full reread.
  IF length(payload) > 7900 THEN payload := 'all'; ELSE payload := 'lots:' || payload; END IF;
  PERFORM pg_notify('listing_changes', payload);
END $$;

CREATE FUNCTION listing_lots_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE payload text;
BEGIN
  SELECT string_agg(CASE WHEN (to_jsonb(n) - '{remaining_quantity,hasu}'::text[]) = (to_jsonb(o) - '{remaining_quantity,hasu}'::text[])
                         THEN n.id || '=' || n.remaining_quantity || '/' || n.hasu ELSE n.id::text END, ',')
    INTO payload FROM listing_new n JOIN listing_old o ON o.id = n.id;
  PERFORM listing_notify(payload);
  RETURN NULL;
END $$;

CREATE FUNCTION listing_lots_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM listing_notify((SELECT string_agg(id::text, ',') FROM listing_new));
  RETURN NULL;
END $$;

CREATE FUNCTION listing_lots_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM listing_notify((SELECT string_agg(id::text, ',') FROM listing_old));
  RETURN NULL;
END $$;

CREATE TRIGGER web_items_listing_updated AFTER UPDATE ON web_items REFERENCING OLD TABLE AS listing_old NEW TABLE AS listing_new
  FOR EACH STATEMENT EXECUTE FUNCTION listing_lots_updated();
CREATE TRIGGER web_items_listing_inserted AFTER INSERT ON web_items REFERENCING NEW TABLE AS listing_new
  FOR EACH STATEMENT EXECUTE FUNCTION listing_lots_inserted();
CREATE TRIGGER web_items_listing_deleted AFTER DELETE ON web_items REFERENCING OLD TABLE AS listing_old
  FOR EACH STATEMENT EXECUTE FUNCTION listing_lots_deleted();

-- Volume tiers of one lot: that lot again (identical payloads of one transaction are sent once).
CREATE FUNCTION listing_bundle_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('listing_changes', 'lots:' || COALESCE(NEW.web_item_id, OLD.web_item_id));
  RETURN NULL;
END $$;
CREATE TRIGGER web_item_bundle_prices_listing AFTER INSERT OR UPDATE OR DELETE ON web_item_bundle_prices
  FOR EACH ROW EXECUTE FUNCTION listing_bundle_changed();

-- A receiving's shown columns (a purchase moves stock_su, which the listing does not show).
CREATE FUNCTION listing_receiving_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM listing_notify((SELECT string_agg(id::text, ',') FROM web_items WHERE receiving_id = NEW.id));
  RETURN NULL;
END $$;
CREATE TRIGGER receivings_listing AFTER UPDATE ON receivings FOR EACH ROW
  WHEN (OLD.niuke_no IS DISTINCT FROM NEW.niuke_no OR OLD.shukkasha_cd IS DISTINCT FROM NEW.shukkasha_cd
        OR OLD.shohin_cd IS DISTINCT FROM NEW.shohin_cd OR OLD.specification IS DISTINCT FROM NEW.specification
        OR OLD.niuke_image1_key IS DISTINCT FROM NEW.niuke_image1_key OR OLD.niuke_image2_key IS DISTINCT FROM NEW.niuke_image2_key)
  EXECUTE FUNCTION listing_receiving_changed();

CREATE FUNCTION listing_say() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('listing_changes', TG_ARGV[0]);
  RETURN NULL;
END $$;
CREATE TRIGGER products_listing AFTER UPDATE OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION listing_say('all');
CREATE TRIGGER items_listing AFTER UPDATE OR DELETE OR TRUNCATE ON items FOR EACH STATEMENT EXECUTE FUNCTION listing_say('all');
CREATE TRIGGER shippers_listing AFTER UPDATE OR DELETE OR TRUNCATE ON shippers FOR EACH STATEMENT EXECUTE FUNCTION listing_say('all');
CREATE TRIGGER web_items_listing_truncated AFTER TRUNCATE ON web_items FOR EACH STATEMENT EXECUTE FUNCTION listing_say('all');
CREATE TRIGGER system_parameters_listing AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON system_parameters
  FOR EACH STATEMENT EXECUTE FUNCTION listing_say('params');
CREATE TRIGGER web_hours_listing AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON web_hours FOR EACH STATEMENT EXECUTE FUNCTION listing_say('params');
CREATE TRIGGER web_news_listing AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON web_news FOR EACH STATEMENT EXECUTE FUNCTION listing_say('news');

-- What one branch sees of its own: 済 (its purchases), its negotiations, its purchase terms.
-- Statement triggers over the transition tables: a bulk load (the seed's million sale lines) says
-- each branch once, not once per row.
CREATE FUNCTION listing_branches_new() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE b integer;
BEGIN
  FOR b IN SELECT DISTINCT branch_id FROM listing_new LOOP PERFORM pg_notify('listing_changes', TG_ARGV[0] || b); END LOOP;
  RETURN NULL;
END $$;
CREATE FUNCTION listing_branches_old() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE b integer;
BEGIN
  FOR b IN SELECT DISTINCT branch_id FROM listing_old LOOP PERFORM pg_notify('listing_changes', TG_ARGV[0] || b); END LOOP;
  RETURN NULL;
END $$;
CREATE FUNCTION listing_branches_both() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE b integer;
BEGIN
  FOR b IN SELECT branch_id FROM listing_new UNION SELECT branch_id FROM listing_old LOOP
    PERFORM pg_notify('listing_changes', TG_ARGV[0] || b);
  END LOOP;
  RETURN NULL;
END $$;
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['sales', 'negotiations'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS listing_new FOR EACH STATEMENT EXECUTE FUNCTION listing_branches_new(%L)',
      t || '_listing_inserted', t, left(t, 1) || ':');
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS listing_old NEW TABLE AS listing_new FOR EACH STATEMENT EXECUTE FUNCTION listing_branches_both(%L)',
      t || '_listing_updated', t, left(t, 1) || ':');
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS listing_old FOR EACH STATEMENT EXECUTE FUNCTION listing_branches_old(%L)',
      t || '_listing_deleted', t, left(t, 1) || ':');
  END LOOP;
END $$;
CREATE FUNCTION listing_branch_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('listing_changes', 'b:' || OLD.id);
  RETURN NULL;
END $$;
CREATE TRIGGER branches_listing AFTER UPDATE OR DELETE ON branches FOR EACH ROW EXECUTE FUNCTION listing_branch_row_changed();

-- /users/cancellable at opening: the branch's standing web lines of the last minutes, by index.
CREATE INDEX sales_branch_cancellable_idx ON sales(branch_id, created_at) WHERE sale_kbn = 4 AND cancelled_at IS NULL;
