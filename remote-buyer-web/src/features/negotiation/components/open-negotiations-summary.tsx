import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { listenToMarket, useAppStore } from 'shared';
import { messages } from '../../../messages';
import { formatYenAmount } from '../../../common/format';
import { useGetBuyerNegotiationsQuery } from '../api';
import { NegotiationStatus } from './negotiation-status';

interface Answered {
  negotiation_no: number;
  status: string;
  title: string;
}

/**
 * Side-panel section: the market's answers heard while the page is open (an answer
 * closes the negotiation, so without this it would only vanish from the list), then the
 * negotiations still open (商談中, 再商談). The market stream also reloads the list itself.
 */
export function OpenNegotiationsSummary() {
  const store = useAppStore();
  const { data } = useGetBuyerNegotiationsQuery({ open: true });
  const [answered, setAnswered] = useState<Answered[]>([]);
  useEffect(
    () =>
      listenToMarket(store.getState, {
        onMarket: (event) => {
          const no = event.data.negotiation_no;
          if (event.kind !== 'negotiation_answered' || typeof no !== 'number' || !event.title) return;
          const entry = { negotiation_no: no, status: String(event.data.status ?? ''), title: event.title };
          setAnswered((list) => [entry, ...list.filter((a) => a.negotiation_no !== no)].slice(0, 3));
        },
      }),
    [store],
  );
  const rows = data ?? [];
  if (rows.length === 0 && answered.length === 0) return <Box sx={{ color: 'text.secondary', fontSize: '0.85rem' }}>{messages.sidePanel.none}</Box>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }} data-testid="side-panel-negotiations">
      {answered.map((a) => (
        <li key={`answered-${a.negotiation_no}`} data-testid="side-panel-answer">
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', fontSize: '0.85rem' }}>
            <NegotiationStatus status={a.status} />
            <Link component={RouterLink} to="/web/negotiation" underline="hover">
              {a.title}
            </Link>
          </Box>
        </li>
      ))}
      {rows.map((row) => (
        <li key={row.negotiation_no}>
          <Link component={RouterLink} to="/web/negotiation" underline="hover" sx={{ fontSize: '0.9rem' }}>
            {row.product_name}
          </Link>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', fontSize: '0.8rem' }}>
            <NegotiationStatus status={row.status} />
            {formatYenAmount(row.TANKA)}
          </Box>
        </li>
      ))}
    </Box>
  );
}
