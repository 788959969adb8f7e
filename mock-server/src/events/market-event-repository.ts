import type { Db, Queryable } from '../db/types';
import { CHANGES_CHANNEL, encodeChange } from '../db/change-messages';
import type { Audience, MarketEvent, MarketEventInput } from './market-event-types';

/** Advisory lock key taken by every event insert, so event ids commit in increasing order. */
const EVENT_ORDER_LOCK = 24_024;

const EVENT_COLUMNS = `id::int8 AS id, audience, branch_id, kind, data, title, link, important, created_at`;
const E_COLUMNS = `e.id::int8 AS id, e.audience, e.branch_id, e.kind, e.data, e.title, e.link, e.important, e.created_at`;

interface EventRow {
  id: number;
  audience: Audience['to'];
  branch_id: number | null;
  kind: string;
  data: Record<string, unknown>;
  title: string | null;
  link: string | null;
  important: boolean;
  created_at: Date;
}

const toEvent = (row: EventRow): MarketEvent => ({
  id: Number(row.id),
  audience: row.audience === 'branch' ? { to: 'branch', branchId: Number(row.branch_id) } : { to: row.audience },
  kind: row.kind,
  data: row.data ?? {},
  title: row.title,
  link: row.link,
  important: row.important,
  created_at: new Date(row.created_at).toISOString(),
});

/**
 * Stores the event and NOTIFYs it on the change feed in one short transaction: the insert and
 * the notification commit together, under one lock, so ids are seen in the order they commit.
 * An event whose source is stored already is not stored again (null).
 */
export async function insertMarketEvent(db: Db, input: MarketEventInput, now: Date): Promise<MarketEvent | null> {
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [EVENT_ORDER_LOCK]);
    const { rows } = await tx.query<EventRow>(
      `INSERT INTO market_events (audience, branch_id, kind, data, title, link, important, created_at, source)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9)
       ON CONFLICT (source) WHERE source IS NOT NULL DO NOTHING
       RETURNING ${EVENT_COLUMNS}`,
      [
        input.audience.to,
        input.audience.to === 'branch' ? input.audience.branchId : null,
        input.kind,
        JSON.stringify(input.data ?? {}),
        input.notice?.title ?? null,
        input.notice?.link ?? null,
        input.notice?.important ?? false,
        now,
        input.source ?? null,
      ],
    );
    if (rows.length === 0) return null;
    const event = toEvent(rows[0]);
    await tx.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, encodeChange({ kind: 'event', event })]);
    return event;
  });
}

/** Who may see an event: an administrator the admins' events; a buyer every buyer's and its branch's. */
export interface Viewer {
  isAdmin: boolean;
  branchId: number | null;
}

/** `WHERE` of the events `viewer` receives (of table alias `e`), its parameters starting at `$from`. */
export function viewerFilter(viewer: Viewer, from: number): { sql: string; params: unknown[] } {
  if (viewer.isAdmin) return { sql: `e.audience = 'admins'`, params: [] };
  return { sql: `(e.audience = 'buyers' OR (e.audience = 'branch' AND e.branch_id = $${from}))`, params: [viewer.branchId ?? -1] };
}

/** The viewer's events after `afterId`, oldest first, at most `limit`. */
export async function eventsAfter(db: Queryable, viewer: Viewer, afterId: number, limit: number): Promise<MarketEvent[]> {
  const filter = viewerFilter(viewer, 3);
  const { rows } = await db.query<EventRow>(`SELECT ${E_COLUMNS} FROM market_events e WHERE e.id > $1 AND ${filter.sql} ORDER BY e.id LIMIT $2`, [
    afterId,
    limit,
    ...filter.params,
  ]);
  return rows.map(toEvent);
}

/** The newest event id (of anyone), 0 when none: where a fresh stream starts. */
export async function lastEventId(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ id: number | null }>('SELECT max(id)::int8 AS id FROM market_events');
  return Number(rows[0]?.id ?? 0);
}

/** The oldest event id kept (older ones were removed), or null when none is kept. */
export async function oldestEventId(db: Queryable): Promise<number | null> {
  const { rows } = await db.query<{ id: number | null }>('SELECT min(id)::int8 AS id FROM market_events');
  return rows[0]?.id == null ? null : Number(rows[0].id);
}
