// Server mode's throughput, figures only (docs/performance.md): nothing here fails on a slow machine.
//
// autocannon, 50 connections, BENCH_SECONDS (10) a run, `accept-encoding: br, gzip`, against the
// server as `npm run serve` builds it, beside a bare Hono "hello" server on the same machine (the
// ceiling) and pgbench's simple-update on the same PostgreSQL cluster (the database's own ceiling
// for short write transactions). Each setup (PGlite, 1 process; PostgreSQL, 1 and 2 processes)
// measures:
// - reads: GET /api/products (the whole list), ?page=1, a listing with filters (eight URLs cycled
//   per connection: repeated, so an answer cache serves them after their first request), a listing
//   with filters where every request is a URL never asked before (never cached), /api/products/:id,
//   /api/categories, and a prerendered page (/: its first request, the render, timed alone, then
//   the run on the kept page);
// - writes, signed in, one account per connection: the cart loop (add, increment, remove), the
//   wishlist loop (add, remove), and order creation (POST /api/user/orders: an online order with
//   the simulated provider, its unit held; the cart is kept, so every request is a new order),
//   spread round robin over a pool of guests so no shopper's order list grows long;
// - on PostgreSQL, the statements each request sends (pg_stat_statements: top-level statements,
//   BEGIN and COMMIT included, in the shop's database, over the whole run, divided by the answers),
//   and for the writes with one process which statements they are;
// - on PostgreSQL, 1 process: a shopper's cart loop (5 connections) during a burst of uncached
//   pages and listings (100 connections), the shopper's p95 beside its target;
// - the reads again with a streaming replica of the cluster (pg_basebackup -R) given to one process
//   as DATABASE_REPLICA_URL, the statements counted on the primary and on the replica.
// Latency percentiles are of the 2xx answers, as the client saw them. With one process each
// figure also gives the server's CPU time per request (user + system, /proc/<pid>/stat). With two
// processes, two autocannon instances of 25 connections each run at once, one per process, and
// their answers are pooled. BENCH_CPU_PROFILE=DIR writes a V8 CPU profile of each server process.
import { execFile, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { chromium } from 'playwright';
import { CHROMIUM, FLAGS, lighthouseFigures } from './lighthouse.mjs';

const run = promisify(execFile);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const POOL_SIZE = 20;
const PRODUCT = '8332f751-1305-49a0-83c2-c25138bd44cc';
const CART_PRODUCT = '1b0e535b-0ce8-4f2f-8536-d33e7109d429';
/** Orders spread over eight products (one hot product's row would serialize them). */
const ORDER_PRODUCTS = [
  'bef7e043-ad2b-4f56-bf27-6201e26473b0',
  'b94e51fb-31bc-466f-ac1a-6dc2902c2f77',
  '9b94a23b-f366-4955-a5f3-b797f0310fea',
  '01289a80-b93e-4f78-956f-e266059338b7',
  '4030410b-68a1-46f9-a8ad-82e3f5929dbe',
  '3278e20d-fa04-4793-8f61-6d8dee3d5b34',
  'ce9a4bbf-0bbf-4fd9-a8b5-2890612c1aac',
  '40cdc285-b45b-4eb6-ad26-d8fdb2c1c43f',
];
const ADMIN_TOKEN = 'bench-admin-token-0123456789abcdef';
/** Guests placing orders: orders go round robin over them. */
const ORDER_SHOPPERS = CONNECTIONS * 4;
const BURST_CONNECTIONS = 100;
const BURST_SHOPPERS = 5;

/** The listing with filters, repeated: eight URLs, each connection cycling through all of them. */
const FILTERED = [
  '/api/products?category=Makeup',
  '/api/products?category=Skin%20Care&sort=LTH',
  '/api/products?brand=Plum&brand=Lakme',
  '/api/products?maxPrice=500&sort=HTL',
  '/api/products?rating=4',
  '/api/products?q=matte',
  '/api/products?pageSize=8&page=2',
  '/api/products?category=Makeup&brand=MAC&brand=Lakme&maxPrice=1000&rating=3&sort=LTH&pageSize=4&page=2',
];
const BASES = [
  'category=Makeup',
  'brand=Plum&brand=Lakme',
  'q=cream',
  'category=Skin%20Care&pageSize=4&page=2',
];
/**
 * The n-th listing URL no request asked before: the price limit, rating and sort spell n (148,500
 * distinct answers before one repeats), over a few filters and a search.
 */
function neverAsked(n, prefix = '/api/products') {
  const maxPrice = 100 + (n % 9900);
  const rating = Math.floor(n / 9900) % 5;
  const sort = ['', '&sort=LTH', '&sort=HTL'][Math.floor(n / 49_500) % 3];
  return `${prefix}?${BASES[n % BASES.length]}&maxPrice=${maxPrice}${rating ? `&rating=${rating}` : ''}${sort}`;
}

/**
 * The targets of docs/performance.md, judged on PostgreSQL with one process (the setup they are
 * set for); other setups print their figures without.
 */
const TARGETS = {
  read: { share: 25, p99: 10 },
  cart: { rps: 2000, pgbench: 35, statements: 1 },
  wishlist: { statements: 1 },
  order: { statements: 3 },
  burst: { p95: 300 },
};

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

/** The newest installed PostgreSQL's version directory (/usr/lib/postgresql/<version>), if any. */
function postgresVersion() {
  const root = '/usr/lib/postgresql';
  return existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))[0]
    : undefined;
}

