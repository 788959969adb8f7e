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
