import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { failure, renderWithProviders, setupApiDouble, signedInSession, type ApiDoubleRequest } from 'shared/test';
import { addMonths, monthParam, tokyoToday, yearMonthOf } from '../calendar-month';
import { MyPage } from './my-page';

const api = setupApiDouble();

const thisMonth = yearMonthOf(tokyoToday());
const nextMonth = addMonths(thisMonth, 1);
const dateIn = (m: { year: number; month: number }, day: number) => `${monthParam(m).replace('-', '/')}/${String(day).padStart(2, '0')}`;

const answer = (req: ApiDoubleRequest) => {
  const month = req.query.get('month') ?? '';
  const next = month === monthParam(nextMonth);
  return {
    month,
    news: [
      { INFORMATION_CD: 3, DATE: '2026/11/20', TITLE: '年末年始の営業について', CATEGORY_NM: '営業案内', IMPORTANT_FLG: true, is_read: false, has_file: true },
    ],
    schedules: next
      ? [{ date: dateIn(nextMonth, 3), label: '産地フェア', color_code: '#5eba7d' }]
      : [{ date: dateIn(thisMonth, 15), label: '休市', color_code: '#d0021b' }],
    links: [{ link: 'https://www.jma.go.jp/bosai/forecast/', label: '気象庁 天気予報' }],
    calendar_note: next ? '来月の備考' : '日曜日は休市です',
  };
};

const renderMyPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/mypage" element={<MyPage />} />
    </Routes>,
    { route: '/mypage', preloadedState: { session: signedInSession() } },
  );

describe('MyPage', () => {
  it('shows the news, the calendar of this month with its note, and the links', async () => {
    api.serve('/users/mypage', 'get', answer);
    renderMyPage();
    const news = await screen.findByRole('region', { name: 'お知らせ' });
    const item = within(news).getByRole('listitem');
    expect(within(item).getByRole('link', { name: '年末年始の営業について' })).toHaveAttribute('href', '/news/3');
    expect(item).toHaveTextContent('重要');
    expect(item).toHaveTextContent('未読');
    const calendar = screen.getByRole('region', { name: '市場カレンダー' });
    expect(within(calendar).getByText('日曜日は休市です')).toBeInTheDocument();
    expect(document.querySelector(`td[data-date="${dateIn(thisMonth, 15).replace(/\//g, '-')}"]`)).toHaveTextContent('休市');
    const link = within(screen.getByRole('region', { name: 'リンク集' })).getByRole('link', { name: /気象庁 天気予報/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(api.requests('get', '/users/mypage')[0].query.get('month')).toBe(monthParam(thisMonth));
  });

  it("asks the server for the next month's schedules and note", async () => {
    api.serve('/users/mypage', 'get', answer);
    renderMyPage();
    await userEvent.click(await screen.findByRole('button', { name: '次の月' }));
    expect(await screen.findByText('来月の備考')).toBeInTheDocument();
    expect(screen.getByText('産地フェア', { selector: 'td *' })).toBeInTheDocument();
    expect(screen.queryByText('日曜日は休市です')).not.toBeInTheDocument();
    expect(api.requests('get', '/users/mypage').at(-1)?.query.get('month')).toBe(monthParam(nextMonth));
  });

  it('offers a retry when the page cannot be loaded', async () => {
    api.serve('/users/mypage', 'get', failure(500, 'db', 'error'));
    renderMyPage();
    expect(await screen.findByText('データを読み込めませんでした。時間をおいて再度お試しください。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '再読み込み' })).toBeInTheDocument();
  });
});
