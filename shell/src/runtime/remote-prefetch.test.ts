import { remoteAreasAt } from './remote-prefetch';

describe('remoteAreasAt', () => {
  it('names the remote that serves a path, and on /web paths the side panel too', () => {
    expect(remoteAreasAt('/web')).toEqual([
      { remote: 'remote_buyer_web', expose: 'routes' },
      { remote: 'remote_buyer_web', expose: 'side-panel' },
    ]);
    expect(remoteAreasAt('/web/cancel')).toHaveLength(2);
    expect(remoteAreasAt('/mypage')).toEqual([{ remote: 'remote_mypage_market', expose: 'routes' }]);
    expect(remoteAreasAt('/admins/master/products')).toEqual([{ remote: 'remote_admin_master', expose: 'routes' }]);
  });

  it('names none for the shell’s own pages, even under a remote’s prefix', () => {
    for (const path of ['/', '/change-password', '/news/important/3', '/login']) expect(remoteAreasAt(path)).toEqual([]);
    expect(remoteAreasAt('/news')).toEqual([{ remote: 'remote_mypage_market', expose: 'routes' }]);
  });
});
