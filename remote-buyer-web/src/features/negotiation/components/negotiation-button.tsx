import Button from '@mui/material/Button';
import { useState } from 'react';
import { messages } from '../../../messages';
import type { WebItem } from '../../../web-item/types';
import { useSendWebNegotiationMutation } from '../api';
import { NegotiationDialog } from './negotiation-dialog';

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
        aria-label={`${item.product_name} ${messages.negotiation.open}`}
      >
        {messages.negotiation.open}
      </Button>
      {open && <NegotiationDialog item={item} open onClose={() => setOpen(false)} onSend={(request) => send(request).unwrap()} />}
    </>
  );
}
