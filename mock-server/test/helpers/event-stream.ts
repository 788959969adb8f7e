import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Pool } from 'pg';
import { buildApp } from '../../src/app';
import { defaultConfig } from '../../src/config';
import { openDb } from '../../src/db/open-db';
import type { Db } from '../../src/db/types';
import type { TestServer } from './test-server';

/** One event block of GET /users/web/stream: its `event:`, its `id:` (null without one) and its JSON `data:`. */
export interface EventBlock {
  id: number | null;
  event: string;
  data: Record<string, unknown>;
}

/**
 * An open event stream (GET /users/web/stream), read as a browser's EventSource would: `opened`
 * resolves once the first chunk (`: connected`) came, with the answer's status and Content-Type
 * (a refusal's at once); `events` collects what `pick` keeps of each event block (every block by
 * default); `ended` resolves true once the server ends the stream.
 */
export function openEventStream<T = EventBlock>(url: string, pick: (block: EventBlock) => T | undefined = (block) => block as T) {
  const controller = new AbortController();
  const events: T[] = [];
  let onEvent: () => void = () => undefined;
  let markEnded: (ended: boolean) => void = () => undefined;
  const ended = new Promise<boolean>((resolve) => (markEnded = resolve));
  const decoder = new TextDecoder();
  let buffer = '';
  const take = (chunk: Uint8Array | undefined) => {
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const lines = buffer.slice(0, end).split('\n');
      buffer = buffer.slice(end + 2);
      const field = (name: string) => lines.find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2);
      const event = field('event');
      if (!event) continue;
      const id = field('id');
      const kept = pick({ id: id === undefined ? null : Number(id), event, data: JSON.parse(field('data') ?? '{}') as Record<string, unknown> });
      if (kept === undefined) continue;
      events.push(kept);
      onEvent();
    }
  };
  const opened = (async () => {
    const res = await fetch(url, { signal: controller.signal });
    const answer = { status: res.status, contentType: res.headers.get('content-type') };
    if (res.status !== 200) return answer;
    const reader = res.body!.getReader();
    take((await reader.read()).value);
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return markEnded(true);
        take(value);
      }
    })();
    return answer;
  })();
  /** Resolves once `predicate` holds for the events so far (within `ms`). */
  const waitFor = (predicate: (events: T[]) => boolean, ms = 2000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching event within ${ms} ms: ${JSON.stringify(events)}`)), ms);
      const check = () => {
        if (predicate(events)) {
          clearTimeout(timer);
          resolve();
        }
      };
      onEvent = check;
      check();
    });
  return { opened, events, ended, waitFor, close: () => controller.abort() };
}

/** The stream URL on `base` with a fresh single-use ticket of `token`, resuming after `lastEventId` when given. */
export async function streamUrl(base: string, token: string, lastEventId?: number): Promise<string> {
  const res = await fetch(`${base}/api/v1/users/web/stream/ticket`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(res.status).toBe(200);
  const { ticket } = (await res.json()) as { ticket: string };
  const resume = lastEventId === undefined ? '' : `&last_event_id=${lastEventId}`;
  return `${base}/api/v1/users/web/stream?ticket=${encodeURIComponent(ticket)}${resume}`;
}

/**
 * A second server process over the test server's database (its own pool on PostgreSQL, so
 * events must cross through NOTIFY); on PGlite, which lives in one process, a second app over
 * the same db.
 */
export async function startSecondServer(server: TestServer, dirPrefix: string): Promise<{ url: string; close(): Promise<void> }> {
  const pool = (server.db as Db & { pool?: Pool }).pool;
  const db = pool ? await openDb({ databaseUrl: (pool as unknown as { options: { connectionString: string } }).options.connectionString }) : server.db;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), dirPrefix));
  const app = await buildApp({ db, clock: server.clock, config: defaultConfig({ port: 0, dataDir }) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    async close() {
      await app.close();
      if (db !== server.db) await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
