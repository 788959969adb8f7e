import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifySuccess, serverMessageOf, useConfirm } from 'shared';
import { messages } from '../../../messages';
import { formatYenAmount } from '../../../common/format';
import { useIdempotencyKey } from '../../../common/idempotency-key';
import { canBuy } from '../../../web-item/display-rules';
import type { WebItem } from '../../../web-item/types';
import { useBuyWebItemsMutation, useOrderNextWebItemsMutation } from '../api';
import { estimatePurchase } from '../../../common/estimate';
import type { PricingRates } from '../../../common/pricing';
import type { PurchaseMode } from '../quantity-schema';

type Props = {
  item: WebItem;
  buyingOpen: boolean;
  /** The head branch requires approval for this branch's purchases: 購入 is off, 次回予約 stays. */
  approvalRequired?: boolean;
  /** TAX_RATE and the branch's SALE_RATE (GET /users/web): the dialog shows the amount with them. */
  /** When next orders close (NEXT_ORDER_DEADLINE), shown in the next-order dialog. */
  nextOrderDeadline?: string | null;
  rates?: PricingRates;
  /** The branch already reserved this lot for the next sale: the 次回予約 dialog warns first. */
  alreadyReserved?: boolean;
  /**
   * Puts the quantity into the branch's cart (composed by routes.tsx from the cart
   * feature). Resolves to the server's refusal, or null once it is in. Absent: no cart button.
   */
  onAddToCart?: (line: { id: number; KUCHI_SU: number; HA_SU: number }) => Promise<string | null>;
  /** The lot's line in the cart, if any: the cart dialog starts from it. */
  inCart?: { KUCHI_SU: number; HA_SU: number } | null;
  /** もう一度買う: the buy dialog starts with last time's quantity. */
  initialQuantity?: { KUCHI_SU: number; HA_SU: number };
  /** もう一度買う found this one lot: its buy dialog opens by itself (when it can be bought). */
  openAtOnce?: boolean;
};

const m = messages.purchase;

// The dialog (with its form library) loads when a buyer reaches for 購入/次回予約, not with the listing.
const loadQuantityDialog = () => import('./quantity-dialog');
const QuantityDialog = lazy(() => loadQuantityDialog().then((module) => ({ default: module.QuantityDialog })));
const prefetchQuantityDialog = () => void loadQuantityDialog();

/** Buttons as wide as their label, so a lot's actions fit side by side in one row. */
/**
 * One row on a phone card and from the desktop width on; between them, the table's narrow 操作
 * column wraps them rather than push a 768 px page sideways (routes.tsx's row does the same).
 */
export const ACTIONS_WRAP = { xs: 'nowrap', tablet: 'wrap', desktop: 'nowrap' } as const;
const compact = { minWidth: 0, px: 1.25, whiteSpace: 'nowrap', flexShrink: 0 } as const;

/**
 * 購入 and 次回予約 for one lot: quantity dialog → confirm dialog → one call with an
 * Idempotency-Key → the done page. A refusal (409) stays in the dialog with the server's reason.
 */
export function PurchaseActions({
  item,
  buyingOpen,
  approvalRequired = false,
  rates,
  alreadyReserved = false,
  nextOrderDeadline = null,
  onAddToCart,
  inCart = null,
  initialQuantity,
  openAtOnce = false,
}: Props) {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const keys = useIdempotencyKey();
  const [mode, setMode] = useState<PurchaseMode | null>(openAtOnce && buyingOpen && !approvalRequired && canBuy(item) ? 'buy' : null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [buy, buyState] = useBuyWebItemsMutation();
  const [nextOrder, nextState] = useOrderNextWebItemsMutation();
  const [cartBusy, setCartBusy] = useState(false);
  const busy = buyState.isLoading || nextState.isLoading || cartBusy;

  const open = (next: PurchaseMode) => {
    setServerError(null);
    setMode(next);
  };

  const submit = async (quantity: { KUCHI_SU: number; HA_SU: number }) => {
    if (!mode) return;
    if (mode === 'cart') {
      if (!onAddToCart) return;
      setCartBusy(true);
      const refused = await onAddToCart({ id: item.id, ...quantity }).finally(() => setCartBusy(false));
      if (refused) {
        setServerError(refused);
        return;
      }
      setMode(null);
      notifySuccess(m.addedToCart(item.product_name));
      return;
    }
    const estimate = rates ? estimatePurchase(item, quantity.KUCHI_SU, quantity.HA_SU, rates) : null;
    const total = estimate ? formatYenAmount(estimate.total) : null;
    const ok = await confirm(
      mode === 'buy'
        ? { title: m.confirmBuyTitle, text: m.confirmBuyText(item.product_name, quantity.KUCHI_SU, quantity.HA_SU, total) }
        : { title: m.confirmNextOrderTitle, text: m.confirmNextOrderText(item.product_name, quantity.KUCHI_SU) },
    );
    if (!ok) return;
    const items = [{ id: item.id, ...quantity }];
    const idempotencyKey = keys.keyFor({ mode, items });
    const call = mode === 'buy' ? buy : nextOrder;
    const result = await call({ items, idempotencyKey });
    if ('data' in result && result.data) {
      keys.settled();
      setMode(null);
      const base = mode === 'buy' ? '/web/buy/done' : '/web/next-order/done';
      navigate(`${base}?transactionUUID=${encodeURIComponent(result.data.transactionUUID)}`);
      return;
    }
    // A server answer (400/409/422) is final for this body: a new attempt gets a new key.
    if ('error' in result && result.error && 'status' in result.error && typeof result.error.status === 'number') keys.settled();
    setServerError(serverMessageOf(result.error));
  };

  return (
    <Stack direction="row" sx={{ flexWrap: ACTIONS_WRAP, gap: 0.75 }} onPointerEnter={prefetchQuantityDialog} onFocus={prefetchQuantityDialog}>
      <Button
        size="small"
        variant="contained"
        sx={compact}
        onClick={() => open('buy')}
        disabled={!buyingOpen || approvalRequired || !canBuy(item)}
        title={approvalRequired ? m.approvalRequired : undefined}
        aria-label={messages.lotAction(item, m.buy)}
      >
        {m.buy}
      </Button>
      {onAddToCart && (
        <Button
          size="small"
          variant="outlined"
          sx={compact}
          onClick={() => open('cart')}
          // The cart holds no stock and is bought from later: web hours and approval do not matter here.
          disabled={!canBuy(item)}
          aria-label={messages.lotAction(item, m.addToCart)}
          data-testid="add-to-cart"
        >
          {m.addToCart}
        </Button>
      )}
      {item.YOYAKU_PERMIT_FLG && (
        <Button
          size="small"
          variant="outlined"
          sx={compact}
          onClick={() => open('next-order')}
          // The server takes next orders only inside web hours too (docs/requirements.md, Part 3 "Hours").
          disabled={!buyingOpen}
          aria-label={messages.lotAction(item, m.nextOrder)}
        >
          {m.nextOrder}
        </Button>
      )}
      {mode && (
        <Suspense fallback={null}>
          <QuantityDialog
            item={item}
            mode={mode}
            open
            busy={busy}
            serverError={serverError}
            rates={rates}
            warning={mode === 'next-order' && alreadyReserved ? messages.nextReservation.alreadyReserved : null}
            notice={mode === 'next-order' ? nextOrderDeadline : null}
            initial={mode === 'cart' ? inCart : mode === 'buy' ? (initialQuantity ?? null) : null}
            onClose={() => setMode(null)}
            onSubmit={submit}
          />
        </Suspense>
      )}
    </Stack>
  );
}
