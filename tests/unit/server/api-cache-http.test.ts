/**
 * The API's kept catalogue answers (server/api-cache.ts) on the real server, on PGlite and on a
 * throwaway PostgreSQL: a kept answer is the answer the server sends without the cache, byte for
 * byte, headers and all, in every coding and for HEAD; a change made through this process, or in
 * SQL by anyone, is in the next read.
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '@backend/app';
import { ADMIN_TOKEN_HEADER } from '@backend/messages';
import { createApp } from '../../../server/app';
import { parseConfig } from '../../../server/config';
import { startServer, type RunningServer } from '../../../server/start';
import { PRODUCT } from '../backend/support';
import { postgresBin, startCluster, type Cluster } from './pg-cluster';

const KINDS = postgresBin() ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
const ADMIN_TOKEN = 'api-cache-admin-token-0123';
const P = PRODUCT.lipstick;

interface Raw {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One request as it goes over the wire: no decompression, every header but the date. */
function raw(base: string, path: string, method = 'GET', headers: Record<string, string> = {}) {
  return new Promise<Raw>((resolve, reject) => {
    const sent = request(base + path, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers))
          if (!['date', 'connection', 'keep-alive'].includes(name)) kept[name] = String(value);
        resolve({ status: response.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) });
      });
    });
    sent.on('error', reject);
    sent.end();
  });
}

const READS = [
  `/api/products/${P}`,
  '/api/products',
  '/api/products?page=1',
  '/api/products?category=Makeup&sort=LTH&page=1&pageSize=5',
  '/api/categories',
];
const CODINGS = [undefined, 'gzip', 'deflate', 'gzip, deflate, br', 'identity', 'br'];

