-- Device tokens (OWASP "device cookies", ADR 0041): a successful sign-in gives the browser a
-- random token bound to its account, stored here as sha256. A sign-in (or a password change)
-- presenting a valid one is throttled on that token's own failures, not on the account's, so
-- a stranger's failures elsewhere cannot keep the owner out.
CREATE TABLE device_tokens (
  token_hash  text PRIMARY KEY,
  account_id  integer NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX device_tokens_account_idx ON device_tokens(account_id, expires_at);

-- A failure made with a valid device token names it: it counts on that token's budget only.
ALTER TABLE login_failures ADD COLUMN device text;
CREATE INDEX login_failures_device_idx ON login_failures(device, failed_at) WHERE device IS NOT NULL;
