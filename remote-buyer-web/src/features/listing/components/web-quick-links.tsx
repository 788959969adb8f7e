import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { messages } from '../../../messages';
import { useIsBelow } from 'shared';

const LINKS = [
  { to: '/web/cancel', label: messages.nav.cancel },
  { to: '/web/negotiation', label: messages.nav.negotiation },
  { to: '/web/next-reservation', label: messages.nav.nextReservation },
];

/** On a phone the side panel sits below the lots: the follow-ups are one tap from the top of /web too. */
export function WebQuickLinks() {
  const isMobile = useIsBelow('tablet');
  if (!isMobile) return null;
  return (
    <Stack component="nav" aria-label={messages.nav.quick} direction="row" spacing={1} sx={{ mb: 1.5, overflowX: 'auto' }} data-testid="web-quick-links">
      {LINKS.map((link) => (
        <Button key={link.to} component={RouterLink} to={link.to} size="small" variant="outlined" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          {link.label}
        </Button>
      ))}
    </Stack>
  );
}
