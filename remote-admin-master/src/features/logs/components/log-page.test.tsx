import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, setupApiDouble, signedInSession } from 'shared/test';
import { LogPage } from './log-page';

const api = setupApiDouble();

const page = (line: string) => ({
  currentPage: 1,
  totalPages: 1,
  per: 50,
  total: 1,
  isFirstPage: true,
  isLastPage: true,
  datas: [{ OPERATION_DATE: '2026/06/15 10:00:00', OPERATOR: 'admin', OPERATION_LOG: line }],
  dates: ['2026/06/15'],
  operators: ['admin', 'system'],
});

describe('/admins/master/log', () => {
  it('shows the system log, filters by operator and switches to the access log', async () => {
    api.serve('/admins/system_log', 'get', page('system_parameter SALE_SAVE_PERIOD: 120 → 121'));
    api.serve('/admins/access_log', 'get', page('GET /api/v1/admins/link 200'));
    renderWithProviders(<LogPage />, { route: '/admins/master/log', preloadedState: { session: signedInSession({ is_admin: true }) } });
    expect(await screen.findByText('system_parameter SALE_SAVE_PERIOD: 120 → 121')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: '操作者' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'system' }));
    await screen.findByText('system_parameter SALE_SAVE_PERIOD: 120 → 121');
    expect(api.requests('get', '/admins/system_log').at(-1)?.query.get('operator')).toBe('system');
    await user.click(screen.getByRole('tab', { name: 'アクセスログ' }));
    expect(await screen.findByText('GET /api/v1/admins/link 200')).toBeInTheDocument();
    expect(api.requests('get', '/admins/access_log')).toHaveLength(1);
  }, 20_000);
});
