/**
 * The security suite's target: the built server process (dist-server's main.js, built once by
 * global-setup.ts), started as `npm run serve` starts it, on PGlite (a data directory of its own) and
 * on a throwaway PostgreSQL (a database of its own in one cluster per test file). A test file runs
 * its attacks on both:
 *
 *   describe.each(SHOP_KINDS)('on %s', (kind) => {
 *     const shop = useShop(kind, { GLAMOUR_SOME_SETTING: '1' });
 *     it('…', async () => { const { status } = await shop().call('GET', '/api/products'); … });
 *   });
 *
 * Every shop gets a fake build folder (index.html, a dotfile, mockServiceWorker.js) to serve. A
 * process started another way (a production start meant to fail, say) uses startServer.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll } from 'vitest';
import { ADMIN_TOKEN_HEADER } from '@backend/messages';
import { DEMO_USER } from '@backend/store/seed';
import { freePort, postgresBin, startCluster, type Cluster } from '../pg-cluster';

/** Inside node_modules, so the bundle's bare imports (hono, postgres…) resolve as dist-server's do. */
export const SERVER_BUILD_DIR = 'node_modules/.cache/glamour-security/dist-server';

export type ShopKind = 'pglite' | 'postgres';
/** PostgreSQL only where the package is installed (Debian's `postgresql`). */
export const SHOP_KINDS: ShopKind[] = postgresBin() ? ['pglite', 'postgres'] : ['pglite'];

export const ADMIN_TOKEN = 'security-suite-admin-token-0123';

export interface Answer<T> {
  status: number;
  headers: Headers;
  body: T;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Ends the request (the call rejects), e.g. AbortSignal.timeout(ms) for an answer that must come. */
  signal?: AbortSignal;
}

export interface Shop {
  kind: ShopKind;
  url: string;
  /** The process's stdout and stderr so far. */
  output: string[];
  child: ChildProcess;
  /** The environment it was started with (to start another on the same database). */
  env: Record<string, string>;
  /** Present on PostgreSQL: the cluster behind it (stop/start it for an outage). */
  cluster?: Cluster;
  databaseUrl?: string;
  call<T = { errors?: string[] }>(
    method: string,
    pathname: string,
    options?: CallOptions,
  ): Promise<Answer<T>>;
  login(email?: string, password?: string): Promise<string>;
  stop(): Promise<void>;
}

export const DEMO = DEMO_USER;

/**
 * A fake build: what the remote build leaves in dist/ that must not be served, and a page; with the
 * brotli and gzip copies the build writes beside its files (a hidden file's too).
 */
async function fakeDist(): Promise<string> {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'glamour-security-dist-'));
  await mkdir(path.join(dist, '.vite'));
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>shop</title>',
    '.vite/manifest.json': '{"src/main.tsx":{}}',
    '.glamour-build.json': '{"mode":"remote"}',
    'mockServiceWorker.js': '/* msw */',
  };
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dist, name), text);
  for (const name of ['index.html', 'mockServiceWorker.js']) {
    await writeFile(path.join(dist, `${name}.br`), brotliCompressSync(files[name] ?? ''));
    await writeFile(path.join(dist, `${name}.gz`), gzipSync(files[name] ?? ''));
  }
  return dist;
}

export interface SpawnOptions {
  env: Record<string, string>;
  /** Wait until /healthz answers 200 (default); false: return at once (a process meant to fail). */
  waitReady?: boolean;
  /** Run as this user and group (a root test runner trying what an ordinary user may not). */
  uid?: number;
  gid?: number;
}

/** Spawns the built server with exactly `env` (plus PATH) and waits until it is healthy. */
export async function spawnServer({ env, waitReady = true, uid, gid }: SpawnOptions) {
  const child = spawn(process.execPath, [path.resolve(SERVER_BUILD_DIR, 'main.js')], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(uid === undefined ? {} : { uid, gid }),
  });
  const output: string[] = [];
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${env.PORT}`;
  if (waitReady) {
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited: ${output.join('')}`);
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`server did not start: ${output.join('')}`);
      }
      const ok = await fetch(`${url}/healthz`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { child, output, url, exited };
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** The process's stdout and stderr so far. */
  output: string[];
  /** Everything it was started with but PATH. */
  env: Record<string, string>;
  /** The exit code, once the process has stopped. */
  exited: Promise<number | null>;
  /** Ends the process (if it still runs) and removes its fake build. */
  stop(): Promise<void>;
}

