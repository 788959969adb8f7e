import { parseArgs } from 'node:util';
import { hashPassword } from '../areas/auth/password/password-hash';
import { checkNewPassword } from '../areas/auth/password/password-rules';
import { systemClock } from '../clock';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open-db';
import { ApiError } from '../http/api-error';
import { writeSystemLog } from '../logs/system-log';
import { insertAdministrator } from '../areas/auth/account-repository';
import { systemLogTexts } from '../areas/system/messages';

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
    const created = await insertAdministrator(db, { loginId: id, passwordHash, email: values.email ?? '', at: now });
    if (created === null) {
      console.error(`An account with the id "${id}" already exists; nothing was changed.`);
      return 1;
    }
    await writeSystemLog(db, 'system', systemLogTexts.adminCreated(id), now);
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
