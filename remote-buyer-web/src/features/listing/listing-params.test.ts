import { defaultListingParams, parseListingParams, toDetailQuery, toListingSearch, withFilter } from './listing-params';

describe('listing state in the address: keyword and order', () => {
  it('writes the keyword and the order, leaves the defaults out, and reads them back', () => {
    const params = withFilter({ ...defaultListingParams, page: 3 }, { keyword: ' ばら ', sort: 'price_asc' });
    expect(params.page).toBe(1);
    const search = toListingSearch(params);
    expect(search.get('keyword')).toBe('ばら');
    expect(search.get('sort')).toBe('price_asc');
    expect(parseListingParams(search)).toMatchObject({ keyword: 'ばら', sort: 'price_asc' });
    expect(toListingSearch(defaultListingParams).toString()).toBe('');
    expect(toDetailQuery(params)).toContain('sort=price_asc');
  });

  it('ignores an order it does not know', () => {
    expect(parseListingParams(new URLSearchParams('sort=cheapest')).sort).toBe('default');
  });
});
