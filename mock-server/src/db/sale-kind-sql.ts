import { SALE_KINDS } from '../domain/values';

/** SQL naming a sale kind (SALE_KBN 1–4) as the spec writes it, for the repositories' SELECT lists. */
export const saleKindNameSql = (column: string): string =>
  `CASE ${column} ${Object.entries(SALE_KINDS)
    .map(([kbn, name]) => `WHEN ${kbn} THEN '${name}'`)
    .join(' ')} END`;
