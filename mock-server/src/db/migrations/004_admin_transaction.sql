-- Market administration 2 (receiving, sales, reservations, negotiations).
-- A negotiation may now be refused (不成立), and one closed by a 相対 sale points at it.
ALTER TABLE negotiations DROP CONSTRAINT IF EXISTS negotiations_shodan_status_check;
ALTER TABLE negotiations ADD CONSTRAINT negotiations_shodan_status_check
  CHECK (shodan_status IN ('商談中', '成立', '再商談', '不成立'));
ALTER TABLE negotiations ADD COLUMN sale_id bigint REFERENCES sales(sale_id);

-- A reservation the market fulfilled points at the 注文 sale that fulfilled it.
ALTER TABLE reservations ADD COLUMN sale_id bigint REFERENCES sales(sale_id);

-- The sales list filters by receiving; receiving rows read their sale lines.
CREATE INDEX IF NOT EXISTS sales_receiving_idx ON sales(receiving_id);
