import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import type { ReactNode } from 'react';
import { messages } from '../messages';
import { PageLayout } from '../ui/page-layout';
import { PaginationBar } from '../ui/pagination-bar';
import { QueryState } from '../ui/query-state';
import { AdminListTable } from './admin-list-table';
import { AdminListToolbar } from './admin-list-toolbar';
import { RowHoldProvider, useHeldRows } from './row-hold';
import type { AdminListColumn, AdminListEndpoint, AdminListState, AdminRowActions } from './admin-list-types';
import { useCsvExport } from './use-csv-export';

export interface AdminListPageProps<Row, Args> {
  title: string;
  /** The list state: `useListParams({ per: PAGE_SIZE.news, ...ownFilters })`. */
  list: AdminListState;
  /** The RTK Query endpoint of the list, e.g. `linksApi.endpoints.getAdminLinks`. */
  endpoint: AdminListEndpoint<Row, Args>;
  columns: AdminListColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** Greys the row; with it the include-suspended switch is shown (unless suspendedSwitch is false). */
  isSuspended?: (row: Row) => boolean;
  suspendedSwitch?: boolean;
  /** The search box (query); on by default. */
  searchable?: boolean;
  /** The list's own filter inputs, shown beside the search box. */
  filters?: ReactNode;
  actions?: AdminRowActions<Row>;
  /** Shows the 新規 button. */
  onCreate?: () => void;
  /** More buttons beside the title. */
  headerActions?: ReactNode;
  /** Shows the CSV button: all rows of the current filter, saved under this name. */
  csvFileName?: string;
  /** Offers a page-size selector with these sizes. */
  perOptions?: number[];
  /** The page's modals (new / edit), rendered after the list. */
  children?: ReactNode;
}

/**
 * The admin list screen pattern: title with 新規 and CSV, search as you type, the
 * include-suspended switch and filters, sortable headers, rows with edit / delete, the
 * pagination envelope, and loading / empty / error through QueryState. Every bit of state
 * lives in the address through `list`.
 */
export function AdminListPage<Row, Args>(props: AdminListPageProps<Row, Args>) {
  const { title, list, endpoint, columns, rowKey, isSuspended, actions, onCreate, headerActions, csvFileName, perOptions, children } = props;
  const result = endpoint.useQuery(list.requestParams as Args);
  const [fetchAll] = endpoint.useLazyQuery();
  const { exportCsv, exporting } = useCsvExport({ fetchAll, args: list.requestParams, columns, fileName: csvFileName ?? '' });
  // Rows a 休止 switch changed stay on screen, as changed, until the list is reloaded (row-hold.tsx).
  const { rows, hold } = useHeldRows(result.data?.datas, rowKey, JSON.stringify(list.requestParams));
  const onDelete = actions?.onDelete;
  const rowActions: AdminRowActions<Row> | undefined =
    actions && onDelete
      ? {
          ...actions,
          onDelete: async (row) => {
            await onDelete(row);
            hold.release(row);
          },
        }
      : actions;

  const buttons = (
    <>
      {headerActions}
      {csvFileName ? (
        <Button variant="outlined" startIcon={<DownloadIcon />} disabled={exporting} onClick={() => void exportCsv()}>
          {messages.exportCsv}
        </Button>
      ) : null}
      {onCreate ? (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
          {messages.create}
        </Button>
      ) : null}
    </>
  );

  return (
    <PageLayout title={title} actions={buttons}>
      <AdminListToolbar
        list={list}
        searchable={props.searchable ?? true}
        suspendedSwitch={props.suspendedSwitch ?? Boolean(isSuspended)}
        filters={props.filters}
      />
      <Box sx={{ minWidth: 0, position: 'relative' }}>
        {result.isFetching && !result.isLoading ? <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} aria-hidden /> : null}
        <QueryState result={result} isEmpty={() => rows.length === 0}>
          {(page) => (
            <>
              <RowHoldProvider hold={hold}>
                <AdminListTable
                  label={title}
                  rows={rows}
                  columns={columns}
                  rowKey={rowKey}
                  isSuspended={isSuspended}
                  actions={rowActions}
                  sort={{ orderBy: list.params.order_by, order: list.params.order }}
                  onSort={list.toggleSort}
                />
              </RowHoldProvider>
              <PaginationBar page={page} onPageChange={list.setPage} perOptions={perOptions} onPerChange={(per) => list.setParams({ per })} />
            </>
          )}
        </QueryState>
      </Box>
      {children}
    </PageLayout>
  );
}
