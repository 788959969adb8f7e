import type { FastifyInstance } from 'fastify';
import { errorResponses, listParams, MessageAnswer, typed } from '../../../http/contract';
import { actorOf } from '../actor';
import { adminNewsMailMessages as m } from '../messages';
import { MailBody, MailItem, MailListQuery, MailNoParams, MailPage } from './mails-schemas';
import * as service from './mails-service';

const tags = ['admin mails'];
const security = [{ bearer: [] }];

/** /admins/mails: bulk mail list, create (scheduled for send_date), update and delete until it falls due. */
export default async function mailsRoutes(plain: FastifyInstance): Promise<void> {
  const app = typed(plain);

  app.get(
    '/admins/mails',
    {
      schema: {
        tags,
        security,
        summary: 'Bulk mails, newest send date first, with delivery progress',
        querystring: MailListQuery,
        response: { 200: MailPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.mailPage(app.db, listParams(request.query, 50)),
  );

  app.post(
    '/admins/mails',
    {
      schema: {
        tags,
        security,
        summary: 'Schedule a bulk mail (sent to every active buyer branch with a MAIL_ADDR at send_date)',
        body: MailBody,
        response: { 200: MailItem, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.createMail(app.db, actorOf(plain, request), request.body),
  );

  app.put(
    '/admins/mails/:MAIL_NO',
    {
      schema: {
        tags,
        security,
        summary: 'Update a bulk mail (409 once sending began)',
        params: MailNoParams,
        body: MailBody,
        response: { 200: MailItem, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.updateMail(app.db, actorOf(plain, request), request.params.MAIL_NO, request.body),
  );

  app.delete(
    '/admins/mails/:MAIL_NO',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a bulk mail (409 once sending began)',
        params: MailNoParams,
        response: { 200: MessageAnswer, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await service.deleteMail(app.db, actorOf(plain, request), request.params.MAIL_NO);
      return { message: m.mailDeleted };
    },
  );
}
