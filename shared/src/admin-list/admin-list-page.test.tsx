import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { api } from '../api/base-api';
import type { ApiAnswer, ApiQuery, ApiRow } from '../api/contract';
import { useListParams } from '../hooks/use-list-params';
import { renderWithProviders } from '../../test/render-with-providers';
import { signedInSession } from '../../test/sample-sessions';
import { failure, pageOf, setupApiDouble } from '../../test/api-double';
import { AdminListPage } from './admin-list-page';
import type { AdminListColumn, AdminRowActions } from './admin-list-types';
import { suspendColumn } from './suspend-column';

// Under a loaded CI machine a refetch or a dialog's 500 ms transition can take longer than the default 1 s.
configure({ asyncUtilTimeout: 10_000 });

type Link = ApiRow<'/admins/link'>;

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTestLinks: build.query<ApiAnswer<'/admins/link', 'get'>, ApiQuery<'/admins/link', 'get'>>({ query: (params) => ({ url: '/admins/link', params }) }),
  }),
});

const links: Link[] = [
  { LINK_CD: 1, LINK_NM: '市況', LINK_URL: 'https://example.jp/market', SUSPEND_FLG: false },
  { LINK_CD: 2, LINK_NM: '休止中のリンク', LINK_URL: 'https://example.jp/old,"x"', SUSPEND_FLG: true },
];

const server = setupApiDouble();

function Address() {
  return <output aria-label="address">{useLocation().search}</output>;
}

function LinkList(props: { actions?: AdminRowActions<Link>; onCreate?: () => void; update?: (row: Link, next: boolean) => Promise<unknown> }) {
  const list = useListParams({ per: 50 });
  const columns: AdminListColumn<Link>[] = [
    { key: 'LINK_CD', label: 'No', sortKey: 'LINK_CD' },
    { key: 'LINK_NM', label: 'リンク名', sortKey: 'LINK_NM' },
    { key: 'LINK_URL', label: 'URL', wrap: true },
    suspendColumn<Link>({ isSuspended: (l) => l.SUSPEND_FLG, update: props.update ?? (() => Promise.resolve()), rowName: (l) => l.LINK_NM }),
  ];
  return (
    <>
      <AdminListPage
        title="リンク"
        list={list}
        endpoint={testApi.endpoints.getTestLinks}
        columns={columns}
        rowKey={(l) => l.LINK_CD}
        isSuspended={(l) => l.SUSPEND_FLG}
        actions={props.actions}
        onCreate={props.onCreate}
        csvFileName="リンク.csv"
      />
      <Address />
    </>
  );
}

const renderList = (props: Parameters<typeof LinkList>[0] = {}, route = '/admins/master/link') =>
  renderWithProviders(<LinkList {...props} />, { route, preloadedState: { session: signedInSession({ is_admin: true }) } });
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
const address = () => screen.getByLabelText('address').textContent;
const lastQuery = () => server.requests('get', '/admins/link').at(-1)?.query;

