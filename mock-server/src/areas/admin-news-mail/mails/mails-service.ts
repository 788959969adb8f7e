import type { Db, Queryable } from '../../../db/types';
import { ApiError } from '../../../http/api-error';
import { writeAdminChange } from '../../../logs/audit-log';
import { offsetOf, pageEnvelope, splitTotal } from '../../../http/page-envelope';
import type { Actor } from '../actor';
import { parseJapanDateTime } from '../japan-datetime';
import { adminNewsMailMessages as m } from '../messages';
import { sanitizeNewsHtml } from '../../../http/news-html-sanitizer';
import * as repo from './mails-repository';
import type { MailBody, MailItem } from './mails-schemas';

export async function mailPage(db: Queryable, q: { query?: string; status?: 'sent' | 'unsent'; per: number; page: number }) {
  const { rows, total } = splitTotal(await repo.listMails(db, { query: q.query, status: q.status, per: q.per, offset: offsetOf(q.per, q.page) }));
  const problems = await repo.deliveryProblems(
    db,
    rows.map((r) => r.MAIL_NO),
  );
  return pageEnvelope(
    rows.map((row) => toItem(row, problems)),
    total,
    q.per,
    q.page,
  );
}

function toItem({ recipients_listed: _listed, ...row }: repo.MailRecord, problems: repo.DeliveryProblemRow[]): MailItem {
  return {
    ...row,
    DELIVERY_PROBLEMS: problems
      .filter((p) => p.mail_no === row.MAIL_NO)
      .slice(0, 20)
      .map(({ mail_no: _no, ...p }) => p),
  };
}

async function values(tx: Queryable, body: MailBody): Promise<repo.MailValues> {
  if (!(await repo.mailCategoryExists(tx, body.category_no)))
    throw new ApiError(400, `category_no: no mail category ${body.category_no}`, m.mailCategoryNotFound);
  return { categoryNo: body.category_no, title: body.title, text: sanitizeNewsHtml(body.text), sendStart: parseJapanDateTime(body.send_date, 'send_date') };
}

const logged = (mail: repo.MailRecord) => ({
  MAIL_CATEGORY_NAME: mail.MAIL_CATEGORY_NAME,
  MAIL_TITLE: mail.MAIL_TITLE,
  MAIL_TEXT: mail.MAIL_TEXT,
  MAIL_SEND_START_DATE: mail.MAIL_SEND_START_DATE,
});

export async function createMail(db: Db, actor: Actor, body: MailBody): Promise<MailItem> {
  return db.transaction(async (tx) => {
    const mailNo = await repo.insertMail(tx, await values(tx, body), actor.now);
    const created = (await repo.findMail(tx, mailNo))!;
    await writeAdminChange(tx, { operator: actor.operator, at: actor.now, entity: 'mail', key: mailNo, action: 'create', after: logged(created) });
    return toItem(created, []);
  });
}

/** A mail can change until it falls due: once its recipients are listed (sending began) it is 409. */
async function lockedUnsent(tx: Queryable, mailNo: number): Promise<repo.MailRecord> {
  const mail = await repo.findMail(tx, mailNo, true);
  if (!mail) throw new ApiError(404, `MAIL_NO: no mail ${mailNo}`, m.mailNotFound);
  if (mail.MAIL_SEND_DATE) throw new ApiError(409, `MAIL_NO: mail ${mailNo} was sent at ${mail.MAIL_SEND_DATE}`, m.mailAlreadySent);
  if (mail.recipients_listed) throw new ApiError(409, `MAIL_NO: mail ${mailNo} is being sent`, m.mailSending);
  return mail;
}

export async function updateMail(db: Db, actor: Actor, mailNo: number, body: MailBody): Promise<MailItem> {
  return db.transaction(async (tx) => {
    const before = await lockedUnsent(tx, mailNo);
    await repo.updateMail(tx, mailNo, await values(tx, body));
    const after = (await repo.findMail(tx, mailNo))!;
    await writeAdminChange(tx, {
      operator: actor.operator,
      at: actor.now,
      entity: 'mail',
      key: mailNo,
      action: 'update',
      before: logged(before),
      after: logged(after),
    });
    return toItem(after, []);
  });
}

export async function deleteMail(db: Db, actor: Actor, mailNo: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedUnsent(tx, mailNo);
    await repo.deleteMail(tx, mailNo);
    await writeAdminChange(tx, { operator: actor.operator, at: actor.now, entity: 'mail', key: mailNo, action: 'delete', before: logged(before) });
  });
}
