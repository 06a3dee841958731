/**
 * The built server process's start (./built-process.ts): a port found free that another process
 * takes before the server listens costs a try, not the test file that asked for the process.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startBuiltProcess, type Proc } from './built-process';
import { freePort } from './pg-cluster';

describe('a built server process for the tests', () => {
  let proc: Proc | undefined;
  let holder: Server | undefined;
  const dirs: string[] = [];
  const sockets: Socket[] = [];
  afterAll(async () => {
    proc?.child.kill('SIGTERM');
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => (holder ? holder.close(resolve) : resolve(undefined)));
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('starts on another port when the one it found free was taken first', async () => {
    // Another process's listener on the port the server is first offered: it accepts and says
    // nothing, so only the process's own exit tells the start that the port was not its own.
    holder = createServer((socket) => sockets.push(socket));
    const taken = await new Promise<number>((resolve, reject) => {
      holder!.once('error', reject);
      holder!.listen(0, '127.0.0.1', () => {
        const address = holder!.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
    const dist = await mkdtemp(path.join(os.tmpdir(), 'glamour-dist-'));
    const data = await mkdtemp(path.join(os.tmpdir(), 'glamour-data-'));
    dirs.push(dist, data);
    await writeFile(path.join(dist, 'index.html'), '<!doctype html>');
    const offered: number[] = [];
    proc = await startBuiltProcess({ GLAMOUR_DIST_DIR: dist, GLAMOUR_DATA_DIR: data }, async () => {
      const port = offered.length === 0 ? taken : await freePort();
      offered.push(port);
      return port;
    });
    expect(offered[0]).toBe(taken);
    expect(offered).toHaveLength(2);
    expect(proc.url).toBe(`http://127.0.0.1:${offered[1]}`);
    expect((await fetch(`${proc.url}/api/products`)).status).toBe(200);
  }, 120_000);
});
