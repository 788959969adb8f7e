import { parseShellConfig } from './load-config';

describe('parseShellConfig', () => {
  it('reads API_TARGET and makes each remote manifest URL absolute against the page', () => {
    const config = parseShellConfig(
      {
        API_TARGET: 'MOCK',
        remotes: {
          remote_buyer_web: '/remotes/remote-buyer-web/mf-manifest.json',
          remote_admin_master: 'https://cdn.example.com/admin-master/mf-manifest.json',
        },
      },
      'http://localhost:8080/web',
    );
    expect(config.API_TARGET).toBe('MOCK');
    expect(config.remotes).toEqual({
      remote_buyer_web: 'http://localhost:8080/remotes/remote-buyer-web/mf-manifest.json',
      remote_admin_master: 'https://cdn.example.com/admin-master/mf-manifest.json',
    });
  });

  it('rejects a file without API_TARGET or remotes, so start-up says so instead of half-working', () => {
    expect(() => parseShellConfig({ remotes: {} }, 'http://localhost/')).toThrow('API_TARGET');
    expect(() => parseShellConfig({ API_TARGET: 'MOCK' }, 'http://localhost/')).toThrow('remotes');
    expect(() => parseShellConfig({ API_TARGET: 'MOCK', remotes: { remote_buyer_web: 3 } }, 'http://localhost/')).toThrow('remote_buyer_web');
  });
});
