import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SaleHistoryTable } from './sale-history-table';
import type { SaleHistory } from '../types';

const rows: SaleHistory[] = [
  { id: 3, purchaseDate: '2026-11-22', totalPurchase: 48000, salesTaxAmount: 3840, otherTotal: 500, totalWithTax: 52340, totalTransactions: 6, isSokuho: true },
  { id: 2, purchaseDate: '2026-11-21', totalPurchase: 12000, salesTaxAmount: 960, otherTotal: 0, totalWithTax: 12960, totalTransactions: 2, isSokuho: false },
];

describe('SaleHistoryTable', () => {
  it('shows each day with its amounts in yen and its transaction count', () => {
    render(<SaleHistoryTable rows={rows} onSelect={() => undefined} />);
    const day = screen.getByRole('row', { name: /2026\/11\/21\(土\)/ });
    expect(
      within(day)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['12,000円', '960円', '0円', '12,960円', '2', '明細を見る']);
  });

  it('calls otherTotal 手数料, the name /web gives the fee', () => {
    render(<SaleHistoryTable rows={rows} onSelect={() => undefined} />);
    expect(screen.getByRole('columnheader', { name: '手数料' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'その他' })).not.toBeInTheDocument();
  });

  it('marks only the preliminary day 速報', () => {
    render(<SaleHistoryTable rows={rows} onSelect={() => undefined} />);
    expect(within(screen.getByRole('row', { name: /2026\/11\/22/ })).getByText('速報')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /2026\/11\/21/ })).queryByText('速報')).not.toBeInTheDocument();
  });

  it('sums the period in the footer, preliminary while any day is', () => {
    const { rerender } = render(<SaleHistoryTable rows={rows} onSelect={() => undefined} />);
    const totals = screen.getByTestId('sale-history-totals');
    expect(within(totals).getByRole('rowheader')).toHaveTextContent('合計速報');
    expect(
      within(totals)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['60,000円', '4,800円', '500円', '65,300円', '8', '']);
    rerender(<SaleHistoryTable rows={[rows[1]]} onSelect={() => undefined} />);
    expect(within(screen.getByTestId('sale-history-totals')).getByRole('rowheader')).toHaveTextContent(/^合計$/);
  });

  it('opens the detail of the day the buyer picks', async () => {
    const onSelect = jest.fn();
    render(<SaleHistoryTable rows={rows} selectedDate="2026-11-22" onSelect={onSelect} />);
    expect(screen.getByRole('button', { name: '2026/11/22(日)の明細を見る' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '2026/11/21(土)の明細を見る' }));
    expect(onSelect).toHaveBeenCalledWith(rows[1]);
  });
});
