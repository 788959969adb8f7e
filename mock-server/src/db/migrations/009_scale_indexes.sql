-- The indexes the buyer reads need at the bench scale (10,000 lots, 1,000
-- branches, 1,000,000 sale lines); test/scale-explain.test.ts checks each read's plan.
-- The listing marks each lot of the page the branch already bought on the web (done): one
-- probe per lot into the sale lines by lot and branch, instead of scanning the branch's lines.
CREATE INDEX IF NOT EXISTS sales_web_item_branch_idx ON sales(web_item_id, branch_id) WHERE web_item_id IS NOT NULL;
