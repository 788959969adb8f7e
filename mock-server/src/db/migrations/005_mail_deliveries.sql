-- Bulk mail delivery: one row per mail × recipient branch, created when the mail
-- falls due. Workers claim rows with SELECT … FOR UPDATE SKIP LOCKED and mark them 'sending'
-- (committed) before talking to SMTP, so no two workers — nor a restarted one — send the same
-- row twice. A row left 'sending' by a worker that died is never resent automatically (the
-- message may have gone out): it becomes 'failed' with the reason, for the administrator.
CREATE TABLE mail_deliveries (
  id               bigserial PRIMARY KEY,
  mail_no          integer NOT NULL REFERENCES mails(mail_no) ON DELETE CASCADE,
  branch_id        integer NOT NULL REFERENCES branches(id),
  to_addr          text NOT NULL,
  status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts         integer NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL,
  claimed_by       text,
  claimed_at       timestamptz,
  sent_at          timestamptz,
  last_error       text,
  UNIQUE (mail_no, branch_id)
);
CREATE INDEX mail_deliveries_due_idx ON mail_deliveries(status, next_attempt_at);

-- When the recipients of a due mail were listed (NULL: not yet); later branches are not added.
ALTER TABLE mails ADD COLUMN recipients_listed_at timestamptz;
-- Sent mails of the sample market were sent before deliveries were recorded.
UPDATE mails SET recipients_listed_at = mail_send_date WHERE mail_send_date IS NOT NULL;
