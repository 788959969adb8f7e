import { buyAgainPath } from './buy-again-link';

describe('もう一度買う', () => {
  it("points at today's buyable lots of the line's product and shipper with last time's quantity", () => {
    const path = buyAgainPath(
      { product_name: 'バラ サムライ08', shipment_provider_name: 'JAあいち豊橋', KUCHI_SU: 2, HA_SU: 5 },
      new Date('2026-06-15T16:00:00Z'), // 2026/06/16 01:00 in Japan
    );
    const [pathname, query] = path.split('?');
    expect(pathname).toBe('/web');
    const search = new URLSearchParams(query);
    expect(Object.fromEntries(search)).toEqual({
      products: 'バラ サムライ08',
      shippers: 'JAあいち豊橋',
      sale_dates: '2026/06/16',
      available: '1',
      again: '2.5',
    });
  });
});
