import type { Queryable } from '../db/types';
import { writeSystemLog } from './system-log';

/** One administrator change, as the system log records it. */
export interface AdminChange {
  /** The administrator's login id. */
  operator: string;
  at: Date;
  /** The kind of thing changed, e.g. 'link', 'product', 'system_parameter'. */
  entity: string;
  /** Which one, e.g. its code; empty when the entity is a single row. */
  key?: string | number;
  action: 'create' | 'update' | 'delete';
  /** The fields before (update, delete). */
  before?: Record<string, unknown> | null;
  /** The fields after (create, update). */
  after?: Record<string, unknown> | null;
}

const MAX_VALUE_LENGTH = 200;

function show(value: unknown): string {
  if (value === null || value === undefined) return '∅';
  const text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH)}…` : text;
}

const same = (a: unknown, b: unknown) => show(a) === show(b);

/**
 * The log line of a change: `system_parameter SALE_SAVE_PERIOD: 120 → 121` for an update
 * (changed fields only), `link 7 created: LINK_NM: …, LINK_URL: …`, `link 7 deleted: …`.
 * Returns null for an update that changed nothing.
 */
export function describeAdminChange(change: AdminChange): string | null {
  const subject = [change.entity, change.key].filter((part) => part !== undefined && part !== '').join(' ');
  const fields = (record: Record<string, unknown> | null | undefined) =>
    Object.entries(record ?? {})
      .map(([field, value]) => `${field}: ${show(value)}`)
      .join(', ');
  if (change.action === 'create') return `${subject} created: ${fields(change.after)}`;
  if (change.action === 'delete') return `${subject} deleted: ${fields(change.before)}`;
  const before = change.before ?? {};
  const after = change.after ?? {};
  const changed = Object.keys(after).filter((field) => !same(before[field], after[field]));
  if (changed.length === 0) return null;
  return `${subject} ${changed.map((field) => `${field}: ${show(before[field])} → ${show(after[field])}`).join(', ')}`;
}

/**
 * Records an administrator's change in the system log. Call it with the transaction that made
 * the change, so the change and its log line commit or roll back together.
 */
export async function writeAdminChange(tx: Queryable, change: AdminChange): Promise<void> {
  const text = describeAdminChange(change);
  if (text) await writeSystemLog(tx, change.operator, text, change.at);
}
