/** Admin list reads: '%text%' for ILIKE and OFFSET for a page. */
export { likePattern } from '../../../db/like-pattern';
export { offsetOf, pageEnvelope, splitTotal } from '../../../http/page-envelope';

/** ORDER BY for a validated sort: `column` is from a fixed map, never from the request. */
export function orderBy(columns: Record<string, string>, orderByName: string | undefined, order: 'asc' | 'desc' | undefined, fallback: string): string {
  const column = orderByName ? columns[orderByName] : undefined;
  if (!column) return fallback;
  return `${column} ${order === 'desc' ? 'DESC' : 'ASC'}, ${fallback}`;
}
