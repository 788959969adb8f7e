import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared/test';
import { defaultListingParams } from '../listing-params';
import type { WebFilterOptions } from '../types';
import { ListingFilters } from './listing-filters';

const hours = Array.from({ length: 12 }, (_, i) => ({ value: 12 + i, label: `${12 + i}時以降` }));

const options: WebFilterOptions = {
  item_names: ['バラ'],
  sale_dates: ['2026/11/22'],
  color_groups: ['赤系'],
  shippers: ['JAあいち豊橋'],
  varieties: [
    { name: 'ローテローゼ', reading: 'ろーてろーぜ' },
    { name: 'サムライ', reading: 'さむらい' },
  ],
  colors: ['赤'],
  open_hours: hours,
  is_web_open: true,
  is_recommended: true,
  notice: '',
  web_hours: { START_TIME: '00:00', END_TIME: '23:59', is_open: true, opens_at: null, opens_at_label: null, message: null },
  purchase_approval_required: false,
  sell_margin_rate: 0,
  tax_rate: 10,
  next_order_deadline: { time: '23:00', message: '次回注文は販売日の前日23:00まで受け付けています。' },
  sale_rate: 0,
};

// MUI Autocomplete is slow under jsdom on a busy machine: no typing delay, and room to finish.
jest.setTimeout(30_000);
const user = userEvent.setup({ delay: null });

const renderFilters = () => {
  const onChange = jest.fn();
  renderWithProviders(<ListingFilters options={options} params={defaultListingParams} onChange={onChange} onClear={jest.fn()} />);
  return onChange;
};

describe('listing filters (spec §3 "Listing filters", §9 time options)', () => {
  it('offers each variety with its reading and finds it by typing the reading', async () => {
    const onChange = renderFilters();
    const varieties = screen.getByRole('combobox', { name: '品種' });
    await user.click(varieties);
    expect(screen.getByRole('option', { name: 'ローテローゼ（ろーてろーぜ）' })).toBeInTheDocument();
    await user.type(varieties, 'さむ');
    const found = screen.getAllByRole('option');
    expect(found.map((o) => o.textContent)).toEqual(['サムライ（さむらい）']);
    await user.click(found[0]);
    // The value kept (and sent to the server) is the name, not the label with the reading.
    expect(onChange).toHaveBeenLastCalledWith({ varieties: ['サムライ'] });
  });

  it('offers the open hours 12時以降 to 23時以降 and sends the chosen hour', async () => {
    const onChange = renderFilters();
    await user.click(screen.getByRole('combobox', { name: '公開時間' }));
    const listbox = screen.getByRole('listbox');
    const labels = within(listbox)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(labels).toEqual(['指定なし', ...hours.map((h) => h.label)]);
    expect(labels[1]).toBe('12時以降');
    expect(labels[labels.length - 1]).toBe('23時以降');
    await user.click(within(listbox).getByRole('option', { name: '15時以降' }));
    expect(onChange).toHaveBeenLastCalledWith({ open_hours: 15 });
  });

  it('offers item names, sale dates, colour groups, shippers and colours from GET /users/web', async () => {
    renderFilters();
    const cases: Array<[string, string]> = [
      ['品目', 'バラ'],
      ['販売日', '2026/11/22'],
      ['色系統', '赤系'],
      ['出荷者', 'JAあいち豊橋'],
      ['色', '赤'],
    ];
    for (const [label, value] of cases) {
      await user.click(screen.getByRole('combobox', { name: label }));
      expect(screen.getByRole('option', { name: value })).toBeInTheDocument();
      await user.keyboard('{Escape}');
    }
  });
});
