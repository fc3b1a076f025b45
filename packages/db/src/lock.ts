// One process at a time on an embedded (PGlite) database directory. PGlite has no server to arbitrate
// between processes: two of them writing the same files diverge silently (issue 15). The lock is a file
// created exclusively ('wx') beside the data, naming the holder; a holder that died leaves a stale file,
// which the next opener takes over.
import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

export const LOCK_FILE_NAME = 'campito.lock';

export interface LockOwner {
  pid: number;
  startedAt: string;
  command: string;
}

/** Another live process holds the directory. The message is for the person who ran the command. */
export class DatabaseLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `La base de datos de ${dir} ya está abierta por otro proceso (pid ${owner.pid}, ${owner.command}, desde ${owner.startedAt}). ` +
        'Detené ese proceso (por ejemplo el servidor) y volvé a intentar: dos procesos no pueden usar la base embebida a la vez. ' +
        'Si necesitás que varios procesos trabajen juntos, usá PostgreSQL (DATABASE_URL).',
    );
    this.name = 'DatabaseLockedError';
  }
}

/** Lock files this process holds: a file naming our own pid that is not in here is stale (e.g. pid 1 in a restarted container). */
const held = new Set<string>();

process.once('exit', () => {
  // A process that exits without closing its database must not leave its lock behind.
  for (const file of held) {
    try {
      unlinkSync(file);
    } catch {}
  }
});

/** How the running command is named in the message another process shows. */
function describeCommand(): string {
  const event = process.env.npm_lifecycle_event;
  if (event && event !== 'npx')
    return event === 'start' || event === 'test' ? `npm ${event}` : `npm run ${event}`;
  const script = process.argv[1] ? path.basename(process.argv[1]) : '';
  return ['node', script, ...process.argv.slice(2)].filter(Boolean).join(' ');
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number') return undefined;
    return {
      pid: owner.pid,
      startedAt: String(owner.startedAt ?? '?'),
      command: String(owner.command ?? '?'),
    };
  } catch {
    return undefined; // unreadable or half-written: treated as stale below
  }
}

/**
 * Takes the lock of `dir` (which must exist) or throws DatabaseLockedError naming the live holder.
 * Returns the function that releases it.
 */
export function lockDirectory(dir: string, command = describeCommand()): () => void {
  const file = path.join(dir, LOCK_FILE_NAME);
  if (held.has(file)) throw new DatabaseLockedError(dir, readOwner(file) ?? ownOwner(command));
  const mine = ownOwner(command);
  for (let attempt = 0; attempt < 50; attempt++) {
    if (createWithContent(file, JSON.stringify(mine))) {
      held.add(file);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held.delete(file);
        // Only our own file: never remove a lock someone else took over.
        if (sameOwner(readOwner(file), mine)) {
          try {
            unlinkSync(file);
          } catch {}
        }
      };
    }
    const owner = readOwner(file);
    if (owner && owner.pid !== process.pid && isAlive(owner.pid)) throw new DatabaseLockedError(dir, owner);
    // Stale: its process is gone (or it is our own pid, not held by us: a restarted container's pid 1).
    removeStale(file, owner);
  }
  const owner = readOwner(file);
  throw owner ? new DatabaseLockedError(dir, owner) : new Error(`No se pudo tomar el bloqueo de ${file}.`);
}

/**
 * Creates `file` with its whole content at once, or answers false when it exists: the content goes to a
 * private file first, then a hard link gives it the lock's name (atomic, fails if the name exists), so no
 * other process ever reads a half-written lock.
 */
function createWithContent(file: string, content: string): boolean {
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temp, content, { mode: 0o644 });
  try {
    linkSync(temp, file);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP') throw err;
    // A file system without hard links: exclusive create, then write.
    try {
      const fd = openSync(file, 'wx', 0o644);
      try {
        writeSync(fd, content);
      } finally {
        closeSync(fd);
      }
      return true;
    } catch (wxErr) {
      if ((wxErr as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw wxErr;
    }
  } finally {
    try {
      unlinkSync(temp);
    } catch {}
  }
}

/**
 * Removes a stale lock file, under a short-lived guard file so that two processes taking over the same
 * stale lock cannot remove each other's new one: the file is removed only if it still names the dead holder.
 */
function removeStale(file: string, stale: LockOwner | undefined): void {
  const guard = `${file}.takeover`;
  try {
    closeSync(openSync(guard, 'wx'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    try {
      // A guard left by a process that died in the middle of a takeover.
      if (Date.now() - statSync(guard).mtimeMs > 10_000) unlinkSync(guard);
    } catch {}
    pause(20);
    return;
  }
  try {
    if (sameOwner(readOwner(file), stale)) unlinkSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  } finally {
    unlinkSync(guard);
  }
}

function sameOwner(a: LockOwner | undefined, b: LockOwner | undefined): boolean {
  return a?.pid === b?.pid && a?.startedAt === b?.startedAt;
}

function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function ownOwner(command: string): LockOwner {
  return { pid: process.pid, startedAt: new Date().toISOString(), command };
}
