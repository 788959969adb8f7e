import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { messages } from '../messages';
import { useConfirm } from '../ui/confirm/confirm-context';
import type { AdminListColumn, AdminRowActions } from './admin-list-types';

export interface AdminListTableProps<Row> {
  label: string;
  rows: Row[];
  columns: AdminListColumn<Row>[];
  rowKey: (row: Row) => string | number;
  isSuspended?: (row: Row) => boolean;
  actions?: AdminRowActions<Row>;
  sort: { orderBy: string; order: string };
  onSort: (orderBy: string) => void;
}

export function cellValue<Row>(row: Row, key: string): unknown {
  return (row as Record<string, unknown>)[key];
}

function RowActions<Row>({ row, actions }: { row: Row; actions: AdminRowActions<Row> }) {
  const confirm = useConfirm();
  const remove = async () => {
    if (await confirm({ title: messages.deleteTitle, text: messages.confirmDelete })) await actions.onDelete?.(row);
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'center' }}>
      {actions.onEdit ? (
        <Tooltip title={messages.edit}>
          <IconButton size="small" aria-label={messages.edit} onClick={() => actions.onEdit?.(row)}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {actions.onDelete ? (
        <Tooltip title={messages.delete}>
          <IconButton size="small" aria-label={messages.delete} onClick={() => void remove()}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {actions.extra?.(row)}
    </Stack>
  );
}

function HeaderCell<Row>({ column, sort, onSort }: { column: AdminListColumn<Row>; sort: AdminListTableProps<Row>['sort']; onSort: (key: string) => void }) {
  const active = column.sortKey !== undefined && sort.orderBy === column.sortKey;
  const direction = active && sort.order === 'desc' ? 'desc' : 'asc';
  let content: ReactNode = column.label;
  if (column.sortKey !== undefined) {
    const sortKey = column.sortKey;
    content = (
      <TableSortLabel active={active} direction={direction} onClick={() => onSort(sortKey)}>
        {column.label}
      </TableSortLabel>
    );
  }
  return (
    <TableCell align={column.align} sortDirection={active ? direction : false}>
      {content}
    </TableCell>
  );
}

/**
 * The table of an admin list. It scrolls sideways inside its own box, so a narrow window
 * (768 px, 390 px) never scrolls the page; suspended rows are greyed.
 */
/** The actions column stays in view at the right edge while a wide table scrolls sideways. */
const STICKY_ACTIONS = { position: 'sticky', right: 0, bgcolor: 'background.paper', boxShadow: 'inset 1px 0 0 rgba(0, 0, 0, 0.12)' } as const;

export function AdminListTable<Row>({ label, rows, columns, rowKey, isSuspended, actions, sort, onSort }: AdminListTableProps<Row>) {
  const hasActions = Boolean(actions && (actions.onEdit || actions.onDelete || actions.extra));
  return (
    // Focusable, so a keyboard can scroll a table wider than the screen (WCAG 2.1.1).
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={label} sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={label} sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <HeaderCell key={column.key} column={column} sort={sort} onSort={onSort} />
            ))}
            {hasActions ? (
              <TableCell align="center" sx={STICKY_ACTIONS}>
                {messages.actions}
              </TableCell>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const suspended = isSuspended?.(row) ?? false;
            return (
              <TableRow
                key={rowKey(row)}
                hover
                data-suspended={suspended || undefined}
                // Greyed, yet readable: text.secondary on grey.200 is 4.9:1 (text.disabled was 2.3:1).
                sx={suspended ? { bgcolor: 'grey.200', '& td': { color: 'text.secondary' } } : undefined}
              >
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    align={column.align}
                    sx={column.wrap ? { whiteSpace: 'normal !important', wordBreak: 'break-all', minWidth: 160 } : undefined}
                  >
                    {column.render ? column.render(row) : String(cellValue(row, column.key) ?? '')}
                  </TableCell>
                ))}
                {hasActions && actions ? (
                  <TableCell align="center" sx={STICKY_ACTIONS}>
                    <RowActions row={row} actions={actions} />
                  </TableCell>
                ) : null}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
