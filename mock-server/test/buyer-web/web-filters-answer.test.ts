import { filtersJson } from '../../src/areas/buyer-web/listing/web-filters-answer';
import type { MarketSettings } from '../../src/areas/buyer-web/snapshot/snapshot-repository';
import type { WebFilterOptions } from '../../src/areas/buyer-web/snapshot/listing-view';

// GET /users/web keeps its market-wide part as text while the options, the parameters and the
// web-hours state stay the same: every answer must still be exactly the one worked out afresh
// (from parameters never seen before) for its own branch at its own moment.
const options: WebFilterOptions = {
  item_names: ['バラ', 'キク'],
  sale_dates: ['2026/11/29'],
  shippers: ['北海"農園'],
  varieties: [{ name: 'サムライ', reading: 'さむらい' }],
  colors: ['赤'],
  has_web_open: true,
  has_recommended: false,
};
const settings = (over: Partial<MarketSettings> = {}): MarketSettings => ({
  newItemSeconds: 3600,
  saleDateDays: 7,
  notice: '本日は\n特売日です',
  hours: { start_time: '07:00:00', end_time: '10:00:00' },
  taxRate: 10,
  saleSavePeriod: 300,
  nextOrderDeadline: '15:00',
  ...over,
});
const plain = { sale_rate: 0, sell_margin_rate: 0, purchase_approval: false };
const head = { sale_rate: 5, sell_margin_rate: 25, purchase_approval: true };

const asObject = (now: Date, o: WebFilterOptions, s: MarketSettings, terms: typeof plain) => JSON.parse(filtersJson(now, o, { ...s }, terms).toString('utf8'));
const json = (now: Date, o: WebFilterOptions, s: MarketSettings, terms: typeof plain) => JSON.parse(filtersJson(now, o, s, terms).toString('utf8'));

describe('GET /users/web bytes from the shared listing', () => {
  const open = new Date('2026-11-29T00:30:00Z'); // 09:30 in Japan
  const closed = new Date('2026-11-29T02:00:00Z'); // 11:00 in Japan
  const nextDay = new Date('2026-11-29T23:30:00Z'); // 08:30 on the 30th

  it('gives each branch its own terms beside the same market part', () => {
    const s = settings();
    expect(json(open, options, s, plain)).toEqual(asObject(open, options, s, plain));
    expect(json(open, options, s, head)).toEqual(asObject(open, options, s, head));
    expect(json(open, options, s, plain)).toEqual(asObject(open, options, s, plain));
  });

  it('follows the web hours, the date, the options and the parameters as they change', () => {
    const s = settings();
    expect(json(open, options, s, plain).web_hours.is_open).toBe(true);
    const shut = json(closed, options, s, head);
    expect(shut).toEqual(asObject(closed, options, s, head));
    expect(shut.web_hours.is_open).toBe(false);
    const tomorrow = json(nextDay, options, s, head);
    expect(tomorrow).toEqual(asObject(nextDay, options, s, head));
    expect(tomorrow.sale_dates[0]).toBe('2026/11/30');
    const more = { ...options, item_names: [...options.item_names, 'ユリ'] };
    expect(json(nextDay, more, s, head).item_names).toEqual(['バラ', 'キク', 'ユリ']);
    const changed = settings({ notice: '休市のお知らせ', taxRate: 8 });
    expect(json(nextDay, more, changed, plain)).toEqual(asObject(nextDay, more, changed, plain));
  });

  it('changes state at the very second the hours and the date change, the clock going either way', () => {
    const s = settings();
    const overnight = settings({ hours: { start_time: '22:00:00', end_time: '05:00:00' } });
    // Japan times on the 29th and 30th, forwards, then back (a clock set back).
    const times = [
      '06:59:59',
      '07:00:00',
      '10:00:00',
      '10:00:01',
      '21:59:59',
      '22:00:00',
      '23:59:59',
      '+00:00:00',
      '+05:00:00',
      '+05:00:01',
      '10:00:00',
      '06:59:59',
    ];
    for (const [i, t] of times.entries()) {
      const [date, time] = t.startsWith('+') ? ['2026-11-30', t.slice(1)] : ['2026-11-29', t];
      const now = new Date(`${date}T${time}+09:00`);
      for (const [o, terms] of [[s, plain] as const, [overnight, head] as const]) {
        expect([i, json(now, options, o, terms)]).toEqual([i, asObject(now, options, o, terms)]);
      }
    }
  });
});
