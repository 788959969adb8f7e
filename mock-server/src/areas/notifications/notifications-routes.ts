import type { FastifyInstance } from 'fastify';
import { typed } from '../../http/contract';
import { currentUser } from '../../http/current-user';
import { NotificationPage, NotificationQuery, NotificationReadAnswer, NotificationReadBody } from './notifications-schemas';
import { notificationPage, readNotifications } from './notifications-service';
import type { AreaDeps } from '../../http/area-deps';
import { bearerRoute } from '../../http/route-options';

const tags = ['notifications'];

/** GET /users/notifications and POST /users/notifications/read: buyers and administrators alike. */
export function notificationsRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const route = bearerRoute(tags);
  const r = typed(app);
  r.get(
    '/users/notifications',
    route(
      { summary: "The signed-in user's notifications (market events for them), newest first, with the unread count", querystring: NotificationQuery },
      NotificationPage,
      [400, 401, 403],
    ),
    async (request) => notificationPage(deps, currentUser(request), request.query.per ?? 20, request.query.page ?? 1),
  );
  r.post(
    '/users/notifications/read',
    route(
      { summary: 'Marks notifications read for this account: { ids: [..] } or { all: true }', body: NotificationReadBody },
      NotificationReadAnswer,
      [400, 401, 403],
    ),
    async (request) => readNotifications(deps, currentUser(request), request.body),
  );
}
