import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseListingParams, toListingSearch, withFilter, type ListingParams } from './listing-params';

/** The listing's filters and page, read from and written to the address (spec §2). */
export function useListingParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseListingParams(search), [search]);
  const write = useCallback((next: ListingParams) => setSearch(toListingSearch(next)), [setSearch]);
  return {
    params,
    setFilter: useCallback((change: Partial<Omit<ListingParams, 'page' | 'per'>>) => write(withFilter(params, change)), [params, write]),
    // A new page starts at its top, as a new page of a book would.
    setPage: useCallback(
      (page: number) => {
        write({ ...params, page });
        window.scrollTo({ top: 0 });
      },
      [params, write],
    ),
    setPer: useCallback((per: number) => write({ ...params, per, page: 1 }), [params, write]),
    clear: useCallback(() => write(withFilter({ ...parseListingParams(new URLSearchParams()), per: params.per }, {})), [params.per, write]),
  };
}
