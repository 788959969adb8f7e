// The public API of `shared`. The shell and every remote import from 'shared' only (never from
// deep paths), so that Module Federation shares this one copy. Test helpers live in 'shared/test'.

// Config and the api slice
export * from './config/runtime-config';
export { api, API_TAG_TYPES, newIdempotencyKey, type ApiTagType } from './api/base-api';
export type { AppExtraOptions, AppFetchArgs } from './api/base-query';
export { japaneseMessageOf, reportApiError, serverMessageOf } from './api/report-api-error';
export type { ApiAnswer, ApiBody, ApiMethod, ApiQuery, ApiRow, ApiPath } from './api/contract';
export { useGetUserNewsByIdQuery } from './api/user-news-api';
export { useGetCancellablePurchasesQuery } from './api/cancellable-api';

// The market event stream: one per store, opened by the shell
export {
  openMarketStream,
  parseMarketEvent,
  parseStockChange,
  type MarketEvent,
  type MarketEventSource,
  type MarketEventSourceFactory,
  type MarketStreamListener,
  type StockChange,
} from './live/market-stream';
export { listenToMarket, startMarketStream, tagsOfMarketEvent } from './live/market-hub';
export { useGetApprovalRequestsQuery } from './api/approval-api';

// Store
export { makeStore, type AppDispatch, type AppStore, type PreloadedState, type RootState } from './store/make-store';
export { useAppDispatch, useAppSelector, useAppStore } from './store/hooks';
export { selectPasswordSuggestionOpen } from './store/selectors';

// Session
export * from './session/session-slice';
export { SESSION_STORAGE_KEY } from './session/session-storage';
export { endSession } from './session/end-session';

// UI state and toasts
export * from './ui/ui-slice';
export * from './ui/notify';

// Types, constants, texts
export type * from './types';
export * from './constants';
export { messages } from './messages';

// Theme and UI kit
export { theme, FONT_FAMILY } from './theme/theme';
export { AppProviders } from './ui/app-providers';
export { UiProviders } from './ui/ui-providers';
export { useConfirm, type Confirm, type ConfirmOptions } from './ui/confirm/confirm-context';
export { DialogForm } from './ui/dialog-form';
export { FormDialog, type FormDialogProblem, type FormDialogProps } from './ui/form-dialog';
export { PageTitle, PageLayout, type PageLayoutProps } from './ui/page-layout';
export { LoadingState, EmptyState, ErrorState, ComingSoonPage } from './ui/states';
export { QueryState, type QueryStateProps, type QueryResultLike } from './ui/query-state';
export { PaginationBar, type PaginationBarProps } from './ui/pagination-bar';
export { NotFoundPage } from './ui/not-found-page';

// Hooks and formatting
export { usePageTitle } from './hooks/use-page-title';
export {
  useListParams,
  QUERY_DEBOUNCE_MS,
  type BaseListParams,
  type ListDefaults,
  type ListParamsOptions,
  type ListParamsState,
  type ParsedListParams,
  type SortOrder,
} from './hooks/use-list-params';
export { useBreakpoint, useIsBelow, type LayoutBand, type LayoutBreakpoint } from './hooks/use-is-below';
export * from './format';

// Uploads (two-step: signed PUT, then register with the API)
export { fitWithin, resizeImage } from './upload/resize-image';
export { putToSignedUrl } from './upload/put-to-signed-url';

// Photo slots (product and receiving photo dialogs)
export { PhotoSlot, type PhotoSlotProps } from './photo/photo-slot';
export { PhotoDialog, type PhotoDialogProps } from './photo/photo-dialog';
export { usePhotoSlot, type PhotoSlotResult, type PhotoSlotSource } from './photo/use-photo-slot';
export { photoApi, useRegisterPhotoMutation, useDeletePhotoMutation, type PhotoAnswer } from './photo/photo-api';
export { isCompleteTarget, type PhotoTarget, type PhotoNo } from './photo/photo-target';

// The admin list pattern
export { AdminListPage, type AdminListPageProps } from './admin-list/admin-list-page';
export { AdminListTable, type AdminListTableProps } from './admin-list/admin-list-table';
export type { AdminListColumn, AdminListEndpoint, AdminListState, AdminRowActions } from './admin-list/admin-list-types';
export { flagColumn, suspendColumn, type FlagColumnOptions } from './admin-list/suspend-column';
export { CSV_EXPORT_PER, rowsToCsv, useCsvExport } from './admin-list/use-csv-export';
export { csvField, downloadCsv, toCsv, type CsvCell } from './csv/csv';
// The spec's values and rules, written once for the server and the client; from their own files,
// so a page that needs the statuses does not load the news policy or the price rule with them.
export {
  NEGOTIATION_STATUS,
  OPEN_NEGOTIATION_STATUSES,
  RESERVATION_STATUS,
  PURCHASE_REQUEST_STATUS,
  SALE_KINDS,
  PRICE_UNDECIDED,
  COLOR_GROUPS,
  OPEN_HOURS,
  type NegotiationStatus,
  type ReservationStatus,
  type SaleKind,
  type ColorGroup,
} from './spec/spec-values.cjs';
export { applyingTier, chargeOf, commissionPerStem, taxOn, type PricingRates, type Charge } from './spec/pricing.cjs';
export {
  NEWS_ALLOWED_ATTRIBUTES,
  NEWS_ALLOWED_TAGS,
  NEWS_BOLD_TAGS,
  NEWS_COLORS,
  newsColorOf,
  newsSpanStyle,
  type NewsColor,
} from './spec/news-html-policy.cjs';
