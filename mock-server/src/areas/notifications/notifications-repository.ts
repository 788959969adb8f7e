import type { Db, Queryable } from '../../db/types';
import { viewerFilter, type Viewer } from '../../events/market-event-repository';

interface NotificationRow {
  id: number;
  kind: string;
  title: string;
  link: string;
  important: boolean;
  created_at: Date;
  read: boolean;
  total: number;
}

/** `read` of a market_events row `e` for account $1. */
const READ_SQL = `(e.id <= COALESCE((SELECT read_upto FROM notification_read_marks m WHERE m.account_id = $1), 0)
   OR EXISTS (SELECT 1 FROM notification_reads r WHERE r.account_id = $1 AND r.event_id = e.id))`;

/** The account's notifications (events with a title), newest first, with the total count. */
export async function notificationRows(db: Queryable, accountId: number, viewer: Viewer, per: number, offset: number) {
  const filter = viewerFilter(viewer, 4);
  const { rows } = await db.query<NotificationRow>(
    `SELECT e.id::int8 AS id, e.kind, e.title, e.link, e.important, e.created_at, ${READ_SQL} AS read, count(*) OVER () AS total
       FROM market_events e
      WHERE e.title IS NOT NULL AND ${filter.sql}
      ORDER BY e.id DESC LIMIT $2 OFFSET $3`,
    [accountId, per, offset, ...filter.params],
  );
  return rows;
}

export async function unreadCount(db: Queryable, accountId: number, viewer: Viewer): Promise<number> {
  const filter = viewerFilter(viewer, 2);
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM market_events e
      WHERE e.title IS NOT NULL AND ${filter.sql} AND NOT ${READ_SQL}`,
    [accountId, ...filter.params],
  );
  return Number(rows[0]?.n ?? 0);
}

/** Marks the given notifications read, only those the viewer receives (others are ignored). */
export async function markRead(db: Queryable, accountId: number, viewer: Viewer, ids: number[]): Promise<void> {
  const filter = viewerFilter(viewer, 3);
  await db.query(
    `INSERT INTO notification_reads (account_id, event_id)
     SELECT $1, e.id FROM market_events e
      WHERE e.id = ANY($2::bigint[]) AND e.title IS NOT NULL AND ${filter.sql}
     ON CONFLICT DO NOTHING`,
    [accountId, ids, ...filter.params],
  );
}

/** Everything up to the newest event is read; single marks below it are no longer needed. */
export async function markAllRead(db: Db, accountId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO notification_read_marks (account_id, read_upto)
       SELECT $1, COALESCE(max(id), 0) FROM market_events
       ON CONFLICT (account_id) DO UPDATE SET read_upto = GREATEST(notification_read_marks.read_upto, EXCLUDED.read_upto)`,
      [accountId],
    );
    await tx.query(
      `DELETE FROM notification_reads r USING notification_read_marks m
        WHERE r.account_id = $1 AND m.account_id = $1 AND r.event_id <= m.read_upto`,
      [accountId],
    );
  });
}
