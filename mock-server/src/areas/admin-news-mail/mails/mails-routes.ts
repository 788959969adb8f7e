import type { FastifyInstance } from 'fastify';
import { listParams, MessageAnswer, typed } from '../../../http/contract';
import { actorOf } from '../../../http/actor';
import type { AreaDeps } from '../../../http/area-deps';
import { bearerRoute } from '../../../http/route-options';
import { adminNewsMailMessages as m } from '../messages';
import { currentUser } from '../../../http/current-user';
import { MailBody, MailItem, MailListQuery, MailNoParams, MailPage, RecipientCount, RecipientCountQuery, TestSendAnswer, TestSendBody } from './mails-schemas';
import * as service from './mails-service';

const tags = ['admin mails'];

/** /admins/mails: bulk mail list, create (scheduled for send_date), update and delete until it falls due. */
export function mailsRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const route = bearerRoute(tags);
  const r = typed(app);

  r.get(
    '/admins/mails',
    route({ summary: 'Bulk mails, newest send date first, with delivery progress', querystring: MailListQuery }, MailPage, [400, 401, 403]),
    async (request) => service.mailPage(deps, listParams(request.query, 50)),
  );

  r.post(
    '/admins/mails',
    route({ summary: 'Schedule a bulk mail (sent to every active buyer branch with a MAIL_ADDR at send_date)', body: MailBody }, MailItem, [400, 401, 403]),
    async (request) => service.createMail(deps, actorOf(request), request.body),
  );

  r.put(
    '/admins/mails/:MAIL_NO',
    route({ summary: 'Update a bulk mail (409 once sending began)', params: MailNoParams, body: MailBody }, MailItem, [400, 401, 403, 404, 409]),
    async (request) => service.updateMail(deps, actorOf(request), request.params.MAIL_NO, request.body),
  );

  r.delete(
    '/admins/mails/:MAIL_NO',
    route({ summary: 'Delete a bulk mail (409 once sending began)', params: MailNoParams }, MessageAnswer, [401, 403, 404, 409]),
    async (request) => {
      await service.deleteMail(deps, actorOf(request), request.params.MAIL_NO);
      return { message: m.mailDeleted };
    },
  );

  r.get(
    '/admins/mails/recipient-count',
    route(
      { summary: 'How many addresses a bulk mail of the category would be sent to now', querystring: RecipientCountQuery },
      RecipientCount,
      [400, 401, 403],
    ),
    async (request) => service.recipientCount(deps, request.query.category_no),
  );

  r.post(
    '/admins/mails/:MAIL_NO/test-send',
    route(
      {
        summary: "Send one copy of the mail to the signed-in administrator's own address only (the mail stays unsent)",
        params: MailNoParams,
        body: TestSendBody,
      },
      TestSendAnswer,
      [401, 403, 404, 409],
    ),
    async (request) => service.testSend(deps, currentUser(request).accountId, request.params.MAIL_NO),
  );
}
