/** The pagination envelope of spec §3 that every list answers with. */
export interface Paginated<T> {
  currentPage: number;
  totalPages: number;
  per: number;
  total: number;
  isFirstPage: boolean;
  isLastPage: boolean;
  datas: T[];
}

/** The list parameters of DESIGN.md "API conventions". */
export interface ListQuery {
  query?: string;
  include_suspension_rows?: number;
  per?: number;
  page?: number;
}
