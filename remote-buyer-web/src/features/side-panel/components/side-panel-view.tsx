import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { messages } from '../../../messages';

const LINKS = [
  { to: '/web', label: messages.nav.listing },
  { to: '/web/cart', label: messages.nav.cart },
  { to: '/web/requests', label: messages.nav.requests },
  { to: '/web/cancel', label: messages.nav.cancel },
  { to: '/web/negotiation', label: messages.nav.negotiation },
  { to: '/web/next-reservation', label: messages.nav.nextReservation },
];

type Props = {
  /** The cart's lines and total (from the cart feature). */
  cart?: ReactNode;
  /** The head branch's pending approvals (from the purchase-request feature; renders nothing for other branches). */
  approval?: ReactNode;
  /** The buyer's cancellable purchases with countdowns (from the cancel feature). */
  cancellable: ReactNode;
  /** Open negotiations (from the negotiation feature). */
  negotiations: ReactNode;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ px: 2, py: 1.5 }}>
      <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 'bold', mb: 0.75 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The user-side panel on every /web path (spec §2): navigation, cancellable purchases, open negotiations. */
export function SidePanelView({ cart, approval, cancellable, negotiations }: Props) {
  return (
    <Paper variant="outlined">
      <Box component="nav" aria-label={messages.sidePanel.title}>
        <List dense subheader={<ListSubheader>{messages.sidePanel.title}</ListSubheader>}>
          {LINKS.map((link) => (
            // A list holds list items: each link in its own <li>.
            <Box component="li" key={link.to}>
              <ListItemButton component={NavLink} to={link.to} end>
                <ListItemText primary={link.label} />
              </ListItemButton>
            </Box>
          ))}
        </List>
      </Box>
      {approval && <Box sx={{ px: 2, pb: 1 }}>{approval}</Box>}
      {cart && (
        <>
          <Divider />
          <Section title={messages.sidePanel.cart}>{cart}</Section>
        </>
      )}
      <Divider />
      <Section title={messages.sidePanel.cancellable}>{cancellable}</Section>
      <Divider />
      <Section title={messages.sidePanel.negotiations}>{negotiations}</Section>
    </Paper>
  );
}
