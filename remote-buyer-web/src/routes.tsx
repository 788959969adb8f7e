import Stack from '@mui/material/Stack';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, type AppDispatch } from 'shared';
import { CancellableBar } from './features/cancel/components/cancellable-bar';
import { useAddToCart } from './features/cart/use-add-to-cart';
import { useGetWebFiltersQuery } from './features/listing/api';
import { ListingPage, type AgainContext } from './features/listing/components/listing-page';
import { NegotiationButton } from './features/negotiation/components/negotiation-button';
import { useGetNextReservationsQuery } from './features/next-reservation/api';
import { ACTIONS_WRAP, PurchaseActions } from './features/purchase/components/purchase-actions';
import { PriceHistoryButton } from './features/price-history/components/price-history-button';
import { FavoriteMenu } from './features/favorites/components/favorite-menu';
import type { PricingRates } from './common/pricing';
import { tickerApi } from './features/ticker/api';
import { WebNewsTicker } from './features/ticker/components/web-news-ticker';
import type { WebItem } from './web-item/types';
import { messages } from './messages';

// The listing is the page most visits open; the others load when first shown. The shell's
// remote area shows its spinner until a page opened first has loaded, and a navigation keeps the
// current page on screen meanwhile (react-router navigates in a transition).
const PhotoPage = lazy(() => import('./features/photo/components/photo-page').then((m) => ({ default: m.PhotoPage })));
const PurchaseDonePage = lazy(() => import('./features/purchase/components/purchase-done-page').then((m) => ({ default: m.PurchaseDonePage })));
const CancelPage = lazy(() => import('./features/cancel/components/cancel-page').then((m) => ({ default: m.CancelPage })));
const NegotiationListPage = lazy(() => import('./features/negotiation/components/negotiation-list-page').then((m) => ({ default: m.NegotiationListPage })));
const CartPage = lazy(() => import('./features/cart/components/cart-page').then((m) => ({ default: m.CartPage })));
const RequestsPage = lazy(() => import('./features/purchase-request/components/requests-page').then((m) => ({ default: m.RequestsPage })));
const ApprovalPage = lazy(() => import('./features/purchase-request/components/approval-page').then((m) => ({ default: m.ApprovalPage })));
// Opened by a tap on a thumbnail: loads then, not with the listing.
const PhotoViewer = lazy(() => import('./features/photo/components/photo-viewer').then((m) => ({ default: m.PhotoViewer })));
const NextReservationPage = lazy(() =>
  import('./features/next-reservation/components/next-reservation-page').then((m) => ({ default: m.NextReservationPage })),
);

/** TAX_RATE and the branch's SALE_RATE as GET /users/web (already cached by the listing) tells them. */
function useRates(): PricingRates | undefined {
  const { data } = useGetWebFiltersQuery();
  if (!data) return undefined;
  return { taxRate: data.tax_rate, saleRate: data.sale_rate };
}

/** The listing's per-lot actions, composed here so that the features never import each other. */
function LotActions({ item, buyingOpen, approvalRequired, again }: { item: WebItem; buyingOpen: boolean; approvalRequired: boolean; again?: AgainContext }) {
  const rates = useRates();
  // NEXT_ORDER_DEADLINE as the server words it (GET /users/web, already cached by the listing).
  const nextOrderDeadline = useGetWebFiltersQuery().data?.next_order_deadline?.message ?? null;
  const reservations = useGetNextReservationsQuery(undefined, { skip: !item.YOYAKU_PERMIT_FLG });
  const alreadyReserved = (reservations.data ?? []).some((r) => r.web_item_id === item.id && r.status === messages.nextReservation.status.open);
  const cart = useAddToCart(item.id);
  return (
    // 購入, カートに入れる, 次回予約, 商談 and 相場 side by side, wrapping in the table's 操作 column
    // between the tablet and desktop widths (a 768 px table must not push the page sideways).
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: ACTIONS_WRAP, gap: 0.75, maxWidth: { tablet: 170, desktop: 'none' } }}>
      <PurchaseActions
        item={item}
        buyingOpen={buyingOpen}
        approvalRequired={approvalRequired}
        rates={rates}
        alreadyReserved={alreadyReserved}
        nextOrderDeadline={nextOrderDeadline}
        onAddToCart={cart.addToCart}
        inCart={cart.inCart}
        initialQuantity={again?.quantity}
        openAtOnce={again?.only ?? false}
      />
      <NegotiationButton item={item} />
      <PriceHistoryButton item={item} />
    </Stack>
  );
}