/**
 * A throwaway PostgreSQL cluster (as tests/unit/server/pg-cluster.ts), with pg_stat_statements
 * loaded so the bench can count the statements a request sends.
 */
export async function startCluster() {
  const version = postgresVersion();
  if (!version) return undefined;
  const bin = path.join('/usr/lib/postgresql', version, 'bin');
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
  const optionsAt = (p) =>
    [
      `-p ${p}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c max_connections=200',
      '-c shared_preload_libraries=pg_stat_statements',
      '-c pg_stat_statements.track=top',
    ].join(' ');
  const pgCtl = (dataDir, p, log) =>
    exec('pg_ctl', ['-D', dataDir, '-o', optionsAt(p), '-l', path.join(dir, log), '-w', 'start']);
  await pgCtl(data, port, 'log');
  const connect = ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres'];
  const urlAt = (p, database = 'postgres') => `postgres://postgres@127.0.0.1:${p}/${database}`;
  const replicas = [];
  return {
    url: urlAt(port),
    version,
    /**
     * Counting statements: pg_stat_statements lives in a database of its own ("bench"), so the
     * bench's own queries are never counted; `reset()` zeroes the counts and `count()` sums the
     * calls of every top-level statement sent to the shop's database since. Undefined when the
     * extension is missing. Call it before `replica()`: the replica copies the "bench" database.
     */
    async statements() {
      try {
        await exec('createdb', [...connect, 'bench']);
        return await statementCounter(urlAt(port, 'bench'), true);
      } catch (error) {
        console.log('pg_stat_statements is not available:', String(error));
        return undefined;
      }
    },
    /**
     * A streaming replica of the cluster (pg_basebackup -R, a hot standby on a port of its own):
     * `{url, statements}` (its own statement counter, undefined when it cannot count).
     */
    async replica() {
      const replicaData = path.join(dir, `replica-${replicas.length}`);
      await exec('pg_basebackup', [
        ...connect,
        '-D',
        replicaData,
        '-R',
        '-X',
        'stream',
        '-c',
        'fast',
      ]);
      const replicaPort = await freePort();
      await pgCtl(replicaData, replicaPort, `replica-${replicas.length}.log`);
      replicas.push(replicaData);
      const statements = await statementCounter(urlAt(replicaPort, 'bench'), false).catch(
        () => undefined,
      );
      return { url: urlAt(replicaPort), statements };
    },
    /**
     * pgbench's built-in simple-update script (one UPDATE, SELECT and INSERT a transaction) at
     * `clients` connections for the bench's duration, in a database of its own: the cluster's
     * ceiling for short write transactions. Transactions per second.
     */
    async pgbench(clients) {
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
      for (const replicaData of replicas)
        await exec('pg_ctl', ['-D', replicaData, '-m', 'immediate', '-w', 'stop']).catch(
          () => undefined,
        );
      await exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Top-level statements the shop's database ("postgres") received, read from pg_stat_statements in
 * the "bench" database at `url` (created there when `create`; a replica has it from its primary).
 */
async function statementCounter(url, create) {
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    if (create) await sql`CREATE EXTENSION IF NOT EXISTS pg_stat_statements`;
    await sql`SELECT pg_stat_statements_reset()`;
  } catch (error) {
    await sql.end();
    throw error;
  }
  return {
    reset: async () => {
      await sql`SELECT pg_stat_statements_reset()`;
    },
    count: async () => {
      const [row] = await sql`
        SELECT coalesce(sum(s.calls), 0)::bigint AS calls
        FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
        WHERE d.datname = 'postgres'`;
      return Number(row.calls);
    },
    /** The `n` statements sent most often since the reset: calls and the start of their text. */
    top: async (n) =>
      (
        await sql`
          SELECT s.calls::bigint AS calls, left(regexp_replace(s.query, '[[:space:]]+', ' ', 'g'), 110) AS query
          FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
          WHERE d.datname = 'postgres' ORDER BY s.calls DESC LIMIT ${n}`
      ).map((row) => ({ calls: Number(row.calls), query: row.query })),
    end: () => sql.end(),
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
        // The console sets the ordered product's units on hand.
        GLAMOUR_ADMIN_TOKEN: ADMIN_TOKEN,
        ...env,
      },
      stdio: 'ignore',
    });
    const url = `http://127.0.0.1:${port}`;
    try {
      await waitFor(`${url}/healthz`, readyTimeoutMs);
    } catch (error) {
      child.kill('SIGTERM');
      throw error;
    }
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

async function call(url, method, pathname, { token, body } = {}) {
  const headers = {};
  if (token) headers.authorization = token;
  if (pathname.startsWith('/api/_console')) headers['x-glamour-admin-token'] = ADMIN_TOKEN;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url + pathname, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  return { status: response.status, body: answer };
}

async function signups(url, count) {
  const tokens = [];
  for (let i = 0; i < count; i += 1) {
    const { status, body } = await call(url, 'POST', '/api/auth/signup', {
      body: {
        firstName: 'Bench',
        lastName: `Shopper ${i}`,
        email: `bench.${Date.now()}.${i}@example.com`,
        password: 'bench123',
        confirmPassword: 'bench123',
      },
    });
    if (status !== 201) throw new Error(`bench signup failed: ${JSON.stringify(body)}`);
    tokens.push(body.encodedToken);
  }
  return tokens;
}

/**
 * Guests ready to order: each with its sample address and one unit of one of the order products in
 * its cart, the products' units on hand set high enough that the run never runs out.
 */
async function orderShoppers(url, count) {
  for (const product of ORDER_PRODUCTS) {
    const stock = await call(url, 'PATCH', `/api/_console/products/${product}`, {
      body: { stock: 1_000_000 },
    });
    if (stock.status !== 200) throw new Error(`bench stock failed: ${JSON.stringify(stock.body)}`);
  }
  const shoppers = [];
  for (let i = 0; i < count; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, count - i) }, async (_, j) => {
        const guest = await call(url, 'POST', '/api/auth/guest');
        if (guest.status !== 201) throw new Error(`bench guest failed: ${guest.status}`);
        const token = guest.body.encodedToken;
        const book = await call(url, 'GET', '/api/user/addresses', { token });
        const addressId = book.body.addresses?.[0]?.id;
        const added = await call(url, 'POST', '/api/user/cart', {
          token,
          body: { product: { _id: ORDER_PRODUCTS[(i + j) % ORDER_PRODUCTS.length] } },
        });
        if (!addressId || added.status !== 201) throw new Error('bench order shopper failed');
        return { token, addressId };
      }),
    );
    shoppers.push(...batch);
  }
  return shoppers;
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

