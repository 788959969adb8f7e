import type { Queryable } from '../../../db/types';

/**
 * SQL of bulk mail delivery. Every claim is `FOR UPDATE SKIP LOCKED` inside a short
 * transaction that marks the row before any mail leaves, so concurrent workers (two server
 * processes on one PostgreSQL) never take the same row; PGlite runs the same SQL.
 */

/** Lists the recipients of mails that fell due: every active branch with a MAIL_ADDR, each address once. */
export async function listRecipientsOfDueMails(tx: Queryable, now: Date): Promise<number[]> {
  const { rows } = await tx.query<{ mail_no: number }>(
    `SELECT mail_no FROM mails
      WHERE mail_send_date IS NULL AND recipients_listed_at IS NULL AND mail_send_start_date <= $1
      ORDER BY mail_send_start_date, mail_no LIMIT 20
      FOR UPDATE SKIP LOCKED`,
    [now],
  );
  for (const { mail_no } of rows) {
    await tx.query(
      `INSERT INTO mail_deliveries (mail_no, branch_id, to_addr, next_attempt_at)
       SELECT DISTINCT ON (lower(trim(b.mail_addr))) $1::int, b.id, trim(b.mail_addr), $2::timestamptz
         FROM branches b
        WHERE NOT b.suspend_flg AND trim(b.mail_addr) <> ''
        ORDER BY lower(trim(b.mail_addr)), b.id
       ON CONFLICT (mail_no, branch_id) DO NOTHING`,
      [mail_no, now],
    );
    await tx.query('UPDATE mails SET recipients_listed_at = $2 WHERE mail_no = $1', [mail_no, now]);
  }
  return rows.map((r) => r.mail_no);
}

export interface ClaimedDelivery {
  id: number;
  mail_no: number;
  to_addr: string;
  attempts: number;
  title: string;
  html: string;
}

/** Takes one due delivery for `worker`, marking it 'sending' (committed before the mail is sent). */
export async function claimDelivery(tx: Queryable, now: Date, worker: string): Promise<ClaimedDelivery | null> {
  const { rows } = await tx.query<{ id: number }>(
    `SELECT id FROM mail_deliveries WHERE status = 'pending' AND next_attempt_at <= $1
      ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
    [now],
  );
  if (rows.length === 0) return null;
  const claimed = await tx.query<ClaimedDelivery>(
    `UPDATE mail_deliveries d SET status = 'sending', claimed_by = $2, claimed_at = $3, attempts = d.attempts + 1
       FROM mails m WHERE d.id = $1 AND m.mail_no = d.mail_no
     RETURNING d.id::int AS id, d.mail_no, d.to_addr, d.attempts, m.mail_title AS title, m.mail_text AS html`,
    [rows[0].id, worker, now],
  );
  return claimed.rows[0];
}

export async function markSent(db: Queryable, id: number, worker: string, now: Date): Promise<void> {
  await db.query(`UPDATE mail_deliveries SET status = 'sent', sent_at = $3, last_error = NULL WHERE id = $1 AND claimed_by = $2 AND status = 'sending'`, [
    id,
    worker,
    now,
  ]);
}

/** A failed attempt: retried at `retryAt`, or given up ('failed') when retryAt is null. */
export async function markAttemptFailed(db: Queryable, id: number, worker: string, error: string, retryAt: Date | null): Promise<void> {
  await db.query(
    `UPDATE mail_deliveries SET status = $3, next_attempt_at = COALESCE($4, next_attempt_at), last_error = $5
      WHERE id = $1 AND claimed_by = $2 AND status = 'sending'`,
    [id, worker, retryAt ? 'pending' : 'failed', retryAt, error.slice(0, 500)],
  );
}

/**
 * Rows left 'sending' longer than the lease belong to a worker that died mid-send. The mail
 * may or may not have left, so — each recipient at most once — they are not resent: they
 * become 'failed' with `reason`, which the administrator sees.
 */
export async function giveUpStaleSending(db: Queryable, staleBefore: Date, reason: string): Promise<number> {
  const { rowCount } = await db.query(`UPDATE mail_deliveries SET status = 'failed', last_error = $2 WHERE status = 'sending' AND claimed_at < $1`, [
    staleBefore,
    reason,
  ]);
  return rowCount;
}

/** What became of a finished mail's deliveries (null when the mail is gone). */
export async function mailOutcome(db: Queryable, mailNo: number): Promise<{ title: string; sent: number; failed: number } | null> {
  const { rows } = await db.query<{ title: string; sent: number; failed: number }>(
    `SELECT m.mail_title AS title,
       (SELECT count(*)::int FROM mail_deliveries d WHERE d.mail_no = m.mail_no AND d.status = 'sent') AS sent,
       (SELECT count(*)::int FROM mail_deliveries d WHERE d.mail_no = m.mail_no AND d.status = 'failed') AS failed
     FROM mails m WHERE m.mail_no = $1`,
    [mailNo],
  );
  return rows[0] ?? null;
}

/** Sets MAIL_SEND_DATE on mails whose every recipient is done (sent or given up); returns them with their counts. */
export async function finishDoneMails(db: Queryable, now: Date): Promise<{ mail_no: number; title: string; sent: number; failed: number }[]> {
  const { rows } = await db.query<{ mail_no: number; title: string; sent: number; failed: number }>(
    `UPDATE mails m SET mail_send_date = $1
      WHERE m.mail_send_date IS NULL AND m.recipients_listed_at IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM mail_deliveries d WHERE d.mail_no = m.mail_no AND d.status IN ('pending', 'sending'))
     RETURNING m.mail_no, m.mail_title AS title,
       (SELECT count(*)::int FROM mail_deliveries d WHERE d.mail_no = m.mail_no AND d.status = 'sent') AS sent,
       (SELECT count(*)::int FROM mail_deliveries d WHERE d.mail_no = m.mail_no AND d.status = 'failed') AS failed`,
    [now],
  );
  return rows;
}
