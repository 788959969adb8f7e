import type { Paginated } from 'shared';
import { makeWebItem } from '../../test/web-item-fixtures';
import type { WebItem } from '../web-item/types';
import { applyStockChange, parseStockChange } from './stock-change';
import { openStockStream, type StockEventSource } from './stock-stream';

class FakeSource implements StockEventSource {
  readyState = 0;
  closed = false;
  listeners = new Map<string, Array<(event: MessageEvent) => void>>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data?: unknown) {
    for (const l of this.listeners.get(type) ?? []) l({ data: JSON.stringify(data) } as MessageEvent);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
}

const page = (items: WebItem[]): Paginated<WebItem> => ({
  currentPage: 1,
  totalPages: 1,
  per: 50,
  total: items.length,
  isFirstPage: true,
  isLastPage: true,
  datas: items,
});

describe('live stock', () => {
  it('patches remaining_quantity and hasu of the lot that changed, and only that lot', () => {
    const data = page([makeWebItem({ id: 1, remaining_quantity: 5, hasu: 3 }), makeWebItem({ id: 2, remaining_quantity: 7 })]);
    applyStockChange(data, { id: 1, remaining_quantity: 0, hasu: 0 });
    expect(data.datas[0]).toMatchObject({ remaining_quantity: 0, hasu: 0 });
    expect(data.datas[1]).toMatchObject({ remaining_quantity: 7 });
  });

  it('keeps the market’s reload hints: a repriced lot, an answered negotiation', () => {
    expect(parseStockChange('{"id":3,"remaining_quantity":2,"hasu":0,"listing_changed":true}')).toEqual({
      id: 3,
      remaining_quantity: 2,
      hasu: 0,
      listing_changed: true,
    });
    expect(parseStockChange('{"id":3,"remaining_quantity":2,"hasu":0,"negotiation_changed":true}')).toEqual({
      id: 3,
      remaining_quantity: 2,
      hasu: 0,
      negotiation_changed: true,
    });
    expect(parseStockChange('{"id":3,"remaining_quantity":2,"hasu":0,"other":1}')).toEqual({ id: 3, remaining_quantity: 2, hasu: 0 });
  });

  it('passes each stock event on and ignores malformed ones', () => {
    const sources: FakeSource[] = [];
    const onChange = jest.fn();
    const stop = openStockStream({
      url: () => '/s?ticket=a',
      onChange,
      onReconnect: jest.fn(),
      createSource: (u) => {
        const s = new FakeSource(u);
        sources.push(s);
        return s;
      },
    });
    sources[0].emit('stock', { id: 4, remaining_quantity: 2, hasu: 1 });
    sources[0].emit('stock', { id: 'x' });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ id: 4, remaining_quantity: 2, hasu: 1 });
    stop();
    expect(sources[0].closed).toBe(true);
  });

  it('reopens with the current URL when the browser gives up, and reloads once it is back', () => {
    jest.useFakeTimers();
    try {
      const sources: FakeSource[] = [];
      let token = 'old';
      const onReconnect = jest.fn();
      const stop = openStockStream({
        url: () => `/s?ticket=${token}`,
        onChange: jest.fn(),
        onReconnect,
        retryMs: 2000,
        createSource: (u) => {
          const s = new FakeSource(u);
          sources.push(s);
          return s;
        },
      });
      sources[0].emit('open');
      expect(onReconnect).not.toHaveBeenCalled();
      token = 'new';
      sources[0].readyState = 2;
      sources[0].emit('error');
      jest.advanceTimersByTime(2000);
      expect(sources).toHaveLength(2);
      expect(sources[1].url).toBe('/s?ticket=new');
      sources[1].emit('open');
      expect(onReconnect).toHaveBeenCalledTimes(1);
      stop();
    } finally {
      jest.useRealTimers();
    }
  });
});
