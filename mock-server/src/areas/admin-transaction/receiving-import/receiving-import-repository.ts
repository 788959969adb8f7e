import type { Queryable } from '../../../db/types';

export async function shipperNames(db: Queryable, codes: string[]): Promise<Map<string, string>> {
  const { rows } = await db.query<{ cd: string; nm: string }>(
    'SELECT shukkasha_cd AS cd, shukkasha_nm AS nm FROM shippers WHERE shukkasha_cd = ANY($1::text[])',
    [codes],
  );
  return new Map(rows.map((r) => [r.cd, r.nm]));
}

export async function productNames(db: Queryable, codes: string[]): Promise<Map<string, string>> {
  const { rows } = await db.query<{ cd: string; nm: string }>('SELECT shohin_cd AS cd, product_name AS nm FROM products WHERE shohin_cd = ANY($1::text[])', [
    codes,
  ]);
  return new Map(rows.map((r) => [r.cd, r.nm]));
}

/** 'D-N' keys of the given receivings that already exist. */
export async function existingKeys(db: Queryable, dempyo: string[], niuke: string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ k: string }>(
    `SELECT r.niuke_dempyo_no || E'\\t' || r.niuke_no AS k FROM receivings r
     JOIN unnest($1::text[], $2::text[]) AS x(d, n) ON r.niuke_dempyo_no = x.d AND r.niuke_no = x.n`,
    [dempyo, niuke],
  );
  return new Set(rows.map((r) => r.k));
}

export interface ImportedReceiving {
  NIUKE_DEMPYO_NO: string;
  NIUKE_NO: string;
  SALE_DATE: string;
  category: string;
  SHUKKASHA_CD: string;
  SHOHIN_CD: string;
  specification: string;
  IRI_SU: number;
  STOCK_SU: number;
  SO_SU: number;
  BIKO: string;
  TANTOSHA_NM: string;
  unit_price: number;
  is_web_open: boolean;
}

/** One receiving and its web lot (every package offered, max_quantity all of them). */
export async function insertImported(tx: Queryable, r: ImportedReceiving, at: Date): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO receivings (niuke_dempyo_no, niuke_no, sale_date, category, shukkasha_cd, shohin_cd, specification, iri_su, stock_su, so_su, biko, tantosha_nm)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      r.NIUKE_DEMPYO_NO,
      r.NIUKE_NO,
      r.SALE_DATE,
      r.category,
      r.SHUKKASHA_CD,
      r.SHOHIN_CD,
      r.specification,
      r.IRI_SU,
      r.STOCK_SU,
      r.SO_SU,
      r.BIKO,
      r.TANTOSHA_NM,
    ],
  );
  const lot = await tx.query<{ id: number }>(
    `INSERT INTO web_items (receiving_id, sale_date, unit_price, quantity_per_package, remaining_quantity, max_quantity, is_web_open, listed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [rows[0].id, r.SALE_DATE, r.unit_price, r.IRI_SU, r.STOCK_SU, Math.max(1, r.STOCK_SU), r.is_web_open, at],
  );
  return lot.rows[0].id;
}