function wishlistLoop(tokens) {
  let next = 0;
  return (client) => {
    const token = tokens[next++ % tokens.length];
    const headers = { authorization: token, 'content-type': 'application/json' };
    client.setRequests([
      {
        method: 'POST',
        path: '/api/user/wishlist',
        headers,
        body: JSON.stringify({ product: { _id: CART_PRODUCT } }),
      },
      { method: 'DELETE', path: `/api/user/wishlist/${CART_PRODUCT}`, headers },
    ]);
  };
}

/** Each request a new online order, from the next shopper of the pool, a fresh idempotency key. */
function orderLoop(shoppers) {
  let next = 0;
  return (client) => {
    client.setRequests([
      {
        method: 'POST',
        path: '/api/user/orders',
        setupRequest: (request) => {
          const shopper = shoppers[next++ % shoppers.length];
          return {
            ...request,
            headers: {
              ...request.headers,
              authorization: shopper.token,
              'content-type': 'application/json',
            },
            body: JSON.stringify({ addressId: shopper.addressId, idempotencyKey: randomUUID() }),
          };
        },
      },
    ]);
  };
}

/** Every connection cycles through `paths`, each starting at its own place in the list. */
function cycle(paths) {
  let start = 0;
  return (client) => {
    const offset = start++ % paths.length;
    client.setRequests(
      paths.map((_, i) => ({ method: 'GET', path: paths[(i + offset) % paths.length] })),
    );
  };
}

