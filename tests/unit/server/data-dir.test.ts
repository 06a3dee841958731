/** The PGlite data directory's lock (server/db/data-dir.ts): who holds it, and when it is stale. */
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimDataDir, LOCK_FILE } from '../../../server/db/data-dir';

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

  it('an empty lock is one being written: refused, unless it stayed empty for long', () => {
    writeFileSync(lock(), '');
    expect(() => claimDataDir(dir)).toThrow(/a process starting right now/);
    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(lock(), longAgo, longAgo);
    claimDataDir(dir);
    expect(readFileSync(lock(), 'utf8').trim()).toBe(mine);
  });
});
