-- Issue 25: the branch's cart (カート). It belongs to the branch (every account of the branch,
-- every device) and holds no stock: quantities are taken only when the purchase is confirmed.
-- A lot that leaves sale stays in the cart (the cart page marks it); a deleted lot leaves it.
CREATE TABLE cart_items (
  branch_id   integer NOT NULL REFERENCES branches(id) ON DELETE CASCADE,
  web_item_id integer NOT NULL REFERENCES web_items(id) ON DELETE CASCADE,
  kuchi_su    integer NOT NULL CHECK (kuchi_su >= 0),
  ha_su       integer NOT NULL CHECK (ha_su >= 0),
  CHECK (kuchi_su + ha_su > 0),
  -- The line's place in the cart (the order the branch put them in).
  position    integer NOT NULL,
  updated_at  timestamptz NOT NULL,
  PRIMARY KEY (branch_id, web_item_id)
);
CREATE INDEX cart_items_web_item_idx ON cart_items (web_item_id);
