import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import { PageLayout, PaginationBar, QueryState } from 'shared';
import { messages } from '../../../messages';
import type { WebItem } from '../../../web-item/types';
import { useGetWebFiltersQuery, useGetWebItemsQuery } from '../api';
import { useListingParams } from '../use-listing-params';
import { useRefetchAtOpening } from '../use-refetch-at-opening';
import { ListingFilters } from './listing-filters';
import { ListingSearchBar } from './listing-search-bar';
import { PurchaseApprovalNotice } from './purchase-approval-notice';
import { WebHoursNotice } from './web-hours-notice';
import { WebItemsView } from './web-items-view';
import { WebQuickLinks } from './web-quick-links';

type Props = {
  /** Above the listing: the web news ticker. */
  header?: ReactNode;
  /**
   * Per lot: buy, next order, negotiation (composed by routes.tsx from their features).
   * approvalRequired: the head branch requires approval for this branch's purchases (no 購入).
   */
  renderActions?: (item: WebItem, buyingOpen: boolean, approvalRequired: boolean, again?: AgainContext) => ReactNode;
  /** Beside a lot's name: the favourites star (composed by routes.tsx). */
  renderNameAction?: (item: WebItem) => ReactNode;
  /** The lot's photos over the listing (closing leaves the listing where it was). */
  renderPhotoViewer?: (item: WebItem, onClose: () => void) => ReactNode;
};

/** もう一度買う: last time's quantity, and whether this is the one lot found (its dialog opens by itself). */
export interface AgainContext {
  quantity: { KUCHI_SU: number; HA_SU: number };
  only: boolean;
}

const PER_OPTIONS = [20, 50, 100];

/** /web: filters in the address, lots as a table (desktop) or list (mobile), pages. */
export function ListingPage({ header, renderActions, renderNameAction, renderPhotoViewer }: Props) {
  const [photoOf, setPhotoOf] = useState<WebItem | null>(null);
  const { params, setFilter, setPage, setPer, clear } = useListingParams();
  const filters = useGetWebFiltersQuery();
  const items = useGetWebItemsQuery(params);
  useRefetchAtOpening(filters.data?.web_hours, filters.refetch, filters.fulfilledTimeStamp);
  const buyingOpen = filters.data?.web_hours?.is_open ?? true;
  const approvalRequired = filters.data?.purchase_approval_required ?? false;
  const showSellPrice = (filters.data?.sell_margin_rate ?? 0) > 0;

  return (
    <PageLayout title={messages.titles.listing}>
      <WebQuickLinks />
      {header}
      <WebHoursNotice hours={filters.data?.web_hours} />
      <PurchaseApprovalNotice required={approvalRequired} />
      {filters.data?.notice ? (
        <Box sx={{ mb: 1, color: 'text.secondary', whiteSpace: 'pre-line' }} data-testid="listing-notice">
          {filters.data.notice}
        </Box>
      ) : null}
      <ListingSearchBar keyword={params.keyword} sort={params.sort} onKeyword={(keyword) => setFilter({ keyword })} onSort={(sort) => setFilter({ sort })} />
      {params.again && (
        <Alert severity="info" sx={{ mb: 1 }} data-testid="buy-again-notice" action={<Button onClick={clear}>{messages.again.showAll}</Button>}>
          {messages.again.notice(params.again.KUCHI_SU, params.again.HA_SU)}
        </Alert>
      )}
      <ListingFilters options={filters.data} params={params} onChange={setFilter} onClear={clear} />
      {/* A failed refetch keeps the lots on screen (its toast says why). */}
      <QueryState
        result={{ ...items, isError: items.isError && !items.data }}
        isEmpty={(page) => page.datas.length === 0}
        emptyText={params.again ? messages.again.empty : messages.states.emptyListing}
      >
        {(page) => (
          <>
            <WebItemsView
              items={page.datas}
              showSellPrice={showSellPrice}
              renderNameAction={renderNameAction}
              onOpenPhoto={renderPhotoViewer ? setPhotoOf : undefined}
              renderActions={
                renderActions
                  ? (item) =>
                      renderActions(item, buyingOpen, approvalRequired, params.again ? { quantity: params.again, only: page.datas.length === 1 } : undefined)
                  : undefined
              }
            />
            <PaginationBar page={page} onPageChange={setPage} perOptions={PER_OPTIONS} onPerChange={setPer} />
          </>
        )}
      </QueryState>
      {photoOf && renderPhotoViewer?.(photoOf, () => setPhotoOf(null))}
    </PageLayout>
  );
}
