import { parseStockChange, type StockChange } from './stock-change';

/** The part of EventSource this module uses, so tests can hand in a fake. */
export interface StockEventSource {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}
export type StockEventSourceFactory = (url: string) => StockEventSource;

export interface StockStreamOptions {
  /**
   * Built afresh on each (re)connect: the URL carries a single-use ticket. null: signed out,
   * stop; a rejected promise (no ticket now, e.g. a 503): try again after `retryMs`.
   */
  url: () => string | null | Promise<string | null>;
  onChange: (change: StockChange) => void;
  /** `event: request` (issue 25): a purchase request of the purchaser changed. */
  onRequest?: () => void;
  /** After a lost connection is back: changes made meanwhile were missed, so reload. */
  onReconnect: () => void;
  createSource?: StockEventSourceFactory;
  retryMs?: number;
}

/**
 * Keeps one live-stock stream open until the returned function is called. The URL's ticket
 * works once, so EventSource's own retry (same URL) cannot succeed: on any error the source is
 * closed and a new one opened with a fresh URL after `retryMs`.
 */
export function openStockStream({ url, onChange, onRequest, onReconnect, createSource, retryMs = 2000 }: StockStreamOptions): () => void {
  const factory = createSource ?? (typeof EventSource === 'undefined' ? null : (u: string) => new EventSource(u));
  if (!factory) return () => undefined;
  let stopped = false;
  let source: StockEventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let lostOnce = false;

  const later = () => {
    if (!stopped) retry = setTimeout(connect, retryMs);
  };
  const open = (address: string | null) => {
    if (stopped || !address) return;
    const current = factory(address);
    source = current;
    current.addEventListener('open', () => {
      if (lostOnce) onReconnect();
    });
    current.addEventListener('stock', (event) => {
      const change = parseStockChange(String(event.data));
      if (change) onChange(change);
    });
    current.addEventListener('request', () => onRequest?.());
    current.addEventListener('error', () => {
      lostOnce = true;
      if (stopped || source !== current) return;
      current.close();
      later();
    });
  };
  const connect = () => {
    let address: ReturnType<StockStreamOptions['url']>;
    try {
      address = url();
    } catch {
      return later();
    }
    if (address instanceof Promise) address.then(open, later);
    else open(address);
  };
  connect();

  return () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    source?.close();
  };
}
