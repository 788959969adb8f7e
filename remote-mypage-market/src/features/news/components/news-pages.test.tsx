import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { failure, renderWithProviders, setupApiDouble, signedInSession } from 'shared/test';
import { NewsDetailPage } from './news-detail-page';
import { NewsListPage } from './news-list-page';

const news = {
  INFORMATION_CD: 7,
  DATE: '2026/11/20',
  START_DATE: '2026/11/20 09:00',
  END_DATE: '2026/12/31 17:00',
  TITLE: '年末年始の営業について',
  DESCRIPTION: '<h2>休市日</h2><p><span style="color: red">12/31〜1/4</span>は休市です<script>alert(1)</script></p><img src="x" onerror="alert(2)">',
  CATEGORY_NM: '営業案内',
  FILE_URL: 'news/7/年末年始.pdf',
  FILE_GET_URL: '/files/news/7?signature=abc&expires=123',
  IMPORTANT_FLG: true,
};

const listItem = {
  INFORMATION_CD: 7,
  DATE: '2026/11/20',
  TITLE: '年末年始の営業について',
  CATEGORY_NM: '営業案内',
  IMPORTANT_FLG: true,
  is_read: false,
  has_file: true,
};

const envelope = (page: number) => ({
  currentPage: page,
  totalPages: 2,
  per: 50,
  total: 51,
  isFirstPage: page === 1,
  isLastPage: page === 2,
  datas:
    page === 1
      ? [listItem, { ...listItem, INFORMATION_CD: 6, TITLE: '新品種入荷', IMPORTANT_FLG: false, is_read: true, has_file: false, CATEGORY_NM: '入荷情報' }]
      : [{ ...listItem, INFORMATION_CD: 1, TITLE: '古いお知らせ' }],
});

const api = setupApiDouble();

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/news" element={<NewsListPage />} />
      <Route path="/news/:id" element={<NewsDetailPage />} />
    </Routes>,
    { route, preloadedState: { session: signedInSession() } },
  );

describe('news pages', () => {
  it('lists news with date, category and 重要, and pages through them', async () => {
    api.serve('/users/news', 'get', (req) => envelope(Number(req.query.get('page'))));
    renderAt('/news');
    const list = await screen.findByRole('list', { name: 'お知らせ' });
    const first = within(list).getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('2026/11/20(金)');
    expect(first).toHaveTextContent('営業案内');
    expect(first).toHaveTextContent('重要');
    expect(first).toHaveTextContent('未読');
    expect(within(first).getByTitle('添付ファイルあり')).toBeInTheDocument();
    const second = within(list).getAllByRole('listitem')[1];
    expect(second).not.toHaveTextContent('重要');
    expect(second).not.toHaveTextContent('未読');
    expect(api.requests('get', '/users/news')[0].query.get('per')).toBe('50');
    await userEvent.click(screen.getByRole('button', { name: 'ページ2へ' }));
    expect(await screen.findByText('古いお知らせ')).toBeInTheDocument();
  });

  it('shows one news with its sanitised description and the signed download', async () => {
    api.serve('/users/news/{id}', 'get', news);
    renderAt('/news/7');
    expect(await screen.findByRole('heading', { level: 2, name: '年末年始の営業について' })).toBeInTheDocument();
    const description = screen.getByTestId('news-description');
    expect(within(description).getByRole('heading', { level: 2, name: '休市日' })).toBeInTheDocument();
    expect(within(description).getByText('12/31〜1/4')).toHaveStyle({ color: 'rgb(255, 0, 0)' });
    expect(description.innerHTML).not.toMatch(/script|onerror|img/);
    const download = screen.getByRole('link', { name: '添付ファイルをダウンロード' });
    expect(download).toHaveAttribute('href', '/files/news/7?signature=abc&expires=123');
    expect(screen.getByText(/添付ファイル：年末年始.pdf/)).toBeInTheDocument();
  });

  it('offers no download without an attachment', async () => {
    api.serve('/users/news/{id}', 'get', { ...news, FILE_URL: null, FILE_GET_URL: null });
    renderAt('/news/7');
    await screen.findByRole('heading', { level: 2, name: '年末年始の営業について' });
    expect(screen.queryByRole('link', { name: '添付ファイルをダウンロード' })).not.toBeInTheDocument();
  });

  it('says the news is not found for an unknown id', async () => {
    api.serve('/users/news/{id}', 'get', failure(404, 'id: no news 99', '指定されたお知らせは存在しないか、掲載期間外です。'));
    renderAt('/news/99');
    // The page says so in place (the server's own words arrive as toasts, spec §8).
    expect(await screen.findByText('お知らせが見つかりません')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'お知らせ一覧へ戻る' })).toHaveAttribute('href', '/news');
  });

  it('drops 未読 from the list once the news has been opened', async () => {
    const read = new Set<number>();
    api.serve('/users/news', 'get', () => ({ ...envelope(1), totalPages: 1, datas: [{ ...listItem, is_read: read.has(7) }] }));
    api.serve('/users/news/{id}', 'get', () => {
      read.add(7);
      return news;
    });
    renderAt('/news');
    const user = userEvent.setup();
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent('未読');
    await user.click(within(item).getByRole('link', { name: '年末年始の営業について' }));
    await screen.findByRole('heading', { level: 2, name: '年末年始の営業について' });
    await user.click(screen.getByRole('link', { name: 'お知らせ一覧へ戻る' }));
    await waitFor(() => expect(screen.getByRole('listitem')).not.toHaveTextContent('未読'));
  });
});
