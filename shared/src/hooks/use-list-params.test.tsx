import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { renderWithProviders } from '../../test/render-with-providers';
import { useListParams } from './use-list-params';

const receivingDefaults = { per: 150, SALE_DATE: '', SHUKKASHA_NM: '', order_by: '', order: '' };
const seenQueries: string[] = [];

function ReceivingList() {
  const { params, requestParams, setParams, setPage, toggleSort, queryText, setQueryText } = useListParams(receivingDefaults);
  const location = useLocation();
  const navigate = useNavigate();
  seenQueries.push(params.query);
  return (
    <div>
      <output aria-label="url">{location.search}</output>
      <output aria-label="navigation">{useNavigationType()}</output>
      <output aria-label="params">{JSON.stringify(params)}</output>
      <output aria-label="request">{JSON.stringify(requestParams)}</output>
      <button onClick={() => toggleSort('SHOHIN_NM')}>sort by product</button>
      <input aria-label="search" value={queryText} onChange={(e) => setQueryText(e.target.value)} />
      <button onClick={() => setPage(3)}>page 3</button>
      <button onClick={() => setParams({ SHUKKASHA_NM: 'JA' })}>shipper</button>
      <button onClick={() => setParams({ include_suspension_rows: 1 })}>suspended</button>
      <button onClick={() => setParams({ per: 150, order: '' })}>defaults</button>
      <button onClick={() => navigate('/x?query=ユリ')}>link</button>
    </div>
  );
}

const url = () => screen.getByLabelText('url').textContent;
const params = () => JSON.parse(screen.getByLabelText('params').textContent ?? '{}');

beforeEach(() => {
  seenQueries.length = 0;
});

describe('useListParams', () => {
  it('reads the list state from the address, with defaults for what is missing', () => {
    renderWithProviders(<ReceivingList />, { route: '/admins/transaction/receiving?page=2&per=50&SALE_DATE=2026/11/22&include_suspension_rows=1' });
    expect(params()).toEqual({
      query: '',
      include_suspension_rows: 1,
      page: 2,
      per: 50,
      SALE_DATE: '2026/11/22',
      SHUKKASHA_NM: '',
      order_by: '',
      order: '',
    });
  });

  it('falls back to the defaults for a nonsense page or size', () => {
    renderWithProviders(<ReceivingList />, { route: '/x?page=0&per=abc' });
    expect(params()).toMatchObject({ page: 1, per: 150 });
  });

  it('leaves defaults out of the address', async () => {
    renderWithProviders(<ReceivingList />, { route: '/x?order=desc&per=50' });
    await userEvent.click(screen.getByRole('button', { name: 'defaults' }));
    expect(url()).toBe('');
  });

  it('keeps the filters when only the page changes', async () => {
    renderWithProviders(<ReceivingList />, { route: '/x?SHUKKASHA_NM=JA' });
    await userEvent.click(screen.getByRole('button', { name: 'page 3' }));
    expect(url()).toBe('?SHUKKASHA_NM=JA&page=3');
  });

  it('goes back to page 1 when a filter changes', async () => {
    renderWithProviders(<ReceivingList />, { route: '/x?page=4' });
    await userEvent.click(screen.getByRole('button', { name: 'shipper' }));
    expect(url()).toBe('?SHUKKASHA_NM=JA');
    expect(params().page).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'page 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'suspended' }));
    expect(url()).toBe('?SHUKKASHA_NM=JA&include_suspension_rows=1');
  });

  it('writes the search text to the address only after typing pauses, then from page 1', async () => {
    renderWithProviders(<ReceivingList />, { route: '/x?page=2' });
    await userEvent.type(screen.getByLabelText('search'), 'バラ赤');
    expect(screen.getByLabelText('search')).toHaveValue('バラ赤');
    expect(url()).toBe('?page=2');
    await waitFor(() => expect(url()).toBe(`?${new URLSearchParams({ query: 'バラ赤' })}`));
    // The list saw the empty query, then the whole word: never a half-typed one.
    expect(new Set(seenQueries)).toEqual(new Set(['', 'バラ赤']));
  });

  it('clears the query from the address when the search box is emptied', async () => {
    renderWithProviders(<ReceivingList />, { route: '/x?query=キク' });
    expect(screen.getByLabelText('search')).toHaveValue('キク');
    await userEvent.clear(screen.getByLabelText('search'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
    expect(url()).toBe('');
    expect(params().query).toBe('');
  });

  it('shows the query of the address when it changes from outside (a link, the back button)', async () => {
    renderWithProviders(<ReceivingList />, { route: '/x?query=キク' });
    await userEvent.click(screen.getByRole('button', { name: 'link' }));
    expect(screen.getByLabelText('search')).toHaveValue('ユリ');
    expect(params().query).toBe('ユリ');
  });

  it('sorts by a column ascending, then descending, and back to page 1', async () => {
    renderWithProviders(<ReceivingList />, { route: '/x?page=2' });
    await userEvent.click(screen.getByRole('button', { name: 'sort by product' }));
    expect(url()).toBe('?order_by=SHOHIN_NM&order=asc');
    await userEvent.click(screen.getByRole('button', { name: 'sort by product' }));
    expect(url()).toBe('?order_by=SHOHIN_NM&order=desc');
    await userEvent.click(screen.getByRole('button', { name: 'sort by product' }));
    expect(url()).toBe('?order_by=SHOHIN_NM&order=asc');
  });

  it('sends only what is set: empty filters and an unset sort stay out of the request', () => {
    renderWithProviders(<ReceivingList />, { route: '/x?SHUKKASHA_NM=JA' });
    expect(JSON.parse(screen.getByLabelText('request').textContent ?? '{}')).toEqual({ include_suspension_rows: 0, page: 1, per: 150, SHUKKASHA_NM: 'JA' });
  });

  it('keeps a screen that is not a paged list to its own keys, replacing the history entry when asked', async () => {
    function MarketScreen() {
      const { params, setParams } = useListParams({ date: '', item: '' }, { replace: true });
      const location = useLocation();
      return (
        <div>
          <output aria-label="url">{location.search}</output>
          <output aria-label="navigation">{useNavigationType()}</output>
          <output aria-label="params">{JSON.stringify({ date: params.date, item: params.item, hasPer: 'per' in params })}</output>
          <button onClick={() => setParams({ item: '0101' })}>item</button>
          <button onClick={() => setParams({ item: '' })}>close</button>
        </div>
      );
    }
    renderWithProviders(<MarketScreen />, { route: '/market?date=2026-11-20' });
    expect(params()).toEqual({ date: '2026-11-20', item: '', hasPer: false });
    await userEvent.click(screen.getByRole('button', { name: 'item' }));
    expect(url()).toBe('?date=2026-11-20&item=0101');
    expect(screen.getByLabelText('navigation')).toHaveTextContent('REPLACE');
    await userEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(url()).toBe('?date=2026-11-20');
  });

  it('adds a history entry by default', async () => {
    renderWithProviders(<ReceivingList />, { route: '/x' });
    await userEvent.click(screen.getByRole('button', { name: 'shipper' }));
    expect(screen.getByLabelText('navigation')).toHaveTextContent('PUSH');
  });
});
