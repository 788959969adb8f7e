import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore, setRuntimeConfig } from 'shared';
import { json, renderWithProviders, signedInSession, startTestApiServer } from 'shared/test';
import { PhotoViewer } from './photo-viewer';

/** The photos over the listing, used with the keyboard alone. */
let server: Awaited<ReturnType<typeof startTestApiServer>>;
beforeAll(async () => {
  server = await startTestApiServer();
  server.handle = (_req, res) =>
    json(res, 200, {
      shohin_image_1: 'http://files.test/a.jpg',
      shohin_image_2: null,
      niuke_image_1: 'http://files.test/b.jpg',
      niuke_image_2: 'http://files.test/c.jpg',
      shohin_name: 'バラ サムライ',
    });
});
afterAll(() => server.close());
beforeEach(() => setRuntimeConfig({ API_TARGET: server.baseUrl }));
afterEach(() => setRuntimeConfig({ API_TARGET: 'MOCK' }));

describe('photo viewer', () => {
  it('moves between the photos with ← →, zooms with ＋ −, and closes with Esc', async () => {
    const onClose = jest.fn();
    renderWithProviders(<PhotoViewer id={3} name="バラ サムライ" onClose={onClose} />, { store: makeStore({ session: signedInSession({ token: 't' }) }) });
    const user = userEvent.setup();
    expect(await screen.findByRole('dialog', { name: 'バラ サムライ の写真' })).toBeInTheDocument();
    const position = await screen.findByTestId('photo-position');
    expect(position).toHaveTextContent('商品画像 1 / 3');
    expect(screen.getByRole('img')).toHaveAttribute('src', 'http://files.test/a.jpg');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-roledescription', 'carousel'));

    await user.keyboard('{ArrowRight}');
    expect(position).toHaveTextContent('荷受画像 2 / 3');
    expect(screen.getByRole('img')).toHaveAttribute('src', 'http://files.test/b.jpg');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(position).toHaveTextContent('商品画像 1 / 3');
    await user.keyboard('{ArrowLeft}');
    expect(position).toHaveTextContent('荷受画像 3 / 3');

    await user.keyboard('+');
    expect(screen.getByRole('button', { name: '縮小' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('-');
    expect(screen.getByRole('button', { name: '拡大' })).toHaveAttribute('aria-pressed', 'false');

    // The spec's page stays one link away, in a new tab.
    expect(screen.getByRole('link', { name: '新しいタブで開く' })).toHaveAttribute('href', '/web/3/photo');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
