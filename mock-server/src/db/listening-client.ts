import pg from 'pg';

/** Waits between attempts to restore a lost listening connection: 0.5 s doubling up to 4 s. */
export const RECONNECT_MS = [500, 1000, 2000, 4000];

export interface ListeningEvents {
  notification(channel: string, payload: string): void;
  /** LISTEN is in place on `client` (again, after a loss: what was said meanwhile was missed). */
  up(client: pg.Client): void;
  /** The connection was lost (or could not be made); another attempt follows unless closed. */
  down(): void;
}

export interface ListeningClient {
  /** Settles once the first attempt has connected or failed. */
  readonly ready: Promise<void>;
  /** The connection while it is up. */
  current(): pg.Client | null;
  close(): Promise<void>;
}

/**
 * One dedicated connection that LISTENs on `channels` (never a pool connection: those come and
 * go, and purchases keep the whole pool), restored with backoff whenever it is lost. Used by the
 * process's feed connection (db/feed-connection.ts).
 */
export function listeningClient(connectionString: string, channels: readonly string[], events: ListeningEvents): ListeningClient {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (attempt: number): Promise<void> => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
    let dropped = false;
    let succeeded = false;
    const drop = () => {
      if (dropped) return;
      dropped = true;
      if (client === next) client = null;
      next.end().catch(() => undefined);
      events.down();
      if (closed) return;
      // A connection that was up starts the backoff again.
      const wait = RECONNECT_MS[Math.min(succeeded ? 0 : attempt, RECONNECT_MS.length - 1)];
      retry = setTimeout(() => {
        retry = null;
        void connect(succeeded ? 1 : attempt + 1);
      }, wait);
      retry.unref();
    };
    next.on('error', drop);
    next.on('end', drop);
    next.on('notification', (n) => {
      if (channels.includes(n.channel) && n.payload) events.notification(n.channel, n.payload);
    });
    try {
      await next.connect();
      // One round trip for every channel (the simple protocol takes several statements).
      await next.query(channels.map((channel) => `LISTEN ${channel};`).join(' '));
    } catch {
      drop();
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    succeeded = true;
    events.up(next);
  };

  return {
    ready: connect(0),
    current: () => client,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
