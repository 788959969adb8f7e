import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The URL of database `name` on the server of `databaseUrl`. */
export function databaseUrlFor(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export const randomSuffix = () => randomBytes(4).toString('hex');

/** Runs statements on the server's maintenance connection (the database of DATABASE_URL). */
export async function withAdminClient<T>(databaseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * CREATE DATABASE … TEMPLATE fails while another copy of the same template is being made
 * (55006 "source database is being accessed by other users"): test files start in parallel,
 * so retry for a while.
 */
export async function createDatabaseFromTemplate(client: pg.Client, name: string, template: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 100) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}

export async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
