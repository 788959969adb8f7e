import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders, setupApiDouble, signedInSession } from 'shared/test';
import type { SaleDetailLine, SaleDetailResponse, SaleHistory, SaleHistoryResponse } from '../types';
import { SalePage } from './sale-page';

const branches = [
  { branch_number: '001', branch_name: '本店' },
  { branch_number: '002', branch_name: '駅前店' },
];

const history: Record<string, SaleHistory[]> = {
  '001': [
    { id: 11, purchaseDate: '2026/11/22', totalPurchase: 10000, salesTaxAmount: 800, otherTotal: 0, totalWithTax: 10800, totalTransactions: 2, isSokuho: true },
    {
      id: 10,
      purchaseDate: '2026/11/21',
      totalPurchase: 5000,
      salesTaxAmount: 400,
      otherTotal: 100,
      totalWithTax: 5500,
      totalTransactions: 1,
      isSokuho: false,
    },
  ],
  '002': [
    { id: 20, purchaseDate: '2026/11/20', totalPurchase: 3000, salesTaxAmount: 240, otherTotal: 0, totalWithTax: 3240, totalTransactions: 1, isSokuho: false },
  ],
};

const line = {
  sosu: 50,
  baisan_id: '1001-001',
  HA_SU: 0,
  discount_tanka: 0,
  receiving_number: '1122-0001',
  remarks: '',
  isSokuho: true,
  commission: 0,
};
const lines: SaleDetailLine[] = [
  {
    ...line,
    id: 501,
    sale_kbn: 'WEB',
    product_name: 'バラ ローテローゼ',
    color: '赤',
    specification: '60cm',
    shipment_provider_name: 'JA愛知みなみ',
    quantity_per_package: 50,
    KUCHI_SU: 1,
    unit_price: 120,
    price: 6000,
    commission: 300,
  },
  {
    ...line,
    id: 502,
    sale_kbn: '相対',
    sosu: 40,
    product_name: 'キク 神馬',
    color: '白',
    specification: '2L',
    shipment_provider_name: 'JAあいち経済連',
    quantity_per_package: 20,
    KUCHI_SU: 2,
    unit_price: 100,
    price: 4000,
  },
];

const detail: SaleDetailResponse = {
  id: 20261122,
  purchaseDate: '2026/11/22',
  totalPurchase: 10000,
  salesTaxAmount: 824,
  otherTotal: 300,
  totalWithTax: 11124,
  totalTransactions: 2,
  isSokuho: true,
  branch_number: '001',
  branch_name: '本店',
  branches,
  datas: lines,
};

const historyAnswer = (query: URLSearchParams): SaleHistoryResponse => {
  const branch = query.get('branch') ?? '001';
  return {
    branch_number: branch,
    branch_name: branch === '001' ? '本店' : '駅前店',
    from: query.get('from') ?? '2026/10/23',
    to: query.get('to') ?? '2026/11/22',
    branches,
    datas: history[branch],
    totals: {
      totalPurchase: history[branch].reduce((sum, d) => sum + d.totalPurchase, 0),
      salesTaxAmount: history[branch].reduce((sum, d) => sum + d.salesTaxAmount, 0),
      otherTotal: history[branch].reduce((sum, d) => sum + d.otherTotal, 0),
      totalWithTax: history[branch].reduce((sum, d) => sum + d.totalWithTax, 0),
      totalTransactions: history[branch].reduce((sum, d) => sum + d.totalTransactions, 0),
      isSokuho: history[branch].some((d) => d.isSokuho),
    },
  };
};

/** jsdom's Blob has no arrayBuffer(); FileReader reads it as a browser would. */
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

function renderSale(route = '/sale') {
  return renderWithProviders(
    <Routes>
      <Route path="/sale" element={<SalePage />} />
    </Routes>,
    { route, preloadedState: { session: signedInSession({ branch_number: '001' }) } },
  );
}

const api = setupApiDouble();
beforeEach(() => {
  api.serve('/users/sale', 'get', (req) => historyAnswer(req.query));
  api.serve('/users/sale/detail', 'get', detail);
});

