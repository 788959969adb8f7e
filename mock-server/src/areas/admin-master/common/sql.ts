import type { Queryable } from '../../../db/types';

/**
 * INSERT or UPDATE of API fields through a fixed field → column map: column names come from
 * the map, never from the request; values are parameters.
 */
export async function insertColumns(db: Queryable, table: string, columns: Record<string, string>, values: Record<string, unknown>): Promise<void> {
  const fields = Object.keys(values).filter((f) => columns[f] && values[f] !== undefined);
  await db.query(
    `INSERT INTO ${table} (${fields.map((f) => columns[f]).join(', ')}) VALUES (${fields.map((_, i) => `$${i + 1}`).join(', ')})`,
    fields.map((f) => values[f]),
  );
}

export async function updateColumns(
  db: Queryable,
  table: string,
  columns: Record<string, string>,
  where: { sql: string; params: unknown[] },
  changes: Record<string, unknown>,
): Promise<void> {
  const fields = Object.keys(changes).filter((f) => columns[f] && changes[f] !== undefined);
  if (!fields.length) return;
  const offset = where.params.length;
  await db.query(`UPDATE ${table} SET ${fields.map((f, i) => `${columns[f]} = $${offset + i + 1}`).join(', ')} WHERE ${where.sql}`, [
    ...where.params,
    ...fields.map((f) => changes[f]),
  ]);
}

/** The fields of `after` that a change touched, from before and after rows, for the log line. */
export function changedFields<T extends Record<string, unknown>>(fields: string[], before: T, after: T) {
  return { before: Object.fromEntries(fields.map((f) => [f, before[f]])), after: Object.fromEntries(fields.map((f) => [f, after[f]])) };
}

/** ORDER BY for a validated sort: `column` is from a fixed map, never from the request. */
export function orderBy(columns: Record<string, string>, orderByName: string | undefined, order: 'asc' | 'desc' | undefined, fallback: string): string {
  const column = orderByName ? columns[orderByName] : undefined;
  if (!column) return fallback;
  return `${column} ${order === 'desc' ? 'DESC' : 'ASC'}, ${fallback}`;
}