/** Every request a URL no request asked before (`make(n)`), counted over all connections. */
function everNew(make) {
  let next = 0;
  return (client) => {
    client.setRequests([
      { method: 'GET', setupRequest: (request) => ({ ...request, path: make(next++) }) },
    ]);
  };
}

/** One autocannon run; `latencies` collects the time of every 2xx answer, in ms. */
async function cannon(url, connections, setupClient, pathname, latencies) {
  const tracker = autocannon({
    url: url + pathname,
    connections,
    duration: DURATION,
    headers: { 'accept-encoding': 'br, gzip' },
    ...(setupClient ? { setupClient } : {}),
  });
  tracker.on('response', (_client, status, _bytes, time) => {
    if (status >= 200 && status < 300) latencies.push(time);
  });
  return await tracker;
}

const round = (value) => (value === undefined ? undefined : Math.round(value * 10) / 10);

function percentiles(latencies) {
  const sorted = Float64Array.from(latencies).sort();
  const at = (p) =>
    sorted.length === 0
      ? undefined
      : round(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]);
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/**
 * One figure over one or more processes (connections split evenly); with `pid` (one process), the
 * server's CPU time per request too; with `statements`, the statements per answer.
 */
async function measure(
  urls,
  pathname,
  setupFor,
  { pid, statements, replicaStatements, connections, profile } = {},
) {
  const each = Math.floor((connections ?? CONNECTIONS) / urls.length);
  await statements?.reset();
  await replicaStatements?.reset();
  const cpuBefore = pid === undefined ? undefined : cpuMicros(pid);
  const latencies = [];
  const results = await Promise.all(
    urls.map((url, i) =>
      cannon(url, each, setupFor ? setupFor(i, urls.length) : undefined, pathname, latencies),
    ),
  );
  const cpuAfter = pid === undefined ? undefined : cpuMicros(pid);
  const rps = results.reduce((sum, r) => sum + r.requests.average, 0);
  const non2xx = results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0);
  // Which answers were not 2xx (status: count), so a figure with failures says what they were.
  const statuses = {};
  for (const r of results)
    for (const [code, stat] of Object.entries(r.statusCodeStats ?? {}))
      if (!code.startsWith('2')) statuses[code] = (statuses[code] ?? 0) + stat.count;
  if (results.some((r) => r.errors + r.timeouts > 0))
    statuses.errors = results.reduce((sum, r) => sum + r.errors + r.timeouts, 0);
  const requests = results.reduce((sum, r) => sum + r.requests.total, 0);
  const cpuPerRequest =
    cpuBefore === undefined || cpuAfter === undefined || requests === 0
      ? undefined
      : Math.round((cpuAfter - cpuBefore) / requests);
  // Requests still in flight when the run stopped finish their statements first.
  if ((statements || replicaStatements) && requests > 0)
    await new Promise((r) => setTimeout(r, 300));
  const perRequest = async (counter) =>
    counter && requests > 0
      ? Math.round((100 * (await counter.count())) / requests) / 100
      : undefined;
  const statementsPerRequest = await perRequest(statements);
  // Which statements a write sends: each one's calls per request, most frequent first.
  const topStatements =
    profile && statements && requests > 0
      ? (await statements.top(8)).map(({ calls, query }) => ({
          'per request': Math.round((100 * calls) / requests) / 100,
          query,
        }))
      : undefined;
  const replicaStatementsPerRequest = await perRequest(replicaStatements);
  return {
    rps: Math.round(rps),
    ...percentiles(latencies),
    requests,
    non2xx,
    statuses,
    cpuPerRequest,
    statementsPerRequest,
    replicaStatementsPerRequest,
    topStatements,
  };
}

