import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DEFAULT_INCLUDE_SUSPENSION_ROWS, DEFAULT_PAGE } from '../constants';

export type ListParamValue = string | number;
export type ListDefaults = Record<string, ListParamValue>;

/** What a list's URL parses to: each key typed like its default. */
export type ParsedListParams<D extends ListDefaults> = {
  [K in keyof D]: D[K] extends number ? number : string;
};

/** The parameters every admin list has (spec §2), before the list's own defaults. */
export interface BaseListParams {
  query: string;
  include_suspension_rows: number;
  page: number;
  per: number;
  /** The sorted column ('' for the server's order) and its direction ('' = ascending). */
  order_by: string;
  order: string;
}

export type SortOrder = 'asc' | 'desc';

const BASE_DEFAULTS = { query: '', include_suspension_rows: DEFAULT_INCLUDE_SUSPENSION_ROWS, page: DEFAULT_PAGE, order_by: '', order: '' };

export const QUERY_DEBOUNCE_MS = 300;

export interface ListParamsOptions {
  debounceMs?: number;
  /**
   * Replace the current history entry instead of adding one, for state that is a view of the
   * page rather than a place to go back to (the market screen's day and open item).
   */
  replace?: boolean;
}

/**
 * The one URL list-state hook. Admin list state kept in the address (spec §2): query,
 * include_suspension_rows, per, page, the sort (order_by, order) and any extra key given in
 * `defaults` (the receiving filters). Defaults stay out of the URL, changing anything but
 * `page` goes back to page 1, and the text query is written to the URL only after typing
 * pauses, so the list is not fetched on every keystroke.
 *
 *   const list = useListParams({ per: PAGE_SIZE.news });
 *   const { data } = useGetAdminNewsQuery(list.requestParams);
 *
 * `params` has every key (defaults filled in); `requestParams` is what to send: the same
 * without empty texts, so an unset sort or filter is not sent at all.
 *
 * A screen that is not a paged list (my page's sale history, market) leaves `per` out and
 * reads only its own keys: `useListParams({ date: '', item: '' }, { replace: true })`.
 */
export type ListParamsState<D extends ListDefaults & { per: number }> = ReturnType<typeof useListParams<D>>;

export function useListParams<D extends ListDefaults>(defaults: D, options: ListParamsOptions = {}) {
  // per is only there when the list gave it a default; the other base keys always are.
  type Params = ParsedListParams<typeof BASE_DEFAULTS & D> & Omit<BaseListParams, 'per'>;
  const debounceMs = options.debounceMs ?? QUERY_DEBOUNCE_MS;
  const replace = options.replace ?? false;
  const location = useLocation();
  const navigate = useNavigate();

  // Callers usually pass an inline object: key the defaults on their content, not identity.
  const defaultsKey = JSON.stringify(defaults);
  const allDefaults = useMemo<ListDefaults>(() => ({ ...BASE_DEFAULTS, ...(JSON.parse(defaultsKey) as D) }), [defaultsKey]);

  const params = useMemo(() => parse(new URLSearchParams(location.search), allDefaults) as Params, [location.search, allDefaults]);

  // The latest search, updated on write too, so two writes in one event compose.
  const latestSearch = useRef(location.search);
  latestSearch.current = location.search;

  const setParams = useCallback(
    (changes: Partial<Params>) => {
      const next = new URLSearchParams(latestSearch.current);
      let otherThanPage = false;
      for (const [key, value] of Object.entries(changes) as Array<[string, ListParamValue | undefined]>) {
        const text = value === undefined || value === null ? '' : String(value);
        const fallback = String(allDefaults[key] ?? '');
        const current = next.get(key) ?? fallback;
        if (key !== 'page' && text !== current) otherThanPage = true;
        if (text === fallback) next.delete(key);
        else next.set(key, text);
      }
      if (otherThanPage && !('page' in changes)) next.delete('page');
      const search = next.toString() ? `?${next.toString()}` : '';
      if (search === latestSearch.current) return;
      latestSearch.current = search;
      navigate({ pathname: location.pathname, search, hash: location.hash }, { replace });
    },
    [allDefaults, navigate, location.pathname, location.hash, replace],
  );

  const setPage = useCallback((page: number) => setParams({ page } as Partial<Params>), [setParams]);

  /** A click on a column header: sort by it ascending, or flip the direction if it is the sorted one. */
  const toggleSort = useCallback(
    (orderBy: string) => {
      const current = parse(new URLSearchParams(latestSearch.current), allDefaults);
      const order: SortOrder = current.order_by === orderBy && current.order !== 'desc' ? 'desc' : 'asc';
      setParams({ order_by: orderBy, order } as Partial<Params>);
    },
    [allDefaults, setParams],
  );

  const requestParams = useMemo(
    () =>
      Object.fromEntries(Object.entries(params).filter(([, value]) => value !== '')) as Partial<Params> &
        Pick<Params, 'page' | 'include_suspension_rows' | ('per' & keyof D)>,
    [params],
  );

  // The search box shows what is typed at once; the URL (and the fetch) follows after a pause.
  const [queryText, setQueryTextState] = useState<string>(params.query);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latestSetParams = useRef(setParams);
  latestSetParams.current = setParams;

  useEffect(() => {
    // The URL changed from outside (back button, a link): show its query unless typing is pending.
    if (timer.current === null) setQueryTextState(params.query);
  }, [params.query]);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const setQueryText = useCallback(
    (text: string) => {
      setQueryTextState(text);
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        latestSetParams.current({ query: text } as Partial<Params>);
      }, debounceMs);
    },
    [debounceMs],
  );

  return { params, requestParams, setParams, setPage, toggleSort, queryText, setQueryText };
}

function parse(search: URLSearchParams, defaults: ListDefaults): Record<string, ListParamValue> {
  const out: Record<string, ListParamValue> = {};
  for (const [key, fallback] of Object.entries(defaults)) {
    const raw = search.get(key);
    if (raw === null) {
      out[key] = fallback;
    } else if (typeof fallback === 'number') {
      const parsed = Number(raw);
      // page and per below 1 (or garbage) make no list: fall back instead of asking the server.
      const invalid = !Number.isFinite(parsed) || ((key === 'page' || key === 'per') && parsed < 1);
      out[key] = invalid ? fallback : parsed;
    } else {
      out[key] = raw;
    }
  }
  return out;
}
