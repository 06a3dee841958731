/**
 * The server behind PgBouncer in transaction mode (Debian's pgbouncer in front of a throwaway
 * PostgreSQL): with DATABASE_PGBOUNCER=1 its pool works through the pooler (no prepared statements,
 * no session settings at connect, which PgBouncer would refuse), a shopper's cart and order work,
 * and LISTEN goes straight to the primary (DATABASE_DIRECT_URL), so a catalogue change made in SQL
 * reaches the cached reads.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRecord } from '@/domain/types';
import { DEMO_USER } from '@backend/store/seed';
import { DEMO_ADDRESS_ID, PRODUCT } from '../backend/support';
import { startBuiltProcess, type Proc } from './built-process';
import {
  pgbouncerBin,
  postgresBin,
  startCluster,
  startPgBouncer,
  type Cluster,
  type PgBouncer,
} from './pg-cluster';

let cluster: Cluster;
let bouncer: PgBouncer;
let databaseUrl: string;
let dist: string;
let proc: Proc;

async function call<T = Record<string, unknown>>(
  pathname: string,
  options: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = options.token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(proc.url + pathname, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

// Skipped only where Debian's pgbouncer (or PostgreSQL) is not installed: .ci/run installs both.
describe.skipIf(!postgresBin() || !pgbouncerBin())('the server behind PgBouncer', () => {
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'glamour-dist-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html>');
    cluster = await startCluster();
    databaseUrl = await cluster.createDatabase('shop');
    bouncer = await startPgBouncer(cluster, 'shop');
    proc = await startBuiltProcess({
      DATABASE_URL: bouncer.url,
      DATABASE_PGBOUNCER: '1',
      DATABASE_DIRECT_URL: databaseUrl,
      GLAMOUR_DIST_DIR: dist,
    });
  }, 240_000);

  afterAll(async () => {
    proc?.child.kill('SIGTERM');
    await bouncer?.destroy();
    await cluster?.destroy();
    if (dist) await rm(dist, { recursive: true, force: true });
  });

  it('serves through the pooler: many calls at once, a cart and an order', async () => {
    // The server's pool is the pooler's client (its console lists it).
    expect(await bouncer.show('CLIENTS')).toMatch(/\bshop\b/);
    const login = await call<{ encodedToken: string }>('/api/auth/login', {
      method: 'POST',
      body: { email: DEMO_USER.email, password: DEMO_USER.password },
    });
    expect(login.status).toBe(200);
    const token = login.body.encodedToken;
    // More calls at once than the pooler has server connections: statements move between them.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 === 0 ? call('/api/user/cart', { token }) : call(`/api/products?q=${String(i)}`),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));

    await call(`/api/user/cart/${PRODUCT.lipstick}`, { method: 'DELETE', token });
    const added = await call('/api/user/cart', {
      method: 'POST',
      token,
      body: { product: { _id: PRODUCT.lipstick } },
    });
    expect(added.status).toBe(201);
    const cart = await call<{ cart: { _id: string }[] }>('/api/user/cart', { token });
    expect(cart.body.cart.map((l) => l._id)).toContain(PRODUCT.lipstick);
    const placed = await call<{ order: OrderRecord }>('/api/user/orders', {
      method: 'POST',
      token,
      body: { addressId: DEMO_ADDRESS_ID, idempotencyKey: 'through-pgbouncer' },
    });
    expect(placed.status).toBe(201);
    const history = await call<{ orders: { _id: string }[] }>('/api/user/orders', { token });
    expect(history.body.orders.map((o) => o._id)).toContain(placed.body.order._id);
  }, 60_000);

  it('hears the catalogue’s NOTIFY on the direct connection', async () => {
    const id = PRODUCT.foundation;
    const price = async () =>
      (await call<{ product: { price: string } }>(`/api/products/${id}`)).body.product.price;
    const before = await price();
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
    try {
      await sql`UPDATE products SET price = '1999' WHERE id = ${id}`;
      const deadline = Date.now() + 30_000;
      let seen = await price();
      while (seen !== '1999' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        seen = await price();
      }
      expect(seen).toBe('1999');
    } finally {
      await sql`UPDATE products SET price = ${before} WHERE id = ${id}`;
      await sql.end({ timeout: 1 });
    }
  }, 60_000);
});
