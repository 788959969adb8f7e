import { MOBILE_QUERY } from '../common/use-is-mobile';

/**
 * Test helper: makes window.matchMedia answer as a phone (or a desktop) would, so components that
 * choose their layout from the viewport can be checked without a `variant` prop. Returns undo.
 */
export function emulateViewport(kind: 'mobile' | 'desktop'): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: kind === 'mobile' && query.replace(/\s/g, '') === MOBILE_QUERY.replace(/\s/g, ''),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
