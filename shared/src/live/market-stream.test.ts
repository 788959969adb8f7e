import { api } from '../api/base-api';
import { makeStore } from '../store/make-store';
import { listenToMarket, startMarketStream, tagsOfMarketEvent } from './market-hub';
import { openMarketStream, parseStockChange, type MarketEvent, type MarketEventSource } from './market-stream';

class FakeSource implements MarketEventSource {
  closed = false;
  listeners = new Map<string, Array<(event: MessageEvent) => void>>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data: unknown = {}, lastEventId = '') {
    for (const l of this.listeners.get(type) ?? []) l({ data: JSON.stringify(data), lastEventId } as MessageEvent);
  }
  close() {
    this.closed = true;
  }
}

const event = (over: Partial<MarketEvent>): MarketEvent => ({
  id: 1,
  kind: 'ticker_changed',
  data: {},
  title: null,
  link: null,
  important: false,
  created_at: '2026-06-15T01:00:00.000Z',
  ...over,
});

function fakeSources() {
  const sources: FakeSource[] = [];
  return {
    sources,
    createSource: (u: string) => {
      const s = new FakeSource(u);
      sources.push(s);
      return s;
    },
  };
}

describe('the market event stream', () => {
  it('keeps the market’s stock hints and ignores malformed stock events', () => {
    expect(parseStockChange('{"id":3,"remaining_quantity":2,"hasu":0,"listing_changed":true}')).toEqual({
      id: 3,
      remaining_quantity: 2,
      hasu: 0,
      listing_changed: true,
    });
    expect(parseStockChange('{"id":3,"remaining_quantity":2,"hasu":0,"other":1}')).toEqual({ id: 3, remaining_quantity: 2, hasu: 0 });
    expect(parseStockChange('{"id":"x"}')).toBeNull();
  });

  it('passes stock and market events on, and reconnects with a fresh ticket and the last event id it saw', () => {
    jest.useFakeTimers();
    try {
      const { sources, createSource } = fakeSources();
      const urls: (number | null)[] = [];
      const stream = openMarketStream({ url: (last) => (urls.push(last), `/s?last=${last}`), createSource, retryMs: 2000 });
      const onStock = jest.fn();
      const onMarket = jest.fn();
      const onResync = jest.fn();
      stream.listen({ onStock, onMarket, onResync });
      sources[0].emit('ready', {}, '7');
      sources[0].emit('stock', { id: 4, remaining_quantity: 2, hasu: 1 });
      sources[0].emit('market', event({ id: 8 }), '8');
      sources[0].emit('market', event({ id: 9, kind: 'news_important', title: '重要', link: '/news/important/3', important: true }), '9');
      expect(onStock).toHaveBeenCalledWith({ id: 4, remaining_quantity: 2, hasu: 1 });
      expect(onMarket).toHaveBeenCalledTimes(2);
      expect(onResync).not.toHaveBeenCalled();
      sources[0].emit('error');
      expect(sources[0].closed).toBe(true);
      jest.advanceTimersByTime(2000);
      expect(urls).toEqual([null, 9]);
      expect(sources[1].url).toBe('/s?last=9');
      sources[1].emit('ready');
      expect(onResync).toHaveBeenCalledWith('reconnected');
      sources[1].emit('reload', {}, '20');
      expect(onResync).toHaveBeenLastCalledWith('reload');
      stream.stop();
      expect(sources[1].closed).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the store’s hub', () => {
  it('invalidates what each event makes stale, refreshes the bell for notifications, and reaches the remotes’ listeners', () => {
    expect(tagsOfMarketEvent(event({ kind: 'ticker_changed' }))).toEqual(['WebNews']);
    expect(tagsOfMarketEvent(event({ kind: 'negotiation_answered', data: { id: 5 }, title: '成立', link: '/web' }))).toEqual([
      'Negotiation',
      'Cancellable',
      'MyPage',
      { type: 'WebItem', id: 5 },
      'Notification',
    ]);
    const store = makeStore();
    const dispatch = jest.spyOn(store, 'dispatch');
    const { sources, createSource } = fakeSources();
    const stock = jest.fn();
    const market = jest.fn();
    const leave = listenToMarket(store.getState, { onStock: stock, onMarket: market });
    const stop = startMarketStream(store, { createSource, url: () => '/s' });
    expect(sources).toHaveLength(1);
    sources[0].emit('stock', { id: 4, remaining_quantity: 0, hasu: 0, listing_changed: true });
    expect(stock).toHaveBeenCalledWith({ id: 4, remaining_quantity: 0, hasu: 0, listing_changed: true });
    expect(dispatch).toHaveBeenLastCalledWith(api.util.invalidateTags([{ type: 'WebItem', id: 4 }]));
    sources[0].emit('market', event({ id: 2, kind: 'news_published', data: { id: 3 }, title: 'お知らせ', link: '/news/3' }), '2');
    expect(market).toHaveBeenCalledWith(expect.objectContaining({ kind: 'news_published' }));
    expect(dispatch).toHaveBeenLastCalledWith(api.util.invalidateTags(['News', 'MyPage', 'Notification']));
    // Another start (a new sign-in) replaces the stream: still one per store.
    const stopAgain = startMarketStream(store, { createSource, url: () => '/s' });
    expect(sources[0].closed).toBe(true);
    sources[1].emit('stock', { id: 5, remaining_quantity: 1, hasu: 0 });
    expect(stock).toHaveBeenCalledTimes(2);
    leave();
    sources[1].emit('stock', { id: 5, remaining_quantity: 0, hasu: 0 });
    expect(stock).toHaveBeenCalledTimes(2);
    stop();
    stopAgain();
    expect(sources[1].closed).toBe(true);
  });
});
