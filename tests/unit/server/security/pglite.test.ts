/**
 * PGlite. A second process on the same data directory is refused (a lock; one line
 * naming the directory; a non-zero exit) while the first keeps serving; the directory is 0700 and its
 * files 0600; a directory the process cannot write is one line, not a stack.
 */
import { chmod, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../pg-cluster';
import { spawnServer, useShop } from './shop';

/** Starts the built server expecting it to fail; its exit code and what it printed. */
async function failedStart(env: Record<string, string>, as?: { uid: number; gid: number }) {
  const started = await spawnServer({
    env: { PORT: String(await freePort()), HOST: '127.0.0.1', ...env },
    waitReady: false,
    ...as,
  });
  const code = await started.exited;
  return { code, output: started.output.join('').trim() };
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)])),
  );
  return [dir, ...nested.flat()];
}

describe('PGlite data directory', () => {
  const shop = useShop('pglite');

  it('a second process on the same directory is refused in one line and exits non-zero', async () => {
    const token = await shop().login();
    const dir = path.resolve(shop().env.GLAMOUR_DATA_DIR ?? '');
    const second = await failedStart({ ...shop().env, PORT: String(await freePort()) });
    expect(second.code).not.toBe(0);
    expect(second.output.split('\n')).toHaveLength(1);
    expect(second.output).toContain(
      `the data directory ${dir} is in use by another Glamour process`,
    );
    // The first one is untouched and still serving what it acknowledged.
    expect((await shop().call('GET', '/api/auth/me', { token })).status).toBe(200);
  });

  it('the directory is 0700 and every file in it 0600 (the token secret is in there)', async () => {
    // A write first, so the WAL and the data files exist.
    await shop().call('POST', '/api/newsletter', { body: { email: 'perm.check@example.com' } });
    const dir = shop().env.GLAMOUR_DATA_DIR ?? '';
    const paths = await walk(dir);
    expect(paths.length).toBeGreaterThan(10);
    for (const p of paths) {
      const { mode } = await stat(p);
      const isDir = (await stat(p)).isDirectory();
      expect([p, (mode & 0o777).toString(8)]).toEqual([p, isDir ? '700' : '600']);
    }
  });

  it('a path through a file gives one line naming the directory, not a stack', async () => {
    const tmp = await mkdtemp(path.join(os.tmpdir(), 'glamour-unwritable-'));
    try {
      await writeFile(path.join(tmp, 'file'), 'x');
      const dir = path.join(tmp, 'file', 'shop');
      const { code, output } = await failedStart({ GLAMOUR_DATA_DIR: dir });
      expect(code).not.toBe(0);
      expect(output).toBe(
        `[glamour] cannot use the data directory ${dir}: a part of the path is a file, not a directory. Give GLAMOUR_DATA_DIR a directory this process may create and write.`,
      );
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  });

  it.skipIf(process.getuid?.() !== 0)(
    'a directory the process may not write (run as nobody) gives one line, not a stack',
    async () => {
      const tmp = await mkdtemp(path.join(os.tmpdir(), 'glamour-unwritable-'));
      try {
        await chmod(tmp, 0o755); // readable, not writable, by nobody
        const dir = path.join(tmp, 'shop');
        const { code, output } = await failedStart(
          { GLAMOUR_DATA_DIR: dir, GLAMOUR_DIST_DIR: tmp },
          { uid: 65534, gid: 65534 },
        );
        expect(code).not.toBe(0);
        expect(output).toBe(
          `[glamour] cannot use the data directory ${dir}: permission denied. Give GLAMOUR_DATA_DIR a directory this process may create and write.`,
        );
      } finally {
        await rm(tmp, { recursive: true, force: true });
      }
    },
  );
});
