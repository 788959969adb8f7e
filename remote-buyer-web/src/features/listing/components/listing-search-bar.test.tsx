import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListingSearchBar } from './listing-search-bar';

describe('listing keyword and order', () => {
  it('sends the keyword after the buyer pauses, or at once on Enter', async () => {
    const onKeyword = jest.fn();
    const user = userEvent.setup();
    render(<ListingSearchBar keyword="" sort="default" onKeyword={onKeyword} onSort={jest.fn()} />);
    await user.type(screen.getByLabelText('キーワード検索'), 'ばら{Enter}');
    expect(onKeyword).toHaveBeenCalledWith('ばら');
  });

  it('orders by price, remaining or shipper', async () => {
    const onSort = jest.fn();
    const user = userEvent.setup();
    render(<ListingSearchBar keyword="" sort="default" onKeyword={jest.fn()} onSort={onSort} />);
    await user.click(screen.getByRole('combobox', { name: '並び順' }));
    await user.click(await screen.findByRole('option', { name: '単価の安い順' }));
    expect(onSort).toHaveBeenCalledWith('price_asc');
  });
});
