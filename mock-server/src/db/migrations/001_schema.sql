-- The whole market in PostgreSQL's dialect, accepted by PostgreSQL 15 and PGlite (PostgreSQL 18).
-- Column names are lower snake_case versions of the spec's field names; repositories alias
-- them back to the exact API names (SHUKKASHA_NM, remaining_quantity, …).
-- The database itself refuses impossible data: stock never negative, kinds and statuses
-- limited to their spec values, every reference real.

-- ── Purchasers, branches and accounts ────────────────────────────────────────────────
CREATE TABLE purchasers (
  baisan_cd      text PRIMARY KEY CHECK (baisan_cd ~ '^[0-9]{4}$'),
  baisan_nm      text NOT NULL CHECK (length(baisan_nm) BETWEEN 1 AND 100),
  baisan_knm     text NOT NULL DEFAULT ''
);

CREATE TABLE branches (
  id                 serial PRIMARY KEY,
  baisan_cd          text NOT NULL REFERENCES purchasers(baisan_cd),
  baisan_eda         text NOT NULL CHECK (baisan_eda ~ '^[0-9]{3}$'),
  baisan_eda_nm      text NOT NULL CHECK (length(baisan_eda_nm) BETWEEN 1 AND 100),
  baisan_eda_knm     text NOT NULL DEFAULT '',
  baisan_eda_rnm     text NOT NULL DEFAULT '',
  addr               text NOT NULL DEFAULT '',
  tel                text NOT NULL DEFAULT '',
  fax                text NOT NULL DEFAULT '',
  zip_cd             text NOT NULL DEFAULT '',
  mail_addr          text NOT NULL DEFAULT '',
  -- SALE_RATE: the market's commission rate on this branch's purchases, in percent.
  sale_rate          numeric(5,2) NOT NULL DEFAULT 0 CHECK (sale_rate BETWEEN 0 AND 100),
  -- Settings of the head branch (/setting): margin the branch adds when it resells, in percent,
  -- and whether its purchases need the head branch's approval.
  sell_margin_rate   numeric(5,2) NOT NULL DEFAULT 0 CHECK (sell_margin_rate BETWEEN 0 AND 100),
  purchase_approval  boolean NOT NULL DEFAULT false,
  buy_permit_flg     boolean NOT NULL DEFAULT true,
  suspend_flg        boolean NOT NULL DEFAULT false,
  UNIQUE (baisan_cd, baisan_eda)
);

CREATE TABLE accounts (
  id                   serial PRIMARY KEY,
  login_id             text NOT NULL UNIQUE CHECK (length(login_id) BETWEEN 1 AND 64),
  password_hash        text NOT NULL,
  branch_id            integer UNIQUE REFERENCES branches(id),
  is_admin             boolean NOT NULL DEFAULT false,
  is_first_login       boolean NOT NULL DEFAULT false,
  password_changed_at  timestamptz NOT NULL DEFAULT now(),
  -- Set when the buyer chose 次回変更する: the 3-month prompt is not offered again until then.
  password_prompt_snoozed_until timestamptz,
  email                text NOT NULL DEFAULT '',
  suspend_flg          boolean NOT NULL DEFAULT false,
  created_at           timestamptz NOT NULL DEFAULT now(),
  -- A buyer account always belongs to a branch; an administrator may not.
  CHECK (is_admin OR branch_id IS NOT NULL)
);

CREATE TABLE sessions (
  id              bigserial PRIMARY KEY,
  account_id      integer NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  token_hash      text NOT NULL UNIQUE,
  created_at      timestamptz NOT NULL DEFAULT now(),
  last_used_at    timestamptz NOT NULL DEFAULT now(),
  absolute_expires_at timestamptz NOT NULL,
  revoked_at      timestamptz,
  -- Refresh rotates the token; the old one stays valid until rotated_grace_until so that
  -- requests already in flight do not log the user out.
  rotated_grace_until timestamptz
);
CREATE INDEX sessions_account_idx ON sessions(account_id);

