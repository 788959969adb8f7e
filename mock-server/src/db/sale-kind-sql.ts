import { SALE_KBN, SALE_KINDS } from '../domain/values';

/** SQL naming a sale kind (SALE_KBN 1–4) as the spec writes it, for the repositories' SELECT lists. */
export const saleKindNameSql = (column: string): string =>
  `CASE ${column} ${Object.entries(SALE_KINDS)
    .map(([kbn, name]) => `WHEN ${kbn} THEN '${name}'`)
    .join(' ')} END`;

/** SQL: the sale in `column` is a WEB sale (SALE_KBN web), the kind a buyer may cancel. */
export const webSaleSql = (column: string): string => `${column} = ${SALE_KBN.web}`;

/**
 * The kinds a buyer's transaction (transaction_uuid) holds: WEB lines and the 相対 line of a
 * negotiated price the buyer bought.
 */
export const BUYER_SALE_KINDS = [SALE_KBN.negotiated, SALE_KBN.web] as const;

/** SQL: the sale in `column` is of a kind a buyer's transaction holds. */
export const buyerSaleSql = (column: string): string => `${column} IN (${BUYER_SALE_KINDS.join(', ')})`;
