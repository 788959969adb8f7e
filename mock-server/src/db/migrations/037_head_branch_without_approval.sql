-- A head branch (001) approves its branches' purchase requests; it cannot require approval of
-- its own purchases (nobody could approve them). /setting refuses it from now on; a head branch
-- that was set so before buys directly again.
UPDATE branches SET purchase_approval = false WHERE baisan_eda = '001' AND purchase_approval;
