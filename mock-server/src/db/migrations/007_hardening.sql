-- Hardening.
-- Sessions form families: a sign-in starts one, every refresh continues it. Presenting a token
-- that was already rotated and refreshing it again ends the whole family (reuse detection).
ALTER TABLE sessions ADD COLUMN family_id bigint;
UPDATE sessions SET family_id = id WHERE family_id IS NULL;
CREATE INDEX sessions_family_idx ON sessions(family_id);
-- Remembers that a token has been refreshed once; a second refresh of it is a reuse.
ALTER TABLE sessions ADD COLUMN rotated_at timestamptz;

-- Throttling counts failures per login id and address pair (growing delays), not per account.
CREATE INDEX login_failures_pair_idx ON login_failures(login_id, address, failed_at);

-- How long access_logs and system_logs rows are kept: system parameter LOG_RETENTION_DAYS
-- (365 when unset; the sample market sets it).

-- Single-use, short-lived tickets that open the live-stock stream (EventSource cannot send a
-- header, and a session token must not travel in a URL). Only hashes are stored.
CREATE TABLE stream_tickets (
  ticket_hash  text PRIMARY KEY,
  token_hash   text NOT NULL,
  expires_at   timestamptz NOT NULL
);
CREATE INDEX stream_tickets_expires_idx ON stream_tickets(expires_at);
