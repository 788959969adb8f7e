import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import { BuyAgainLink } from './buy-again-link';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { messages } from '../../../page-messages';
import { formatCount, formatYenAmount } from '../../../common/format';
import { isPriceUndecided } from '../../../web-item/display-rules';
import { lineAmount } from '../totals';
import type { PurchaseDoneRow } from '../types';
import { PurchaseTotals } from './purchase-totals';
import { useIsBelow } from 'shared';

const c = messages.columns;
const t = messages.text;

/** A charged price in yen; a reservation's price range ('80〜100') or 未定 as the server wrote it. */
function price(value: string | number) {
  if (isPriceUndecided(value)) return messages.item.undecided;
  if (/^\d+(\.\d+)?$/.test(String(value))) return formatYenAmount(value);
  return /\d/.test(String(value)) ? t.yen(String(value)) : String(value);
}

/** The Purchase-done fields of each line and the totals with tax, in ja-JP formatting. */
type Props = {
  rows: PurchaseDoneRow[];
  mode?: 'buy' | 'next-order';
  /** The branch adds a margin (sell_margin_rate > 0): show each line's 販売目安単価. */
  showSellPrice?: boolean;
  /** TAX_RATE (%) from the server; the buy totals show once it is known. */
  taxRate?: number;
};

/** The 販売目安単価 of a line; '−' when the server has none (price 未定). */
const sellPrice = (row: PurchaseDoneRow) => (row.sell_price === null || row.sell_price === undefined ? '−' : formatYenAmount(row.sell_price));

export function PurchaseDoneTable({ rows, mode = 'buy', showSellPrice = false, taxRate }: Props) {
  const withSellPrice = mode === 'buy' && showSellPrice;
  // Cards until every column (amount, remaining, cap) fits beside the side panel.
  const isMobile = useIsBelow('desktop');
  return (
    <Box>
      {isMobile ? (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {rows.map((row, index) => (
            <Paper component="li" variant="outlined" key={row.id ?? index} sx={{ p: 1.5 }}>
              <Typography sx={{ fontWeight: 'bold' }}>{row.product_name}</Typography>
              {mode === 'buy' && <BuyAgainLink line={row} />}
              <Typography variant="body2" color="text.secondary">
                {row.shipment_provider_name} ／ {row.color} ／ {row.specification} ／ {c.quantityPerPackage}
                {row.quantity_per_package}
              </Typography>
              <Typography variant="body2">
                {c.receivingNumber} {row.receiving_number}
                {t.sep}
                {c.saleDate} {row.sale_date} {row.category && `${t.sep.trimStart()}${row.category}`}
              </Typography>
              <Typography variant="body2">
                {c.kuchiSu} {row.KUCHI_SU}
                {t.sep}
                {c.haSu} {row.HA_SU}
                {t.sep}
                {c.price} {price(row.unit_price)}
                {mode === 'buy' && `${t.sep}${c.amount} ${formatYenAmount(lineAmount(row))}`}
              </Typography>
              {withSellPrice && (
                <Typography variant="body2" data-testid="sell-price">
                  {c.sellPrice} {sellPrice(row)}
                </Typography>
              )}
              {row.remarks && <Typography variant="caption">{row.remarks}</Typography>}
            </Paper>
          ))}
        </Box>
      ) : (
        <TableContainer>
          <Table
            size="small"
            data-testid="purchase-done-table"
            aria-label={mode === 'buy' ? messages.titles.buyDone : messages.titles.nextOrderDone}
            sx={{ '& td, & th': { px: 0.75 } }}
          >
            <TableHead>
              <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
                <TableCell>
                  {c.saleDate}／{c.receivingNumber}
                </TableCell>
                <TableCell>
                  {c.product}／{c.shipper}
                </TableCell>
                <TableCell>
                  {c.color}／{c.specification}
                </TableCell>
                <TableCell align="right">{c.quantityPerPackage}</TableCell>
                <TableCell align="right">{c.kuchiSu}</TableCell>
                <TableCell align="right">{c.haSu}</TableCell>
                <TableCell align="right">{c.price}</TableCell>
                {mode === 'buy' && <TableCell align="right">{c.amount}</TableCell>}
                {withSellPrice && <TableCell align="right">{c.sellPrice}</TableCell>}
                <TableCell align="right">{c.remaining}</TableCell>
                <TableCell align="right">{c.maxQuantity}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => (
                <TableRow key={row.id ?? index}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <div>{row.sale_date}</div>
                    <Box sx={{ color: 'text.secondary', fontSize: '0.8rem', display: 'flex', gap: 1 }}>
                      <span>{row.receiving_number}</span>
                      {row.category && <span>{row.category}</span>}
                    </Box>
                  </TableCell>
                  <TableCell sx={{ minWidth: '8em' }}>
                    <Box sx={{ fontWeight: 'bold' }}>{row.product_name}</Box>
                    <Box sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>{row.shipment_provider_name}</Box>
                    {row.remarks && <Box sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>{row.remarks}</Box>}
                    {mode === 'buy' && <BuyAgainLink line={row} />}
                  </TableCell>
                  <TableCell>
                    <div>{row.color}</div>
                    <Box sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>{row.specification}</Box>
                  </TableCell>
                  <TableCell align="right">{row.quantity_per_package}</TableCell>
                  <TableCell align="right">{formatCount(row.KUCHI_SU)}</TableCell>
                  <TableCell align="right">{formatCount(row.HA_SU)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {price(row.unit_price)}
                  </TableCell>
                  {mode === 'buy' && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatYenAmount(lineAmount(row))}
                    </TableCell>
                  )}
                  {withSellPrice && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="sell-price">
                      {sellPrice(row)}
                    </TableCell>
                  )}
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {messages.item.packages(Number(row.remaining_quantity))}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {messages.item.packages(Number(row.max_quantity))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <PurchaseTotals rows={rows} mode={mode} taxRate={taxRate} />
    </Box>
  );
}
