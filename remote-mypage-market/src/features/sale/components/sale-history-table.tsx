import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { messages } from '../../../messages';
import { formatDateWithWeekday, formatNumber, formatYen } from 'shared';
import { historyTotals } from '../totals';
import type { SaleHistory } from '../types';
import { SokuhoChip } from './sokuho-chip';

const t = messages.sale;

export interface SaleHistoryTableProps {
  rows: readonly SaleHistory[];
  selectedDate?: string | null;
  onSelect: (row: SaleHistory) => void;
}

const amountColumns = ['totalPurchase', 'salesTaxAmount', 'otherTotal', 'totalWithTax'] as const;

/** Purchases by date with the period's totals in the footer. */
export function SaleHistoryTable({ rows, selectedDate, onSelect }: SaleHistoryTableProps) {
  const totals = historyTotals(rows);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t.title} sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t.purchaseDate}</TableCell>
            {amountColumns.map((c) => (
              <TableCell scope="col" align="right" key={c}>
                {t[c]}
              </TableCell>
            ))}
            <TableCell scope="col" align="right">
              {t.totalTransactions}
            </TableCell>
            <TableCell scope="col" />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const selected = row.purchaseDate === selectedDate;
            return (
              <TableRow key={row.id} selected={selected} hover>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateWithWeekday(row.purchaseDate)}
                  {row.isSokuho && <SokuhoChip />}
                </TableCell>
                {amountColumns.map((c) => (
                  <TableCell align="right" key={c}>
                    {formatYen(row[c])}
                  </TableCell>
                ))}
                <TableCell align="right">{formatNumber(row.totalTransactions)}</TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    aria-pressed={selected}
                    aria-label={messages.common.of(formatDateWithWeekday(row.purchaseDate), t.showDetail)}
                    onClick={() => onSelect(row)}
                  >
                    {t.showDetail}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
        <TableFooter>
          <TableRow data-testid="sale-history-totals" sx={{ '& td, & th': { fontWeight: 700, color: 'text.primary', fontSize: 14 } }}>
            <TableCell component="th" scope="row">
              {t.sum}
              {totals.isSokuho && <SokuhoChip />}
            </TableCell>
            {amountColumns.map((c) => (
              <TableCell align="right" key={c}>
                {formatYen(totals[c])}
              </TableCell>
            ))}
            <TableCell align="right">{formatNumber(totals.totalTransactions)}</TableCell>
            <TableCell />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
