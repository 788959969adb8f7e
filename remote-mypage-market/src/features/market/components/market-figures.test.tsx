import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MarketFigures } from './market-figures';
import type { MarketFigure } from '../types';

const rows: MarketFigure[] = [
  { key: '01', name: 'バラ', quantity: 1240, high_price: 180, average: 96.4 },
  { key: '02', name: 'キク', quantity: 860, high_price: 75, average: 52.5 },
];

const props = { title: '品目別', nameLabel: '品目', emptyText: 'この日の市況データはありません' };

describe('MarketFigures', () => {
  it('shows the chart first and the numbers one click away', async () => {
    render(<MarketFigures {...props} rows={rows} />);
    expect(screen.getByRole('group', { name: '品目別' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '表' }));
    const table = screen.getByRole('table', { name: '品目別' });
    const rose = within(table).getByRole('row', { name: /バラ/ });
    // Quantity in ja-JP grouping, prices rounded to whole yen.
    expect(
      within(rose)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1,240', '180円', '96円']);
    expect(within(within(table).getByRole('row', { name: /キク/ })).getAllByRole('cell')[2]).toHaveTextContent('53円');
  });

  it('drills down from the table and from the chart', async () => {
    const onSelect = jest.fn();
    const user = userEvent.setup();
    render(<MarketFigures {...props} rows={rows} onSelect={onSelect} selected="02" />);
    // Under the chart: one chip per item, usable by keyboard.
    const chip = screen.getByRole('button', { name: 'バラ' });
    act(() => chip.focus());
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('01');
    expect(screen.getByRole('button', { name: 'キク' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '表' }));
    await user.click(screen.getByRole('button', { name: 'キクの品種別を見る' }));
    expect(onSelect).toHaveBeenLastCalledWith('02');
  });

  it('says so when there are no figures', () => {
    render(<MarketFigures {...props} rows={[]} />);
    expect(screen.getByText('この日の市況データはありません')).toBeInTheDocument();
  });
});
