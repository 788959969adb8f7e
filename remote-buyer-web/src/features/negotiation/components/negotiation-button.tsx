import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { messages } from '../../../messages';
import type { WebItem } from '../../../web-item/types';
import { useSendWebNegotiationMutation } from '../api';

// The dialog loads when a buyer reaches for 商談, not with the listing.
const loadNegotiationDialog = () => import('./negotiation-dialog');
const NegotiationDialog = lazy(() => loadNegotiationDialog().then((module) => ({ default: module.NegotiationDialog })));
const prefetchNegotiationDialog = () => void loadNegotiationDialog();

/** 商談 on a negotiable lot: opens the negotiation dialog and sends POST /users/web/negotiation. */
export function NegotiationButton({ item }: { item: WebItem }) {
  const [open, setOpen] = useState(false);
  const [send] = useSendWebNegotiationMutation();
  if (!item.is_negotiable) return null;
  return (
    <>
      <Button
        size="small"
        variant="text"
        sx={{ minWidth: 0, px: 1, whiteSpace: 'nowrap', flexShrink: 0 }}
        onClick={() => setOpen(true)}
        onPointerEnter={prefetchNegotiationDialog}
        onFocus={prefetchNegotiationDialog}
        aria-label={messages.lotAction(item, messages.negotiation.open)}
      >
        {messages.negotiation.open}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <NegotiationDialog item={item} open onClose={() => setOpen(false)} onSend={(request) => send(request).unwrap()} />
        </Suspense>
      )}
    </>
  );
}
