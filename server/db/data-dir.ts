/**
 * PGlite's data directory, owned by one process: PGlite keeps the database in that process's memory
 * and writes it back to the directory, so a second process on the same directory would silently lose
 * acknowledged writes. A lock file refuses the second one; the directory is the owner's alone (0700,
 * files 0600: the token secret is in there); a directory the process cannot write is one clear line.
 */
import {
  chmodSync,
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'glamour.lock';

/** A problem with the data directory, in one line for the start log (no stack). */
export class DataDirError extends Error {
  override name = 'DataDirError';
}

/** How long a lock file may stay empty while the process that made it writes its pid. */
const LOCK_WRITE_MS = 10_000;
/** How often the holder touches its lock, and after how long without a touch another host's is stale. */
export const LOCK_BEAT_MS = 10_000;
export const LOCK_STALE_MS = 60_000;

/**
 * Who holds the lock, from its file (`<pid> <host>`; a pid alone from before hosts were written):
 * `live` when that process may still be running. A pid says nothing across hosts (two containers
 * on one volume both run as pid 1): another host's lock is live while its holder still touches it
 * (every LOCK_BEAT_MS), stale after LOCK_STALE_MS without (a container that died, its successor
 * with a new hostname). An empty file is one being written, unless it has stayed empty for long.
 */
function holder(lock: string): { live: boolean; says: string } {
  const [pidText = '', host] = readFileSync(lock, 'utf8').trim().split(/\s+/);
  const pid = Number(pidText);
  const untouchedMs = Date.now() - statSync(lock).mtimeMs;
  if (!Number.isInteger(pid) || pid <= 0)
    return { live: untouchedMs < LOCK_WRITE_MS, says: 'a process starting right now' };
  if (host !== undefined && host !== hostname())
    return { live: untouchedMs < LOCK_STALE_MS, says: `pid ${pid} on host ${host}` };
  return { live: alive(pid), says: `pid ${pid}` };
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function unwritable(dir: string, error: unknown): DataDirError {
  const code = (error as NodeJS.ErrnoException).code ?? 'error';
  const why: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    EROFS: 'the file system is read-only',
    ENOTDIR: 'a part of the path is a file, not a directory',
    ENOSPC: 'the disk is full',
  };
  return new DataDirError(
    `[glamour] cannot use the data directory ${dir}: ${why[code] ?? code}. Give GLAMOUR_DATA_DIR a directory this process may create and write.`,
  );
}

/**
 * Owner-only rights on everything in the directory: PGlite's file system layer creates files 0666
 * whatever the umask, so this runs after it opens the directory (and now and then after).
 */
export function restrict(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) restrict(full);
    else if (entry.isFile()) chmodSync(full, 0o600);
  }
}

/**
 * Makes `dir` (0700), takes its lock, restricts what is in it, and sets this process's umask so what
 * PGlite writes later is the owner's alone. Returns the release (on close).
 */
export function claimDataDir(dir: string): () => void {
  const absolute = path.resolve(dir);
  try {
    mkdirSync(absolute, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw unwritable(absolute, error);
  }
  const lock = path.join(absolute, LOCK_FILE);
  let fd: number | undefined;
  for (let attempt = 0; fd === undefined; attempt += 1) {
    try {
      fd = openSync(lock, 'wx', 0o600);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST' || attempt > 0) {
        if (code === 'EEXIST') break;
        throw unwritable(absolute, error);
      }
      const held = holder(lock);
      if (held.live)
        throw new DataDirError(
          `[glamour] the data directory ${absolute} is in use by another Glamour process (${held.says}): one PGlite directory serves one process. Stop that one, or give this one its own GLAMOUR_DATA_DIR (or use PostgreSQL for several processes).`,
        );
      // Left by a process that is gone: take it over.
      rmSync(lock, { force: true });
    }
  }
  if (fd === undefined)
    throw new DataDirError(
      `[glamour] the data directory ${absolute} is being claimed by another process right now; try again.`,
    );
  writeSync(fd, `${process.pid} ${hostname()}\n`);
  closeSync(fd);
  // Alive, to a process on another host that finds the lock (holder above).
  const beat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(lock, now, now);
    } catch {
      // gone (released, or the directory removed)
    }
  }, LOCK_BEAT_MS);
  beat.unref();
  process.umask(0o077);
  try {
    restrict(absolute);
  } catch (error) {
    throw unwritable(absolute, error);
  }
  return () => {
    clearInterval(beat);
    try {
      if (
        statSync(lock).isFile() &&
        readFileSync(lock, 'utf8').trim() === `${process.pid} ${hostname()}`
      )
        rmSync(lock, { force: true });
    } catch {
      // already gone
    }
  };
}
