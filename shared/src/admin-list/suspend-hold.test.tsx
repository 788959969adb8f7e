import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../api/base-api';
import type { ApiAnswer, ApiQuery, ApiRow } from '../api/contract';
import { useListParams } from '../hooks/use-list-params';
import { failure, pageOf, setupApiDouble } from '../../test/api-double';
import { renderWithProviders } from '../../test/render-with-providers';
import { signedInSession } from '../../test/sample-sessions';
import { AdminListPage } from './admin-list-page';
import type { AdminListColumn } from './admin-list-types';
import { withHeldRows } from './row-hold';
import { suspendColumn } from './suspend-column';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

type Link = ApiRow<'/admins/link'>;

// The list and its 休止 update as the screens have them: the update invalidates the list, which
// reloads without the suspended row (include_suspension_rows=0).
const holdApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHoldLinks: build.query<ApiAnswer<'/admins/link', 'get'>, ApiQuery<'/admins/link', 'get'>>({
      query: (params) => ({ url: '/admins/link', params }),
      providesTags: ['Link'],
    }),
    suspendHoldLink: build.mutation<unknown, { LINK_CD: number; SUSPEND_FLG: boolean }>({
      query: ({ LINK_CD, ...body }) => ({ url: `/admins/link/${LINK_CD}`, method: 'PUT', body }),
      invalidatesTags: ['Link'],
    }),
  }),
});

const server = setupApiDouble();
let rows: Link[];

function serveLinks() {
  rows = [
    { LINK_CD: 1, LINK_NM: '市況', LINK_URL: 'https://example.jp/1', SUSPEND_FLG: false },
    { LINK_CD: 2, LINK_NM: '天気', LINK_URL: 'https://example.jp/2', SUSPEND_FLG: false },
    { LINK_CD: 3, LINK_NM: '交通', LINK_URL: 'https://example.jp/3', SUSPEND_FLG: false },
  ];
  server.serve('/admins/link', 'get', (req) => {
    const visible = req.query.get('include_suspension_rows') === '1' ? rows : rows.filter((r) => !r.SUSPEND_FLG);
    return pageOf(visible, { per: 50, total: visible.length });
  });
  server.serve('/admins/link/{LINK_CD}', 'put', (req) => {
    const row = rows.find((r) => r.LINK_CD === Number(req.params.LINK_CD));
    if (!row) return failure(404, '指定されたリンクは存在しません。', '対象が見つかりません。');
    row.SUSPEND_FLG = (req.body as { SUSPEND_FLG: boolean }).SUSPEND_FLG;
    return { ...row };
  });
}

function Links() {
  const list = useListParams({ per: 50 });
  const [suspend] = holdApi.useSuspendHoldLinkMutation();
  const columns: AdminListColumn<Link>[] = [
    { key: 'LINK_NM', label: 'リンク名' },
    suspendColumn<Link>({
      isSuspended: (l) => l.SUSPEND_FLG,
      update: (l, next) => suspend({ LINK_CD: l.LINK_CD, SUSPEND_FLG: next }).unwrap(),
      rowName: (l) => l.LINK_NM,
    }),
  ];
  return (
    <AdminListPage
      title="リンク"
      list={list}
      endpoint={holdApi.endpoints.getHoldLinks}
      columns={columns}
      rowKey={(l) => l.LINK_CD}
      isSuspended={(l) => l.SUSPEND_FLG}
    />
  );
}

const renderLinks = () => renderWithProviders(<Links />, { route: '/admins/master/link', preloadedState: { session: signedInSession({ is_admin: true }) } });
const names = () =>
  within(screen.getByRole('table', { name: 'リンク' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => (row as HTMLTableRowElement).cells[0].textContent);
const listLoads = () => server.requests('get', '/admins/link').length;

describe('休止 toggles in admin lists (spec §4), which keep their row', () => {
  beforeEach(serveLinks);

  it('keeps a suspended row on screen, in place and marked 休止中, after the list reloads without it', async () => {
    renderLinks();
    await userEvent.click(await screen.findByRole('switch', { name: '休止 市況' }));
    expect(await screen.findByText('休止フラグを更新しました。')).toBeInTheDocument();
    await waitFor(() => expect(listLoads()).toBe(2)); // the list was reloaded, without 市況
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(names()).toEqual(['市況', '天気', '交通']);
    const first = within(screen.getByRole('table')).getAllByRole('row')[1];
    expect(first).toHaveAttribute('data-suspended', 'true');
    expect(first).toHaveTextContent('休止中');
    expect(within(first).getByRole('switch', { name: '休止 市況' })).toBeChecked();
  });

  it('suspends the row that was clicked twice in a row, never the row below', async () => {
    renderLinks();
    await userEvent.click(await screen.findByRole('switch', { name: '休止 市況' }));
    await waitFor(() => expect(listLoads()).toBe(2));
    // The same place on screen is still 市況: a second click there resumes it.
    await userEvent.click(within(within(screen.getByRole('table')).getAllByRole('row')[1]).getByRole('switch'));
    await waitFor(() => expect(rows[0].SUSPEND_FLG).toBe(false));
    expect(rows[1].SUSPEND_FLG).toBe(false);
    await waitFor(() => expect(names()).toEqual(['市況', '天気', '交通']));
    // The switch is back once its toast (with 元に戻す) is raised: none is left for the next test.
    await waitFor(() => expect(screen.getByRole('switch', { name: '休止 市況' })).toBeEnabled());
  });

  it('offers 元に戻す on the success toast, which sets the flag back', async () => {
    renderLinks();
    await userEvent.click(await screen.findByRole('switch', { name: '休止 天気' }));
    await userEvent.click(await screen.findByRole('button', { name: '元に戻す' }));
    await waitFor(() => expect(rows[1].SUSPEND_FLG).toBe(false));
    expect(server.requests('put', '/admins/link/{LINK_CD}').map((r) => r.body)).toEqual([{ SUSPEND_FLG: true }, { SUSPEND_FLG: false }]);
    await waitFor(() => expect(within(screen.getByRole('table')).getByRole('switch', { name: '休止 天気' })).not.toBeChecked());
    expect(names()).toEqual(['市況', '天気', '交通']);
  });

  it('lets the row go once the list is reloaded with other filters', async () => {
    renderLinks();
    await userEvent.click(await screen.findByRole('switch', { name: '休止 交通' }));
    await waitFor(() => expect(listLoads()).toBe(2));
    await userEvent.type(screen.getByRole('searchbox', { name: '検索' }), 'x');
    await waitFor(() => expect(names()).toEqual(['市況', '天気']));
  });
});

describe('withHeldRows', () => {
  const key = (r: { id: number }) => r.id;
  it('puts a held row back where it was when the list leaves it out, and replaces a stale copy', () => {
    const a = { id: 1, on: false };
    const b = { id: 2, on: false };
    const c = { id: 3, on: false };
    const held = new Map([[2, { stale: new Set([b]), shown: { id: 2, on: true }, index: 1 }]]);
    expect(withHeldRows([a, c], held, key)).toEqual([a, { id: 2, on: true }, c]);
    expect(withHeldRows([a, b, c], held, key)).toEqual([a, { id: 2, on: true }, c]);
    const fresh = { id: 2, on: false };
    expect(withHeldRows([a, fresh, c], held, key)[1]).toBe(fresh);
  });
});
