import type { Queryable } from '../../../db/types';
import { LOT_FROM, LOT_VISIBLE } from '../web-item/web-item-repository';

export interface WebFilterOptions {
  item_names: string[];
  /** 'YYYY/MM/DD' */
  sale_dates: string[];
  shippers: string[];
  varieties: { name: string; reading: string }[];
  colors: string[];
  has_web_open: boolean;
  has_recommended: boolean;
}

/** The values the listing's filters can take: those of the lots a buyer can see today. */
export async function findWebFilterOptions(db: Queryable, today: string): Promise<WebFilterOptions> {
  const base = `${LOT_FROM} WHERE ${LOT_VISIBLE}`;
  const [items, dates, shippers, varieties, colors, flags] = await Promise.all([
    db.query<{ v: string }>(`SELECT i.item_nm AS v, min(i.print_order) AS o ${base} GROUP BY i.item_nm ORDER BY o, v`, [today]),
    db.query<{ v: string }>(`SELECT DISTINCT to_char(w.sale_date, 'YYYY/MM/DD') AS v ${base} ORDER BY v`, [today]),
    db.query<{ v: string }>(`SELECT DISTINCT s.shukkasha_nm AS v ${base} ORDER BY v`, [today]),
    db.query<{ name: string; reading: string }>(
      `SELECT p.variety_name AS name, min(p.variety_reading) AS reading ${base} AND p.variety_name <> ''
       GROUP BY p.variety_name ORDER BY reading, name`,
      [today],
    ),
    db.query<{ v: string }>(`SELECT DISTINCT p.color AS v ${base} AND p.color <> '' ORDER BY v`, [today]),
    db.query<{ web_open: boolean; recommended: boolean }>(
      `SELECT COALESCE(bool_or(w.is_web_open), false) AS web_open, COALESCE(bool_or(w.recommended_flag), false) AS recommended ${base}`,
      [today],
    ),
  ]);
  return {
    item_names: items.rows.map((r) => r.v),
    sale_dates: dates.rows.map((r) => r.v),
    shippers: shippers.rows.map((r) => r.v),
    varieties: varieties.rows,
    colors: colors.rows.map((r) => r.v),
    has_web_open: flags.rows[0].web_open,
    has_recommended: flags.rows[0].recommended,
  };
}
