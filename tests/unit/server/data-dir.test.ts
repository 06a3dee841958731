/** The PGlite data directory's lock (server/db/data-dir.ts): who holds it, and when it is stale. */
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimDataDir, LOCK_BEAT_MS, LOCK_FILE, LOCK_STALE_MS } from '../../../server/db/data-dir';

let dir: string;
const lock = () => path.join(dir, LOCK_FILE);
const mine = `${process.pid} ${os.hostname()}`;
/** A pid no process has (the kernel's limit is below it). */
const GONE = 2 ** 30;

// Claiming sets the process's umask (owner only): given back after each test.
let umask: number;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'glamour-lock-'));
  umask = process.umask();
});
afterEach(() => {
  process.umask(umask);
  rmSync(dir, { recursive: true, force: true });
});

describe('the data directory lock', () => {
  it('is taken with this process and host, and given back', () => {
    const release = claimDataDir(dir);
    expect(readFileSync(lock(), 'utf8').trim()).toBe(mine);
    expect(() => claimDataDir(dir)).not.toThrow();
    release();
  });

  it('a process gone on this host left it: taken over', () => {
    writeFileSync(lock(), `${GONE} ${os.hostname()}\n`);
    claimDataDir(dir);
    expect(readFileSync(lock(), 'utf8').trim()).toBe(mine);
  });

  it('another host holds it, even with this pid (two containers on one volume): refused', () => {
    writeFileSync(lock(), `${process.pid} another-container\n`);
    expect(() => claimDataDir(dir)).toThrow(
      /in use by another Glamour process \(pid \d+ on host another-container\)/,
    );
    expect(readFileSync(lock(), 'utf8').trim()).toBe(`${process.pid} another-container`);
  });

  it('another host that stopped touching it (a container gone, its successor renamed): taken over', () => {
    writeFileSync(lock(), `1 another-container\n`);
    const stale = new Date(Date.now() - LOCK_STALE_MS - 1000);
    utimesSync(lock(), stale, stale);
    claimDataDir(dir);
    expect(readFileSync(lock(), 'utf8').trim()).toBe(mine);
  });

  it('the holder touches its lock while it runs, so another host sees it alive', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const release = claimDataDir(dir);
      const old = new Date(Date.now() - LOCK_STALE_MS - 1000);
      utimesSync(lock(), old, old);
      vi.advanceTimersByTime(LOCK_BEAT_MS);
      expect(Date.now() - statSync(lock()).mtimeMs).toBeLessThan(LOCK_STALE_MS);
      release();
    } finally {
      vi.useRealTimers();
    }
  });

  it('an empty lock is one being written: refused, unless it stayed empty for long', () => {
    writeFileSync(lock(), '');
    expect(() => claimDataDir(dir)).toThrow(/a process starting right now/);
    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(lock(), longAgo, longAgo);
    claimDataDir(dir);
    expect(readFileSync(lock(), 'utf8').trim()).toBe(mine);
  });
});
