import type { Queryable } from '../../../db/types';
import { jstMinute } from '../japan-datetime';
import { likePattern } from '../../../db/like-pattern';

export interface MailRecord {
  MAIL_NO: number;
  MAIL_CATEGORY_NO: number;
  MAIL_CATEGORY_NAME: string;
  MAIL_TITLE: string;
  MAIL_TEXT: string;
  MAIL_SEND_START_DATE: string;
  MAIL_SEND_DATE: string;
  MAIL_CREATE_DATE: string;
  DELIVERY_TOTAL: number;
  DELIVERY_SENT: number;
  DELIVERY_FAILED: number;
  recipients_listed: boolean;
}

export interface DeliveryProblemRow {
  mail_no: number;
  MAIL_ADDR: string;
  BAISAN_EDA_NM: string;
  STATUS: 'pending' | 'failed';
  ATTEMPTS: number;
  ERROR: string;
  NEXT_ATTEMPT_AT: string;
}

const COLUMNS = `m.mail_no AS "MAIL_NO", m.mail_category_no AS "MAIL_CATEGORY_NO", c.category AS "MAIL_CATEGORY_NAME",
  m.mail_title AS "MAIL_TITLE", m.mail_text AS "MAIL_TEXT", ${jstMinute('m.mail_send_start_date')} AS "MAIL_SEND_START_DATE",
  COALESCE(${jstMinute('m.mail_send_date')}, '') AS "MAIL_SEND_DATE", ${jstMinute('m.mail_create_date')} AS "MAIL_CREATE_DATE",
  (SELECT count(*)::int FROM mail_deliveries d WHERE d.mail_no = m.mail_no) AS "DELIVERY_TOTAL",
  (SELECT count(*)::int FROM mail_deliveries d WHERE d.mail_no = m.mail_no AND d.status = 'sent') AS "DELIVERY_SENT",
  (SELECT count(*)::int FROM mail_deliveries d WHERE d.mail_no = m.mail_no AND d.status = 'failed') AS "DELIVERY_FAILED",
  m.recipients_listed_at IS NOT NULL AS recipients_listed`;

export async function listMails(db: Queryable, q: { query?: string; status?: 'sent' | 'unsent'; per: number; offset: number }) {
  const { rows } = await db.query<MailRecord & { total: number }>(
    `SELECT ${COLUMNS}, count(*) OVER () AS total
       FROM mails m JOIN mail_categories c ON c.category_no = m.mail_category_no
      WHERE ($1::text IS NULL OR m.mail_title ILIKE $1 OR c.category ILIKE $1)
        AND ($2::text IS NULL OR ($2 = 'sent') = (m.mail_send_date IS NOT NULL))
      ORDER BY m.mail_send_start_date DESC, m.mail_no DESC
      LIMIT $3 OFFSET $4`,
    [likePattern(q.query), q.status ?? null, q.per, q.offset],
  );
  return rows;
}

export async function deliveryProblems(db: Queryable, mailNos: number[]): Promise<DeliveryProblemRow[]> {
  if (mailNos.length === 0) return [];
  const { rows } = await db.query<DeliveryProblemRow>(
    `SELECT d.mail_no, d.to_addr AS "MAIL_ADDR", b.baisan_eda_nm AS "BAISAN_EDA_NM", d.status AS "STATUS", d.attempts AS "ATTEMPTS",
            COALESCE(d.last_error, '') AS "ERROR", ${jstMinute('d.next_attempt_at')} AS "NEXT_ATTEMPT_AT"
       FROM mail_deliveries d JOIN branches b ON b.id = d.branch_id
      WHERE d.mail_no = ANY($1::int[]) AND (d.status = 'failed' OR (d.status = 'pending' AND d.attempts > 0))
      ORDER BY d.mail_no, d.id`,
    [mailNos],
  );
  return rows;
}

export async function findMail(db: Queryable, mailNo: number, forUpdate = false): Promise<MailRecord | null> {
  const { rows } = await db.query<MailRecord>(
    `SELECT ${COLUMNS} FROM mails m JOIN mail_categories c ON c.category_no = m.mail_category_no WHERE m.mail_no = $1 ${forUpdate ? 'FOR UPDATE OF m' : ''}`,
    [mailNo],
  );
  return rows[0] ?? null;
}

export async function mailCategoryExists(db: Queryable, categoryNo: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM mail_categories WHERE category_no = $1', [categoryNo]);
  return rows.length > 0;
}

export interface MailValues {
  categoryNo: number;
  title: string;
  text: string;
  sendStart: Date;
}

export async function insertMail(db: Queryable, v: MailValues, now: Date): Promise<number> {
  const { rows } = await db.query<{ mail_no: number }>(
    `INSERT INTO mails (mail_category_no, mail_title, mail_text, mail_send_start_date, mail_create_date) VALUES ($1, $2, $3, $4, $5) RETURNING mail_no`,
    [v.categoryNo, v.title, v.text, v.sendStart, now],
  );
  return rows[0].mail_no;
}

export async function updateMail(db: Queryable, mailNo: number, v: MailValues): Promise<void> {
  await db.query('UPDATE mails SET mail_category_no = $2, mail_title = $3, mail_text = $4, mail_send_start_date = $5 WHERE mail_no = $1', [
    mailNo,
    v.categoryNo,
    v.title,
    v.text,
    v.sendStart,
  ]);
}

export async function deleteMail(db: Queryable, mailNo: number): Promise<void> {
  await db.query('DELETE FROM mails WHERE mail_no = $1', [mailNo]);
}

/**
 * How many addresses a mail falling due now would be sent to: the same set the delivery lists
 * (every active branch with a MAIL_ADDR, each address once, compared without case).
 */
export async function countRecipients(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(DISTINCT lower(trim(b.mail_addr)))::int AS count FROM branches b WHERE NOT b.suspend_flg AND trim(b.mail_addr) <> ''`,
  );
  return rows[0].count;
}

/** The signed-in account's own address (its branch's when the account has none); '' when neither. */
export async function ownMailAddress(db: Queryable, accountId: number): Promise<string> {
  const { rows } = await db.query<{ addr: string }>(
    `SELECT trim(CASE WHEN a.email <> '' THEN a.email ELSE coalesce(b.mail_addr, '') END) AS addr
       FROM accounts a LEFT JOIN branches b ON b.id = a.branch_id WHERE a.id = $1`,
    [accountId],
  );
  return rows[0]?.addr ?? '';
}
