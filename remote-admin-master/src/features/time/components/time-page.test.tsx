import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, setupApiDouble, signedInSession } from 'shared/test';
import { TimePage } from './time-page';

const api = setupApiDouble();

describe('/admins/master/time', () => {
  it('shows the hours and saves new ones with Web販売時間を更新しました。', async () => {
    api.serve('/admins/time', 'get', { START_TIME: '00:00', END_TIME: '23:59' });
    api.serve('/admins/time', 'put', (req) => ({ message: 'ok', ...(req.body as { START_TIME: string; END_TIME: string }) }));
    renderWithProviders(<TimePage />, { route: '/admins/master/time', preloadedState: { session: signedInSession({ is_admin: true }) } });
    const start = await screen.findByLabelText('開始時刻');
    expect(start).toHaveValue('00:00');
    const user = userEvent.setup();
    await user.clear(start);
    await user.type(start, '12:00');
    const end = screen.getByLabelText('終了時刻');
    await user.clear(end);
    await user.type(end, '18:30');
    await user.click(screen.getByRole('button', { name: '更新' }));
    expect(await screen.findByText('Web販売時間を更新しました。')).toBeInTheDocument();
    expect(api.requests('put', '/admins/time')[0].body).toEqual({ START_TIME: '12:00', END_TIME: '18:30' });
  }, 20_000);

  it('does not send an incomplete time', async () => {
    api.serve('/admins/time', 'get', { START_TIME: '09:00', END_TIME: '17:00' });
    renderWithProviders(<TimePage />, { route: '/admins/master/time', preloadedState: { session: signedInSession({ is_admin: true }) } });
    const start = await screen.findByLabelText('開始時刻');
    await userEvent.clear(start);
    await userEvent.click(screen.getByRole('button', { name: '更新' }));
    expect(await screen.findByText('入力して下さい')).toBeInTheDocument();
    expect(api.requests('put', '/admins/time')).toHaveLength(0);
  });
});
