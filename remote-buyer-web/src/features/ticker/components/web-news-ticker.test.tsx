import { render, screen, within } from '@testing-library/react';
import { WebNewsTickerView } from './web-news-ticker';

const news = (id: number, TITLE: string, PRINT_ORDER: number) => ({
  id,
  TITLE,
  PRINT_ORDER,
  DATE: '2026/11/22',
  START_DATE: '2026/11/22 00:00',
  END_DATE: '2026/11/30 23:59',
});

describe('web news ticker', () => {
  it('shows the titles in the order the server sends (PRINT_ORDER)', () => {
    render(<WebNewsTickerView news={[news(2, '本日は母の日特集', 1), news(1, '年末の営業時間', 2)]} />);
    const region = screen.getByRole('region', { name: 'お知らせ' });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['本日は母の日特集', '年末の営業時間']);
  });

  it('shows nothing when there is no current web news', () => {
    render(<WebNewsTickerView news={[]} />);
    expect(screen.queryByRole('region', { name: 'お知らせ' })).not.toBeInTheDocument();
  });
});
