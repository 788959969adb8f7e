import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

/** Thrown when another live process owns the PGlite folder; main.ts prints the message and exits 1. */
export class DataDirInUseError extends Error {}

interface Owner {
  pid: number;
  /** The owner's start time (Linux /proc/<pid>/stat field 22), so a reused pid is not taken for it. */
  started: string | null;
}

/** A process's start time in clock ticks since boot, or null where /proc is not there. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: fields are counted after its last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: Owner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const started = startTimeOf(owner.pid);
  return !(owner.started && started && started !== owner.started);
}

function readOwner(file: string): Owner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Owner;
    return Number.isInteger(owner.pid) && owner.pid > 0 ? owner : null;
  } catch {
    return null;
  }
}

/**
 * One process per PGlite folder: PGlite is a single-process database, and two
 * servers on one folder both answer while each overwrites the other's pages (an answered
 * purchase was gone after a restart). The lock is a file `<folder>.lock` created exclusively
 * with the owner's pid and start time. A lock whose process is gone (kill -9, a crash) or whose
 * pid now belongs to another program is taken over; a live owner makes the second process stop
 * with a message naming the folder and the owner's pid. Released by `release()` and at exit.
 */
export function lockDataFolder(folder: string): { release: () => void } {
  const file = `${folder}.lock`;
  const me: Owner = { pid: process.pid, started: startTimeOf(process.pid) };
  for (let attempt = 0; attempt < 5; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o600);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = readOwner(file);
      if (owner && isAlive(owner)) {
        throw new DataDirInUseError(
          `DATA_DIR: the embedded database folder ${folder} is in use by another server process (pid ${owner.pid}). ` +
            `Only one process may open it: stop that process first, or give this one another DATA_DIR (or a DATABASE_URL to share one PostgreSQL).`,
        );
      }
      // Left by a process that died (or unreadable: a write cut short by a crash): take it over.
      try {
        unlinkSync(file);
      } catch (unlinkErr) {
        if ((unlinkErr as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkErr;
      }
      continue;
    }
    writeSync(fd, JSON.stringify(me));
    closeSync(fd);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off('exit', release);
      // Only our own lock: never one another process has taken over since.
      if (readOwner(file)?.pid === process.pid) unlinkSync(file);
    };
    process.on('exit', release);
    return { release };
  }
  throw new DataDirInUseError(`DATA_DIR: could not lock the embedded database folder ${folder}; another process keeps taking it`);
}