CREATE TABLE password_reset_tokens (
  id          bigserial PRIMARY KEY,
  account_id  integer NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  token_hash  text NOT NULL UNIQUE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE login_failures (
  id           bigserial PRIMARY KEY,
  login_id     text NOT NULL,
  address      text NOT NULL,
  failed_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_login_idx ON login_failures(login_id, failed_at);
CREATE INDEX login_failures_address_idx ON login_failures(address, failed_at);

-- ── Logs and parameters ──────────────────────────────────────────────────────────────
CREATE TABLE access_logs (
  id              bigserial PRIMARY KEY,
  operation_date  timestamptz NOT NULL DEFAULT now(),
  operation_log   text NOT NULL,
  operator        text NOT NULL
);
CREATE INDEX access_logs_date_idx ON access_logs(operation_date);

CREATE TABLE system_logs (
  id              bigserial PRIMARY KEY,
  operation_date  timestamptz NOT NULL DEFAULT now(),
  operation_log   text NOT NULL,
  operator        text NOT NULL
);
CREATE INDEX system_logs_date_idx ON system_logs(operation_date);

CREATE TABLE system_parameters (
  parameter_typ  text NOT NULL,
  parameter_cd   text NOT NULL,
  remark         text NOT NULL DEFAULT '',
  parameter      text NOT NULL,
  PRIMARY KEY (parameter_typ, parameter_cd)
);

-- The market's web opening hours (admin "Time"), Japan time. One row.
CREATE TABLE web_hours (
  id          smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  start_time  time NOT NULL,
  end_time    time NOT NULL
);

-- ── Masters: items, shippers, products ───────────────────────────────────────────────
CREATE TABLE items (
  item_cd      text PRIMARY KEY,
  item_nm      text NOT NULL CHECK (length(item_nm) BETWEEN 1 AND 50),
  item_knm     text NOT NULL DEFAULT '',
  item_rnm     text NOT NULL DEFAULT '',
  item_rknm    text NOT NULL DEFAULT '',
  item_level   smallint NOT NULL DEFAULT 1 CHECK (item_level BETWEEN 1 AND 3),
  h_item_cd    text REFERENCES items(item_cd),
  print_order  integer NOT NULL DEFAULT 1 CHECK (print_order >= 1),
  suspend_flg  boolean NOT NULL DEFAULT false
);

CREATE TABLE shippers (
  shukkasha_cd        text PRIMARY KEY,
  shukkasha_kbn       text NOT NULL DEFAULT '1',
  shukkasha_nm        text NOT NULL CHECK (length(shukkasha_nm) BETWEEN 1 AND 100),
  knm                 text NOT NULL DEFAULT '',
  rnm                 text NOT NULL DEFAULT '',
  krnm                text NOT NULL DEFAULT '',
  daihyosha_nm        text NOT NULL DEFAULT '',
  daihyosha_knm       text NOT NULL DEFAULT '',
  addr                text NOT NULL DEFAULT '',
  zip_cd              text NOT NULL DEFAULT '',
  tel                 text NOT NULL DEFAULT '',
  fax                 text NOT NULL DEFAULT '',
  shukka_tantosha_nm  text NOT NULL DEFAULT '',
  tantosha_mail       text NOT NULL DEFAULT '',
  suspend_flg         boolean NOT NULL DEFAULT false,
  pay_dantai_cd       text NOT NULL DEFAULT '',
  pay_dantai_nm       text NOT NULL DEFAULT '',
  sanchi_cd           text NOT NULL DEFAULT '',
  sanchi_nm           text NOT NULL DEFAULT '',
  itaku_kaitsuke_cd   text NOT NULL DEFAULT '1' CHECK (itaku_kaitsuke_cd IN ('1', '2')),
  itaku_kaitsuke_nm   text NOT NULL DEFAULT '委託'
);

-- A product (商品): an item's variety in one colour. Photos are file-store keys.
CREATE TABLE products (
  shohin_cd          text PRIMARY KEY,
  item_cd            text NOT NULL REFERENCES items(item_cd),
  product_name       text NOT NULL CHECK (length(product_name) BETWEEN 1 AND 100),
  kana_product_name  text NOT NULL DEFAULT '',
  variety_name       text NOT NULL DEFAULT '',
  variety_reading    text NOT NULL DEFAULT '',
  abbr               text NOT NULL DEFAULT '',
  kana_abbr          text NOT NULL DEFAULT '',
  color              text NOT NULL DEFAULT '',
  color_code         text NOT NULL DEFAULT '',
  color_group        text NOT NULL DEFAULT 'その他' CHECK (color_group IN
                       ('白系','赤系','黄系','桃系','紫・青系','橙系','茶系','緑系','複色','黒系','その他')),
  tax_group          text NOT NULL DEFAULT '1',
  jf_code            text NOT NULL DEFAULT '',
  old_item_code      text NOT NULL DEFAULT '',
  image1_key         text,
  image2_key         text,
  is_suspensions     boolean NOT NULL DEFAULT false
);
CREATE INDEX products_item_idx ON products(item_cd);

-- ── Receiving (荷受): the lots arriving for a sale date ───────────────────────────────
CREATE TABLE receivings (
  id                serial PRIMARY KEY,
  niuke_dempyo_no   text NOT NULL,
  niuke_no          text NOT NULL,
  sale_date         date NOT NULL,
  category          text NOT NULL DEFAULT '',
  shukkasha_cd      text NOT NULL REFERENCES shippers(shukkasha_cd),
  shohin_cd         text NOT NULL REFERENCES products(shohin_cd),
  specification     text NOT NULL DEFAULT '',
  iri_su            integer NOT NULL CHECK (iri_su >= 1),
  -- Packages still unsold; SO_SU is the total stems received.
  stock_su          integer NOT NULL CHECK (stock_su >= 0),
  so_su             integer NOT NULL CHECK (so_su >= 0),
  biko              text NOT NULL DEFAULT '',
  tantosha_nm       text NOT NULL DEFAULT '',
  niuke_image1_key  text,
  niuke_image2_key  text,
  UNIQUE (niuke_dempyo_no, niuke_no)
);
CREATE INDEX receivings_sale_date_idx ON receivings(sale_date);

-- ── Web lots: what buyers see and buy at /web ────────────────────────────────────────
CREATE TABLE web_items (
  id                      serial PRIMARY KEY,
  receiving_id            integer NOT NULL UNIQUE REFERENCES receivings(id),
  sale_date               date NOT NULL,
  -- Per-stem price in yen; 0 shows 未定 and cannot be bought.
  unit_price              integer NOT NULL CHECK (unit_price >= 0),
  recommended_flag        boolean NOT NULL DEFAULT false,
  recommended_unit_price  integer CHECK (recommended_unit_price >= 0),
  recommended_start_time  timestamptz,
  quantity_per_package    integer NOT NULL CHECK (quantity_per_package >= 1),
  -- Whole packages left, and loose stems (端数) left: both never negative.
  remaining_quantity      integer NOT NULL CHECK (remaining_quantity >= 0),
  hasu                    integer NOT NULL DEFAULT 0 CHECK (hasu >= 0),
  -- Most packages one purchase may take.
  max_quantity            integer NOT NULL CHECK (max_quantity >= 1),
  is_negotiable           boolean NOT NULL DEFAULT false,
  yoyaku_permit_flg       boolean NOT NULL DEFAULT false,
  buy_permit_flg          boolean NOT NULL DEFAULT true,
  item_cls                text NOT NULL DEFAULT '',
  is_web_open             boolean NOT NULL DEFAULT true,
  -- Hour (12–23) from which the lot is offered, for the 12時以降 … 23時以降 filter.
  open_hour               smallint CHECK (open_hour BETWEEN 0 AND 23),
  notice                  text NOT NULL DEFAULT '',
  remarks                 text NOT NULL DEFAULT '',
  discount_details        text[] NOT NULL DEFAULT '{}',
  listed_at               timestamptz NOT NULL DEFAULT now(),
  suspend_flg             boolean NOT NULL DEFAULT false,
  CHECK (NOT recommended_flag OR recommended_unit_price IS NOT NULL)
);
CREATE INDEX web_items_sale_date_idx ON web_items(sale_date);

-- Volume tiers: from `quantity` packages on, each stem costs bundle_tanka.
CREATE TABLE web_item_bundle_prices (
  web_item_id   integer NOT NULL REFERENCES web_items(id) ON DELETE CASCADE,
  quantity      integer NOT NULL CHECK (quantity >= 2),
  bundle_tanka  integer NOT NULL CHECK (bundle_tanka >= 0),
  PRIMARY KEY (web_item_id, quantity)
);

-- ── Sales (売買): one line per purchase of a lot, of any kind ─────────────────────────
CREATE TABLE sales (
  sale_id           bigserial PRIMARY KEY,
  sale_date         date NOT NULL,
  niuke_sale_date   date,
  sale_kbn          smallint NOT NULL CHECK (sale_kbn IN (1, 2, 3, 4)),
  branch_id         integer NOT NULL REFERENCES branches(id),
  receiving_id      integer NOT NULL REFERENCES receivings(id),
  web_item_id       integer REFERENCES web_items(id),
  kuchi_su          integer NOT NULL CHECK (kuchi_su >= 0),
  ha_su             integer NOT NULL DEFAULT 0 CHECK (ha_su >= 0),
  so_su             integer NOT NULL CHECK (so_su >= 1),
  web_tanka         integer NOT NULL CHECK (web_tanka >= 0),
  rate_tanka        integer NOT NULL DEFAULT 0 CHECK (rate_tanka >= 0),
  discount_tanka    integer NOT NULL DEFAULT 0 CHECK (discount_tanka >= 0),
  -- Amount before tax in yen (so_su × unit price after discount).
  price             integer NOT NULL CHECK (price >= 0),
  biko              text NOT NULL DEFAULT '',
  transaction_uuid  uuid,
  is_sokuho         boolean NOT NULL DEFAULT true,
  created_at        timestamptz NOT NULL DEFAULT now(),
  cancelled_at      timestamptz
);
CREATE INDEX sales_branch_date_idx ON sales(branch_id, sale_date);
CREATE INDEX sales_transaction_idx ON sales(transaction_uuid);
CREATE INDEX sales_sale_date_idx ON sales(sale_date);

-- ── Next-order reservations (予約) ───────────────────────────────────────────────────
CREATE TABLE reservations (
  yoyaku_no         bigserial PRIMARY KEY,
  branch_id         integer NOT NULL REFERENCES branches(id),
  web_item_id       integer REFERENCES web_items(id),
  shohin_cd         text NOT NULL REFERENCES products(shohin_cd),
  -- SALE_DATE: the sale the reservation is for; YOYAKU_DATE: when it was made.
  sale_date         date NOT NULL,
  yoyaku_date       timestamptz NOT NULL DEFAULT now(),
  specification     text NOT NULL DEFAULT '',
  quantity_per_package integer NOT NULL CHECK (quantity_per_package >= 1),
  kuchi_su          integer NOT NULL CHECK (kuchi_su >= 1),
  so_su             integer NOT NULL CHECK (so_su >= 1),
  -- Price range text such as '80〜100'.
  web_tanka         text NOT NULL DEFAULT '',
  biko              text NOT NULL DEFAULT '',
  transaction_uuid  uuid,
  cancelled_at      timestamptz
);
CREATE INDEX reservations_branch_idx ON reservations(branch_id, sale_date);

-- ── Negotiations (商談) ──────────────────────────────────────────────────────────────
CREATE TABLE negotiations (
  negotiation_no  bigserial PRIMARY KEY,
  branch_id       integer NOT NULL REFERENCES branches(id),
  web_item_id     integer NOT NULL REFERENCES web_items(id),
  kuchi_su        integer NOT NULL CHECK (kuchi_su >= 0),
  -- OLD_TANKA: the lot's price when asked; TANKA: the wanted (or agreed) price.
  old_tanka       integer NOT NULL CHECK (old_tanka >= 0),
  tanka           integer NOT NULL CHECK (tanka >= 0),
  biko            text NOT NULL DEFAULT '',
  shodan_status   text NOT NULL DEFAULT '商談中' CHECK (shodan_status IN ('商談中', '成立', '再商談')),
  comment         text NOT NULL DEFAULT '',
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX negotiations_branch_idx ON negotiations(branch_id);

-- ── Retry safety for buy, next order and cancel ─────────────────────────────────────
CREATE TABLE idempotency_keys (
  account_id     integer NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  key            text NOT NULL CHECK (length(key) BETWEEN 1 AND 200),
  endpoint       text NOT NULL,
  request_hash   text NOT NULL,
  status_code    smallint NOT NULL,
  response       jsonb NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, key)
);

-- ── News, categories, tickers, links, my-page calendar ──────────────────────────────
CREATE TABLE news_categories (
  id             serial PRIMARY KEY,
  name           text NOT NULL CHECK (length(name) BETWEEN 1 AND 10),
  display_order  integer NOT NULL CHECK (display_order >= 1),
  suspend_flg    boolean NOT NULL DEFAULT false
);

CREATE TABLE news (
  information_cd     serial PRIMARY KEY,
  date               date NOT NULL,
  start_date         timestamptz NOT NULL,
  end_date           timestamptz NOT NULL,
  title              text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  -- Sanitised HTML: h1, h2, bold and the four colours only.
  description        text NOT NULL DEFAULT '',
  category_id        integer REFERENCES news_categories(id),
  file_key           text,
  file_name          text,
  file_content_type  text,
  important_flg      boolean NOT NULL DEFAULT false,
  suspend_flg        boolean NOT NULL DEFAULT false,
  CHECK (end_date >= start_date)
);

CREATE TABLE news_reads (
  account_id      integer NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  information_cd  integer NOT NULL REFERENCES news(information_cd) ON DELETE CASCADE,
  read_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, information_cd)
);

CREATE TABLE web_news (
  id           serial PRIMARY KEY,
  date         date NOT NULL,
  start_date   timestamptz NOT NULL,
  end_date     timestamptz NOT NULL,
  title        text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  suspend_flg  boolean NOT NULL DEFAULT false,
  print_order  integer NOT NULL CHECK (print_order >= 1),
  CHECK (end_date >= start_date)
);

CREATE TABLE links (
  link_cd      serial PRIMARY KEY,
  link_nm      text NOT NULL CHECK (length(link_nm) BETWEEN 1 AND 100),
  link_url     text NOT NULL CHECK (link_url ~ '^https?://'),
  suspend_flg  boolean NOT NULL DEFAULT false
);

CREATE TABLE schedules (
  id          serial PRIMARY KEY,
  date        date NOT NULL,
  label       text NOT NULL CHECK (length(label) BETWEEN 1 AND 50),
  color_code  text NOT NULL CHECK (color_code ~ '^#[0-9a-fA-F]{6}$')
);
CREATE INDEX schedules_date_idx ON schedules(date);

-- One note per calendar month (first day of the month).
CREATE TABLE calendar_notes (
  month  date PRIMARY KEY CHECK (extract(day FROM month) = 1),
  note   text NOT NULL DEFAULT ''
);

-- ── Bulk mail ───────────────────────────────────────────────────────────────────────
CREATE TABLE mail_categories (
  category_no  serial PRIMARY KEY,
  category     text NOT NULL CHECK (length(category) BETWEEN 1 AND 10),
  create_date  timestamptz NOT NULL DEFAULT now(),
  update_date  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE mails (
  mail_no               serial PRIMARY KEY,
  mail_category_no      integer NOT NULL REFERENCES mail_categories(category_no),
  mail_title            text NOT NULL CHECK (length(mail_title) BETWEEN 1 AND 200),
  mail_text             text NOT NULL CHECK (length(mail_text) >= 1),
  -- When sending is scheduled to start (Japan time), when it actually went out (NULL: unsent).
  mail_send_start_date  timestamptz NOT NULL,
  mail_send_date        timestamptz,
  mail_create_date      timestamptz NOT NULL DEFAULT now()
);
