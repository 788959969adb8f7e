import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { useBreakpoint, useIsBelow } from './use-is-below';

function Layout() {
  return (
    <>
      <p>{useIsBelow('tablet') ? 'drawer' : 'header menu'}</p>
      <output aria-label="band">{useBreakpoint()}</output>
    </>
  );
}

function withWindowWidth(width: number) {
  // Answers MUI's '(max-width:767.95px)' as a browser of this width would.
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = max ? width <= Number(max[1]) : false;
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  }) as typeof window.matchMedia;
}

describe('useIsBelow', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('switches below 768 px', () => {
    withWindowWidth(767);
    renderWithProviders(<Layout />);
    expect(screen.getByText('drawer')).toBeInTheDocument();
  });

  it('keeps the desktop layout from 768 px on', () => {
    withWindowWidth(768);
    renderWithProviders(<Layout />);
    expect(screen.getByText('header menu')).toBeInTheDocument();
  });

  it.each([
    [390, 'phone'],
    [480, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1249, 'tablet'],
    [1250, 'desktop'],
  ])('names the layout band of a %i px window %s', (width, band) => {
    withWindowWidth(width);
    renderWithProviders(<Layout />);
    expect(screen.getByLabelText('band')).toHaveTextContent(band);
  });
});
