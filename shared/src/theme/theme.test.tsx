import * as shared from '../index';

describe('theme', () => {
  it('uses the market colours and the Japanese font stack', () => {
    expect(shared.theme.palette.primary.main).toBe('#079557');
    expect(shared.theme.palette.secondary.main).toBe('#5eba7d');
    expect(shared.theme.typography.fontFamily).toBe('"Hiragino Kaku Gothic ProN", "Noto Sans JP", Meiryo, sans-serif');
  });

  it('has the mobile, tablet and desktop breakpoints of the spec', () => {
    expect(shared.theme.breakpoints.values).toMatchObject({ mobile: 480, tablet: 768, desktop: 1250 });
    expect(shared.theme.breakpoints.down('tablet')).toBe('@media (max-width:767.95px)');
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