describe.each(KINDS)('kept catalogue answers on %s', (kind) => {
  let cluster: Cluster | undefined;
  let databaseUrl: string | undefined;
  let server: RunningServer;
  let uncached: Server;
  let uncachedUrl: string;

  beforeAll(async () => {
    const env: Record<string, string> = {};
    if (kind === 'postgres') {
      cluster = await startCluster();
      databaseUrl = await cluster.createDatabase('answers');
      env.DATABASE_URL = databaseUrl;
    }
    const config = parseConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      GLAMOUR_DATA_DIR: 'memory://',
      GLAMOUR_DIST_DIR: '/nonexistent-dist',
      GLAMOUR_ADMIN_TOKEN: ADMIN_TOKEN,
      ...env,
    });
    server = await startServer({ ...config, passwordIterations: 20_000 }, { quiet: true });
    await server.ready;
    const deps = server.deps();
    if (!deps) throw new Error('the server is ready but has no API');
    // The same shop served as the server serves it, but with no answer kept: the reference.
    const api = createApi(deps);
    const app = createApp({
      api: () => api,
      distDir: config.distDir,
      headers: {
        publicUrl: config.publicUrl,
        paymentKey: process.env.RAZORPAY_KEY_ID ?? process.env.VITE_RAZORPAY_KEY_ID,
      },
    });
    uncached = createServer(getRequestListener(app.fetch));
    await new Promise<void>((resolve) => uncached.listen(0, '127.0.0.1', resolve));
    uncachedUrl = `http://127.0.0.1:${(uncached.address() as AddressInfo).port}`;
  }, 180_000);

  afterAll(async () => {
    await new Promise((resolve) => uncached?.close(resolve));
    await server?.close();
    await cluster?.destroy();
  });

  it('sends a kept answer as the uncached one, bytes and headers, in every coding', async () => {
    for (const path of READS)
      for (const coding of CODINGS)
        for (const token of [false, true]) {
          const headers: Record<string, string> = {};
          if (coding) headers['accept-encoding'] = coding;
          if (token) headers.authorization = 'Bearer not-a-token';
          const reference = await raw(uncachedUrl, path, 'GET', headers);
          // The first read may load it; the second is the kept one.
          await raw(server.url, path, 'GET', headers);
          const kept = await raw(server.url, path, 'GET', headers);
          expect(kept, `${path} ${coding} ${token}`).toEqual(reference);
          expect(kept.headers['content-length']).toBe(String(kept.body.length));
        }
    const gzip = await raw(server.url, '/api/products', 'GET', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const deflate = await raw(server.url, '/api/products', 'GET', { 'accept-encoding': 'deflate' });
    expect(deflate.headers['content-encoding']).toBe('deflate');
    expect((await raw(server.url, '/api/products')).headers['content-encoding']).toBeUndefined();
  }, 120_000);

  it('answers HEAD with the headers of the GET and no body', async () => {
    // A HEAD before any GET: the GET's answer is loaded (and kept) for it.
    const fresh = '/api/products?page=2&pageSize=5';
    const first = await raw(server.url, fresh, 'HEAD', { 'accept-encoding': 'gzip' });
    expect(first.body.length).toBe(0);
    expect(first.headers).toEqual(
      (await raw(server.url, fresh, 'GET', { 'accept-encoding': 'gzip' })).headers,
    );
    for (const path of READS)
      for (const coding of ['gzip', undefined]) {
        const headers: Record<string, string> = coding ? { 'accept-encoding': coding } : {};
        const get = await raw(server.url, path, 'GET', headers);
        const head = await raw(server.url, path, 'HEAD', headers);
        expect(head.status).toBe(200);
        expect(head.body.length).toBe(0);
        expect(head.headers).toEqual(get.headers);
      }
  });

  const read = async (path: string) => {
    const response = await fetch(server.url + path);
    expect(response.status).toBe(200);
    return (await response.json()) as {
      product?: { price: string; inStock: boolean };
      products?: { _id: string; price: string; inStock: boolean }[];
    };
  };
  const listed = async (path: string) => (await read(path)).products?.find((p) => p._id === P);
  const views = async () => [
    (await read(`/api/products/${P}`)).product?.inStock,
    (await listed('/api/products'))?.inStock,
    (await listed('/api/products?brand=Lakme&page=1'))?.inStock,
  ];

  it('a stock change made through this process is in the very next reads', async () => {
    const setStock = (stock: number) =>
      fetch(`${server.url}/api/_console/products/${P}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', [ADMIN_TOKEN_HEADER]: ADMIN_TOKEN },
        body: JSON.stringify({ stock }),
      });
    expect(await views()).toEqual([true, true, true]);
    expect(await views()).toEqual([true, true, true]);
    try {
      expect((await setStock(0)).status).toBe(200);
      expect(await views()).toEqual([false, false, false]);
    } finally {
      expect((await setStock(40)).status).toBe(200);
    }
    expect(await views()).toEqual([true, true, true]);
  });

  it.runIf(kind === 'postgres')(
    'keeps a listing page until the NOTIFY; a change made in SQL is in the next read',
    async () => {
      const page = '/api/products?brand=Lakme&page=1';
      const price = async () => (await listed(page))?.price;
      const inStock = async () => (await listed(page))?.inStock;
      const until = async <T>(look: () => Promise<T>, want: T) => {
        const deadline = Date.now() + 10_000;
        let seen = await look();
        while (seen !== want && Date.now() < deadline) seen = await look();
        return seen;
      };
      expect(await price()).toBe('468');
      const sql = postgres(databaseUrl ?? '', { max: 1, onnotice: () => undefined });
      // A price changed with the catalogue's triggers off: nobody is told.
      const quietly = (value: string) =>
        sql.begin(async (tx) => {
          await tx`SET LOCAL session_replication_role = replica`;
          await tx`UPDATE products SET price = ${value} WHERE id = ${P}`;
        });
      try {
        await quietly('399');
        // Not told, the process still sends the page it kept (the database has the new price).
        expect(await price()).toBe('468');
        await sql`SELECT pg_notify('glamour_catalog', 'products')`;
        expect(await until(price, '399')).toBe('399');
        await quietly('468');
        await sql`SELECT pg_notify('glamour_catalog', 'products')`;
        expect(await until(price, '468')).toBe('468');

        // An ordinary change of the products, as another process or an admin makes it: its
        // trigger NOTIFYs at the commit, and every kept read follows.
        expect(await views()).toEqual([true, true, true]);
        await sql`UPDATE products SET in_stock = false WHERE id = ${P}`;
        expect(await until(inStock, false)).toBe(false);
        expect(await views()).toEqual([false, false, false]);
      } finally {
        await sql`UPDATE products SET in_stock = true WHERE id = ${P}`;
        await sql.end();
      }
      expect(await until(inStock, true)).toBe(true);
    },
    60_000,
  );
});
