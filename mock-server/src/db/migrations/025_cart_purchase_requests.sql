-- The branch's cart (カート). It belongs to the branch (every account of the branch,
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

-- Purchase requests (購入承認): a branch whose head branch set purchase_approval confirms a cart
-- and gets a request, not a sale. Its quantities are held (taken from the lot and its receiving
-- like a purchase) until the head branch approves (the held lines become sale lines, priced as
-- they were asked), rejects, or the request expires (both give the stock back). Each decision is
-- one conditional UPDATE on status = '承認待ち', so exactly one outcome wins in any process.
CREATE TABLE purchase_requests (
  id               serial PRIMARY KEY,
  branch_id        integer NOT NULL REFERENCES branches(id),
  account_id       integer NOT NULL REFERENCES accounts(id),
  status           text NOT NULL DEFAULT '承認待ち' CHECK (status IN ('承認待ち', '承認済', '却下', '期限切れ')),
  created_at       timestamptz NOT NULL,
  expires_at       timestamptz NOT NULL,
  decided_at       timestamptz,
  decided_by       integer REFERENCES accounts(id),
  comment          text NOT NULL DEFAULT '' CHECK (length(comment) <= 500),
  transaction_uuid uuid
);
CREATE INDEX purchase_requests_branch_idx ON purchase_requests (branch_id, id DESC);
CREATE INDEX purchase_requests_due_idx ON purchase_requests (expires_at) WHERE status = '承認待ち';

-- The held lines, priced when asked (the sale written at approval charges these numbers).
CREATE TABLE purchase_request_lines (
  request_id     integer NOT NULL REFERENCES purchase_requests(id) ON DELETE CASCADE,
  web_item_id    integer NOT NULL REFERENCES web_items(id),
  kuchi_su       integer NOT NULL CHECK (kuchi_su >= 0),
  ha_su          integer NOT NULL CHECK (ha_su >= 0),
  so_su          integer NOT NULL,
  web_tanka      integer NOT NULL,
  rate_tanka     integer NOT NULL,
  discount_tanka integer NOT NULL,
  price          integer NOT NULL,
  PRIMARY KEY (request_id, web_item_id)
);
CREATE INDEX purchase_request_lines_web_item_idx ON purchase_request_lines (web_item_id);
