import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { discardPendingToasts } from '../src/ui/notify';

// findBy*/waitFor wait up to 1 s by default, too short for a page render on a loaded two-core
// machine; a wait that never succeeds still fails, only later.
configure({ asyncUtilTimeout: 5_000 });
// A component test renders a whole page; on a loaded two-core machine that can take more than
// jest's default 5 s. The limit is a hang guard, not a speed assertion.
jest.setTimeout(30_000);

// jsdom has no layout: MUI's useMediaQuery needs matchMedia. Nothing matches, i.e. a wide
// desktop with no preference; a test that needs a narrow screen replaces window.matchMedia.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// Every test starts signed out, whatever an earlier test in the same file persisted.
// Nor a toast (with its 元に戻す) that a late answer of the previous test raised.
beforeEach(() => {
  window.localStorage.clear();
  discardPendingToasts();
});

// A successful call against a real API target is followed by a token refresh (spec §4). When a
// file's last test ends with that refresh still in flight, it fails against the torn-down
// window and RTK Query logs it — noise after the file's tests are over, which jest would count
// as a failure. Once a file's tests are done, such late logs are dropped.
afterAll(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
