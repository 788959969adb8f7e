/**
 * Test helper: makes window.matchMedia answer as a 390 px phone (or a 1280 px desktop) would, so
 * components that choose their layout with shared's useIsBelow can be checked without a
 * `variant` prop. Returns undo.
 */
export function emulateViewport(kind: 'mobile' | 'desktop'): () => void {
  const width = kind === 'mobile' ? 390 : 1280;
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: (max ? width <= Number(max[1]) : true) && (min ? width >= Number(min[1]) : true) && Boolean(max || min),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  }) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
