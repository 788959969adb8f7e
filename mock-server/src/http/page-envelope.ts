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

/** ListQuery's parameters as a list repository reads them: one page, LIMIT per OFFSET offset. */
export interface ListRead {
  query?: string;
  includeSuspended: boolean;
  per: number;
  offset: number;
  orderBy?: string;
  order?: 'asc' | 'desc';
}

/** The validated list query (ListQuery, its defaults filled), as a repository reads it. */
export const listRead = (q: {
  query?: string;
  include_suspension_rows?: 0 | 1;
  per: number;
  page: number;
  order_by?: string;
  order?: 'asc' | 'desc';
}): ListRead => ({
  query: q.query,
  includeSuspended: q.include_suspension_rows === 1,
  per: q.per,
  offset: offsetOf(q.per, q.page),
  orderBy: q.order_by,
  order: q.order,
});

/**
 * One page of a list in the pagination envelope, from the rows a repository read with
 * `count(*) OVER () AS total`, each row shaped by `map` (as read when none).
 */
export function listPage<T extends { total: number }, R = Omit<T, 'total'>>(
  read: T[],
  q: { per: number; page: number },
  map: (row: Omit<T, 'total'>) => R = (row) => row as unknown as R,
): PageEnvelope<R> {
  const { rows, total } = splitTotal(read);
  return pageEnvelope(rows.map(map), total, q.per, q.page);
}
