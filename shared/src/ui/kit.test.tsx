import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render-with-providers';
import { notifyError, notifySuccess } from './notify';
import { PageLayout } from './page-layout';
import { PaginationBar } from './pagination-bar';
import { ComingSoonPage, EmptyState, ErrorState, LoadingState } from './states';

describe('page layout', () => {
  it('shows the page name as heading and in the tab title', () => {
    renderWithProviders(
      <PageLayout title="リンク集">
        <p>rows</p>
      </PageLayout>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'リンク集' })).toBeInTheDocument();
    expect(document.title).toBe('リンク集 | flower market web sales system');
  });

  it('shows 準備中 on a titled page for a feature still to come', () => {
    renderWithProviders(<ComingSoonPage title="売買一覧" />);
    expect(screen.getByRole('heading', { name: '売買一覧' })).toBeInTheDocument();
    expect(screen.getByText('準備中')).toBeInTheDocument();
  });
});

describe('list states', () => {
  it('says it is loading, that there is no data, or that loading failed with a retry', async () => {
    const retry = jest.fn();
    renderWithProviders(
      <>
        <LoadingState />
        <EmptyState />
        <ErrorState onRetry={retry} />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('読み込み中…');
    expect(screen.getByText('データが存在しません')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('データの取得に失敗しました');
    await userEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

describe('pagination bar', () => {
  it('shows the total and moves between pages and sizes', async () => {
    const onPage = jest.fn();
    const onPer = jest.fn();
    renderWithProviders(
      <PaginationBar page={{ currentPage: 2, totalPages: 5, total: 1234, per: 50 }} onPageChange={onPage} perOptions={[50, 150]} onPerChange={onPer} />,
    );
    expect(screen.getByText('全1,234件')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^ページ2/ })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'ページ3へ' }));
    expect(onPage).toHaveBeenCalledWith(3);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: '150' }));
    expect(onPer).toHaveBeenCalledWith(150);
  });
});

describe('toasts', () => {
  it('shows a toast raised just before the toast area was mounted', async () => {
    notifyError('タイムアウトしました。時間をおいて再度お試しください');
    renderWithProviders(<p>page</p>);
    expect(await screen.findByText('タイムアウトしました。時間をおいて再度お試しください')).toBeInTheDocument();
  });

  it('shows success and error toasts, which close by themselves after 2000 ms', async () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      notifySuccess('リンクを更新しました。');
      notifyError('画像の保存に失敗しました');
    });
    expect(await screen.findByText('リンクを更新しました。')).toBeInTheDocument();
    expect(screen.getByText('画像の保存に失敗しました')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('リンクを更新しました。')).not.toBeInTheDocument(), { timeout: 4000 });
  });
});
