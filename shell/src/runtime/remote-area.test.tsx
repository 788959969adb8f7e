import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared/test';
import type { RemoteName } from '../routes/paths';
import { RemoteArea, RemoteLoaderContext, type RemoteLoader } from './remote-area';

function Buyer() {
  return <p>buyer area</p>;
}
function Mypage() {
  return <p>mypage area</p>;
}

describe('RemoteArea', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('breaks only the area whose remote cannot be loaded, and 再読み込み loads it once it is back', async () => {
    let buyerUp = false;
    const load = jest.fn<ReturnType<RemoteLoader>, [RemoteName, string]>(async (remote) => {
      if (remote === 'remote_mypage_market') return { default: Mypage };
      if (!buyerUp) throw new Error('RUNTIME-003: manifest failed');
      return { default: Buyer };
    });
    renderWithProviders(
      <RemoteLoaderContext.Provider value={load}>
        <p>shell header</p>
        <RemoteArea remote="remote_buyer_web" />
        <RemoteArea remote="remote_mypage_market" />
      </RemoteLoaderContext.Provider>,
    );

    expect(await screen.findByText('この画面を読み込めませんでした。', { exact: false })).toBeVisible();
    expect(await screen.findByText('mypage area')).toBeVisible();
    expect(screen.getByText('shell header')).toBeVisible();
    expect(screen.queryByText('buyer area')).not.toBeInTheDocument();

    buyerUp = true;
    await userEvent.click(screen.getByRole('button', { name: '再読み込み' }));

    expect(await screen.findByText('buyer area')).toBeVisible();
    expect(screen.queryByText('この画面を読み込めませんでした。', { exact: false })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('remote_buyer_web', 'routes');
  });

  it('shows the error again when the retry fails too', async () => {
    const load: RemoteLoader = async () => {
      throw new Error('offline');
    };
    renderWithProviders(
      <RemoteLoaderContext.Provider value={load}>
        <RemoteArea remote="remote_admin_master" />
      </RemoteLoaderContext.Provider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: '再読み込み' }));
    expect(await screen.findByRole('button', { name: '再読み込み' })).toBeVisible();
  });
});

describe('RemoteArea: two areas of one remote', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('one 再読み込み brings back every area of that remote', async () => {
    let up = false;
    const load: RemoteLoader = async (_remote, expose) => {
      if (!up) throw new Error('offline');
      return { default: () => <p>{`${expose} area`}</p> };
    };
    renderWithProviders(
      <RemoteLoaderContext.Provider value={load}>
        <RemoteArea remote="remote_buyer_web" />
        <RemoteArea remote="remote_buyer_web" expose="side-panel" />
      </RemoteLoaderContext.Provider>,
    );
    expect(await screen.findAllByRole('button', { name: '再読み込み' })).toHaveLength(2);

    up = true;
    await userEvent.click(screen.getAllByRole('button', { name: '再読み込み' })[0]);

    expect(await screen.findByText('routes area')).toBeVisible();
    expect(await screen.findByText('side-panel area')).toBeVisible();
    expect(screen.queryByRole('button', { name: '再読み込み' })).not.toBeInTheDocument();
  });
});
