import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PageLayout, QueryState, useIsBelow } from 'shared';
import { messages } from '../../../page-messages';
import { formatYenAmount } from '../../../common/format';
import { useGetBuyerNegotiationsQuery } from '../api';
import type { BuyerNegotiationRow } from '../types';
import type { PricingRates } from '../../../common/pricing';
import { NegotiationFollowUp } from './negotiation-follow-up';
import { NegotiationStatus } from './negotiation-status';

const c = messages.columns;
const m = messages.negotiation;

/** 元単価 → 希望単価; for a 再商談 the market's counter price. */
function PriceChange({ row }: { row: BuyerNegotiationRow }) {
  const countered = row.status === messages.negotiationStatus.countered;
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap', fontWeight: countered ? 'bold' : undefined }} data-testid="negotiation-price">
      {countered
        ? m.counterPrice(formatYenAmount(row.OLD_TANKA), formatYenAmount(row.TANKA))
        : `${formatYenAmount(row.OLD_TANKA)} → ${formatYenAmount(row.TANKA)}`}
    </Box>
  );
}

type RowsProps = { rows: BuyerNegotiationRow[]; rates?: PricingRates; approvalRequired?: boolean };

function NegotiationTable({ rows, rates, approvalRequired }: RowsProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label={messages.titles.negotiation} sx={{ '& td, & th': { px: 0.75 } }}>
        <TableHead>
          <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
            <TableCell>{c.saleDate}</TableCell>
            <TableCell>
              {c.product}／{c.shipper}
            </TableCell>
            <TableCell>
              {c.color}／{c.specification}
            </TableCell>
            <TableCell align="right">{c.kuchiSu}</TableCell>
            <TableCell align="right">
              {c.oldTanka} → {c.tanka}
            </TableCell>
            <TableCell>{c.status}</TableCell>
            <TableCell>
              {c.remarks}／{c.comment}
            </TableCell>
            <TableCell>{m.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.negotiation_no} data-testid={`negotiation-${row.negotiation_no}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.sale_date}</TableCell>
              <TableCell sx={{ minWidth: '8em' }}>
                <Box sx={{ fontWeight: 'bold' }}>{row.product_name}</Box>
                <Box sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>{row.shipment_provider_name}</Box>
              </TableCell>
              <TableCell>
                <div>{row.color}</div>
                <Box sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>{row.specification}</Box>
              </TableCell>
              <TableCell align="right">{row.KUCHI_SU}</TableCell>
              <TableCell align="right">
                <PriceChange row={row} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <NegotiationStatus status={row.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'pre-line', minWidth: '9em' }}>
                {row.BIKO && (
                  <Box data-testid="negotiation-biko">
                    {m.biko}: {row.BIKO}
                  </Box>
                )}
                {row.comment && (
                  <Box sx={{ color: 'text.secondary' }}>
                    {c.comment}: {row.comment}
                  </Box>
                )}
              </TableCell>
              <TableCell sx={{ width: '1%' }}>
                <NegotiationFollowUp row={row} rates={rates} approvalRequired={approvalRequired} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function NegotiationCards({ rows, rates, approvalRequired }: RowsProps) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {rows.map((row) => (
        <Paper component="li" variant="outlined" key={row.negotiation_no} data-testid={`negotiation-${row.negotiation_no}`} sx={{ p: 1.5 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Typography sx={{ fontWeight: 'bold' }}>{row.product_name}</Typography>
            <NegotiationStatus status={row.status} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {row.sale_date} ／ {row.shipment_provider_name} ／ {row.color} ／ {row.specification}
          </Typography>
          <Typography variant="body2">
            {c.kuchiSu} {row.KUCHI_SU}
            {messages.text.sep}
            <PriceChange row={row} />
          </Typography>
          {row.BIKO && (
            <Typography variant="body2" data-testid="negotiation-biko" sx={{ whiteSpace: 'pre-line' }}>
              {m.biko}: {row.BIKO}
            </Typography>
          )}
          {row.comment && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {c.comment}: {row.comment}
            </Typography>
          )}
          <Box sx={{ mt: 1 }}>
            <NegotiationFollowUp row={row} rates={rates} approvalRequired={approvalRequired} />
          </Box>
        </Paper>
      ))}
    </Box>
  );
}

/** /web/negotiation: the branch's negotiations with OLD_TANKA → TANKA, status, 備考 and comment, and what to do next. */
export function NegotiationListPage({ rates, approvalRequired }: { rates?: PricingRates; approvalRequired?: boolean }) {
  const query = useGetBuyerNegotiationsQuery(undefined, { refetchOnMountOrArgChange: true });
  // Cards until the table fits beside the side panel with its 対応 buttons in view.
  const isMobile = useIsBelow('desktop');
  return (
    <PageLayout title={messages.titles.negotiation}>
      <QueryState result={query} isEmpty={(rows) => rows.length === 0} emptyText={messages.states.emptyNegotiation}>
        {(rows) =>
          isMobile ? (
            <NegotiationCards rows={rows} rates={rates} approvalRequired={approvalRequired} />
          ) : (
            <NegotiationTable rows={rows} rates={rates} approvalRequired={approvalRequired} />
          )
        }
      </QueryState>
    </PageLayout>
  );
}
