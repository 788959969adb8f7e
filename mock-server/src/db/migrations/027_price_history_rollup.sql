-- Price history at bench scale (1,000,000 sale lines): GET /users/market/history sums a month of an
-- item's lines four ways on every lot opened. Closed days are summed once into per-day rows by
-- product and by shipper; only the days after `through` are summed from the lines when asked.
-- price-history/rollup-repository.ts keeps them: it rolls up to two days before today, and
-- again any day a later write to its lines made dirty.
CREATE TABLE sale_product_days (
  shohin_cd  text NOT NULL,
  sale_date  date NOT NULL,
  price      bigint NOT NULL,
  so_su      bigint NOT NULL,
  high       integer NOT NULL,
  PRIMARY KEY (shohin_cd, sale_date)
);
CREATE TABLE sale_shipper_days (
  shukkasha_cd text NOT NULL,
  sale_date    date NOT NULL,
  price        bigint NOT NULL,
  so_su        bigint NOT NULL,
  high         integer NOT NULL,
  PRIMARY KEY (shukkasha_cd, sale_date)
);
-- One row: the days up to `through` are rolled up (except the dirty ones).
CREATE TABLE sale_rollup_state (
  one      boolean PRIMARY KEY DEFAULT true CHECK (one),
  through  date NOT NULL DEFAULT '1900-01-01'
);
INSERT INTO sale_rollup_state DEFAULT VALUES;
CREATE TABLE sale_rollup_dirty (sale_date date PRIMARY KEY);

-- A write to a line of a rolled-up day (an administrator's correction of a past sale) marks the
-- day dirty. A write within a day after `through` (every purchase: today's lots) only reads the
-- state row. One day of margin: such a write takes the state row FOR SHARE, so a roll-up that
-- is moving `through` past its day (FOR UPDATE) waits for it to commit, or it for the roll-up.
CREATE FUNCTION sale_rollup_mark(days date[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM unnest(days) d WHERE d <= (SELECT through + 1 FROM sale_rollup_state)) THEN
    PERFORM 1 FROM sale_rollup_state FOR SHARE;
    INSERT INTO sale_rollup_dirty (sale_date)
      SELECT DISTINCT d FROM unnest(days) d WHERE d <= (SELECT through FROM sale_rollup_state)
      ON CONFLICT DO NOTHING;
  END IF;
END $$;
CREATE FUNCTION sale_rollup_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sale_rollup_mark(ARRAY(SELECT DISTINCT sale_date FROM rollup_new));
  RETURN NULL;
END $$;
CREATE FUNCTION sale_rollup_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sale_rollup_mark(ARRAY(SELECT DISTINCT sale_date FROM rollup_old));
  RETURN NULL;
END $$;
CREATE FUNCTION sale_rollup_both() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sale_rollup_mark(ARRAY(SELECT sale_date FROM rollup_new UNION SELECT sale_date FROM rollup_old));
  RETURN NULL;
END $$;
CREATE TRIGGER sales_rollup_inserted AFTER INSERT ON sales REFERENCING NEW TABLE AS rollup_new
  FOR EACH STATEMENT EXECUTE FUNCTION sale_rollup_new();
CREATE TRIGGER sales_rollup_updated AFTER UPDATE ON sales REFERENCING OLD TABLE AS rollup_old NEW TABLE AS rollup_new
  FOR EACH STATEMENT EXECUTE FUNCTION sale_rollup_both();
CREATE TRIGGER sales_rollup_deleted AFTER DELETE ON sales REFERENCING OLD TABLE AS rollup_old
  FOR EACH STATEMENT EXECUTE FUNCTION sale_rollup_old();
