import { isWithinCancelWindow, secondsLeft } from '../../src/areas/buyer-web/cancel/cancel-window';
import { parseWebItemFilters } from '../../src/areas/buyer-web/listing/listing-filters';
import { applyingTier, commissionPerStem, priceLine, reservationPriceText, stemPrice, taxOn } from '../../src/domain/pricing';
import { webHoursStatus } from '../../src/areas/buyer-web/web-hours';

/** The purchasing rules as plain functions (the HTTP tests cover them end to end). */
const jst = (hhmm: string, day = '2026-06-15') => new Date(`${day}T${hhmm}:00+09:00`);

describe('web hours (Japan time)', () => {
  it('is open from START_TIME through END_TIME inclusive', () => {
    const hours = { start_time: '09:00:00', end_time: '17:00:00' };
    expect(webHoursStatus(hours, jst('08:59')).is_open).toBe(false);
    expect(webHoursStatus(hours, jst('09:00')).is_open).toBe(true);
    expect(webHoursStatus(hours, jst('17:00')).is_open).toBe(true);
    expect(webHoursStatus(hours, jst('17:01')).is_open).toBe(false);
  });

  it('says 本日 before opening and 明日 after closing', () => {
    const hours = { start_time: '09:00:00', end_time: '17:00:00' };
    expect(webHoursStatus(hours, jst('07:00'))).toMatchObject({ opens_at_label: '本日09:00', opens_at: '2026-06-15T00:00:00.000Z' });
    expect(webHoursStatus(hours, jst('18:00'))).toMatchObject({ opens_at_label: '明日09:00', opens_at: '2026-06-16T00:00:00.000Z' });
  });

  it('spans midnight when the start is after the end, and is always open for equal times or no row', () => {
    const night = { start_time: '22:00:00', end_time: '02:00:00' };
    expect(webHoursStatus(night, jst('23:30')).is_open).toBe(true);
    expect(webHoursStatus(night, jst('01:30')).is_open).toBe(true);
    expect(webHoursStatus(night, jst('12:00'))).toMatchObject({ is_open: false, opens_at_label: '本日22:00' });
    expect(webHoursStatus({ start_time: '00:00:00', end_time: '00:00:00' }, jst('12:00')).is_open).toBe(true);
    expect(webHoursStatus(null, jst('03:00')).is_open).toBe(true);
  });

  it('reads Japan time whatever the instant is in UTC', () => {
    // 2026-06-15 23:30 UTC is 08:30 on the 16th in Japan.
    const status = webHoursStatus({ start_time: '09:00:00', end_time: '17:00:00' }, new Date('2026-06-15T23:30:00Z'));
    expect(status).toMatchObject({ is_open: false, opens_at: '2026-06-16T00:00:00.000Z', opens_at_label: '本日09:00' });
  });
});

describe('cancel window', () => {
  const bought = new Date('2026-06-15T01:00:00Z');
  it('is open through exactly SALE_SAVE_PERIOD seconds and closed a millisecond later', () => {
    expect(isWithinCancelWindow(bought, 120, new Date(bought.getTime() + 120_000))).toBe(true);
    expect(isWithinCancelWindow(bought, 120, new Date(bought.getTime() + 120_001))).toBe(false);
    expect(secondsLeft(bought, 120, new Date(bought.getTime() + 100_500))).toBe(19);
    expect(secondsLeft(bought, 120, new Date(bought.getTime() + 500_000))).toBe(0);
  });
});

describe('pricing', () => {
  const now = new Date('2026-06-15T01:00:00Z');
  const lot = { unit_price: 100, recommended_flag: false, recommended_unit_price: null, recommended_start_time: null, quantity_per_package: 10 };

  it('never lets a tier raise the price', () => {
    expect(stemPrice({ ...lot, recommended_flag: true, recommended_unit_price: 70 }, [{ quantity: 2, bundle_tanka: 90 }], 5, now)).toBe(70);
  });

  it('applies the largest reached tier only when it is cheaper than the base', () => {
    const tiers = [
      { quantity: 5, bundle_tanka: 90 },
      { quantity: 10, bundle_tanka: 80 },
    ];
    expect(applyingTier(100, tiers, 4)).toBeNull();
    expect(applyingTier(100, tiers, 5)).toEqual({ quantity: 5, bundle_tanka: 90 });
    expect(applyingTier(100, tiers, 12)).toEqual({ quantity: 10, bundle_tanka: 80 });
    expect(applyingTier(80, tiers, 12)).toBeNull();
  });

  it('rounds the commission half up to the yen', () => {
    expect(commissionPerStem(110, 5)).toBe(6); // 5.5 → 6
    expect(commissionPerStem(108, 5)).toBe(5); // 5.4 → 5
    expect(commissionPerStem(100, 2.5)).toBe(3); // 2.5 → 3
    expect(commissionPerStem(100, 0)).toBe(0);
  });

  it('rounds tax half up to the yen, once on the whole', () => {
    expect(taxOn(2415, 10)).toBe(242); // 241.5 → 242
    expect(taxOn(2414, 10)).toBe(241); // 241.4 → 241
    expect(taxOn(1234, 8)).toBe(99); // 98.72 → 99
    expect(taxOn(0, 10)).toBe(0);
  });

  it('prices a line with loose stems', () => {
    expect(priceLine(lot, [], 2, 3, 5, now)).toEqual({ webTanka: 100, discountTanka: 0, rateTanka: 5, soSu: 23, price: 2300, commission: 115 });
  });

  it('writes the reservation price as a range when a tier is cheaper', () => {
    expect(reservationPriceText(lot, [{ quantity: 5, bundle_tanka: 80 }], now)).toBe('80〜100');
    expect(reservationPriceText(lot, [], now)).toBe('100');
    expect(reservationPriceText({ ...lot, unit_price: 0 }, [], now)).toBe('未定');
  });
});

describe('listing filters', () => {
  it('accepts repeated and comma-separated values and both date spellings', () => {
    const f = parseWebItemFilters({ colors: ['赤', '白,黄'], sale_dates: '2026/06/15,2026-06-16', is_recommended: 'true' });
    expect(f.colors).toEqual(['赤', '白', '黄']);
    expect(f.sale_dates).toEqual(['2026-06-15', '2026-06-16']);
    expect(f.is_recommended).toBe(true);
    expect(f.is_web_open).toBeNull();
  });
});
