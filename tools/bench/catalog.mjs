// The catalogue at scale, figures only (docs/performance.md): nothing here fails on a slow machine.
// - p50/p95 of the listing's filtered, sorted, faceted page requests over loopback at 100,000 products,
//   server mode on PGlite and on PostgreSQL (a throwaway cluster), one request at a time, with the
//   indexes each statement's plan uses (EXPLAIN ANALYZE after the timed runs);
// - bytes of API data for the first /products screen (categories + products) at 25, 10,000 and
//   100,000 products, before (the whole list) and after (one page), in server mode (compressed, as
//   sent) and in simulated mode (the JSON the in-page back end hands over); and in server mode what
//   the app itself fetched when Chromium opened /products (every /api/ response, encoded size);
// - Lighthouse mobile, first visit, for /products at 100,000 products in server mode (PostgreSQL).
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import postgres from 'postgres';
import { chromium } from 'playwright';
import { CHROMIUM, FLAGS, lighthouseFigures } from './lighthouse.mjs';
import { runTs } from './run-ts.mjs';
import { startCluster, startProcess } from './server.mjs';

const SIZE = Number(process.env.BENCH_CATALOG ?? 100_000);
const ROUNDS = Number(process.env.BENCH_CATALOG_ROUNDS ?? 30);
// Seeding 100,000 products on PGlite takes a while on a slow machine.
const SEED_TIMEOUT = 15 * 60_000;

/** Bytes on the wire (headers excluded) for GET url, asking for compression as a browser does. */
function wireBytes(url) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () =>
        res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: ${res.statusCode}`)),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const ms = (value) => Math.round(value * 10) / 10;

async function timeQueries(url, queries) {
  const samples = [];
  const byQuery = new Map(queries.map((search) => [search, []]));
  for (const search of queries) await fetch(`${url}/api/products?${search}`); // warm-up
  for (let round = 0; round < ROUNDS; round += 1)
    for (const search of queries) {
      const started = performance.now();
      const response = await fetch(`${url}/api/products?${search}`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${search}: ${response.status}`);
      const elapsed = performance.now() - started;
      samples.push(elapsed);
      byQuery.get(search).push(elapsed);
    }
  samples.sort((a, b) => a - b);
  // Which request is the slow one: the query with the highest p95 of its own.
  const [slowest, slowestP95] = [...byQuery]
    .map(([search, times]) => [
      search,
      percentile(
        times.sort((a, b) => a - b),
        0.95,
      ),
    ])
    .sort((a, b) => b[1] - a[1])[0];
  return {
    requests: samples.length,
    'p50 ms': ms(percentile(samples, 0.5)),
    'p95 ms': ms(percentile(samples, 0.95)),
    'slowest query (its p95 ms)': `${slowest} (${ms(slowestP95)})`,
  };
}

/** The index names each statement's plan reads (or "seq scan" where it reads the table). */
async function plans(statements, query) {
  const rows = [];
  for (const { search, facets, page } of statements) {
    const uses = [];
    for (const statement of [facets, page]) {
      const plan = (await query(`EXPLAIN ANALYZE ${statement.text}`, statement.params)).join('\n');
      const indexes = [
        ...plan.matchAll(
          /(?:Index(?: Only)? Scan(?: Backward)? using|Bitmap Index Scan on) (\w+)/g,
        ),
      ].map((m) => m[1]);
      const seq = /Seq Scan on products/.test(plan) ? ['seq scan'] : [];
      const time = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1];
      uses.push(`${[...new Set([...indexes, ...seq])].join('+') || '-'} (${time} ms)`);
    }
    rows.push({ query: search, 'facet counts': uses[0], page: uses[1] });
  }
  return rows;
}

/** What the app fetched from /api/ for its first /products screen, as sent (encoded bodies). */
async function appApiBytes(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    const page = await browser.newPage();
    const responses = [];
    page.on('requestfinished', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/')) responses.push(req);
    });
    await page.goto(`${url}/products`, { waitUntil: 'networkidle' });
    let bytes = 0;
    for (const req of responses) bytes += (await req.sizes()).responseBodySize;
    return {
      bytes,
      requests: responses.map((r) => new URL(r.url()).pathname + new URL(r.url()).search),
    };
  } finally {
    await browser.close();
  }
}

async function bytesAt(url) {
  const categories = await wireBytes(`${url}/api/categories`);
  return {
    before: categories + (await wireBytes(`${url}/api/products`)),
    after: categories + (await wireBytes(`${url}/api/products?page=1&pageSize=48`)),
  };
}

export async function catalogFigures() {
  const report = { latency: [], plans: {}, bytes: [] };
  const statements = await runTs('tools/bench/catalog-statements.ts');
  const queries = statements.map((s) => s.search);
  const kb = (n) => `${(n / 1000).toFixed(1)} kB`;

  // PGlite at each size: bytes at all three, latency and plans at the largest.
  for (const size of [25, 10_000, SIZE]) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'glamour-bench-catalog-'));
    const started = performance.now();
    const shop = await startProcess(
      { GLAMOUR_DATA_DIR: dataDir, GLAMOUR_CATALOG: String(size) },
      SEED_TIMEOUT,
    );
    const seeded = Math.round((performance.now() - started) / 1000);
    try {
      const bytes = await bytesAt(shop.url);
      report.bytes.push({
        mode: 'server (br)',
        products: size,
        before: kb(bytes.before),
        after: kb(bytes.after),
      });
      if (size === SIZE)
        report.latency.push({
          database: 'PGlite',
          products: size,
          'seeded in s': seeded,
          ...(await timeQueries(shop.url, queries)),
        });
    } finally {
      shop.stop();
    }
    if (size === SIZE) {
      await new Promise((r) => setTimeout(r, 1000)); // the process lets go of the data directory
      const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
      try {
        report.plans.PGlite = await plans(statements, async (text, params) =>
          (await db.query(text, params)).rows.map((r) => r['QUERY PLAN']),
        );
      } finally {
        await db.close();
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  }

  const cluster = await startCluster();
  if (cluster) {
    try {
      const started = performance.now();
      const shop = await startProcess(
        { DATABASE_URL: cluster.url, GLAMOUR_CATALOG: String(SIZE) },
        SEED_TIMEOUT,
      );
      const seeded = Math.round((performance.now() - started) / 1000);
      try {
        report.latency.push({
          database: 'PostgreSQL',
          products: SIZE,
          'seeded in s': seeded,
          ...(await timeQueries(shop.url, queries)),
        });
        const fetched = await appApiBytes(shop.url);
        report.appBytes = {
          products: SIZE,
          'API bytes (br)': kb(fetched.bytes),
          requests: fetched.requests,
        };
        report.lighthouse = await lighthouseFigures(
          shop.url,
          [{ path: '/products' }],
          ['first'],
          ['mobile'],
        );
      } finally {
        shop.stop();
      }
      const sql = postgres(cluster.url, { max: 1, onnotice: () => undefined });
      try {
        await sql.unsafe('ANALYZE products');
        report.plans.PostgreSQL = await plans(statements, async (text, params) =>
          (await sql.unsafe(text, params)).map((r) => r['QUERY PLAN']),
        );
      } finally {
        await sql.end();
      }
    } finally {
      await cluster.destroy();
    }
  } else {
    report.latency.push({ database: 'PostgreSQL', note: 'not installed: skipped' });
  }

  for (const row of await runTs('tools/bench/catalog-bytes.ts'))
    report.bytes.push({
      mode: 'simulated (JSON)',
      products: row.catalogSize,
      before: kb(row.before),
      after: kb(row.after),
    });
  return report;
}