/** What `npm run serve` builds: the app for remote mode (dist-remote/) and dist-server/main.js. */
function buildServer() {
  spawnSync('node', ['tools/serve.mjs', '--build-only'], {
    stdio: 'inherit',
    env: { ...process.env, GLAMOUR_DIST_DIR: 'dist-remote' },
  });
}

/**
 * What a shopper meets is a running shop, not its first request: a new process renders each page
 * once (then keeps it), compresses it again at the highest level off the event loop, compiles its
 * code as it goes; the first Lighthouse run would share the machine's two cores with all of that.
 * Each measured page is loaded once in a browser of its own (nothing of it reaches the measured
 * browsers), then the server is left until it is idle: under 20 ms of CPU in half a second.
 */
async function warmUp(server, pages) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    const page = await browser.newPage();
    for (const { path: pathname } of pages)
      await page.goto(`${server.url}${pathname}`, { waitUntil: 'networkidle' });
  } finally {
    await browser.close();
  }
  for (let i = 0; i < 60; i += 1) {
    const before = cpuMicros(server.pid);
    await new Promise((r) => setTimeout(r, 500));
    const used = (cpuMicros(server.pid) ?? 0) - (before ?? 0);
    if (before === undefined || used < 20_000) return;
  }
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
export async function serverLighthouseFigures({ compareBaseUrl, harnesses } = {}) {
  buildServer();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'glamour-bench-lh-'));
  const server = await startProcess({ GLAMOUR_DATA_DIR: dataDir });
  const pages = [
    { path: '/' },
    { path: '/products' },
    { path: `/products/${PRODUCT}` },
    { path: '/cart' },
  ];
  try {
    await warmUp(server, pages);
    return await lighthouseFigures(server.url, pages, ['first'], ['mobile'], {
      ...(harnesses ? { harnesses } : {}),
      ...(compareBaseUrl ? { compare: { label: 'compared', baseUrl: compareBaseUrl } } : {}),
    });
  } finally {
    server.stop();
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

/** How the figures were measured: printed above the table and saved with it. */
function methodOf(postgresVersionName) {
  return {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`,
    loadAverage: { before: loadAverage(), after: undefined },
    load: `autocannon, ${CONNECTIONS} connections, ${DURATION} s a run, accept-encoding: br, gzip (the server compresses); p50/p95/p99 of the 2xx answers at the client`,
    server: `npm run serve's build (NODE_ENV=production), the seed's 25 products; PGlite on disk in a temporary folder; PostgreSQL ${postgresVersionName ?? '(not installed)'}, a throwaway local cluster, a pool of ${POOL_SIZE} per process`,
    ceilings: `bare Hono "hello" (1 process) in the same run; pgbench simple-update, ${CONNECTIONS} clients, -j 2, scale 10, on the same cluster`,
    page: `"GET /": its first request alone (the render), then the run (the kept page)`,
    cached: `"filters, 8 URLs repeated": 8 listing URLs cycled by every connection (an answer cache serves them after their first request); "filters, every URL new": each request a URL never asked before (never cached)`,
    writes: `one account per connection (cart, wishlist); orders: online, the simulated provider, one unit held each, round robin over ${ORDER_SHOPPERS} guests, each with one of ${ORDER_PRODUCTS.length} products in the cart (units on hand set to 1,000,000 through the console)`,
    statements: `PostgreSQL: pg_stat_statements (track=top, utility statements included), every top-level statement the shop's database received during the run (sweeps and LISTEN too) divided by the answers`,
    replica: `PostgreSQL + replica: a hot standby of the same cluster (pg_basebackup -R, streaming), given to one process as DATABASE_REPLICA_URL; reads only; "stmts/req" is the primary's + the replica's`,
    burst: `PostgreSQL, 1 process: ${BURST_SHOPPERS} connections of the cart loop during ${BURST_CONNECTIONS} connections of uncached pages and listings (alternately /products?… and /api/products?…, every URL new)`,
  };
}

const share = (part, whole) =>
  part !== undefined && whole ? `${Math.round((100 * part) / whole)} %` : '';

export async function serverFigures() {
  buildServer();
  const method = methodOf(postgresVersion());
  const rows = [];
  const profiles = {};
  let ceiling;
  /**
   * One row. `kind`: 'read' and 'page' are judged by their share of hello and p99; 'cart',
   * 'wishlist' and 'order' by req/s, share of pgbench and statements; 'burst' by p95. Only rows
   * with `judged` (PostgreSQL, 1 process: the setup the targets are set for) print a target.
   */
  const add = (setup, endpoint, figure, { kind, pgbench, judged } = {}) => {
    const statements =
      figure.replicaStatementsPerRequest === undefined
        ? figure.statementsPerRequest
        : `${figure.statementsPerRequest ?? '?'} + ${figure.replicaStatementsPerRequest} replica`;
    rows.push({
      setup,
      endpoint,
      'req/s': figure.rps,
      'p50 ms': figure.p50 ?? '',
      'p95 ms': figure.p95 ?? '',
      'p99 ms': figure.p99 ?? '',
      'non-2xx': figure.non2xx
        ? Object.entries(figure.statuses)
            .map(([code, count]) => `${count}×${code}`)
            .join(' ')
        : 0,
      'of hello': ceiling ? share(figure.rps, ceiling) : '100 %',
      'of pgbench': ['cart', 'wishlist', 'order'].includes(kind) ? share(figure.rps, pgbench) : '',
      'stmts/req': statements ?? '',
      'CPU µs/req': figure.cpuPerRequest ?? '',
      target: judged ? targetOf(kind, figure, ceiling, pgbench) : '',
    });
    if (figure.topStatements) profiles[`${setup}: ${endpoint}`] = figure.topStatements;
  };

  /** A part that cannot run (a server that refuses its setup) is a row saying why, not the end. */
  const attempt = async (setup, endpoint, part) => {
    try {
      await part();
    } catch (error) {
      rows.push({ setup, endpoint: `${endpoint}: skipped (${String(error).slice(0, 100)})` });
    }
  };

  const bare = await hello();
  try {
    const figure = await measure([bare.url], '/', undefined, { pid: bare.pid });
    ceiling = figure.rps;
    add('bare Hono hello, 1 process', 'GET /', figure);
  } finally {
    bare.stop();
  }

  /** The reads: catalogue answers (the whole list, pages, filters, one product), categories, a page. */
  async function reads(setup, urls, { judged, ...options } = {}) {
    const one = (pathname, setupFor) => measure(urls, pathname, setupFor, options);
    const read = { kind: 'read', judged };
    add(setup, 'GET /api/products (whole list)', await one('/api/products'));
    add(setup, 'GET /api/products?page=1', await one('/api/products?page=1'), read);
    add(setup, 'listing, filters, 8 URLs repeated', await one('/', () => cycle(FILTERED)), read);
    add(
      setup,
      'listing, filters, every URL new',
      await one('/', () => everNew((n) => neverAsked(n))),
      read,
    );
    add(setup, 'GET /api/products/:id', await one(`/api/products/${PRODUCT}`), read);
    add(setup, 'GET /api/categories', await one('/api/categories'), read);
    // The page's first request renders it (seconds on a busy machine, with every connection
    // waiting on it): timed alone, then the run measures the kept page.
    const first = await Promise.all(
      urls.map(async (url) => {
        const started = performance.now();
        const response = await fetch(`${url}/`, { headers: { 'accept-encoding': 'br, gzip' } });
        await response.arrayBuffer();
        return performance.now() - started;
      }),
    );
    rows.push({
      setup,
      endpoint: 'GET / first request (rendered)',
      'p50 ms': round(Math.max(...first)),
    });
    add(setup, 'GET / (prerendered page, kept)', await one('/'), { kind: 'page', judged });
  }

  /** The writes, signed in: the cart loop, the wishlist loop, order creation. */
  async function writes(setup, urls, { judged, pgbench, ...options } = {}) {
    const one = (setupFor) => measure(urls, '/', setupFor, { ...options, profile: judged });
    // Each connection signs in as its own account; two processes split the accounts.
    const split = (loop, list) => (i, n) => loop(list.filter((_, j) => j % n === i));
    const judge = { pgbench, judged };
    await attempt(setup, 'cart and wishlist loops', async () => {
      const tokens = await signups(urls[0], CONNECTIONS);
      const cart = await one(split(cartLoop, tokens));
      add(setup, 'cart add/increment/remove', cart, { kind: 'cart', ...judge });
      const wishlist = await one(split(wishlistLoop, tokens));
      add(setup, 'wishlist add/remove', wishlist, { kind: 'wishlist', ...judge });
    });
    await attempt(setup, 'order created', async () => {
      const shoppers = await orderShoppers(urls[0], ORDER_SHOPPERS);
      const orders = await one(split(orderLoop, shoppers));
      add(setup, 'order created (online, unit held)', orders, { kind: 'order', ...judge });
    });
  }

  /** A shopper's cart loop during a burst of uncached pages and listings, on one process. */
  async function underBurst(setup, url) {
    const tokens = await signups(url, BURST_SHOPPERS);
    const uncached = (n) => neverAsked(n, n % 2 === 0 ? '/products' : '/api/products');
    const [shopper, burst] = await Promise.all([
      measure([url], '/', () => cartLoop(tokens), { connections: BURST_SHOPPERS }),
      measure([url], '/', () => everNew(uncached), { connections: BURST_CONNECTIONS }),
    ]);
    add(setup, `burst: pages and listings, every URL new`, burst);
    add(setup, `burst: a shopper's cart loop meanwhile`, shopper, { kind: 'burst', judged: true });
  }

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'glamour-bench-pglite-'));
  const embedded = await startProcess({ GLAMOUR_DATA_DIR: dataDir });
  try {
    await reads('PGlite, 1 process', [embedded.url], { pid: embedded.pid });
    await writes('PGlite, 1 process', [embedded.url], { pid: embedded.pid });
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
    method.loadAverage.after = loadAverage();
    return { method, figures: rows, profiles };
  }
  const statements = await cluster.statements();
  let replica;
  try {
    // The database's own ceiling first, so every write row can say its share of it.
    const pgbench = await cluster.pgbench(CONNECTIONS).catch(() => undefined);
    rows.push({
      setup: 'PostgreSQL, pgbench',
      endpoint: `simple-update, ${CONNECTIONS} clients`,
      'req/s': pgbench ?? 'pgbench failed',
      'of pgbench': pgbench ? '100 %' : '',
    });
    const env = { DATABASE_URL: cluster.url, DATABASE_POOL_SIZE: String(POOL_SIZE) };
    const one = await startProcess(env);
    try {
      const options = { pid: one.pid, statements, pgbench, judged: true };
      await reads('PostgreSQL, 1 process', [one.url], options);
      await writes('PostgreSQL, 1 process', [one.url], options);
      await attempt('PostgreSQL, 1 process', 'burst', () =>
        underBurst('PostgreSQL, 1 process', one.url),
      );
      const two = await startProcess(env);
      try {
        const urls = [one.url, two.url];
        await reads('PostgreSQL, 2 processes', urls, { statements });
        await writes('PostgreSQL, 2 processes', urls, { statements, pgbench });
      } finally {
        two.stop();
      }
    } finally {
      one.stop();
    }

    // Catalogue reads and pages sent to a streaming replica (a server without replica support
    // leaves it idle: its statements per request say which).
    const setup = 'PostgreSQL + replica, 1 process';
    replica = await cluster.replica().catch((error) => {
      rows.push({ setup, endpoint: `skipped: no replica (${String(error).slice(0, 80)})` });
      return undefined;
    });
    if (replica)
      await attempt(setup, 'reads', async () => {
        const withReplica = await startProcess({ ...env, DATABASE_REPLICA_URL: replica.url });
        try {
          await reads(setup, [withReplica.url], {
            pid: withReplica.pid,
            statements,
            replicaStatements: replica.statements,
          });
        } finally {
          withReplica.stop();
        }
      });
  } finally {
    await statements?.end();
    await replica?.statements?.end();
    await cluster.destroy();
  }
  method.loadAverage.after = loadAverage();
  return { method, figures: rows, profiles };
}

