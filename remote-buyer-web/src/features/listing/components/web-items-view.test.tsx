import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared/test';
import { emulateViewport } from '../../../../test/emulate-viewport';
import { makeWebItem } from '../../../../test/web-item-fixtures';
import { WebItemsView } from './web-items-view';

function renderOne(overrides: Parameters<typeof makeWebItem>[0], variant: 'table' | 'list' = 'table') {
  const item = makeWebItem(overrides);
  render(<WebItemsView items={[item]} variant={variant} />);
  return within(screen.getByTestId(`web-item-${item.id}`));
}

describe('one number a buyer can buy', () => {
  for (const variant of ['table', 'list'] as const) {
    it(`shows the stock alone when it is below the cap: 1口, never 「1口 / 上限 11口」 (${variant})`, () => {
      const row = renderOne({ remaining_quantity: 1, hasu: 0, max_quantity: 11 }, variant);
      expect(row.getByTestId('buyable')).toHaveTextContent('1口');
      expect(row.queryByText(/上限/)).not.toBeInTheDocument();
      expect(row.queryByText(/11口/)).not.toBeInTheDocument();
    });

    it(`shows 完売 alone, never 「完売 / 上限 11口」 (${variant})`, () => {
      const row = renderOne({ remaining_quantity: 0, hasu: 0, max_quantity: 11 }, variant);
      expect(row.getByText('完売')).toBeInTheDocument();
      expect(row.queryByText(/上限/)).not.toBeInTheDocument();
    });

    it(`shows the cap as the number when it binds, and says why with the stock (${variant})`, () => {
      const row = renderOne({ remaining_quantity: 20, hasu: 3, max_quantity: 8 }, variant);
      expect(row.getByTestId('buyable')).toHaveTextContent('8口 + 3本');
      expect(row.getByTestId('cap-binds')).toHaveTextContent(/^1回の上限残数 20口$/);
    });
  }
});