const renderLotActions = (item: WebItem, buyingOpen: boolean, approvalRequired: boolean, again?: AgainContext) => (
  <LotActions item={item} buyingOpen={buyingOpen} approvalRequired={approvalRequired} again={again} />
);

const renderFavorite = (item: WebItem) => <FavoriteMenu item={item} />;
const renderPhotoViewer = (item: WebItem, onClose: () => void) => (
  <Suspense fallback={null}>
    <PhotoViewer id={item.id} name={item.product_name} onClose={onClose} />
  </Suspense>
);

/** The buy done page learns the branch's margin from the listing data (usually already cached). */
function BuyDonePage() {
  const filters = useGetWebFiltersQuery();
  return <PurchaseDonePage mode="buy" showSellPrice={(filters.data?.sell_margin_rate ?? 0) > 0} taxRate={filters.data?.tax_rate} />;
}

/** The cart prices its lines with the listing's rates and buys only inside web hours (GET /users/web). */
function CartWithRates() {
  const filters = useGetWebFiltersQuery();
  return <CartPage rates={useRates()} buyingOpen={filters.data?.web_hours.is_open ?? true} />;
}

/** The negotiations priced with the listing's rates; a branch needing approval is told why it cannot buy a 成立 (GET /users/web). */
function NegotiationListWithRates() {
  const filters = useGetWebFiltersQuery();
  return <NegotiationListPage rates={useRates()} approvalRequired={filters.data?.purchase_approval_required ?? false} />;
}

/**
 * Called by the shell once this module has loaded for the page a visit opens with, before that
 * page first renders: the listing's news ticker, the largest thing it paints first, asks for its
 * news now, so that it shows with the page rather than a round trip after the page's first render.
 */
export function prefetch(dispatch: AppDispatch, pathname: string): void {
  if (pathname === '/web') void dispatch(tickerApi.util.prefetch('getWebTicker', undefined, {}));
}

/**
 * Exposed as './routes'. Paths are relative to the root: the shell mounts this remote at the
 * prefixes it owns (/web/*) and decides nothing else about its pages.
 */
export default function BuyerWebRoutes() {
  return (
    <>
      <BuyerWebPages />
      <CancellableBar />
    </>
  );
}

function BuyerWebPages() {
  return (
    <Routes>
      <Route
        path="web"
        element={
          <ListingPage header={<WebNewsTicker />} renderActions={renderLotActions} renderNameAction={renderFavorite} renderPhotoViewer={renderPhotoViewer} />
        }
      />
      <Route path="web/:id/photo" element={<PhotoPage />} />
      <Route path="web/buy/done" element={<BuyDonePage />} />
      <Route path="web/next-order/done" element={<PurchaseDonePage mode="next-order" />} />
      <Route path="web/cart" element={<CartWithRates />} />
      <Route path="web/requests" element={<RequestsPage />} />
      <Route path="web/approval" element={<ApprovalPage />} />
      <Route path="web/cancel" element={<CancelPage />} />
      <Route path="web/negotiation" element={<NegotiationListWithRates />} />
      <Route path="web/next-reservation" element={<NextReservationPage />} />
      {/* Anything else under /web (/web/x, /web/buy/x …). */}
      <Route path="*" element={<NotFoundPage home="/web" />} />
    </Routes>
  );
}
