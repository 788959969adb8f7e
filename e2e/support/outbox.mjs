// The mails the embedded server writes to DATA_DIR/outbox, one JSON file each (written aside and
// renamed into place, so a file is always a whole mail). Waiting for one watches the folder:
// a mail is read as soon as it lands, with no polling interval.
import { mkdirSync, readdirSync, readFileSync, watch } from 'node:fs';
import path from 'node:path';

/** Every mail in the outbox so far. */
export function outboxMails(dataDir) {
  const dir = path.join(dataDir, 'outbox');
  let names;
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.filter((name) => name.endsWith('.json')).map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')));
}

/**
 * Waits until `select(mails)` answers something truthy, asked again on every change in the
 * outbox; answers that. Fails after `timeoutMs` saying `what` did not arrive.
 */
export function waitForMail(dataDir, select, { timeoutMs = 60_000, what = 'the mail' } = {}) {
  const dir = path.join(dataDir, 'outbox');
  // The server makes the folder with its first mail; made here, it can be watched before that.
  mkdirSync(dir, { recursive: true });
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (settle, value) => {
      if (settled) return;
      settled = true;
      watcher.close();
      clearTimeout(timer);
      settle(value);
    };
    const check = () => {
      try {
        const found = select(outboxMails(dataDir));
        if (found) finish(resolve, found);
      } catch (error) {
        finish(reject, error);
      }
    };
    // Watching first, then looking: a mail landing in between is seen either way.
    const watcher = watch(dir, check);
    const timer = setTimeout(() => finish(reject, new Error(`${what} did not arrive in ${dir} within ${timeoutMs} ms`)), timeoutMs);
    check();
  });
}
