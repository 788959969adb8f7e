import * as shared from '../index';

describe('theme', () => {
  it('uses the market colours and the Japanese font stack', () => {
    // Accessibility: the spec's greens stay the identity; text and filled controls use the darker
    // shade of the same green (white on it 5.4:1), and the light green carries dark text.
    expect(shared.theme.palette.primary.light).toBe('#079557');
    expect(shared.theme.palette.primary.main).toBe('#067a47');
    expect(shared.theme.palette.secondary.main).toBe('#5eba7d');
    expect(shared.theme.palette.secondary.contrastText).toBe('#0b2e1a');
    expect(shared.theme.typography.fontFamily).toBe('"Hiragino Kaku Gothic ProN", "Noto Sans JP", Meiryo, sans-serif');
  });

  it('has the mobile, tablet and desktop breakpoints of the spec', () => {
    expect(shared.theme.breakpoints.values).toMatchObject({ mobile: 480, tablet: 768, desktop: 1250 });
    expect(shared.theme.breakpoints.down('tablet')).toBe('@media (max-width:767.95px)');
  });
});

describe('contrast (accessibility; WCAG 2.2 AA)', () => {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };
  const p = shared.theme.palette;

  it.each([
    ['primary', p.primary.main, p.primary.contrastText],
    ['secondary', p.secondary.main, p.secondary.contrastText],
    ['warning', p.warning.main, p.warning.contrastText],
    ['info', p.info.main, p.info.contrastText],
    ['error', p.error.main, p.error.contrastText],
    ['success', p.success.main, p.success.contrastText],
  ])('%s: its text on it and it as text on the page reach 4.5:1', (_name, main, text) => {
    expect(ratio(main, text)).toBeGreaterThanOrEqual(4.5);
    if (_name !== 'secondary') expect(ratio(main, '#f6f8f7')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('public entry', () => {
  it('exposes the api slice, the store factory and the hooks a remote needs', () => {
    expect(shared.api.reducerPath).toBe('api');
    expect(typeof shared.api.injectEndpoints).toBe('function');
    expect(typeof shared.makeStore).toBe('function');
    expect(typeof shared.useAppSelector).toBe('function');
    expect(typeof shared.useConfirm).toBe('function');
    expect(shared.TIME_OPTIONS[0]).toEqual({ value: 12, label: '12時以降' });
    expect(shared.TIME_OPTIONS[shared.TIME_OPTIONS.length - 1]).toEqual({ value: 23, label: '23時以降' });
    expect(shared.SALE_KINDS).toEqual({ 1: 'せり', 2: '注文', 3: '相対', 4: 'WEB' });
  });
});

describe('MUI in Japanese', () => {
  it('uses the jaJP locale, with 該当なし for an autocomplete that matches nothing', () => {
    const props = shared.theme.components?.MuiAutocomplete?.defaultProps;
    expect(props?.noOptionsText).toBe('該当なし');
    expect(shared.theme.components?.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBe('ページあたりの行数:');
  });
});
