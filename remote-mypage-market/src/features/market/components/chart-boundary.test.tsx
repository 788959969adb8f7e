import { render, screen, within } from '@testing-library/react';
import { MarketFigures } from './market-figures';

// A chart library fault, as a browser without the needed SVG support would raise it.
jest.mock('./figures-chart', () => ({
  FiguresChart: () => {
    throw new Error('chart cannot render');
  },
}));

describe('a chart that cannot render', () => {
  it('shows its figures as a table instead of breaking the page', () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MarketFigures title="品目別" nameLabel="品目" emptyText="なし" rows={[{ key: '1100', name: 'バラ', quantity: 160, high_price: 125, average: 125 }]} />,
    );
    const table = screen.getByRole('table', { name: '品目別' });
    expect(within(table).getByRole('row', { name: /バラ/ })).toHaveTextContent('160125円125円');
    quiet.mockRestore();
  });
});
