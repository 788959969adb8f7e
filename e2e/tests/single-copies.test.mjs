// One React, one store, one api slice: react-dom, RTK Query and MUI are each shipped once —
// in the built chunks (one file of the shell, none in a remote) and in what the browser
// downloads while two remotes are in use.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { findCopies } from '../check-single-copies.mjs';
import { ACCOUNTS, signIn, useBrowser, waitForPath } from '../support/app.mjs';
import { distJsFiles, SIGNATURES } from '../support/dist-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LIBRARIES = ['react-dom', 'RTK Query (@reduxjs/toolkit/query)', '@mui/material'];

describe('each library is shipped once', () => {
  const browser = useBrowser();

  it('the built chunks hold one copy of each, in the shell', () => {
    const copies = findCopies(distJsFiles(root));
    for (const library of LIBRARIES) {
      assert.equal(copies[library].length, 1, `${library}: ${copies[library].join(', ')}`);
      assert.match(copies[library][0], /^shell\/dist\//);
    }
  });

  it('the browser downloads one copy of each while the shell and two remotes run', async () => {
    const bodies = new Map();
    const page = await browser.newPage({
      watch: (p) =>
        p.on('response', async (response) => {
          if (!response.url().endsWith('.js')) return;
          try {
            bodies.set(response.url(), await response.text());
          } catch {
            // no body (aborted)
          }
        }),
    });
    await signIn(page, ACCOUNTS.headBranch);
    await waitForPath(page, '/mypage');
    await page.getByRole('heading', { name: 'マイページ' }).waitFor();
    await page.getByRole('link', { name: 'Web販売', exact: true }).click();
    await page.getByRole('heading', { name: 'Web販売' }).waitFor();
    await page.waitForLoadState('networkidle');

    assert.ok([...bodies.keys()].some((url) => url.includes('/remotes/remote-buyer-web/')));
    assert.ok([...bodies.keys()].some((url) => url.includes('/remotes/remote-mypage-market/')));
    for (const library of LIBRARIES) {
      const files = [...bodies].filter(([, text]) => text.includes(SIGNATURES[library])).map(([url]) => url);
      assert.equal(files.length, 1, `${library} downloaded from ${files.join(', ')}`);
      assert.ok(!files[0].includes('/remotes/'), `${library} must come from the shell, not ${files[0]}`);
    }
  });
});
