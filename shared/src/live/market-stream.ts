import { apiBaseUrl } from '../config/runtime-config';

/** One `event: stock` of GET /users/web/stream (buyers who may buy). */
export interface StockChange {
  id: number;
  remaining_quantity: number;
  hasu: number;
  /** The market changed more than the stock (price, flags, texts): the listing reloads. */
  listing_changed?: boolean;
  /** A negotiation on the lot was answered: negotiation lists reload. */
  negotiation_changed?: boolean;
}

/** One `event: market`: something happened that the signed-in user's screens show. */
export interface MarketEvent {
  id: number;
  kind: string;
  data: Record<string, unknown>;
  /** A notification's sentence and the app path it links to, or null (the event only moves screens). */
  title: string | null;
  link: string | null;
  important: boolean;
  created_at: string;
}

export interface MarketStreamListener {
  onStock?: (change: StockChange) => void;
  onMarket?: (event: MarketEvent) => void;
  /**
   * What the screens show may be stale: the stream came back after a drop (stock is not
   * replayed) or the server said the client was away too long (`event: reload`).
   */
  onResync?: (reason: 'reconnected' | 'reload') => void;
}

/** The part of EventSource this module uses, so tests can hand in a fake. */
export interface MarketEventSource {
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}
export type MarketEventSourceFactory = (url: string) => MarketEventSource;

export function parseStockChange(data: string): StockChange | null {
  try {
    const value = JSON.parse(data) as Partial<StockChange>;
    if (typeof value.id !== 'number' || typeof value.remaining_quantity !== 'number' || typeof value.hasu !== 'number') return null;
    const change: StockChange = { id: value.id, remaining_quantity: value.remaining_quantity, hasu: value.hasu };
    if (value.listing_changed === true) change.listing_changed = true;
    if (value.negotiation_changed === true) change.negotiation_changed = true;
    return change;
  } catch {
    return null;
  }
}

export function parseMarketEvent(data: string): MarketEvent | null {
  try {
    const v = JSON.parse(data) as Partial<MarketEvent>;
    if (typeof v.id !== 'number' || typeof v.kind !== 'string') return null;
    return {
      id: v.id,
      kind: v.kind,
      data: v.data && typeof v.data === 'object' ? v.data : {},
      title: typeof v.title === 'string' ? v.title : null,
      link: typeof v.link === 'string' ? v.link : null,
      important: v.important === true,
      created_at: typeof v.created_at === 'string' ? v.created_at : '',
    };
  } catch {
    return null;
  }
}

/**
 * The stream's URL with a fresh single-use ticket (a session token never goes in a URL) and
 * the last event id seen (a new EventSource cannot send Last-Event-ID). null when signed out;
 * rejects when no ticket can be had now.
 */
export async function marketStreamUrl(token: string | null, lastEventId: number | null): Promise<string | null> {
  if (!token) return null;
  const res = await fetch(`${apiBaseUrl()}/users/web/stream/ticket`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (res.status === 401 || res.status === 403) return null;
  if (!res.ok) throw new Error(`stream ticket: ${res.status}`);
  const { ticket } = (await res.json()) as { ticket: string };
  const resume = lastEventId === null ? '' : `&last_event_id=${lastEventId}`;
  return `${apiBaseUrl()}/users/web/stream?ticket=${encodeURIComponent(ticket)}${resume}`;
}

export interface MarketStreamOptions {
  /** Built afresh on each (re)connect with the last event id seen; null: signed out, stop. */
  url: (lastEventId: number | null) => string | null | Promise<string | null>;
  createSource?: MarketEventSourceFactory;
  retryMs?: number;
}

export interface MarketStream {
  listen(listener: MarketStreamListener): () => void;
  stop(): void;
}

/**
 * Keeps the one market event stream open until stop(). The URL's ticket works once, so
 * EventSource's own retry (same URL) cannot succeed: on any error the source is closed and a
 * new one opened after `retryMs` with a fresh ticket and the last event id seen, so the server
 * sends what was missed (or `event: reload` when too much was).
 */
export function openMarketStream({ url, createSource, retryMs = 2000 }: MarketStreamOptions): MarketStream {
  const listeners = new Set<MarketStreamListener>();
  const factory = createSource ?? (typeof EventSource === 'undefined' ? null : (u: string) => new EventSource(u));
  let stopped = false;
  let source: MarketEventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let lostOnce = false;
  let lastEventId: number | null = null;
  const each = (fn: (l: MarketStreamListener) => void) => [...listeners].forEach(fn);
  const seen = (event: MessageEvent) => {
    const id = Number(event.lastEventId);
    if (event.lastEventId !== '' && Number.isInteger(id) && (lastEventId === null || id > lastEventId)) lastEventId = id;
  };

  const later = () => {
    if (!stopped) retry = setTimeout(connect, retryMs);
  };
  const open = (address: string | null) => {
    if (stopped || !address || !factory) return;
    const current = factory(address);
    source = current;
    current.addEventListener('ready', (event) => {
      seen(event);
      if (lostOnce) each((l) => l.onResync?.('reconnected'));
    });
    current.addEventListener('reload', (event) => {
      seen(event);
      each((l) => l.onResync?.('reload'));
    });
    current.addEventListener('stock', (event) => {
      const change = parseStockChange(String(event.data));
      if (change) each((l) => l.onStock?.(change));
    });
    current.addEventListener('market', (event) => {
      seen(event);
      const parsed = parseMarketEvent(String(event.data));
      if (parsed) each((l) => l.onMarket?.(parsed));
    });
    current.addEventListener('error', () => {
      lostOnce = true;
      if (stopped || source !== current) return;
      current.close();
      later();
    });
  };
  const connect = () => {
    let address: ReturnType<MarketStreamOptions['url']>;
    try {
      address = url(lastEventId);
    } catch {
      return later();
    }
    if (address instanceof Promise) address.then(open, later);
    else open(address);
  };
  connect();

  return {
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      source?.close();
      listeners.clear();
    },
  };
}
