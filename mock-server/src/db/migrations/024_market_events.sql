-- The market event stream and the notification centre. Every event an open page must
-- hear (ticker, news, answers to a branch, web hours, administrators' news) is a row here; its
-- id is the stream's SSE `id:`, so a client that lost its stream resumes after the last id it
-- saw. Rows are written after the change committed, one at a time under an advisory lock
-- (events/market-event-repository.ts), so ids commit in increasing order and a resume
-- `WHERE id > last` never skips a later-committed smaller id.
-- audience: 'buyers' (every buyer), 'branch' (branch_id's accounts only), 'admins'.
-- A row with a title is also a notification (the bell's list); the others only move screens.
CREATE TABLE market_events (
  id bigserial PRIMARY KEY,
  audience text NOT NULL CHECK (audience IN ('buyers', 'branch', 'admins')),
  branch_id integer REFERENCES branches (id) ON DELETE CASCADE,
  kind text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  title text,
  link text,
  important boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  CHECK ((audience = 'branch') = (branch_id IS NOT NULL)),
  CHECK ((title IS NULL) = (link IS NULL))
);
CREATE INDEX market_events_branch_idx ON market_events (branch_id, id) WHERE branch_id IS NOT NULL;
CREATE INDEX market_events_audience_idx ON market_events (audience, id);

-- Read state per account: everything up to read_upto is read (「すべて既読」), and single rows
-- above it are read when listed in notification_reads.
CREATE TABLE notification_read_marks (
  account_id integer PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  read_upto bigint NOT NULL
);
CREATE TABLE notification_reads (
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  event_id bigint NOT NULL REFERENCES market_events (id) ON DELETE CASCADE,
  PRIMARY KEY (account_id, event_id)
);
