import type { ReactNode } from 'react';
import type { CsvCell } from '../csv/csv';
import type { ListParamValue } from '../hooks/use-list-params';
import type { Paginated } from '../types/pagination';

/** One column of an admin list: header, cell, sort key and CSV value. */
export interface AdminListColumn<Row> {
  /** Unique within the list; also the row field read when there is no `render` / `csv`. */
  key: string;
  /** The header text (from the remote's messages). */
  label: string;
  /** The cell; the row's `key` field by default. */
  render?: (row: Row) => ReactNode;
  /** The order_by value sent when this header is clicked; without it the column does not sort. */
  sortKey?: string;
  align?: 'left' | 'right' | 'center';
  /** The CSV value; the row's `key` field by default; false leaves the column out of the CSV. */
  csv?: ((row: Row) => CsvCell) | false;
  /** Lets long text (URLs, titles) wrap instead of widening the table. */
  wrap?: boolean;
}

/**
 * What AdminListPage needs of the list state: `useListParams(...)`'s result, whatever the
 * list's own filters are.
 */
export interface AdminListState {
  params: { query: string; include_suspension_rows: number; page: number; per: number; order_by: string; order: string };
  requestParams: Record<string, ListParamValue>;
  setParams(changes: Record<string, ListParamValue>): void;
  setPage(page: number): void;
  toggleSort(orderBy: string): void;
  queryText: string;
  setQueryText(text: string): void;
}

interface ListHookResult<Row> {
  data?: Paginated<Row>;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * An RTK Query list endpoint (`someApi.endpoints.getAdminLinks`): AdminListPage reads the
 * page through its useQuery and fetches all rows of the current filter for the CSV through
 * its useLazyQuery.
 */
export interface AdminListEndpoint<Row, Args> {
  useQuery: (args: Args) => ListHookResult<Row>;
  useLazyQuery: () => readonly [(args: Args) => { unwrap: () => Promise<Paginated<Row>> }, ...unknown[]];
}

/** The edit / delete buttons of each row; either may be left out. */
export interface AdminRowActions<Row> {
  onEdit?: (row: Row) => void;
  /** Called after the shared confirm dialog (本当に削除しますか？) is answered OK. */
  onDelete?: (row: Row) => unknown;
  /** Further buttons of a row (a photo button …). */
  extra?: (row: Row) => ReactNode;
}
