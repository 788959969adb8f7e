import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { setRuntimeConfig } from 'shared';
import { json, renderWithProviders, signedInSession, startTestApiServer } from 'shared/test';
import { PhotoPage } from './photo-page';

let server: Awaited<ReturnType<typeof startTestApiServer>>;
beforeAll(async () => {
  server = await startTestApiServer();
  server.handle = (req, res) =>
    json(res, 200, {
      shohin_name: 'バラ サムライ',
      shohin_image_1: `${server.baseUrl}/files/p1.jpg?expires=1&sig=a`,
      shohin_image_2: null,
      niuke_image_1: null,
      niuke_image_2: null,
      asked: req.path,
    });
});
afterAll(() => server.close());
beforeEach(() => setRuntimeConfig({ API_TARGET: server.baseUrl }));
afterEach(() => setRuntimeConfig({ API_TARGET: 'MOCK' }));

describe('/web/{id}/photo', () => {
  it('asks for the lot in the address and shows its product image and the missing receiving images', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/web/:id/photo" element={<PhotoPage />} />
      </Routes>,
      { route: '/web/42/photo', preloadedState: { session: signedInSession() } },
    );
    const image = await screen.findByRole('img', { name: 'バラ サムライ 商品画像1' });
    expect(image.getAttribute('src')).toContain('/files/p1.jpg?expires=1&sig=a');
    expect(server.requests[0].path).toBe('/api/v1/users/web/photo?id=42');
    expect(screen.getByRole('heading', { name: '荷受画像' }).nextElementSibling).toHaveTextContent('画像はありません');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('商品写真：バラ サムライ');
  });
});
