import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatNumber, formatYen } from 'shared';
import { messages } from '../../../messages';
import type { SaleDetailLine } from '../types';
import { SokuhoChip } from './sokuho-chip';
import { BuyAgainLink } from './buy-again-link';

const t = messages.sale;

const numberColumns = [
  ['quantityPerPackage', (l: SaleDetailLine) => formatNumber(l.quantity_per_package)],
  ['kuchiSu', (l: SaleDetailLine) => formatNumber(l.KUCHI_SU)],
  ['haSu', (l: SaleDetailLine) => formatNumber(l.HA_SU)],
  ['sosu', (l: SaleDetailLine) => formatNumber(l.sosu)],
  ['unitPrice', (l: SaleDetailLine) => formatYen(l.unit_price)],
  ['amount', (l: SaleDetailLine) => formatYen(l.price)],
  ['commission', (l: SaleDetailLine) => formatYen(l.commission)],
] as const;

/** The lines of one purchase day: kind (WEB or 相対 …), lot, stems and amounts. */
export function SaleDetailTable({ lines, caption }: { lines: readonly SaleDetailLine[]; caption: string }) {
  // The day's heading carries 速報 already; a line repeats it only when the day is mixed.
  const mixed = lines.some((l) => l.isSokuho) && lines.some((l) => !l.isSokuho);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={caption} sx={{ minWidth: 1100 }}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t.saleKbn}</TableCell>
            <TableCell scope="col">{t.productName}</TableCell>
            <TableCell scope="col">{t.color}</TableCell>
            <TableCell scope="col">{t.specification}</TableCell>
            <TableCell scope="col">{t.shipper}</TableCell>
            {numberColumns.map(([key]) => (
              <TableCell scope="col" align="right" key={key} sx={{ whiteSpace: 'nowrap' }}>
                {t[key]}
              </TableCell>
            ))}
            <TableCell scope="col" sx={{ whiteSpace: 'nowrap', minWidth: 80 }}>
              {t.remarks}
            </TableCell>
            <TableCell scope="col" sx={{ whiteSpace: 'nowrap' }}>
              {t.buyAgain}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((l) => (
            <TableRow key={l.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Chip size="small" label={l.sale_kbn} color={l.sale_kbn === 'WEB' ? 'primary' : 'default'} variant="outlined" />
                {mixed && l.isSokuho && <SokuhoChip />}
              </TableCell>
              <TableCell component="th" scope="row">
                {l.product_name}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{l.color}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{l.specification}</TableCell>
              <TableCell>{l.shipment_provider_name}</TableCell>
              {numberColumns.map(([key, value]) => (
                <TableCell align="right" key={key} sx={{ whiteSpace: 'nowrap' }}>
                  {value(l)}
                </TableCell>
              ))}
              <TableCell>{l.remarks}</TableCell>
              <TableCell>
                <BuyAgainLink line={l} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
