/**
 * The listing's state, kept in the address (spec §2 and STYLE.md): parse with defaults, leave
 * defaults out of the URL, go back to page 1 whenever a filter changes.
 */
export const LIST_FILTER_KEYS = ['item_names', 'sale_dates', 'color_groups', 'shippers', 'varieties', 'colors'] as const;
export type ListFilterKey = (typeof LIST_FILTER_KEYS)[number];

export interface ListingParams {
  item_names: string[];
  sale_dates: string[];
  color_groups: string[];
  shippers: string[];
  varieties: string[];
  colors: string[];
  /** The 12時以降 … 23時以降 choice, or null for any hour. */
  open_hours: number | null;
  is_web_open: boolean;
  is_recommended: boolean;
  /** Issue 26: only lots of a favourite shipper, variety or product (お気に入りのみ). */
  favorites: boolean;
  /** Product, variety or shipper contains it ('' for none). */
  keyword: string;
  sort: ListingSort;
  per: number;
  page: number;
}

export const LISTING_SORTS = ['default', 'price_asc', 'price_desc', 'remaining_desc', 'shipper'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const DEFAULT_LISTING_PER = 50;

export const defaultListingParams: ListingParams = {
  item_names: [],
  sale_dates: [],
  color_groups: [],
  shippers: [],
  varieties: [],
  colors: [],
  open_hours: null,
  is_web_open: false,
  is_recommended: false,
  favorites: false,
  keyword: '',
  sort: 'default',
  per: DEFAULT_LISTING_PER,
  page: 1,
};

function positiveInt(text: string | null, fallback: number): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

export function parseListingParams(search: URLSearchParams): ListingParams {
  const hour = Number(search.get('open_hours'));
  const lists = Object.fromEntries(
    LIST_FILTER_KEYS.map((key) => [
      key,
      search
        .getAll(key)
        .flatMap((v) => v.split(','))
        .filter((v) => v !== ''),
    ]),
  ) as Record<ListFilterKey, string[]>;
  return {
    ...lists,
    open_hours: search.get('open_hours') && Number.isInteger(hour) && hour >= 0 && hour <= 23 ? hour : null,
    is_web_open: search.get('is_web_open') === '1',
    is_recommended: search.get('is_recommended') === '1',
    favorites: search.get('favorites') === '1',
    keyword: (search.get('keyword') ?? '').slice(0, 100),
    sort: LISTING_SORTS.find((s) => s === search.get('sort')) ?? 'default',
    per: positiveInt(search.get('per'), DEFAULT_LISTING_PER),
    page: positiveInt(search.get('page'), 1),
  };
}

/**
 * The one encoding of the filters, used both for the address bar and for
 * GET /users/web/detail: lists as repeated keys, flags as 1, defaults left out.
 */
export function toListingSearch(params: ListingParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of LIST_FILTER_KEYS) for (const value of params[key]) search.append(key, value);
  if (params.open_hours !== null) search.set('open_hours', String(params.open_hours));
  if (params.is_web_open) search.set('is_web_open', '1');
  if (params.is_recommended) search.set('is_recommended', '1');
  if (params.favorites) search.set('favorites', '1');
  if (params.keyword.trim() !== '') search.set('keyword', params.keyword.trim());
  if (params.sort !== 'default') search.set('sort', params.sort);
  if (params.per !== DEFAULT_LISTING_PER) search.set('per', String(params.per));
  if (params.page !== 1) search.set('page', String(params.page));
  return search;
}

/** The query of GET /users/web/detail always names per and page. */
export function toDetailQuery(params: ListingParams): string {
  const search = toListingSearch(params);
  search.set('per', String(params.per));
  search.set('page', String(params.page));
  return search.toString();
}

/** A filter change: the new value, and back to page 1. */
export function withFilter(params: ListingParams, change: Partial<Omit<ListingParams, 'page' | 'per'>>): ListingParams {
  return { ...params, ...change, page: 1 };
}
