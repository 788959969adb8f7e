import type { Queryable } from '../../../db/types';
import type { AreaDeps } from '../../../http/area-deps';
import { ApiError } from '../../../http/api-error';
import { writeAdminChange } from '../../../logs/audit-log';
import { offsetOf, pageEnvelope, splitTotal } from '../../../http/page-envelope';
import type { Actor } from '../../../http/actor';
import { parseJapanDateTime } from '../japan-datetime';
import { adminNewsMailMessages as m } from '../messages';
import { sanitizeNewsHtml } from '../../../http/news-html-sanitizer';
import * as repo from './mails-repository';
import { htmlToText, mailHtml } from '../mail-delivery/mail-content';
import type { MailBody, MailItem } from './mails-schemas';

export async function mailPage(deps: AreaDeps, q: { query?: string; status?: 'sent' | 'unsent'; per: number; page: number }) {
  const { rows, total } = splitTotal(await repo.listMails(deps.db, { query: q.query, status: q.status, per: q.per, offset: offsetOf(q.per, q.page) }));
  const problems = await repo.deliveryProblems(
    deps.db,
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
    throw new ApiError(400, m.mailCategoryNotFound, { code: 'mail_category_not_found', field: 'category_no' });
  return { categoryNo: body.category_no, title: body.title, text: sanitizeNewsHtml(body.text), sendStart: parseJapanDateTime(body.send_date, 'send_date') };
}

const logged = (mail: repo.MailRecord) => ({
  MAIL_CATEGORY_NAME: mail.MAIL_CATEGORY_NAME,
  MAIL_TITLE: mail.MAIL_TITLE,
  MAIL_TEXT: mail.MAIL_TEXT,
  MAIL_SEND_START_DATE: mail.MAIL_SEND_START_DATE,
});

export async function createMail(deps: AreaDeps, actor: Actor, body: MailBody): Promise<MailItem> {
  return deps.db.transaction(async (tx) => {
    const mailNo = await repo.insertMail(tx, await values(tx, body), actor.at);
    const created = (await repo.findMail(tx, mailNo))!;
    await writeAdminChange(tx, { ...actor, entity: 'mail', key: mailNo, action: 'create', after: logged(created) });
    return toItem(created, []);
  });
}

/** A mail can change until it falls due: once its recipients are listed (sending began) it is 409. */
async function lockedUnsent(tx: Queryable, mailNo: number): Promise<repo.MailRecord> {
  const mail = await repo.findMail(tx, mailNo, true);
  if (!mail) throw new ApiError(404, m.mailNotFound, { code: 'mail_not_found', field: 'MAIL_NO' });
  if (mail.MAIL_SEND_DATE) throw new ApiError(409, m.mailAlreadySent, { code: 'mail_already_sent', field: 'MAIL_NO' });
  if (mail.recipients_listed) throw new ApiError(409, m.mailSending, { code: 'mail_sending', field: 'MAIL_NO' });
  return mail;
}

export async function updateMail(deps: AreaDeps, actor: Actor, mailNo: number, body: MailBody): Promise<MailItem> {
  return deps.db.transaction(async (tx) => {
    const before = await lockedUnsent(tx, mailNo);
    await repo.updateMail(tx, mailNo, await values(tx, body));
    const after = (await repo.findMail(tx, mailNo))!;
    await writeAdminChange(tx, { ...actor, entity: 'mail', key: mailNo, action: 'update', before: logged(before), after: logged(after) });
    return toItem(after, []);
  });
}

export async function deleteMail(deps: AreaDeps, actor: Actor, mailNo: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await lockedUnsent(tx, mailNo);
    await repo.deleteMail(tx, mailNo);
    await writeAdminChange(tx, { ...actor, entity: 'mail', key: mailNo, action: 'delete', before: logged(before) });
  });
}

/** The number of recipients a mail of `categoryNo` goes to (every category reaches the same set). */
export async function recipientCount(deps: AreaDeps, categoryNo: number | undefined): Promise<{ count: number }> {
  if (categoryNo !== undefined && !(await repo.mailCategoryExists(deps.db, categoryNo)))
    throw new ApiError(400, m.mailCategoryNotFound, { code: 'mail_category_not_found', field: 'category_no' });
  return { count: await repo.countRecipients(deps.db) };
}

/**
 * 自分に試験送信: one copy of the saved mail to the signed-in administrator's own address,
 * through the same mailer and content as the delivery. The mail itself is not touched: it is
 * neither marked sent nor listed for delivery, and nobody else receives anything.
 */
export async function testSend(deps: AreaDeps, accountId: number, mailNo: number): Promise<{ message: string; to: string }> {
  const mail = await repo.findMail(deps.db, mailNo);
  if (!mail) throw new ApiError(404, m.mailNotFound, { code: 'mail_not_found', field: 'MAIL_NO' });
  const to = await repo.ownMailAddress(deps.db, accountId);
  if (!to) throw new ApiError(409, m.noOwnMailAddress, { code: 'no_own_mail_address', field: 'email' });
  await deps.mailer.send({
    to,
    subject: m.testMailSubject(mail.MAIL_TITLE),
    text: htmlToText(mail.MAIL_TEXT),
    html: mailHtml(mail.MAIL_TITLE, mail.MAIL_TEXT),
  });
  return { message: m.testMailSent(to), to };
}
