-- Price history beside each lot, and each branch's favourites.

-- GET /users/market/history: a lot's product, variety, item and shipper over the last days. Sale
-- lines are reached through the receivings of the product (or shipper) from the period's start on,
-- then through their receiving, with what the figures need in the index (no heap visit per line).
CREATE INDEX IF NOT EXISTS receivings_product_date_idx ON receivings(shohin_cd, sale_date);
CREATE INDEX IF NOT EXISTS receivings_shipper_date_idx ON receivings(shukkasha_cd, sale_date);
CREATE INDEX IF NOT EXISTS sales_receiving_figures_idx ON sales(receiving_id, sale_date) INCLUDE (so_su, web_tanka, price)
  WHERE cancelled_at IS NULL;

-- お気に入り: names as the listing's filters use them (shipper name, variety name, product name),
-- per branch. A name no longer on offer stays a favourite (it may be listed again).
CREATE TABLE branch_favorites (
  branch_id  integer NOT NULL REFERENCES branches(id) ON DELETE CASCADE,
  kind       text NOT NULL CHECK (kind IN ('shipper', 'variety', 'product')),
  name       text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  PRIMARY KEY (branch_id, kind, name)
);

-- The shared listing (migration 019) holds each branch's favourites as an overlay: 'f:<branch id>'
-- drops it. Statement triggers say each branch once however many rows a PUT replaced.
CREATE TRIGGER branch_favorites_listing_inserted AFTER INSERT ON branch_favorites REFERENCING NEW TABLE AS listing_new
  FOR EACH STATEMENT EXECUTE FUNCTION listing_branches_new('f:');
CREATE TRIGGER branch_favorites_listing_deleted AFTER DELETE ON branch_favorites REFERENCING OLD TABLE AS listing_old
  FOR EACH STATEMENT EXECUTE FUNCTION listing_branches_old('f:');
CREATE TRIGGER branch_favorites_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON branch_favorites
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
