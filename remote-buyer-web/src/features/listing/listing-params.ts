/**
 * The listing's state, kept in the address, like the admin lists of spec §2: parse with defaults, leave
 * defaults out of the URL, go back to page 1 whenever a filter changes.
 */
export const LIST_FILTER_KEYS = ['item_names', 'sale_dates', 'color_groups', 'shippers', 'varieties', 'colors', 'products'] as const;
export type ListFilterKey = (typeof LIST_FILTER_KEYS)[number];

export interface ListingParams {
  item_names: string[];
  sale_dates: string[];
  color_groups: string[];
  shippers: string[];
  varieties: string[];
  colors: string[];
  /** Buy again: product names; no control of its own, set by もう一度買う. */
  products: string[];
  /** The 12時以降 … 23時以降 choice, or null for any hour. */
  open_hours: number | null;
  is_web_open: boolean;
  is_recommended: boolean;
  /** Only lots of a favourite shipper, variety or product (お気に入りのみ). */
  favorites: boolean;
  /** Buy again: only lots that can be bought now. */
  available: boolean;
  /** Last time's quantity ('KUCHI.HA') the quantity dialog starts with; not sent to the server. */
  again: { KUCHI_SU: number; HA_SU: number } | null;
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
  products: [],
  open_hours: null,
  is_web_open: false,
  is_recommended: false,
  favorites: false,
  available: false,
  again: null,
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
    available: search.get('available') === '1',
    again: parseAgain(search.get('again')),
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
  if (params.available) search.set('available', '1');
  if (params.keyword.trim() !== '') search.set('keyword', params.keyword.trim());
  if (params.sort !== 'default') search.set('sort', params.sort);
  if (params.per !== DEFAULT_LISTING_PER) search.set('per', String(params.per));
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.again) search.set('again', `${params.again.KUCHI_SU}.${params.again.HA_SU}`);
  return search;
}

/** 'KUCHI.HA' of もう一度買う: whole numbers, at least one stem. */
function parseAgain(text: string | null): ListingParams['again'] {
  const match = /^(\d{1,6})\.(\d{1,6})$/.exec(text ?? '');
  if (!match) return null;
  const quantity = { KUCHI_SU: Number(match[1]), HA_SU: Number(match[2]) };
  return quantity.KUCHI_SU + quantity.HA_SU > 0 ? quantity : null;
}

/** The query of GET /users/web/detail always names per and page. */
export function toDetailQuery(params: ListingParams): string {
  const search = toListingSearch(params);
  search.delete('again');
  search.set('per', String(params.per));
  search.set('page', String(params.page));
  return search.toString();
}

/** A filter change: the new value, and back to page 1. */
export function withFilter(params: ListingParams, change: Partial<Omit<ListingParams, 'page' | 'per'>>): ListingParams {
  // Another choice of lots ends もう一度買う: its quantity was for the lots it found.
  return { ...params, again: null, ...change, page: 1 };
}
