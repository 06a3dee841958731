// Server mode's rendered pages, figures only (docs/performance.md): nothing here fails.
// - A cached page (a seed product's, brotli, as a browser asks for it) at 50 connections for
//   BENCH_SECONDS (autocannon), beside a bare Hono "hello" server on the same machine (the ceiling).
// - An uncached product page: BENCH_RENDERS distinct generated products of a 100,000-product shop
//   (GLAMOUR_CATALOG, PGlite), fetched one after another (each a cache miss: the API app in process,
//   the React render, the template), timed at the client; p50/p95/max.
// - Lighthouse mobile, first visit (storage reset), median of LIGHTHOUSE_RUNS (3), on the same
//   100,000-product shop: a generated product's page beside a seed product's, and SEO on every
//   public page (home, listing, a filtered listing, both product pages, login, signup, the tester).
//   BENCH_LIGHTHOUSE=0 leaves it out.
// Needs the remote build (GLAMOUR_DIST_DIR, default dist-remote: `GLAMOUR_DIST_DIR=dist-remote npm
// run serve -- --build-only`). React runs its production build (NODE_ENV=production).
// Usage: node tools/bench/pages.mjs
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { figuresTable, lighthouseFigures } from './lighthouse.mjs';
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
      // Production refuses to start on test payments unless told; the bench takes none.
      GLAMOUR_ALLOW_SIMULATED_PAYMENTS: '1',
      GLAMOUR_PASSWORD_ITERATIONS: '100000',
      // The bench signs up 50 shoppers from one address: the login limits would refuse most.
      GLAMOUR_RATE_LIMIT_PER_IP: '0',
      GLAMOUR_RATE_LIMIT_PER_ACCOUNT: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`the server exited (${code}) before it answered`)),
    ),
  );
  const url = `http://127.0.0.1:${port}`;
  await Promise.race([waitFor(`${url}/api/products?pageSize=1`, 600_000), exited]);
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

  // Generated products, each asked for once: every one a render. Paging stops inside the API's
  // result window (10,000 results); the categories reach products all through the catalogue.
  const ids = [];
  const categories = ['Makeup', 'Skin Care', 'Appliances', 'Hair', 'Bath & Body', 'Fragrance'];
  for (let page = 2; ids.length < RENDERS && page <= 100; page += 7) {
    for (const category of categories) {
      const query = new URLSearchParams({ category, page: String(page), pageSize: '100' });
      const answer = await fetch(`${server.url}/api/products?${query}`);
      const { products } = await answer.json();
      if (!Array.isArray(products)) throw new Error(`${query}: ${answer.status}`);
      ids.push(...products.slice(0, 3).map((p) => p._id));
    }
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

  let lighthouse;
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    const generated = ids[Math.floor(ids.length / 2)];
    const pages = [
      `/products/${SEED_PRODUCT}`,
      `/products/${encodeURIComponent(generated)}`,
      '/',
      '/products',
      '/products?category=Makeup',
      '/login',
      '/signup',
      '/mockman',
    ].map((path) => ({ path }));
    const rows = await lighthouseFigures(server.url, pages, ['first'], ['mobile']);
    lighthouse = figuresTable(rows).map(
      ({ page, performance, seo, accessibility, tbtMs, lcpMs, cls }) => ({
        page,
        performance,
        seo,
        accessibility,
        tbtMs,
        lcpMs,
        cls,
      }),
    );
    console.table(lighthouse);
  }
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
        lighthouseMobileFirstVisit: lighthouse,
      },
      null,
      2,
    ),
  );
} finally {
  server.stop();
}
