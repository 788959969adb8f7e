import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { notifySuccess, PageLayout, QueryState, serverMessageOf, useConfirm } from 'shared';
import type { PurchaseItem, WebCartLine } from '../../../buyer-types';
import { estimateOrder } from '../../../common/estimate';
import { formatYenAmount } from '../../../common/format';
import { useIdempotencyKey } from '../../../common/idempotency-key';
import type { PricingRates } from '../../../common/pricing';
import { messages } from '../../../page-messages';
import { refusedLineOf, useBuyWebCartMutation, useClearWebCartMutation, useGetWebCartQuery, usePutWebCartMutation } from '../api';
import { lineProblem } from '../line-state';
import { CartLine } from './cart-line';
import { CartTotals } from './cart-totals';

type Props = {
  /** TAX_RATE and the branch's SALE_RATE (GET /users/web): the totals show once they are known. */
  rates?: PricingRates;
  /** Inside web hours (GET /users/web). */
  buyingOpen: boolean;
};

const m = messages.cart;
const linesOf = (items: readonly WebCartLine[]): PurchaseItem[] => items.map(({ id, KUCHI_SU, HA_SU }) => ({ id, KUCHI_SU, HA_SU }));

/**
 * /web/cart: every line with its live stock, quantity edit and 削除, the totals as the
 * server will charge them, one confirmation and one POST /users/web/buy with every line.
 */
export function CartPage({ rates, buyingOpen }: Props) {
  const query = useGetWebCartQuery(undefined, { refetchOnMountOrArgChange: true, refetchOnFocus: true });
  const [put, putState] = usePutWebCartMutation();
  const [clear, clearState] = useClearWebCartMutation();
  const [buy, buyState] = useBuyWebCartMutation();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const keys = useIdempotencyKey();
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState<number | null>(null);
  const busy = putState.isLoading || clearState.isLoading || buyState.isLoading;
  const items = query.data?.items ?? [];

  const save = async (next: PurchaseItem[], done: string) => {
    setError(null);
    setRefused(null);
    const result = await put(next);
    if ('error' in result && result.error) {
      setError(serverMessageOf(result.error) ?? m.failed);
      return;
    }
    notifySuccess(done);
  };

  const change = (line: WebCartLine, quantity: { KUCHI_SU: number; HA_SU: number }) =>
    save(
      linesOf(items).map((l) => (l.id === line.id ? { id: l.id, ...quantity } : l)),
      m.changed(line.item.product_name),
    );

  const remove = async (line: WebCartLine) => {
    if (!(await confirm({ title: m.removeTitle, text: m.removeText(line.item.product_name) }))) return;
    await save(
      linesOf(items).filter((l) => l.id !== line.id),
      m.removed(line.item.product_name),
    );
  };

  const clearAll = async () => {
    if (!(await confirm({ title: m.clearTitle, text: m.clearText }))) return;
    setError(null);
    setRefused(null);
    const result = await clear();
    if ('data' in result) notifySuccess(m.cleared);
  };

  const order = rates ? estimateOrder(items, rates) : null;
  const blocked = items.some((line) => lineProblem(line) !== null);

  const buyAll = async () => {
    const total = order && !blocked ? formatYenAmount(order.total) : null;
    if (!(await confirm({ title: m.confirmTitle, text: m.confirmText(items.length, total) }))) return;
    setError(null);
    setRefused(null);
    const body = linesOf(items);
    const result = await buy({ items: body, idempotencyKey: keys.keyFor({ mode: 'cart', items: body }) });
    if ('data' in result && result.data) {
      keys.settled();
      // A branch under approval sent a request (202): it waits there for the head branch.
      if ('request_id' in result.data) navigate(`/web/requests?request_id=${result.data.request_id}`);
      else navigate(`/web/buy/done?transactionUUID=${encodeURIComponent(result.data.transactionUUID)}`);
      return;
    }
    if ('error' in result && result.error && 'status' in result.error && typeof result.error.status === 'number') keys.settled();
    // Every line stays; the refused one is marked and the stock reloaded.
    setError(serverMessageOf(result.error) ?? m.failed);
    setRefused(refusedLineOf(result.error));
    void query.refetch();
  };

  return (
    <PageLayout title={m.title}>
      {error && (
        <Alert severity="error" role="alert" onClose={() => setError(null)} sx={{ mb: 2 }} data-testid="cart-error">
          {error}
        </Alert>
      )}
      <QueryState result={{ ...query, isError: query.isError && !query.data }} isEmpty={(data) => data.items.length === 0} emptyText={m.empty}>
        {(cart) => (
          <>
            <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }} aria-label={m.title}>
              {cart.items.map((line, index) => (
                <CartLine
                  key={`${line.id}-${line.KUCHI_SU}-${line.HA_SU}`}
                  line={line}
                  index={index}
                  estimate={order?.lines[index] ?? null}
                  refused={refused === index}
                  busy={busy}
                  onChange={(quantity) => void change(line, quantity)}
                  onRemove={() => void remove(line)}
                />
              ))}
            </Box>
            {order && !blocked && rates && <CartTotals order={order} taxRate={rates.taxRate} saleRate={rates.saleRate} />}
            {blocked && (
              <Alert severity="warning" sx={{ mt: 2 }} data-testid="cart-blocked">
                {m.cannotBuy}
              </Alert>
            )}
            {!buyingOpen && (
              <Alert severity="info" sx={{ mt: 2 }}>
                {m.closed}
              </Alert>
            )}
            <Stack direction={{ xs: 'column-reverse', sm: 'row' }} sx={{ mt: 2, gap: 1, justifyContent: 'space-between' }}>
              <Button color="error" onClick={() => void clearAll()} disabled={busy}>
                {m.clear}
              </Button>
              <Button variant="contained" size="large" onClick={() => void buyAll()} disabled={busy || blocked || !buyingOpen} data-testid="cart-buy">
                {m.buyAll}
              </Button>
            </Stack>
          </>
        )}
      </QueryState>
      <Box sx={{ mt: 2 }}>
        <Link component={RouterLink} to="/web">
          {m.toListing}
        </Link>
      </Box>
    </PageLayout>
  );
}
