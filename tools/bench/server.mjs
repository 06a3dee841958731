// Server mode's throughput (autocannon, 50 connections, 10 s a run): GET /api/products (the whole
// list), GET /api/products?page=1 (one page of the catalogue query), GET /api/products/:id, a
// prerendered page (/), and a signed-in cart loop (add → increment → remove, one account per
// connection), on PGlite (1 process: PGlite is one process's database) and on PostgreSQL (1 and 2
// processes), beside a bare Hono "hello" server on the same machine as the ceiling, and pgbench's
// simple-update transactions per second on the same cluster as the database's own ceiling. With one
// process, each figure also gives the server's CPU time per request (user + system, from
// /proc/<pid>/stat, over the run). With two processes, two autocannon instances of 25 connections
// each run at once, one per process: requests per second are summed, p50 is the mean of the two and
// p99 the worse one. BENCH_CPU_PROFILE=DIR writes a V8 CPU profile of each server process there
// (open it in Chrome's DevTools). Figures only: nothing here fails.
import { execFile, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { lighthouseFigures } from './lighthouse.mjs';

const run = promisify(execFile);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const PRODUCT = '8332f751-1305-49a0-83c2-c25138bd44cc';
const CART_PRODUCT = '1b0e535b-0ce8-4f2f-8536-d33e7109d429';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url, timeoutMs = 60_000) {
  for (let i = 0; i < timeoutMs / 200; i += 1) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** A throwaway PostgreSQL cluster (as tests/unit/server/pg-cluster.ts), tuned like a test one. */
export async function startCluster() {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root)
    ? readdirSync(root).find((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    : undefined;
  if (!version) return undefined;
  const bin = path.join(root, version, 'bin');
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'glamour-bench-pg-'));
  if (asRoot) {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout);
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout);
    chownSync(dir, uid, gid);
  }
  const exec = (file, args) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, file), ...args], {
          maxBuffer: 16 * 1024 * 1024,
        })
      : run(path.join(bin, file), args, { maxBuffer: 16 * 1024 * 1024 });
  const data = path.join(dir, 'data');
  await exec('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  await exec('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /**
     * pgbench's built-in simple-update script (one UPDATE, SELECT and INSERT a transaction) at
     * `clients` connections for the bench's duration, in a database of its own: the cluster's
     * ceiling for short write transactions. Transactions per second.
     */
    async pgbench(clients) {
      const connect = ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres'];
      await exec('createdb', [...connect, 'pgbench']);
      await exec('pgbench', [...connect, '-i', '-q', '-s', '10', 'pgbench']);
      const { stdout } = await exec('pgbench', [
        ...connect,
        '-b',
        'simple-update',
        '-c',
        String(clients),
        '-j',
        '2',
        '-T',
        String(DURATION),
        'pgbench',
      ]);
      const tps = /tps = ([\d.]+)/.exec(stdout);
      return tps ? Math.round(Number(tps[1])) : undefined;
    },
    async destroy() {
      await exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The CPU time a process has used so far, in microseconds (user + system, Linux only). */
export function cpuMicros(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of the line, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return undefined;
  }
}

export function startProcess(env, readyTimeoutMs = 60_000) {
  return freePort().then(async (port) => {
    const profileDir = process.env.BENCH_CPU_PROFILE;
    const args = profileDir
      ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, 'dist-server/main.js']
      : ['dist-server/main.js'];
    const child = spawn(process.execPath, args, {
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        GLAMOUR_DIST_DIR: 'dist-remote',
        GLAMOUR_PASSWORD_ITERATIONS: '100000',
        // The bench signs up 50 shoppers from one address: the login limits would refuse most.
        GLAMOUR_RATE_LIMIT_PER_IP: '0',
        GLAMOUR_RATE_LIMIT_PER_ACCOUNT: '0',
        ...env,
      },
      stdio: 'ignore',
    });
    const url = `http://127.0.0.1:${port}`;
    await waitFor(`${url}/healthz`, readyTimeoutMs);
    return { url, pid: child.pid, stop: () => child.kill('SIGTERM') };
  });
}

