import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from '../../src/app';
import { openDb } from '../../src/db/open-db';
import type { Db } from '../../src/db/types';
import type { TestServer } from './test-server';

/** A second server process on the test server's PostgreSQL database (its own pool, feeds and memory), listening on a free port. */
export interface SecondProcess {
  app: FastifyInstance;
  db: Db;
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Signs in on this process (POST /users/signin) and answers the token. */
  signIn(login: string, password: string): Promise<string>;
  close(): Promise<void>;
}

export async function startSecondProcess(server: TestServer): Promise<SecondProcess> {
  const url = ((server.db as Db & { pool: pg.Pool }).pool.options as { connectionString: string }).connectionString;
  const db = await openDb({ databaseUrl: url });
  const app = await buildApp({ db, clock: server.clock, config: server.config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    app,
    db,
    origin,
    signIn: async (login, password) => {
      const res = await fetch(`${origin}/api/v1/users/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: login, password }),
      });
      return ((await res.json()) as { token: string }).token;
    },
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
