import { render as renderPlain, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { PurchaseDoneRow } from '../types';
import { PurchaseDoneTable } from './purchase-done-table';

/** The lines link to the listing (もう一度買う): a router around them. */
const render = (ui: ReactElement) => renderPlain(<MemoryRouter>{ui}</MemoryRouter>);

let lastId = 0;
const row = (overrides: Partial<PurchaseDoneRow> = {}): PurchaseDoneRow => ({
  id: ++lastId,
  web_item_id: 1,
  SO_SU: 1005,
  shipment_provider_name: 'JAあいち豊橋',
  product_name: 'バラ ローテローゼ',
  receiving_number: '00012',
  sale_date: '2026/11/22',
  category: '切花',
  color: '赤',
  specification: '2L',
  quantity_per_package: 10,
  HA_SU: 5,
  KUCHI_SU: 100,
  remaining_quantity: 3,
  max_quantity: 200,
  unit_price: '123',
  remarks: '',
  ...overrides,
});

describe('purchase done page', () => {
  it('offers もう一度買う on each bought line: the listing of its sale date, product and shipper, with its quantity', () => {
    render(<PurchaseDoneTable rows={[row()]} />);
    const link = screen.getByRole('link', { name: 'バラ ローテローゼ（JAあいち豊橋）をもう一度買う' });
    const search = new URLSearchParams(link.getAttribute('href')!.split('?')[1]);
    expect(Object.fromEntries(search)).toEqual({
      products: 'バラ ローテローゼ',
      shippers: 'JAあいち豊橋',
      sale_dates: '2026/11/22',
      available: '1',
      again: '100.5',
    });
  });

  it('has no もう一度買う on a next order', () => {
    render(<PurchaseDoneTable rows={[row()]} mode="next-order" />);
    expect(screen.queryByRole('link', { name: /もう一度買う/ })).not.toBeInTheDocument();
  });

  it('shows the Purchase-done fields of each line', () => {
    render(<PurchaseDoneTable rows={[row()]} />);
    const table = screen.getByTestId('purchase-done-table');
    for (const text of ['00012', '2026/11/22', '切花', 'JAあいち豊橋', 'バラ ローテローゼ', '赤', '2L']) {
      expect(within(table).getByText(text)).toBeInTheDocument();
    }
  });

  it("totals stems × unit price with the server's tax rate in ja-JP yen", () => {
    // (100 × 10 + 5) × 123 = 123,615; tax 12,362 (rounded); total 135,977
    render(<PurchaseDoneTable rows={[row()]} taxRate={10} />);
    const totals = screen.getByTestId('purchase-totals');
    expect(totals).toHaveTextContent('123,615円');
    expect(totals).toHaveTextContent('消費税（10%）12,362円');
    expect(screen.getByTestId('total-with-tax')).toHaveTextContent('135,977円');
  });

  it("uses the server's amounts and commission, taxing both", () => {
    // (100,000 + 20,000 + commission 3,000) × 1.1 = 135,300
    render(<PurchaseDoneTable rows={[row({ price: 100000, commission: 2000 }), row({ price: 20000, commission: 1000 })]} taxRate={10} />);
    expect(screen.getByTestId('purchase-totals')).toHaveTextContent('手数料3,000円');
    expect(screen.getByTestId('total-with-tax')).toHaveTextContent('135,300円');
  });

  it('taxes at whatever rate the market set (8 %), never a constant of its own', () => {
    // (100,000 + 2,000) × 8 % = 8,160 → 110,160
    render(<PurchaseDoneTable rows={[row({ price: 100000, commission: 2000 })]} taxRate={8} />);
    expect(screen.getByTestId('purchase-totals')).toHaveTextContent('消費税（8%）8,160円');
    expect(screen.getByTestId('total-with-tax')).toHaveTextContent('110,160円');
  });

  it('shows the remaining and the cap as two labelled values', () => {
    render(<PurchaseDoneTable rows={[row({ remaining_quantity: 25, max_quantity: 8 })]} taxRate={10} />);
    const table = screen.getByTestId('purchase-done-table');
    expect(within(table).getByRole('columnheader', { name: '残数' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: '上限口数' })).toBeInTheDocument();
    expect(within(table).getByText('25口')).toBeInTheDocument();
    expect(within(table).getByText('8口')).toBeInTheDocument();
  });
});

describe('next-order done page', () => {
  it('shows the reservation price range and package totals instead of yen totals', () => {
    render(
      <PurchaseDoneTable
        mode="next-order"
        rows={[row({ unit_price: '80〜100', KUCHI_SU: 3, HA_SU: 0 }), row({ KUCHI_SU: 2, HA_SU: 0, unit_price: '未定' })]}
      />,
    );
    expect(screen.getByText('80〜100円')).toBeInTheDocument();
    expect(screen.getByText('未定')).toBeInTheDocument();
    expect(screen.getByTestId('purchase-totals')).toHaveTextContent('合計口数5口');
    expect(screen.queryByTestId('total-with-tax')).not.toBeInTheDocument();
  });
});

describe('販売目安単価 on the buy done page', () => {
  it('shows the resale guide per line when the branch has a margin', () => {
    render(<PurchaseDoneTable rows={[row({ unit_price: '100', sell_price: 1365 }), row({ unit_price: '100', sell_price: null })]} showSellPrice />);
    const table = screen.getByTestId('purchase-done-table');
    expect(within(table).getByText('販売目安単価')).toBeInTheDocument();
    const cells = within(table).getAllByTestId('sell-price');
    expect(cells.map((c) => c.textContent)).toEqual(['1,365円', '−']);
  });

  it('leaves the column out when the margin is 0', () => {
    render(<PurchaseDoneTable rows={[row({ sell_price: 123 })]} />);
    expect(screen.queryByText('販売目安単価')).not.toBeInTheDocument();
    expect(screen.queryByTestId('sell-price')).not.toBeInTheDocument();
  });
});
