// Server mode's rendered pages (issue 24), figures only: nothing here fails.
// - A cached page (a seed product's, brotli, as a browser asks for it) at 50 connections for
//   BENCH_SECONDS (autocannon), beside a bare Hono "hello" server on the same machine (the ceiling).
// - An uncached product page: BENCH_RENDERS distinct generated products of a 100,000-product shop
//   (GLAMOUR_CATALOG, PGlite), fetched one after another (each a cache miss: the API app in process,
//   the React render, the template), timed at the client; p50/p95/max.
// Needs the remote build (GLAMOUR_DIST_DIR, default dist-remote: `GLAMOUR_DIST_DIR=dist-remote npm
// run serve -- --build-only`). React runs its production build (NODE_ENV=production).
// Usage: node scripts/bench/pages.mjs
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { freePort, waitFor } from './server.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CATALOG = Number(process.env.BENCH_CATALOG ?? 100_000);
const RENDERS = Number(process.env.BENCH_RENDERS ?? 200);
const DIST = process.env.GLAMOUR_DIST_DIR ?? 'dist-remote';
const SEED_PRODUCT = '8332f751-1305-49a0-83c2-c25138bd44cc';

function cannon(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, duration: DURATION, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const figures = (result) => ({
  reqPerSec: Math.round(result.requests.average),
  p50ms: result.latency.p50,
  p99ms: result.latency.p99,
  errors: result.errors + result.non2xx,
});

async function hello() {
  const port = await freePort();
  const code = `import { serve } from '@hono/node-server'; import { Hono } from 'hono';
    const app = new Hono(); app.get('*', (c) => c.text('hello'));
    serve({ fetch: app.fetch, port: ${port}, hostname: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url);
  return { url, stop: () => child.kill('SIGTERM') };
}

async function shop() {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist-server/main.js'], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      GLAMOUR_TOKEN_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      GLAMOUR_DATA_DIR: 'memory://',
      GLAMOUR_DIST_DIR: DIST,
      GLAMOUR_CATALOG: String(CATALOG),
      GLAMOUR_PASSWORD_ITERATIONS: '100000',
      // The bench signs up 50 shoppers from one address: the login limits would refuse most.
      GLAMOUR_RATE_LIMIT_PER_IP: '0',
      GLAMOUR_RATE_LIMIT_PER_ACCOUNT: '0',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/products?pageSize=1`, 600_000);
  return { url, stop: () => child.kill('SIGTERM') };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

const bare = await hello();
const ceiling = figures(await cannon(bare.url));
bare.stop();

const started = Date.now();
const server = await shop();
const startSeconds = Math.round((Date.now() - started) / 1000);
try {
  const pageUrl = `${server.url}/products/${SEED_PRODUCT}`;
  const first = await fetch(pageUrl, { headers: { 'accept-encoding': 'br' } });
  await first.arrayBuffer();
  const cached = figures(await cannon(pageUrl, { 'accept-encoding': 'br' }));

  // Generated products far into the catalogue, each asked for once: every one a render.
  const ids = [];
  for (let page = 2; ids.length < RENDERS; page += 37) {
    const answer = await fetch(`${server.url}/api/products?page=${page}&pageSize=100`);
    const { products } = await answer.json();
    if (products.length === 0) break;
    ids.push(...products.slice(0, 10).map((p) => p._id));
  }
  const times = [];
  for (const id of ids.slice(0, RENDERS)) {
    const t0 = performance.now();
    const response = await fetch(`${server.url}/products/${encodeURIComponent(id)}`);
    await response.text();
    if (response.status !== 200) throw new Error(`${id}: ${response.status}`);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  console.log(
    JSON.stringify(
      {
        date: new Date().toISOString(),
        durationSeconds: DURATION,
        bareHono: ceiling,
        cachedProductPage: {
          ...cached,
          shareOfBareHono: Math.round((cached.reqPerSec / ceiling.reqPerSec) * 100) / 100,
        },
        uncachedProductPage: {
          catalog: CATALOG,
          renders: times.length,
          p50ms: round(percentile(times, 0.5)),
          p95ms: round(percentile(times, 0.95)),
          maxMs: round(times.at(-1)),
        },
        serverStartSeconds: startSeconds,
      },
      null,
      2,
    ),
  );
} finally {
  server.stop();
}
