import { parseArgs } from 'node:util';
import { hashPassword } from '../passwords/password-hash';
import { checkNewPassword } from '../passwords/password-rules';
import { systemClock } from '../clock';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open-db';
import { ApiError } from '../http/api-error';
import { writeSystemLog } from '../logs/system-log';
import { insertAdministrator } from '../areas/auth/account-repository';
import { systemLogTexts } from '../areas/system/messages';

const USAGE =
  'usage: printf %s "$PASSWORD" | npm -w mock-server run create-admin -- --id <login id> [--email <address>]\n' +
  '   or: CREATE_ADMIN_PASSWORD=… npm -w mock-server run create-admin -- --id <login id> [--email <address>]';

/** The first line of standard input (a pipe, a file or what is typed), without its line break. */
async function readStdinLine(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Password: ');
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n') || text.length > 4096) break;
  }
  return text.split(/\r?\n/)[0];
}

/**
 * npm -w mock-server run create-admin -- --id <login id> [--email <address>], the password on
 * standard input or in CREATE_ADMIN_PASSWORD, never on the command line (npm echoes its
 * arguments and `ps` shows them to every user). Creates an administrator in the
 * database of DATABASE_URL (or the PGlite under DATA_DIR); refuses an existing id and a weak password.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { id: { type: 'string' }, password: { type: 'string' }, email: { type: 'string' } } });
  const id = values.id?.trim();
  if (values.password !== undefined) {
    console.error(
      `--password: a password is never taken on the command line (npm prints it, ps shows it); give it on standard input or in CREATE_ADMIN_PASSWORD\n${USAGE}`,
    );
    return 2;
  }
  if (!id) {
    console.error(USAGE);
    return 2;
  }
  const password = process.env.CREATE_ADMIN_PASSWORD || (await readStdinLine());
  if (!password) {
    console.error(`password: none given on standard input or in CREATE_ADMIN_PASSWORD\n${USAGE}`);
    return 2;
  }
  if (id.length > 64) {
    console.error('--id: at most 64 characters');
    return 2;
  }
  try {
    checkNewPassword(password, id, 'password');
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
