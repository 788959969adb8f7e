/** The pagination envelope of spec §3, from one page of rows and the total count. */
export interface PageEnvelope<T> {
  currentPage: number;
  totalPages: number;
  per: number;
  total: number;
  isFirstPage: boolean;
  isLastPage: boolean;
  datas: T[];
}

export function pageEnvelope<T>(datas: T[], total: number, per: number, page: number): PageEnvelope<T> {
  const totalPages = Math.max(1, Math.ceil(total / per));
  return { currentPage: page, totalPages, per, total, isFirstPage: page === 1, isLastPage: page >= totalPages, datas };
}

/** Rows carrying `count(*) OVER () AS total` lose that column; the total is kept once. */
export function splitTotal<T extends { total: number }>(rows: T[]): { rows: Omit<T, 'total'>[]; total: number } {
  return {
    total: rows.length ? Number(rows[0].total) : 0,
    rows: rows.map(({ total: _total, ...rest }) => rest),
  };
}

/** OFFSET of a page; an overly high page simply yields no rows. */
export const offsetOf = (per: number, page: number): number => (page - 1) * per;
