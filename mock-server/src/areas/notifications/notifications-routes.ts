import type { FastifyInstance } from 'fastify';
import { errorResponses, typed } from '../../http/contract';
import { currentUser } from '../../http/current-user';
import { NotificationPage, NotificationQuery, NotificationReadAnswer, NotificationReadBody } from './notifications-schemas';
import { notificationPage, readNotifications } from './notifications-service';
import type { AreaDeps } from '../../http/area-deps';

const tags = ['notifications'];
const security = [{ bearer: [] }];

/** GET /users/notifications and POST /users/notifications/read: buyers and administrators alike. */
export function notificationsRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const api = typed(app);
  api.get(
    '/users/notifications',
    {
      schema: {
        tags,
        security,
        summary: "The signed-in user's notifications (market events for them), newest first, with the unread count",
        querystring: NotificationQuery,
        response: { 200: NotificationPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => notificationPage(deps.db, currentUser(request), request.query.per ?? 20, request.query.page ?? 1),
  );
  api.post(
    '/users/notifications/read',
    {
      schema: {
        tags,
        security,
        summary: 'Marks notifications read for this account: { ids: [..] } or { all: true }',
        body: NotificationReadBody,
        response: { 200: NotificationReadAnswer, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => readNotifications(deps.db, currentUser(request), request.body),
  );
}
