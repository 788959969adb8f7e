import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ApiRow } from 'shared';
import { pageOf, renderWithProviders, setupApiDouble, signedInSession } from 'shared/test';
import { NegotiationListPage } from './negotiation-list-page';

const open: ApiRow<'/admins/negotiations'> = {
  negotiation_no: 12,
  id: 3,
  SALE_DATE: '2026/11/24',
  SHUKKASHA_NM: 'JA 花き',
  BAISAN_CD: '1001',
  BAISAN_EDA: '001',
  BAISAN_NM: '花屋',
  SHOHIN_NM: 'バラ',
  COLOR_NM: '赤',
  specification: '2L',
  BIKO: '至急',
  IRI_SU: 10,
  KUCHI_SU: 3,
  UNIT_PRICE: 100,
  OLD_TANKA: 120,
  LOT_UNIT_PRICE: 120,
  remaining_quantity: 8,
  SHODAN_STATUS: '商談中',
  COMMENT: '',
  SALE_ID: null,
  created_at: '2026-11-24T01:00:00.000Z',
  updated_at: '2026-11-24T01:00:00.000Z',
};
const closed = { ...open, negotiation_no: 11, SHODAN_STATUS: '成立' as const, SALE_ID: 5 };

const api = setupApiDouble();
jest.setTimeout(30_000);

describe('the admin negotiation list', () => {
  it('lists negotiations, filters by status and answers an open one with a counter price', async () => {
    api.serve('/admins/negotiations', 'get', pageOf([open, closed]));
    api.serve('/admins/negotiations/{negotiation_no}', 'put', (req) => ({ ...open, ...(req.body as object), SHODAN_STATUS: '再商談' as const }));
    renderWithProviders(<NegotiationListPage />, {
      route: '/admins/transaction/negotiation',
      preloadedState: { session: signedInSession({ is_admin: true }) },
    });
    const table = await screen.findByRole('table', { name: '商談' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('商談中');
    expect(within(rows[2]).queryByRole('button', { name: /回答/ })).toBeNull();

    await userEvent.click(within(rows[1]).getByRole('button', { name: '回答 12' }));
    const dialog = await screen.findByRole('dialog', { name: '商談への回答' });
    expect(dialog).toHaveTextContent('希望: 100円 × 3口');
    await userEvent.click(within(dialog).getByLabelText('回答'));
    await userEvent.click(await screen.findByRole('option', { name: '再商談' }));
    const price = within(dialog).getByLabelText('単価(1本)');
    await userEvent.clear(price);
    await userEvent.type(price, '110');
    await userEvent.type(within(dialog).getByLabelText('コメント'), '110円でいかがですか');
    await userEvent.click(within(dialog).getByRole('button', { name: '回答する' }));
    await waitFor(() => expect(api.requests('put', '/admins/negotiations/{negotiation_no}')).toHaveLength(1));
    const sent = api.requests('put', '/admins/negotiations/{negotiation_no}')[0];
    expect(sent.params.negotiation_no).toBe('12');
    expect(sent.body).toEqual({ SHODAN_STATUS: '再商談', UNIT_PRICE: 110, KUCHI_SU: 3, COMMENT: '110円でいかがですか' });
    expect(await screen.findByText('商談に回答しました。')).toBeInTheDocument();
  });

  it('refuses 成立 without packages before asking the server', async () => {
    api.serve('/admins/negotiations', 'get', pageOf([{ ...open, KUCHI_SU: 0 }]));
    renderWithProviders(<NegotiationListPage />, {
      route: '/admins/transaction/negotiation?SHODAN_STATUS=商談中',
      preloadedState: { session: signedInSession({ is_admin: true }) },
    });
    const table = await screen.findByRole('table', { name: '商談' });
    expect(api.requests('get', '/admins/negotiations')[0].query.get('SHODAN_STATUS')).toBe('商談中');
    await userEvent.click(within(table).getByRole('button', { name: '回答 12' }));
    const dialog = await screen.findByRole('dialog', { name: '商談への回答' });
    await userEvent.click(within(dialog).getByRole('button', { name: '回答する' }));
    // The message sits under 口数, which it marks invalid and describes (accessibility).
    const packages = within(dialog).getByLabelText('口数');
    await waitFor(() => expect(packages).toHaveAccessibleDescription('成立には口数を1以上で入力してください。'));
    expect(packages).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests('put', '/admins/negotiations/{negotiation_no}')).toHaveLength(0);
  });
});