describe('SalePage', () => {
  it('shows the history by date with the period total', async () => {
    renderSale();
    const table = await screen.findByRole('table', { name: '購入履歴' });
    expect(within(table).getByRole('row', { name: /2026\/11\/22\(日\)/ })).toHaveTextContent('速報');
    expect(within(screen.getByTestId('sale-history-totals')).getAllByRole('cell')[3]).toHaveTextContent('16,300円');
  });

  it('lets the head branch switch to another branch of its purchaser', async () => {
    renderSale();
    await screen.findByRole('table', { name: '購入履歴' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: '枝番' }));
    await user.click(await screen.findByRole('option', { name: '002 駅前店' }));
    expect(await screen.findByRole('row', { name: /2026\/11\/20\(金\)/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /2026\/11\/22/ })).not.toBeInTheDocument();
    expect(api.requests('get', '/users/sale').at(-1)?.query.get('branch')).toBe('002');
  });

  it('opens the detail lines of a day with their kind and stems', async () => {
    renderSale();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '2026/11/22(日)の明細を見る' }));
    const table = await screen.findByRole('table', { name: '2026/11/22(日) の明細' });
    const rose = within(table).getByRole('row', { name: /バラ ローテローゼ/ });
    expect(rose).toHaveTextContent('WEB');
    expect(rose).toHaveTextContent('6,000円');
    expect(within(table).getByRole('row', { name: /キク 神馬/ })).toHaveTextContent('相対');
    expect(screen.getByTestId('sale-day-summary')).toHaveTextContent('税込合計11,124円');
    const request = api.requests('get', '/users/sale/detail').at(0);
    expect(request?.query.get('purchase_date')).toBe('2026/11/22');
  });

  it('asks for the period the buyer picks', async () => {
    renderSale();
    const from = await screen.findByLabelText('開始日');
    expect(from).toHaveValue('2026-10-23');
    fireEvent.change(from, { target: { value: '2026-11-01' } });
    await screen.findByDisplayValue('2026-11-01');
    // The new period's request follows the input's render.
    await waitFor(() => expect(api.requests('get', '/users/sale').at(-1)?.query.get('from')).toBe('2026/11/01'));
    fireEvent.change(screen.getByLabelText('終了日'), { target: { value: '2026-10-01' } });
    expect(await screen.findByText('開始日は終了日以前の日付を指定して下さい')).toBeInTheDocument();
    // Accessibility: both dates are invalid and described by the message.
    for (const label of ['開始日', '終了日']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('開始日は終了日以前の日付を指定して下さい');
    }
    expect(api.requests('get', '/users/sale').at(-1)?.query.get('to')).toBe('2026/11/22');
  });

  it('shows one card per day, the sum first, on a phone', async () => {
    const desktop = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...desktop(query), matches: query.includes('max-width') })) as typeof window.matchMedia;
    try {
      renderSale();
      const cards = await screen.findByRole('list', { name: '購入履歴' });
      const items = within(cards).getAllByRole('listitem');
      expect(items[0]).toHaveTextContent('合計速報税込合計16,300円');
      expect(items[2]).toHaveTextContent('2026/11/21(土)');
      expect(items[2]).toHaveTextContent('税込合計5,500円');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    } finally {
      window.matchMedia = desktop;
    }
  });

  it('saves the history as a CSV file Excel opens: BOM, CRLF, named after branch and date', async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    const create = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    try {
      renderSale();
      await screen.findByRole('table', { name: '購入履歴' });
      await userEvent.click(screen.getByRole('button', { name: '履歴をCSVで保存' }));
      expect(names).toEqual(['購入履歴_001_20261122.csv']);
      expect(blobs[0].type).toBe('text/csv;charset=utf-8');
      const bytes = await bytesOf(blobs[0]);
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder().decode(bytes.slice(3));
      expect(text.split('\r\n')[1]).toBe('2026/11/22,10000,800,0,10800,2,速報');
      expect(text.endsWith('\r\n')).toBe(true);
    } finally {
      click.mockRestore();
    }
  });

  it('says so when there is no history', async () => {
    api.serve('/users/sale', 'get', { ...historyAnswer(new URLSearchParams()), datas: [], branches: [branches[0]] });
    renderSale();
    expect(await screen.findByText('購入履歴はありません')).toBeInTheDocument();
    // A single branch has nothing to switch to.
    expect(screen.queryByRole('combobox', { name: '枝番' })).not.toBeInTheDocument();
  });
});
