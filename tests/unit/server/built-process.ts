/**
 * A built server process (the server build's main.js) on a free port of its own, for the tests that
 * run several processes against one database. It answers once `/api/products` does, or rejects with
 * what the process printed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort, type PortChooser } from './pg-cluster';

/**
 * The server as `npm run serve` builds it, built once before the unit project's tests
 * (./server-build.global.ts) into a folder of their own. Each file that runs built processes used
 * to build dist-server/ in its `beforeAll`, with Vite emptying the folder first: one file's build
 * deleted the chunks another file's running processes load on first use, and a product page came
 * back without its server-rendered part (a full run on 2026-12-04). Under node_modules/, so that
 * the build's imports find the project's packages.
 */
export const UNIT_SERVER_BUILD = 'node_modules/.cache/glamour-unit-server/dist-server';
export const UNIT_SERVER_MAIN = path.join(UNIT_SERVER_BUILD, 'main.js');

/** Builds the server as `npm run serve` does, into `outDir` (a folder no other build writes). */
export function buildServer(outDir: string): void {
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--config', 'server/vite.config.ts', '--outDir', outDir],
    { encoding: 'utf8', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } },
  );
  if (build.status !== 0) throw new Error(`server build failed: ${build.stderr}${build.stdout}`);
}

export interface Proc {
  url: string;
  child: ChildProcess;
  output: string[];
}

/**
 * Starts the built server on a free port. A port found free can be taken before the process
 * listens on it (see ./pg-cluster.ts's `serve`): a process that exits for that alone is started
 * again on another port.
 */
export async function startBuiltProcess(
  env: Record<string, string>,
  choosePort: PortChooser = freePort,
): Promise<Proc> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await startOnce(env, await choosePort());
    } catch (error) {
      if (!(error instanceof PortTaken) || tries >= 5) throw error;
    }
  }
}

class PortTaken extends Error {}

async function startOnce(env: Record<string, string>, port: number): Promise<Proc> {
  const child = spawn(process.execPath, [UNIT_SERVER_MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_POOL_SIZE: '5',
      // The lowest accepted setting, to spare this shared machine slow hashes.
      GLAMOUR_PASSWORD_ITERATIONS: '100000',
      // Many calls from one address and one account are these tests' point, not the limits
      // (tests/unit/server/security/ tests those).
      GLAMOUR_RATE_LIMIT_PER_IP: '0',
      GLAMOUR_RATE_LIMIT_PER_ACCOUNT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      const printed = output.join('');
      throw printed.includes('EADDRINUSE')
        ? new PortTaken(`port ${port} taken: ${printed}`)
        : new Error(`server exited: ${printed}`);
    }
    try {
      // Bounded: a port taken by another process may accept the connection and never answer.
      const response = await fetch(`${url}/api/products`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return { url, child, output };
    } catch {
      // not listening yet, or not answering in time
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start: ${output.join('')}`);
}
