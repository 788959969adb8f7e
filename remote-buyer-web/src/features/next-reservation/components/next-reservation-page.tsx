import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime, PageLayout, QueryState, useIsBelow } from 'shared';
import { messages } from '../../../page-messages';
import { useGetNextReservationsQuery, type NextReservationRow } from '../api';
import { ReservationCancelButton } from './reservation-cancel-button';

const c = messages.columns;

function priceText(value: string): string {
  if (value === '' || value === '0') return messages.item.undecided;
  return /\d/.test(value) ? messages.text.yen(value) : value;
}

/** /web/next-reservation: the branch's next-order reservations (spec §3 "Next reservation"). */
export function NextReservationPage() {
  const query = useGetNextReservationsQuery(undefined, { refetchOnMountOrArgChange: true });
  // Cards until the ten columns fit beside the side panel with the 取り消し button in view.
  const isMobile = useIsBelow('desktop');
  return (
    <PageLayout title={messages.titles.nextReservation}>
      <QueryState result={query} isEmpty={(rows) => rows.length === 0} emptyText={messages.states.emptyNextReservation}>
        {(rows: NextReservationRow[]) =>
          isMobile ? (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {rows.map((row) => (
                <Paper component="li" variant="outlined" key={row.YOYAKU_NO} data-testid={`reservation-${row.YOYAKU_NO}`} sx={{ p: 1.5 }}>
                  <Typography sx={{ fontWeight: 'bold' }}>{row.product_name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {row.purchase_date} ／ {row.color} ／ {row.specification} ／ {c.quantityPerPackage}
                    {row.quantity_per_package}
                  </Typography>
                  <Typography variant="body2">
                    {c.quantity} {row.quantity}
                    {messages.text.sep}
                    {c.price} {priceText(row.unit_price)}
                  </Typography>
                  {row.remarks && <Typography variant="caption">{row.remarks}</Typography>}
                  <Box sx={{ mt: 1 }}>
                    <ReservationCancelButton row={row} />
                  </Box>
                </Paper>
              ))}
            </Box>
          ) : (
            <TableContainer>
              <Table size="small" aria-label={messages.titles.nextReservation} sx={{ '& td, & th': { px: 0.75 } }}>
                <TableHead>
                  <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
                    {[c.purchaseDate, c.reservedAt, c.product, c.color, c.specification, c.quantityPerPackage, c.quantity, c.price, c.remarks, c.actions].map(
                      (label) => (
                        <TableCell key={label}>{label}</TableCell>
                      ),
                    )}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={row.YOYAKU_NO} data-testid={`reservation-${row.YOYAKU_NO}`}>
                      <TableCell>{row.purchase_date}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.yoyaku_date)}</TableCell>
                      <TableCell sx={{ minWidth: '8em' }}>{row.product_name}</TableCell>
                      <TableCell>{row.color}</TableCell>
                      <TableCell>{row.specification}</TableCell>
                      <TableCell align="right">{row.quantity_per_package}</TableCell>
                      <TableCell align="right">{row.quantity}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {priceText(row.unit_price)}
                      </TableCell>
                      <TableCell>{row.remarks}</TableCell>
                      <TableCell>
                        <ReservationCancelButton row={row} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )
        }
      </QueryState>
    </PageLayout>
  );
}
