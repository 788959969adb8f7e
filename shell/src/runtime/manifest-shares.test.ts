import { sharesToLoadWith } from './manifest-shares';

describe('sharesToLoadWith', () => {
  it('takes the shares the exposed modules load with, not those of lazy pages', () => {
    const manifest = {
      shared: [{ name: 'react' }, { name: '@mui/material/Dialog' }, { name: '@mui/material/Table' }],
      exposes: [{ syncShared: ['react', '@mui/material/Table', 'shared/remote_x'] }, { syncShared: ['react'] }],
    };
    expect(sharesToLoadWith(manifest, 'shared/remote_x').sort()).toEqual(['@mui/material/Table', 'react', 'shared/remote_x']);
  });

  it('takes every share a manifest names, and the remote’s shared, when an exposed module has no list', () => {
    const manifest = { shared: [{ name: 'react' }, { name: '@mui/material/Dialog' }], exposes: [{ syncShared: ['react'] }, {}] };
    expect(sharesToLoadWith(manifest, 'shared/remote_x')).toEqual(['react', '@mui/material/Dialog', 'shared/remote_x']);
    expect(sharesToLoadWith(undefined, undefined)).toEqual([]);
  });
});
