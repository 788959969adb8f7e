import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { makeStore, type AppStore, type PreloadedState } from '../src/store/make-store';
import { AppProviders } from '../src/ui/app-providers';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  preloadedState?: PreloadedState;
  /** The MemoryRouter's starting address, e.g. '/admins/master/link?page=2'. */
  route?: string;
  store?: AppStore;
}

/**
 * Renders a component as the app would: its own store (or the one given), theme, toasts
 * connected to notistack, the confirm dialog and a MemoryRouter. Returns the store too.
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const { preloadedState, route = '/', store = makeStore(preloadedState), ...renderOptions } = options;
  const result = render(ui, {
    wrapper: ({ children }) => (
      <AppProviders store={store}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </AppProviders>
    ),
    ...renderOptions,
  });
  return { store, ...result };
}