describe('listing display rules (spec §4)', () => {
  it('shows 完売 when remaining_quantity and hasu are both 0', () => {
    const row = renderOne({ remaining_quantity: 0, hasu: 0 });
    expect(row.getByText('完売')).toBeInTheDocument();
  });

  it('does not show 完売 while loose stems (hasu) remain', () => {
    const row = renderOne({ remaining_quantity: 0, hasu: 4 });
    expect(row.queryByText('完売')).not.toBeInTheDocument();
    expect(row.getByText('0口 + 4本')).toBeInTheDocument();
  });

  it('does not show 完売 while whole packages remain', () => {
    const row = renderOne({ remaining_quantity: 2, hasu: 0 });
    expect(row.queryByText('完売')).not.toBeInTheDocument();
    expect(row.getByText('2口')).toBeInTheDocument();
  });

  it("shows 未定 for a unit_price of '0'", () => {
    const row = renderOne({ unit_price: '0' });
    expect(row.getByTestId('price')).toHaveTextContent('未定');
  });

  it('shows the unit price in yen, ja-JP formatted, when it is not 0', () => {
    const row = renderOne({ unit_price: '1200' });
    expect(row.getByTestId('price')).toHaveTextContent('1,200円');
    expect(row.queryByText('未定')).not.toBeInTheDocument();
  });

  it('shows the recommended price with the normal price struck through', () => {
    const row = renderOne({ recommended_flag: true, recommended_active: true, unit_price: '150', recommended_unit_price: 98 });
    const normal = row.getByTestId('normal-price');
    expect(normal.tagName).toBe('S');
    expect(normal).toHaveTextContent('150円');
    expect(row.getByTestId('recommended-price')).toHaveTextContent('98円');
    expect(row.getByText('おすすめ')).toBeInTheDocument();
  });

  it('shows only the normal price while the recommended price has not started', () => {
    const row = renderOne({ recommended_flag: true, recommended_active: false, unit_price: '150', recommended_unit_price: 98 });
    expect(row.queryByTestId('normal-price')).not.toBeInTheDocument();
    expect(row.getByTestId('price')).toHaveTextContent('150円');
  });

  it('marks a lot this branch has already bought', () => {
    expect(renderOne({ done: true }).getByText('購入済み')).toBeInTheDocument();
  });

  it('shows only the normal price when the lot is not recommended', () => {
    const row = renderOne({ recommended_flag: false, unit_price: '150', recommended_unit_price: 98 });
    expect(row.queryByTestId('normal-price')).not.toBeInTheDocument();
    expect(row.getByTestId('price')).toHaveTextContent('150円');
    expect(row.getByTestId('price')).not.toHaveTextContent('98円');
  });

  it('shows the new badge on a new lot', () => {
    expect(renderOne({ is_new: true }).getByText('NEW')).toBeInTheDocument();
  });

  it('shows no new badge on a lot past the new-item display time', () => {
    expect(renderOne({ is_new: false }).queryByText('NEW')).not.toBeInTheDocument();
  });

  it('shows the discount details in a tooltip on hover', async () => {
    const row = renderOne({ discount_details: ['5口以上で5%引き', '本日限り'] });
    await userEvent.hover(row.getByText('割引'));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('5口以上で5%引き');
    expect(tooltip).toHaveTextContent('本日限り');
  });

  it('shows no discount marker when there are no discount details', () => {
    expect(renderOne({ discount_details: [] }).queryByText('割引')).not.toBeInTheDocument();
  });

  it('shows the bundle price tiers in order of quantity', () => {
    const row = renderOne({
      max_quantity: 10,
      bundle_tanka_list: [
        { quantity: 10, bundle_tanka: 90 },
        { quantity: 5, bundle_tanka: 100 },
      ],
    });
    const tiers = within(row.getByTestId('bundle-tiers')).getAllByRole('listitem');
    expect(tiers.map((li) => li.textContent)).toEqual(['5口以上 100円', '10口以上 90円']);
  });

  it("does not advertise a tier above the buyer's cap", () => {
    const row = renderOne({
      max_quantity: 8,
      bundle_tanka_list: [
        { quantity: 5, bundle_tanka: 100 },
        { quantity: 10, bundle_tanka: 90 },
      ],
    });
    const tiers = within(row.getByTestId('bundle-tiers')).getAllByRole('listitem');
    expect(tiers.map((li) => li.textContent)).toEqual(['5口以上 100円']);
  });

  it('shows a photo thumbnail that opens /web/{id}/photo in a new tab', () => {
    const row = renderOne({ id: 42, is_photo_present: true, thumbnail_url: '/files/t.jpg' });
    const link = row.getByRole('link', { name: /写真を新しいタブで開く/ });
    expect(link).toHaveAttribute('href', '/web/42/photo');
    expect(link).toHaveAttribute('target', '_blank');
    expect(row.getByRole('img')).toHaveAttribute('src', '/files/t.jpg');
  });

  it('shows 写真なし and no link when the lot has no photo', () => {
    const row = renderOne({ id: 43, is_photo_present: false });
    expect(row.queryByRole('link')).not.toBeInTheDocument();
    expect(row.getByText('写真なし')).toBeInTheDocument();
  });

  it('shows shipper, product, colour, specification and quantity per package', () => {
    const row = renderOne({ shipment_provider_name: '長野県花き', product_name: 'カーネーション', color: '桃', specification: 'L', quantity_per_package: 20 });
    for (const text of ['長野県花き', 'カーネーション', '桃', 'L', '20']) expect(row.getByText(text)).toBeInTheDocument();
  });

  it("shows the lot's notice and remarks", () => {
    const row = renderOne({ notice: '数量限定', remarks: '日持ち良好' });
    expect(row.getByText('数量限定')).toBeInTheDocument();
    expect(row.getByText('日持ち良好')).toBeInTheDocument();
  });

  it('renders a table on desktop and a list on mobile with the same rules', () => {
    const item = makeWebItem({ remaining_quantity: 0, hasu: 0 });
    const { unmount } = render(<WebItemsView items={[item]} variant="table" />);
    expect(screen.getByTestId('web-item-table')).toBeInTheDocument();
    unmount();
    render(<WebItemsView items={[item]} variant="list" />);
    expect(screen.getByTestId('web-item-list')).toBeInTheDocument();
    expect(screen.getByText('完売')).toBeInTheDocument();
  });

  it("keeps a lot's actions on one line in a column as narrow as its buttons", () => {
    const item = makeWebItem();
    render(
      <WebItemsView
        items={[item]}
        variant="table"
        renderActions={() => (
          <>
            <button type="button">購入</button>
            <button type="button">商談</button>
          </>
        )}
      />,
    );
    const cell = within(screen.getByTestId('web-item-1')).getByTestId('lot-actions');
    expect(cell).toHaveStyle({ whiteSpace: 'nowrap', width: '1%' });
    expect(
      within(cell)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['購入', '商談']);
    expect(screen.getByRole('columnheader', { name: '操作' })).toBeInTheDocument();
  });

  it('chooses the table on a desktop viewport and the list on a phone by itself', () => {
    const item = makeWebItem({ product_name: 'バラ サムライ' });
    for (const [kind, testId] of [
      ['desktop', 'web-item-table'],
      ['mobile', 'web-item-list'],
    ] as const) {
      const undo = emulateViewport(kind);
      try {
        // The app's theme: useIsBelow reads the spec breakpoints from it.
        const { unmount } = renderWithProviders(<WebItemsView items={[item]} />);
        expect(screen.getByTestId(testId)).toHaveTextContent('バラ サムライ');
        unmount();
      } finally {
        undo();
      }
    }
  });
});

describe('販売目安 (the branch margin from /setting)', () => {
  it('shows the resale guide in the mobile list when asked, and nothing for 未定', () => {
    const items = [makeWebItem({ id: 1, sell_price: 137 }), makeWebItem({ id: 2, unit_price: '0', sell_price: null })];
    render(<WebItemsView items={items} variant="list" showSellPrice />);
    expect(within(screen.getByTestId('web-item-1')).getByTestId('sell-price')).toHaveTextContent('販売目安 137円');
    expect(within(screen.getByTestId('web-item-2')).queryByTestId('sell-price')).not.toBeInTheDocument();
  });
});