function hello() {
  return freePort().then(async (port) => {
    const code = `import { serve } from '@hono/node-server'; import { Hono } from 'hono';
      const app = new Hono(); app.get('*', (c) => c.text('hello'));
      serve({ fetch: app.fetch, port: ${port}, hostname: '127.0.0.1' });`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: 'ignore' });
    const url = `http://127.0.0.1:${port}`;
    await waitFor(url);
    return { url, pid: child.pid, stop: () => child.kill('SIGTERM') };
  });
}

async function signups(url, count) {
  const tokens = [];
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(`${url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Bench',
        lastName: `Shopper ${i}`,
        email: `bench.${Date.now()}.${i}@example.com`,
        password: 'bench123',
        confirmPassword: 'bench123',
      }),
    });
    const body = await response.json();
    if (response.status !== 201) throw new Error(`bench signup failed: ${JSON.stringify(body)}`);
    tokens.push(body.encodedToken);
  }
  return tokens;
}

function cartLoop(tokens) {
  let next = 0;
  return (client) => {
    const token = tokens[next++ % tokens.length];
    const headers = { authorization: token, 'content-type': 'application/json' };
    client.setRequests([
      {
        method: 'POST',
        path: '/api/user/cart',
        headers,
        body: JSON.stringify({ product: { _id: CART_PRODUCT } }),
      },
      {
        method: 'POST',
        path: `/api/user/cart/${CART_PRODUCT}`,
        headers,
        body: JSON.stringify({ action: { type: 'increment' } }),
      },
      { method: 'DELETE', path: `/api/user/cart/${CART_PRODUCT}`, headers },
    ]);
  };
}

function cannon(url, connections, setupClient, pathname = '/') {
  return autocannon({
    url: url + pathname,
    connections,
    duration: DURATION,
    headers: { 'accept-encoding': 'br, gzip' },
    ...(setupClient ? { setupClient } : {}),
  });
}

/**
 * One figure over one or more processes (connections split evenly); with `pid` (one process), the
 * server's CPU time per request too.
 */
async function measure(urls, pathname, setupFor, pid) {
  const each = Math.floor(CONNECTIONS / urls.length);
  const cpuBefore = pid === undefined ? undefined : cpuMicros(pid);
  const results = await Promise.all(
    urls.map((url, i) =>
      cannon(url, each, setupFor ? setupFor(i, urls.length) : undefined, pathname),
    ),
  );
  const rps = results.reduce((sum, r) => sum + r.requests.average, 0);
  const p50 = results.reduce((sum, r) => sum + r.latency.p50, 0) / results.length;
  const p99 = Math.max(...results.map((r) => r.latency.p99));
  const non2xx = results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0);
  // Which answers were not 2xx (status: count), so a figure with failures says what they were.
  const statuses = {};
  for (const r of results)
    for (const [code, stat] of Object.entries(r.statusCodeStats ?? {}))
      if (!code.startsWith('2')) statuses[code] = (statuses[code] ?? 0) + stat.count;
  if (results.some((r) => r.errors + r.timeouts > 0))
    statuses.errors = results.reduce((sum, r) => sum + r.errors + r.timeouts, 0);
  const cpuAfter = pid === undefined ? undefined : cpuMicros(pid);
  const requests = results.reduce((sum, r) => sum + r.requests.total, 0);
  const cpuPerRequest =
    cpuBefore === undefined || cpuAfter === undefined || requests === 0
      ? undefined
      : Math.round((cpuAfter - cpuBefore) / requests);
  return { rps: Math.round(rps), p50, p99, non2xx, statuses, cpuPerRequest };
}

/** What `npm run serve` builds: the app for remote mode (dist-remote/) and dist-server/main.js. */
function buildServer() {
  spawnSync('node', ['tools/serve.mjs', '--build-only'], {
    stdio: 'inherit',
    env: { ...process.env, GLAMOUR_DIST_DIR: 'dist-remote' },
  });
}

/**
 * Lighthouse mobile against the server (the embedded PGlite, the remote-mode build) for /, /products,
 * a detail page and /cart, as a first visit: Lighthouse's default storage reset (cold cache, no
 * service worker, no token, so /cart is what a visitor gets). The same runner as the static build's
 * figures (tools/bench/lighthouse.mjs), each cell the median of its runs.
 */
/**
 * `compareBaseUrl`: another build, already served (the original app's dist, for one), measured turn
 * about with the server in the same run, as "compared".
 */
export async function serverLighthouseFigures({ compareBaseUrl } = {}) {
  buildServer();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'glamour-bench-lh-'));
  const server = await startProcess({ GLAMOUR_DATA_DIR: dataDir });
  try {
    return await lighthouseFigures(
      server.url,
      [{ path: '/' }, { path: '/products' }, { path: `/products/${PRODUCT}` }, { path: '/cart' }],
      ['first'],
      ['mobile'],
      compareBaseUrl ? { compare: { label: 'compared', baseUrl: compareBaseUrl } } : {},
    );
  } finally {
    server.stop();
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function serverFigures() {
  buildServer();
  const rows = [];
  const add = (setup, endpoint, figure, ceiling) =>
    rows.push({
      setup,
      endpoint,
      'req/s': figure.rps,
      'p50 ms': figure.p50,
      'p99 ms': figure.p99,
      'non-2xx': figure.non2xx
        ? Object.entries(figure.statuses)
            .map(([code, count]) => `${count}×${code}`)
            .join(' ')
        : 0,
      'of hello': ceiling ? `${Math.round((100 * figure.rps) / ceiling)} %` : '100 %',
      'CPU µs/req': figure.cpuPerRequest ?? '',
    });

  const bare = await hello();
  let ceiling;
  try {
    const figure = await measure([bare.url], '/', undefined, bare.pid);
    ceiling = figure.rps;
    add('bare Hono hello, 1 process', 'GET /', figure);
  } finally {
    bare.stop();
  }

  async function suite(setup, urls, pid) {
    const one = (pathname) => measure(urls, pathname, undefined, pid);
    add(setup, 'GET /api/products', await one('/api/products'), ceiling);
    add(setup, 'GET /api/products?page=1', await one('/api/products?page=1'), ceiling);
    add(setup, 'GET /api/products/:id', await one(`/api/products/${PRODUCT}`), ceiling);
    add(setup, 'GET / (prerendered page)', await one('/'), ceiling);
    const tokens = await signups(urls[0], CONNECTIONS);
    const cart = await measure(
      urls,
      '/',
      // Each connection signs in as its own account; two processes split the accounts.
      (i, n) => cartLoop(tokens.filter((_, j) => j % n === i)),
      pid,
    );
    add(setup, 'cart add/increment/remove (signed in)', cart, ceiling);
    return cart;
  }

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'glamour-bench-pglite-'));
  const embedded = await startProcess({ GLAMOUR_DATA_DIR: dataDir });
  try {
    await suite('PGlite, 1 process', [embedded.url], embedded.pid);
  } finally {
    embedded.stop();
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }

  const cluster = await startCluster();
  if (!cluster) {
    rows.push({
      setup: 'PostgreSQL',
      endpoint: 'skipped: the postgresql package is not installed',
    });
    return rows;
  }
  try {
    const env = { DATABASE_URL: cluster.url, DATABASE_POOL_SIZE: '20' };
    const one = await startProcess(env);
    try {
      const cart = await suite('PostgreSQL, 1 process', [one.url], one.pid);
      const tps = await cluster.pgbench(CONNECTIONS).catch(() => undefined);
      rows.push({
        setup: 'PostgreSQL, pgbench',
        endpoint: `simple-update, ${CONNECTIONS} clients`,
        'req/s': tps ?? 'pgbench failed',
        'of hello': tps ? `cart loop: ${Math.round((100 * cart.rps) / tps)} % of it` : '',
      });
      const two = await startProcess(env);
      try {
        await suite('PostgreSQL, 2 processes', [one.url, two.url]);
      } finally {
        two.stop();
      }
    } finally {
      one.stop();
    }
  } finally {
    await cluster.destroy();
  }
  return rows;
}
