import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { messages } from '../../../messages';
import { formatNumber, formatYen } from 'shared';
import type { MarketFigure } from '../types';

const t = messages.market;

interface FiguresTableProps {
  rows: readonly MarketFigure[];
  nameLabel: string;
  caption: string;
  /** When given, each row offers the drill-down into its varieties. */
  onSelect?: (key: string) => void;
  /** The key of the row whose drill-down is open. */
  selected?: string | null;
}

/** The market figures as numbers: quantity, high price and average per row. */
export function FiguresTable({ rows, nameLabel, caption, onSelect, selected }: FiguresTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{nameLabel}</TableCell>
            <TableCell scope="col" align="right">
              {t.quantity}
            </TableCell>
            <TableCell scope="col" align="right">
              {t.highPrice}
            </TableCell>
            <TableCell scope="col" align="right">
              {t.average}
            </TableCell>
            {onSelect && <TableCell scope="col" sx={{ width: 130 }} />}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const isSelected = row.key === selected;
            return (
              <TableRow key={row.key} selected={isSelected}>
                <TableCell component="th" scope="row">
                  {row.name}
                </TableCell>
                <TableCell align="right">{formatNumber(row.quantity)}</TableCell>
                <TableCell align="right">{formatYen(row.high_price)}</TableCell>
                <TableCell align="right">{formatYen(row.average)}</TableCell>
                {onSelect && (
                  <TableCell align="right">
                    <Button size="small" aria-pressed={isSelected} aria-label={messages.common.of(row.name, t.showVarieties)} onClick={() => onSelect(row.key)}>
                      {t.showVarieties}
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
