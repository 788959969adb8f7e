import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getRuntimeConfig, type ApiRow } from 'shared';
import { pageOf, renderWithProviders, setupApiDouble, signedInSession } from 'shared/test';
import { NewsListPage } from './news-list-page';

const news = (overrides: Partial<ApiRow<'/admins/news'>>): ApiRow<'/admins/news'> => ({
  INFORMATION_CD: 1,
  DATE: '2026/06/14',
  START_DATE: '2026/06/14 08:00',
  END_DATE: '2026/12/31 23:59',
  TITLE: '年末の営業について',
  DESCRIPTION: '<p>本文</p>',
  CATEGORY_NM: 'お知らせ',
  FILE_URL: null,
  FILE_GET_URL: null,
  IMPORTANT_FLG: true,
  SUSPEND_FLG: false,
  ...overrides,
});

const api = setupApiDouble();
const admin = { preloadedState: { session: signedInSession({ is_admin: true }) } };

beforeEach(() => {
  api.serve('/admins/news_category', 'get', pageOf([{ id: 1, name: 'お知らせ', order: 1, SUSPEND_FLG: false }], { per: 10_000_000 }));
});

describe('the admin news list', () => {
  it('loads 50 a page with the common list parameters and greys suspended news', async () => {
    api.serve(
      '/admins/news',
      'get',
      pageOf([news({}), news({ INFORMATION_CD: 8, TITLE: '休止したお知らせ', IMPORTANT_FLG: false, SUSPEND_FLG: true })], { per: 50 }),
    );
    renderWithProviders(<NewsListPage />, { route: '/admins/news', ...admin });
    const rows = within(await screen.findByRole('table', { name: 'お知らせ管理' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2026/06/14お知らせ年末の営業について2026/06/14 08:00 〜 2026/12/31 23:59');
    expect(rows[2]).toHaveAttribute('data-suspended', 'true');
    expect(Object.fromEntries(api.requests('get', '/admins/news')[0].query)).toEqual({ include_suspension_rows: '0', page: '1', per: '50' });
  });

  it('the 重要 switch saves at once and says 重要フラグを更新しました。', async () => {
    api.serve('/admins/news', 'get', pageOf([news({ IMPORTANT_FLG: false })], { per: 50 }));
    api.serve('/admins/news/{id}', 'put', (req) => ({ ...news({}), ...(req.body as object), FILE_PUT_URL: '/files/news/1/0123456789abcdef?sig=x' }));
    renderWithProviders(<NewsListPage />, { route: '/admins/news', ...admin });
    await userEvent.click(await screen.findByRole('switch', { name: '重要 年末の営業について' }));
    expect(await screen.findByText('重要フラグを更新しました。')).toBeInTheDocument();
    expect(api.requests('put', '/admins/news/{id}')[0].body).toEqual({ IMPORTANT_FLG: true });
  });

  it('creates a news with the editor and uploads the chosen file to the signed URL', async () => {
    api.serve('/admins/news', 'get', pageOf([], { per: 50 }));
    // The signed URL points at the test double, which records the upload.
    const storage = new URL(getRuntimeConfig().API_TARGET ?? '').origin;
    api.serve('/admins/news', 'post', (req) => ({
      ...news({}),
      ...(req.body as object),
      INFORMATION_CD: 11,
      FILE_PUT_URL: `${storage}/files/news/11/abc.pdf?sig=x`,
    }));
    api.serve('/files/news/11/abc.pdf' as never, 'put' as never, (() => ({})) as never);
    renderWithProviders(<NewsListPage />, { route: '/admins/news', ...admin });
    await userEvent.click(await screen.findByRole('button', { name: '新規' }));
    const dialog = await screen.findByRole('dialog', { name: 'お知らせ新規作成' });
    await userEvent.type(within(dialog).getByLabelText('タイトル'), '臨時休市');
    const box = await within(dialog).findByRole('textbox', { name: '内容' });
    fireEvent.focus(box);
    fireEvent.keyPress(box, { key: 'A', charCode: 65, keyCode: 65, which: 65 });
    fireEvent.click(within(dialog).getByRole('button', { name: '太字' }));
    // The double reads bodies as JSON, so the file's bytes are a JSON string.
    await userEvent.upload(within(dialog).getByLabelText('ファイルを選択'), new File(['"PDF"'], 'annai.pdf', { type: 'application/pdf' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.requests('post', '/admins/news')).toHaveLength(1));
    expect(api.requests('post', '/admins/news')[0].body).toMatchObject({
      TITLE: '臨時休市',
      DESCRIPTION: '<p>A</p>',
      FILE_NAME: 'annai.pdf',
      END_DATE: '2999/12/31 23:59',
    });
    expect(await screen.findByText('お知らせを更新しました。')).toBeInTheDocument();
    expect(api.requests('put' as never, '/files/news/11/abc.pdf' as never)).toHaveLength(1);
  }, 30_000);

  it('saves a news without a file and uploads nothing to the signed URL it is handed', async () => {
    api.serve('/admins/news', 'get', pageOf([], { per: 50 }));
    const storage = new URL(getRuntimeConfig().API_TARGET ?? '').origin;
    api.serve('/admins/news', 'post', (req) => ({
      ...news({}),
      ...(req.body as object),
      INFORMATION_CD: 12,
      FILE_PUT_URL: `${storage}/files/news/12/abc?sig=x`,
    }));
    api.serve('/files/news/12/abc' as never, 'put' as never, (() => ({})) as never);
    renderWithProviders(<NewsListPage />, { route: '/admins/news', ...admin });
    await userEvent.click(await screen.findByRole('button', { name: '新規' }));
    const dialog = await screen.findByRole('dialog', { name: 'お知らせ新規作成' });
    await userEvent.type(within(dialog).getByLabelText('タイトル'), '添付なし');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('お知らせを更新しました。')).toBeInTheDocument();
    expect(api.requests('post', '/admins/news')[0].body).not.toHaveProperty('FILE_NAME');
    expect(api.requests('put' as never, '/files/news/12/abc' as never)).toHaveLength(0);
  }, 30_000);
});
