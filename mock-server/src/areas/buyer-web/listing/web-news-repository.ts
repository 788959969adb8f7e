import type { Queryable } from '../../../db/types';

export interface WebNewsTickerRow {
  id: number;
  DATE: string;
  START_DATE: string;
  END_DATE: string;
  TITLE: string;
  PRINT_ORDER: number;
}

/** The ticker above the listing: web news inside its dates, not suspended, in PRINT_ORDER. */
export async function listActiveWebNews(db: Queryable, now: Date): Promise<WebNewsTickerRow[]> {
  const { rows } = await db.query<WebNewsTickerRow>(
    `SELECT id, to_char(date, 'YYYY/MM/DD') AS "DATE",
       to_char(start_date AT TIME ZONE 'Asia/Tokyo', 'YYYY/MM/DD HH24:MI') AS "START_DATE",
       to_char(end_date AT TIME ZONE 'Asia/Tokyo', 'YYYY/MM/DD HH24:MI') AS "END_DATE",
       title AS "TITLE", print_order AS "PRINT_ORDER"
     FROM web_news
     WHERE NOT suspend_flg AND start_date <= $1 AND end_date >= $1
     ORDER BY print_order, id`,
    [now],
  );
  return rows;
}
