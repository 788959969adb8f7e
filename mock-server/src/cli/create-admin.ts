import { parseArgs } from 'node:util';
import { hashPassword } from '../auth/password';
import { checkNewPassword } from '../auth/password-rules';
import { systemClock } from '../clock';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open-db';
import { ApiError } from '../http/api-error';
import { writeSystemLog } from '../logs/system-log';

/**
 * npm -w mock-server run create-admin -- --id <login id> --password <password> [--email <address>]
 * Creates an administrator in the database of DATABASE_URL (or the PGlite under DATA_DIR).
 * Never prompts, so it works in scripts; refuses an existing id and a weak password.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { id: { type: 'string' }, password: { type: 'string' }, email: { type: 'string' } } });
  const id = values.id?.trim();
  const password = values.password;
  if (!id || !password) {
    console.error('usage: npm -w mock-server run create-admin -- --id <login id> --password <password> [--email <address>]');
    return 2;
  }
  if (id.length > 64) {
    console.error('--id: at most 64 characters');
    return 2;
  }
  try {
    checkNewPassword(password, id, '--password');
  } catch (err) {
    if (err instanceof ApiError) {
      console.error(`${err.detail}\n${err.message}`);
      return 2;
    }
    throw err;
  }
  const config = loadConfig();
  const db = await openDb({ databaseUrl: config.databaseUrl ?? undefined, dataDir: config.dataDir });
  try {
    await migrate(db);
    const passwordHash = await hashPassword(password);
    const now = systemClock.now();
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO accounts (login_id, password_hash, is_admin, is_first_login, password_changed_at, email, created_at)
       VALUES ($1, $2, true, false, $3, $4, $3) ON CONFLICT (login_id) DO NOTHING RETURNING id`,
      [id, passwordHash, now, values.email ?? ''],
    );
    if (rows.length === 0) {
      console.error(`An account with the id "${id}" already exists; nothing was changed.`);
      return 1;
    }
    await writeSystemLog(db, 'system', `管理者 ${id} を作成`, now);
    console.log(`Administrator "${id}" created in ${db.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${config.dataDir})`}.`);
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
