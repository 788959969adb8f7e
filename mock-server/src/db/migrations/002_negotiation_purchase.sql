-- A 成立 negotiation can be bought once at its agreed price (POST /users/negotiation/buy):
-- the purchase's transaction, or null while not bought.
ALTER TABLE negotiations ADD COLUMN purchase_uuid uuid;