/**
 * Starts the built server as any test needs it: a free port on 127.0.0.1, a fake build of its own
 * to serve, the cheapest accepted password hashes, then `env` (which wins). Nothing else from this
 * process's environment reaches it. `waitReady: false` for a process meant to fail.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: Omit<SpawnOptions, 'env'> = {},
): Promise<ServerProcess> {
  const dist = await fakeDist();
  const fullEnv: Record<string, string> = {
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    GLAMOUR_DIST_DIR: dist,
    // The lowest accepted setting: this shared machine is spared slow hashes.
    GLAMOUR_PASSWORD_ITERATIONS: '100000',
    ...env,
  };
  let started: Awaited<ReturnType<typeof spawnServer>>;
  try {
    started = await spawnServer({ ...options, env: fullEnv });
  } catch (error) {
    await rm(dist, { recursive: true, force: true });
    throw error;
  }
  const { child, exited } = started;
  return {
    ...started,
    env: fullEnv,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dist, { recursive: true, force: true });
    },
  };
}

let databases = 0;

export async function startShop(
  kind: ShopKind,
  extraEnv: Record<string, string> = {},
  cluster?: Cluster,
): Promise<Shop> {
  const dataDir =
    kind === 'pglite' ? await mkdtemp(path.join(os.tmpdir(), 'glamour-security-data-')) : undefined;
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    if (!cluster) throw new Error('a PostgreSQL shop needs a cluster');
    databases += 1;
    databaseUrl = await cluster.createDatabase(`shop_${process.pid}_${databases}`);
  }
  const server = await startServer({
    GLAMOUR_ADMIN_TOKEN: ADMIN_TOKEN,
    // Most attacks log in again and again; abuse.test.ts sets the limits it attacks.
    GLAMOUR_RATE_LIMIT_PER_IP: '0',
    GLAMOUR_RATE_LIMIT_PER_ACCOUNT: '0',
    ...(dataDir ? { GLAMOUR_DATA_DIR: path.join(dataDir, 'shop') } : {}),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: '5' } : {}),
    ...extraEnv,
  });
  const { child, output, url, env } = server;

  const call: Shop['call'] = async (method, pathname, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = options.token;
    if (pathname.startsWith('/api/_console')) headers[ADMIN_TOKEN_HEADER] = ADMIN_TOKEN;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(url + pathname, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: the text as it is
    }
    return { status: response.status, headers: response.headers, body: body as never };
  };

  return {
    kind,
    url,
    output,
    child,
    env,
    cluster,
    databaseUrl,
    call,
    async login(email = DEMO.email, password = DEMO.password) {
      const { status, body } = await call<{ encodedToken: string }>('POST', '/api/auth/login', {
        body: { email, password },
      });
      if (status !== 200) throw new Error(`login failed: ${status} ${JSON.stringify(body)}`);
      return body.encodedToken;
    },
    async stop() {
      await server.stop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One shop of `kind` for the surrounding describe block: started before its tests (PostgreSQL: in
 * a cluster of its own), stopped after. Returns a getter (the shop exists only once started).
 */
export function useShop(kind: ShopKind, env: Record<string, string> = {}): () => Shop {
  let shop: Shop | undefined;
  let cluster: Cluster | undefined;
  beforeAll(async () => {
    if (kind === 'postgres') cluster = await startCluster();
    shop = await startShop(kind, env, cluster);
  }, 120_000);
  afterAll(async () => {
    await shop?.stop();
    await cluster?.destroy();
  });
  return () => {
    if (!shop) throw new Error('the shop has not started');
    return shop;
  };
}

/** Polls `probe` until `done` says yes or the deadline passes; returns the last value. */
export async function until<T>(
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs = 10_000, everyMs = 50 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await probe();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, everyMs));
    value = await probe();
  }
  return value;
}
