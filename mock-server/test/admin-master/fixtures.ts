import { ACCOUNTS, TEST_OPTIONS } from '../buyer-fixtures';
import { startTestServer, type TestServer } from '../helpers';

export { ACCOUNTS };

export interface AdminMasterContext {
  server: TestServer;
  admin: string;
  buyer: string;
}

/** A server on the sample market with an administrator and a buyer signed in. */
export async function startAdminMaster(): Promise<AdminMasterContext> {
  const server = await startTestServer(TEST_OPTIONS);
  const admin = await server.signIn(...ACCOUNTS.admin);
  const buyer = await server.signIn(...ACCOUNTS.head1001);
  return { server, admin, buyer };
}

/** The system log lines written so far that contain `text`, newest first. */
export async function systemLogLines(server: TestServer, text: string): Promise<{ operator: string; operation_log: string }[]> {
  const { rows } = await server.db.query<{ operator: string; operation_log: string }>(
    'SELECT operator, operation_log FROM system_logs WHERE operation_log LIKE $1 ORDER BY id DESC',
    [`%${text}%`],
  );
  return rows;
}

/** A 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64');

export interface StockEvent {
  id: number;
  remaining_quantity: number;
  hasu: number;
  listing_changed?: boolean;
}

/** An open /users/web/stream as a buyer's listing holds it: collects `stock` events. */
export async function openStockStream(server: TestServer, token: string) {
  const controller = new AbortController();
  const events: StockEvent[] = [];
  const res = await fetch(`${server.url}/api/v1/users/web/stream`, { headers: { Authorization: `Bearer ${token}` }, signal: controller.signal });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  await reader.read();
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((l) => l.startsWith('data: '));
        if (block.includes('event: stock') && data) events.push(JSON.parse(data.slice(6)));
      }
    }
  })();
  const until = async (predicate: (e: StockEvent[]) => boolean) => {
    for (let i = 0; i < 100 && !predicate(events); i++) await new Promise((r) => setTimeout(r, 20));
    return predicate(events);
  };
  return { events, until, close: () => controller.abort() };
}
