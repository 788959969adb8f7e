import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { messages } from '../../../messages';
import type { WebItem } from '../../../web-item/types';

const PriceHistoryDialog = lazy(() => import('./price-history-dialog').then((m) => ({ default: m.PriceHistoryDialog })));

/** 相場 beside a lot: opens its price history over the listing. */
export function PriceHistoryButton({ item }: { item: WebItem }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant="text"
        sx={{ minWidth: 0, px: 0.75, whiteSpace: 'nowrap', flexShrink: 0 }}
        onClick={() => setOpen(true)}
        aria-label={messages.lotAction(item, messages.history.open)}
      >
        {messages.history.open}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PriceHistoryDialog item={item} open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
