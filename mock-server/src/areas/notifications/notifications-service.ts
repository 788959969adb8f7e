import type { AreaDeps } from '../../http/area-deps';
import { ApiError } from '../../http/api-error';
import { offsetOf, pageEnvelope, splitTotal } from '../../http/page-envelope';
import type { AuthUser } from '../../http/current-user';
import { notificationMessages } from './messages';
import { markAllRead, markRead, notificationRows, unreadCount } from './notifications-repository';
import type { Notification, NotificationReadBody } from './notifications-schemas';

const viewerOf = (user: AuthUser) => ({ isAdmin: user.isAdmin, branchId: user.branchId });

/** The user's notifications, newest first, and how many of all of them are unread. */
export async function notificationPage(deps: AreaDeps, user: AuthUser, per: number, page: number) {
  const viewer = viewerOf(user);
  const { rows, total } = splitTotal(await notificationRows(deps.db, user.accountId, viewer, per, offsetOf(per, page)));
  const datas: Notification[] = rows.map((row) => ({ ...row, id: Number(row.id), created_at: new Date(row.created_at).toISOString() }));
  return { ...pageEnvelope(datas, total, per, page), unread: await unreadCount(deps.db, user.accountId, viewer) };
}

/** Marks the named notifications (or all) read for this account only. */
export async function readNotifications(deps: AreaDeps, user: AuthUser, body: NotificationReadBody) {
  if ((body.all === true) === (body.ids !== undefined)) throw new ApiError(400, notificationMessages.idsOrAll, { code: 'ids_or_all', field: 'ids' });
  if (body.all) await markAllRead(deps.db, user.accountId);
  else await markRead(deps.db, user.accountId, viewerOf(user), body.ids ?? []);
  return { message: notificationMessages.marked, unread: await unreadCount(deps.db, user.accountId, viewerOf(user)) };
}
