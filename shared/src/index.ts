// The public API of `shared`. The shell and every remote import from 'shared' only (never from
// deep paths), so that Module Federation shares this one copy. Test helpers live in 'shared/test'.

// Config and the api slice
export * from './config/runtime-config';
export { api, API_TAG_TYPES, newIdempotencyKey, type ApiTagType } from './api/base-api';
export { appBaseQuery, createAppBaseQuery, type AppBaseQuery, type AppExtraOptions, type AppFetchArgs, type AppBaseQueryOptions } from './api/base-query';
export { japaneseMessageOf, reportApiError } from './api/report-api-error';
export { userNewsApi, useGetUserNewsByIdQuery } from './api/user-news-api';

// Store
export { makeStore, rootReducer, type AppDispatch, type AppStore, type LazyLoadedSlices, type PreloadedState, type RootState } from './store/make-store';
export { useAppDispatch, useAppSelector, useAppStore } from './store/hooks';
export { selectPasswordSuggestionOpen } from './store/selectors';

// Session
export * from './session/session-slice';
export { loadSession, saveSession, SESSION_STORAGE_KEY } from './session/session-storage';
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
export { ToastProvider, NotifierBridge } from './ui/toast-provider';
export { ConfirmProvider } from './ui/confirm/confirm-provider';
export { useConfirm, type Confirm, type ConfirmOptions } from './ui/confirm/confirm-context';
export { PageTitle, PageLayout, type PageLayoutProps } from './ui/page-layout';
export { LoadingState, EmptyState, ErrorState, ComingSoonPage } from './ui/states';
export { PaginationBar, type PaginationBarProps } from './ui/pagination-bar';
export { NotFoundPage } from './ui/not-found-page';

// Hooks and formatting
export { usePageTitle, pageTitle } from './hooks/use-page-title';
export { useListParams, QUERY_DEBOUNCE_MS, type BaseListParams, type ListDefaults, type ListParamsOptions, type ParsedListParams } from './hooks/use-list-params';
export { useIsBelow, type LayoutBreakpoint } from './hooks/use-is-below';
export * from './format';

// Uploads (two-step: signed PUT, then register with the API)
export { fitWithin, resizeImage } from './upload/resize-image';
export { putToSignedUrl } from './upload/put-to-signed-url';
