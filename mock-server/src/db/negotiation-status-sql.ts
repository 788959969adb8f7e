import { OPEN_NEGOTIATION_STATUSES } from '../domain/values';

/** SQL: the negotiation in `column`'s status is open (商談中, 再商談), from the spec's one list. */
export const openNegotiationSql = (column: string): string =>
  `${column} IN (${OPEN_NEGOTIATION_STATUSES.map((status) => `'${status.replace(/'/g, "''")}'`).join(', ')})`;
