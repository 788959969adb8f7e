-- Resilience. A refresh answers the same new token to every refresh of one token within its
-- grace period: the new token is derived from the old one and this random salt, set when the
-- session is first refreshed (only token hashes are stored, never a token).
ALTER TABLE sessions ADD COLUMN refresh_salt text;

-- A signed upload URL is good for one successful PUT: its signature is recorded here when the
-- bytes are stored (in every process alike); rows go once the URL has expired.
CREATE TABLE signed_upload_uses (
  signature text PRIMARY KEY,
  expires_at timestamptz NOT NULL,
  used_at timestamptz NOT NULL
);
CREATE INDEX signed_upload_uses_expires_idx ON signed_upload_uses (expires_at);
