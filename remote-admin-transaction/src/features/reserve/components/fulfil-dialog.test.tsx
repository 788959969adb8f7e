import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ApiRow } from 'shared';
import { renderWithProviders, setupApiDouble, signedInSession } from 'shared/test';
import { FulfilDialog } from './fulfil-dialog';

const reserve: ApiRow<'/admins/reserve'> = {
  YOYAKU_NO: 7,
  YOYAKU_DATE: '2026/11/20 09:00',
  SALE_DATE: '2026/11/24',
  BAISAN_CD: '1001',
  BAISAN_EDA: '001',
  BAISAN_NM: '花屋',
  SHOHIN_CD: '0101',
  SHOHIN_NM: 'バラ',
  COLOR_NM: '赤',
  specification: '2L',
  IRI_SU: 10,
  KUCHI_SU: 2,
  SO_SU: 20,
  WEB_TANKA: '80〜100',
  BIKO: '',
  STATUS: '予約中',
  SALE_ID: null,
};

const api = setupApiDouble();
jest.setTimeout(30_000);

function open() {
  const onClose = jest.fn();
  renderWithProviders(<FulfilDialog reserve={reserve} onClose={onClose} />, { preloadedState: { session: signedInSession({ is_admin: true }) } });
  return { dialog: screen.getByRole('dialog', { name: '予約の引当(注文)' }), onClose };
}

describe('the fulfil dialog', () => {
  it('asks for the received lot before asking the server, then fulfils and closes', async () => {
    api.serve('/admins/reserve/fulfil/{YOYAKU_NO}', 'post', { ...reserve, STATUS: '引当済', SALE_ID: 9 });
    const { dialog, onClose } = open();
    expect(dialog).toHaveTextContent('バラ 赤 2L 2口');

    await userEvent.click(within(dialog).getByRole('button', { name: '引当する' }));
    // The message sits under the first empty field, which it marks invalid and describes (accessibility).
    const dempyo = within(dialog).getByLabelText('荷受伝票番号');
    await waitFor(() => expect(dempyo).toHaveAccessibleDescription('荷受伝票番号と荷受番号を入力してください。'));
    expect(dempyo).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests('post', '/admins/reserve/fulfil/{YOYAKU_NO}')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('荷受伝票番号'), '5001');
    await userEvent.type(within(dialog).getByLabelText('荷受番号'), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: '引当する' }));
    await waitFor(() => expect(api.requests('post', '/admins/reserve/fulfil/{YOYAKU_NO}')).toHaveLength(1));
    const sent = api.requests('post', '/admins/reserve/fulfil/{YOYAKU_NO}')[0];
    expect(sent.params.YOYAKU_NO).toBe('7');
    // No price typed: TANKA stays out, so the server sells at the web price.
    expect(sent.body).toEqual({ NIUKE_DEMPYO_NO: '5001', NIUKE_NO: '1' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('予約を引き当てました。')).toBeInTheDocument();
  });

  it('closes on キャンセル without sending anything', async () => {
    const { dialog, onClose } = open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    expect(onClose).toHaveBeenCalled();
    expect(api.requests('post', '/admins/reserve/fulfil/{YOYAKU_NO}')).toHaveLength(0);
  });
});
