import '@testing-library/jest-dom';

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
beforeEach(() => {
  window.localStorage.clear();
});
