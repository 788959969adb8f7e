import { parseStockChange, type StockChange } from './stock-change';

/** The part of EventSource this module uses, so tests can hand in a fake. */
export interface StockEventSource {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}
export type StockEventSourceFactory = (url: string) => StockEventSource;

export interface StockStreamOptions {
  /** Built afresh on each (re)connect: the session token may have been refreshed meanwhile. */
  url: () => string | null;
  onChange: (change: StockChange) => void;
  /** After a lost connection is back: changes made meanwhile were missed, so reload. */
  onReconnect: () => void;
  createSource?: StockEventSourceFactory;
  retryMs?: number;
}

const CLOSED = 2;

/**
 * Keeps one live-stock stream open until the returned function is called. EventSource retries
 * on its own while it can; when it gives up (a refused token after a refresh), a new one is
 * opened with the current URL after `retryMs`.
 */
export function openStockStream({ url, onChange, onReconnect, createSource, retryMs = 2000 }: StockStreamOptions): () => void {
  const factory = createSource ?? (typeof EventSource === 'undefined' ? null : (u: string) => new EventSource(u));
  if (!factory) return () => undefined;
  let stopped = false;
  let source: StockEventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let lostOnce = false;

  const connect = () => {
    const address = url();
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
    current.addEventListener('error', () => {
      lostOnce = true;
      if (current.readyState !== CLOSED || stopped) return;
      current.close();
      retry = setTimeout(connect, retryMs);
    });
  };
  connect();

  return () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    source?.close();
  };
}