/** The target a row is judged by, then "met" or "not met" (figures only: nothing fails). */
function targetOf(kind, figure, ceiling, pgbench) {
  const verdict = (checks) => (checks.every(Boolean) ? 'met' : 'not met');
  const t = TARGETS;
  const statementsAtMost = (n) =>
    figure.statementsPerRequest !== undefined && figure.statementsPerRequest <= n;
  switch (kind) {
    case 'read':
    case 'page':
      return `≥ ${t.read.share} % of hello, p99 ≤ ${t.read.p99} ms: ${verdict([
        ceiling && (100 * figure.rps) / ceiling >= t.read.share,
        figure.p99 !== undefined && figure.p99 <= t.read.p99,
      ])}`;
    case 'cart':
      return `≥ ${t.cart.rps} req/s, ≥ ${t.cart.pgbench} % of pgbench, ${t.cart.statements} stmt: ${verdict(
        [
          figure.rps >= t.cart.rps,
          pgbench && (100 * figure.rps) / pgbench >= t.cart.pgbench,
          statementsAtMost(t.cart.statements),
        ],
      )}`;
    case 'wishlist':
      return `${t.wishlist.statements} stmt: ${verdict([statementsAtMost(t.wishlist.statements)])}`;
    case 'order':
      return `≤ ${t.order.statements} stmts: ${verdict([statementsAtMost(t.order.statements)])}`;
    case 'burst':
      return `p95 ≤ ${t.burst.p95} ms: ${verdict([figure.p95 !== undefined && figure.p95 <= t.burst.p95])}`;
    default:
      return '';
  }
}
