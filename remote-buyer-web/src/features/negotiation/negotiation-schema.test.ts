import { firstNegotiationError } from './negotiation-schema';

describe('negotiation validation (spec §5, in the order the server checks it)', () => {
  it('asks for both fields before judging the number in one of them', () => {
    expect(firstNegotiationError(true, { KUCHI_SU: -1, TANKA: '', BIKO: '' })).toBe('口数と単価を入力してください');
    expect(firstNegotiationError(true, { KUCHI_SU: '', TANKA: -5, BIKO: '' })).toBe('口数と単価を入力してください');
  });

  it('refuses a unit price with a fraction of a yen, which the server would refuse too', () => {
    expect(firstNegotiationError(true, { KUCHI_SU: 3, TANKA: 80.5, BIKO: '' })).toBe('口数と単価は0以上の数値で入力してください');
  });

  it('accepts 0 and whole numbers', () => {
    expect(firstNegotiationError(true, { KUCHI_SU: 0, TANKA: 0, BIKO: '' })).toBeNull();
    expect(firstNegotiationError(true, { KUCHI_SU: 3, TANKA: 80, BIKO: '備考' })).toBeNull();
  });

  it('names the missing product first', () => {
    expect(firstNegotiationError(false, { KUCHI_SU: '', TANKA: '', BIKO: '' })).toBe('商品が選択されていません');
  });
});
