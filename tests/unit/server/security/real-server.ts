/**
 * The real server process for the attack tests: the server built as `npm run serve` builds it (into a
 * folder of its own under node_modules/.cache, so suites building at once never share one), started as a child process on
 * PGlite in memory and a free port, reached over HTTP only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { freePort } from '../pg-cluster';

export interface BuiltServer {
  main: string;
  dist: string;
  remove(): Promise<void>;
}

export async function buildServer(): Promise<BuiltServer> {
  // Inside the project, so the build's bare imports (zod, hono, …) resolve from its node_modules.
  const cache = path.resolve('node_modules/.cache');
  await mkdir(cache, { recursive: true });
  const dir = await mkdtemp(path.join(cache, 'glamour-security-'));
  const outDir = path.join(dir, 'dist-server');
  await build({
    configFile: path.resolve('server/vite.config.ts'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  });
  const dist = path.join(dir, 'dist');
  await mkdir(dist);
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>shop</title>');
  return { main: path.join(outDir, 'main.js'), dist, remove: () => rm(dir, { recursive: true }) };
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** The exit code, once the process has stopped. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** Starts the built server with `env` (on top of a minimal one) and waits until /healthz says ok. */
export async function startServerProcess(
  built: BuiltServer,
  env: Record<string, string> = {},
  { waitUntilHealthy = true }: { waitUntilHealthy?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [built.main], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      GLAMOUR_DATA_DIR: 'memory://',
      GLAMOUR_DIST_DIR: built.dist,
      // The lowest accepted setting, to spare this shared machine slow hashes.
      GLAMOUR_PASSWORD_ITERATIONS: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const proc: ServerProcess = {
    url,
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
  if (!waitUntilHealthy) return proc;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return proc;
    await new Promise((r) => setTimeout(r, 200));
  }
  await proc.stop();
  throw new Error(`server did not become healthy: ${output}`);
}

/** A JSON call to the process: status and parsed body. */
export async function callServer<T = Record<string, unknown>>(
  proc: ServerProcess,
  method: string,
  pathname: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = options.token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(proc.url + pathname, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}