describe('AdminListPage', () => {
  it('shows the rows of the first page with the total, suspended rows greyed', async () => {
    server.serve('/admins/link', 'get', pageOf(links, { per: 50, total: 2 }));
    renderList();
    const table = await screen.findByRole('table', { name: 'リンク' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('市況');
    expect(rows[2]).toHaveAttribute('data-suspended', 'true');
    expect(rows[1]).not.toHaveAttribute('data-suspended');
    expect(screen.getByText('全2件')).toBeInTheDocument();
    expect(Object.fromEntries(lastQuery() ?? [])).toEqual({ include_suspension_rows: '0', page: '1', per: '50' });
  });

  it('searches as the user types, from page 1, with the query in the address', async () => {
    server.serve('/admins/link', 'get', (request) => pageOf(links.filter((l) => l.LINK_NM.includes(request.query.get('query') ?? ''))));
    renderList({}, '/admins/master/link?page=2');
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('searchbox', { name: '検索' }), '市況');
    await waitFor(() => expect(address()).toBe(`?${new URLSearchParams({ query: '市況' })}`));
    await waitFor(() => expect(screen.queryByText('休止中のリンク')).not.toBeInTheDocument());
    expect(lastQuery()?.get('page')).toBe('1');
  });

  it('asks for suspended rows too when the switch is on', async () => {
    server.serve('/admins/link', 'get', pageOf(links));
    renderList();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('switch', { name: '休止中も表示' }));
    expect(address()).toBe('?include_suspension_rows=1');
    await waitFor(() => expect(lastQuery()?.get('include_suspension_rows')).toBe('1'));
  });

  it('sorts by a header: ascending, then descending, kept in the address', async () => {
    server.serve('/admins/link', 'get', pageOf(links));
    renderList();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'リンク名' }));
    expect(address()).toBe('?order_by=LINK_NM&order=asc');
    await userEvent.click(screen.getByRole('button', { name: 'リンク名' }));
    expect(address()).toBe('?order_by=LINK_NM&order=desc');
    await waitFor(() => expect(lastQuery()?.get('order')).toBe('desc'));
    expect(screen.getByRole('columnheader', { name: 'リンク名' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('moves between pages through the pagination bar', async () => {
    server.serve('/admins/link', 'get', (request) => pageOf(links, { per: 50, total: 120, page: Number(request.query.get('page')) }));
    renderList();
    await screen.findByText('全120件');
    await userEvent.click(screen.getByRole('button', { name: 'ページ3へ' }));
    expect(address()).toBe('?page=3');
    await waitFor(() => expect(lastQuery()?.get('page')).toBe('3'));
  });

  it('says so when there are no rows', async () => {
    server.serve('/admins/link', 'get', pageOf([]));
    renderList();
    expect(await screen.findByText('データが存在しません')).toBeInTheDocument();
  });

  it('shows the error with a retry that loads the list again', async () => {
    server.serve('/admins/link', 'get', failure(503, 'database', '混み合っています'));
    renderList();
    const retry = await screen.findByRole('button', { name: '再読み込み' });
    expect(screen.getByText('データの取得に失敗しました')).toBeInTheDocument();
    server.serve('/admins/link', 'get', pageOf(links));
    await userEvent.click(retry);
    expect(await screen.findByRole('table', { name: 'リンク' })).toBeInTheDocument();
  });

  it('flips 休止 at once and says 休止フラグを更新しました。', async () => {
    server.serve('/admins/link', 'get', pageOf(links));
    const update = jest.fn(() => Promise.resolve());
    renderList({ update });
    await userEvent.click(await screen.findByRole('switch', { name: '休止 市況' }));
    expect(update).toHaveBeenCalledWith(links[0], true);
    expect(await screen.findByText('休止フラグを更新しました。')).toBeInTheDocument();
  });

  it('edits a row, and deletes it only after the confirm dialog', async () => {
    server.serve('/admins/link', 'get', pageOf(links));
    const onEdit = jest.fn();
    const onDelete = jest.fn();
    const onCreate = jest.fn();
    renderList({ actions: { onEdit, onDelete }, onCreate });
    const table = await screen.findByRole('table');
    const first = within(table).getAllByRole('row')[1];
    await userEvent.click(within(first).getByRole('button', { name: '編集' }));
    expect(onEdit).toHaveBeenCalledWith(links[0]);
    await userEvent.click(within(first).getByRole('button', { name: '削除' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('本当に削除しますか？');
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(first).getByRole('button', { name: '削除' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith(links[0]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: '新規' }));
    expect(onCreate).toHaveBeenCalled();
  });

  it('exports every row of the current filter as CSV in UTF-8 with BOM, reading it page by page', async () => {
    // The server answers at most 1000 rows a page; here one row a page, so two reads.
    server.serve('/admins/link', 'get', (request) => {
      const page = Number(request.query.get('page'));
      return request.query.get('per') === '1000' ? pageOf(links.slice(page - 1, page), { page, per: 1, total: 2 }) : pageOf(links.slice(0, 1), { total: 2 });
    });
    const blobs: Blob[] = [];
    const names: string[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:csv'), revokeObjectURL: () => undefined });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    try {
      renderList({}, `/admins/master/link?page=2&${new URLSearchParams({ query: 'リンク' })}`);
      await screen.findByRole('table');
      await userEvent.click(screen.getByRole('button', { name: 'CSV出力' }));
      await waitFor(() => expect(names).toEqual(['リンク.csv']));
      expect(Object.fromEntries(lastQuery() ?? [])).toEqual({ query: 'リンク', include_suspension_rows: '0', page: '2', per: '1000' });
      const bytes = await bytesOf(blobs[0]);
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(new TextDecoder().decode(bytes.slice(3)).split('\r\n')).toEqual([
        'No,リンク名,URL,休止',
        '1,市況,https://example.jp/market,0',
        '2,休止中のリンク,"https://example.jp/old,""x""",1',
        '',
      ]);
    } finally {
      click.mockRestore();
    }
  });
});
