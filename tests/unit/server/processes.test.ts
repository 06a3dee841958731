/**
 * Several processes, one shop: two built server processes (built-process.ts) on two ports against
 * one throwaway PostgreSQL behave as one shop, with nothing lost and nothing doubled; and a database
 * that goes away gives 503s while the processes stay up, and they recover when it is back.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUCCESS_CARD } from '@/domain/test-payments';
import type { OrderRecord } from '@/domain/types';
import { DEMO_USER } from '@backend/store/seed';
import { ADDRESS_INPUT, DEMO_ADDRESS_ID, PRODUCT } from '../backend/support';
import { startBuiltProcess, type Proc } from './built-process';
import { postgresBin, startCluster, type Cluster } from './pg-cluster';
import { jsonLdNode } from './page-support';

let cluster: Cluster;
let databaseUrl: string;
let dist: string;
let a: Proc;
let b: Proc;

const startProcess = (databaseUrl: string) =>
  startBuiltProcess({
    DATABASE_URL: databaseUrl,
    GLAMOUR_DIST_DIR: dist,
    GLAMOUR_ADMIN_TOKEN: 'processes-admin-token-0123',
  });

async function call<T = Record<string, unknown>>(
  proc: Proc,
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

async function login(proc: Proc): Promise<string> {
  const { status, body } = await call<{ encodedToken: string }>(proc, 'POST', '/api/auth/login', {
    body: { email: DEMO_USER.email, password: DEMO_USER.password },
  });
  expect(status).toBe(200);
  return body.encodedToken;
}

describe.skipIf(!postgresBin())('two server processes, one PostgreSQL', () => {
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'glamour-dist-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html>');
    cluster = await startCluster();
    databaseUrl = await cluster.createDatabase('shop');
    // Started together: migrations and the first seeding must not race.
    [a, b] = await Promise.all([startProcess(databaseUrl), startProcess(databaseUrl)]);
  }, 180_000);

  afterAll(async () => {
    for (const proc of [a, b]) proc?.child.kill('SIGTERM');
    await cluster?.destroy();
    if (dist) await rm(dist, { recursive: true, force: true });
  });

  it('a token issued by one process verifies on the other (one shared secret)', async () => {
    const token = await login(a);
    const me = await call<{ user: { email: string } }>(b, 'GET', '/api/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(DEMO_USER.email);
  });

  it('200 concurrent increments of one line over two processes: nine succeed, qty 10', async () => {
    const token = await login(a);
    await call(a, 'DELETE', `/api/user/cart/${PRODUCT.lipstick}`, { token });
    const added = await call(b, 'POST', '/api/user/cart', {
      token,
      body: { product: { _id: PRODUCT.lipstick } },
    });
    expect(added.status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call(i % 2 === 0 ? a : b, 'POST', `/api/user/cart/${PRODUCT.lipstick}`, {
          token,
          body: { action: { type: 'increment' } },
        }),
      ),
    );
    // A line holds at most 10: exactly nine increments win, however the two processes interleave.
    expect(answers.filter((r) => r.status === 200)).toHaveLength(9);
    expect(answers.filter((r) => r.status === 400)).toHaveLength(191);
    const { body } = await call<{ cart: { _id: string; qty: number }[] }>(
      b,
      'GET',
      '/api/user/cart',
      { token },
    );
    expect(body.cart.map((l) => [l._id, l.qty])).toEqual([[PRODUCT.lipstick, 10]]);
  }, 120_000);

  it('20 concurrent signups with one email: one 201 and nineteen 422', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(i % 2 === 0 ? a : b, 'POST', '/api/auth/signup', {
          body: {
            firstName: 'Race',
            lastName: 'Shopper',
            // One email, written in different cases: still one account.
            email: i % 3 === 0 ? 'RACE@example.com' : 'race@example.com',
            password: 'abcd1234',
            confirmPassword: 'abcd1234',
          },
        }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(19);
    for (const r of answers.filter((x) => x.status === 422))
      expect(r.body).toEqual({ errors: ['Unprocessable Entity. Email Already Exists.'] });
  }, 120_000);

  it('ten orders with a first-purchase offer at once over two processes: one placed, nine refused', async () => {
    const signup = await call<{ encodedToken: string }>(a, 'POST', '/api/auth/signup', {
      body: {
        firstName: 'First',
        lastName: 'Offer',
        email: 'first.offer.race@example.com',
        password: 'abcd1234',
        confirmPassword: 'abcd1234',
      },
    });
    expect(signup.status).toBe(201);
    const token = signup.body.encodedToken;
    const book = await call<{ addresses: { id: string }[] }>(b, 'POST', '/api/user/addresses', {
      token,
      body: {
        address: ADDRESS_INPUT,
      },
    });
    const addressId = book.body.addresses.at(-1)?.id;
    // ₹2,250: above FIRST200's minimum.
    await call(a, 'POST', '/api/user/cart', {
      token,
      body: { product: { _id: PRODUCT.foundation } },
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call<{ order?: OrderRecord; errors?: string[] }>(
          i % 2 === 0 ? a : b,
          'POST',
          '/api/user/orders',
          {
            token,
            body: { addressId, idempotencyKey: `first-offer-${i}`, couponCode: 'FIRST200' },
          },
        ),
      ),
    );
    // Paying two of them would use the offer twice.
    expect(answers.map((r) => r.status).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const refused of answers.filter((r) => r.status === 409))
      expect(refused.body.errors?.[0]).toMatch(/already on your order awaiting payment/);
    const history = await call<{ orders: OrderRecord[] }>(b, 'GET', '/api/user/orders', { token });
    expect(history.body.orders.map((o) => o.couponCode)).toEqual(['FIRST200']);
  }, 120_000);

  it('an order placed through one process is in the history read through the other at once', async () => {
    const token = await login(b);
    await call(a, 'DELETE', `/api/user/cart/${PRODUCT.lipstick}`, { token });
    await call(a, 'POST', '/api/user/cart', { token, body: { product: { _id: PRODUCT.perfume } } });
    const before = await call<{ orders: unknown[] }>(b, 'GET', '/api/user/orders', { token });
    // Order first through one process (pending, priced by the server)…
    const placed = await call<{ order: OrderRecord }>(a, 'POST', '/api/user/orders', {
      token,
      body: { addressId: DEMO_ADDRESS_ID, idempotencyKey: 'two-processes' },
    });
    expect(placed.status).toBe(201);
    const history = await call<{ orders: { _id: string }[] }>(b, 'GET', '/api/user/orders', {
      token,
    });
    expect(history.body.orders).toHaveLength(before.body.orders.length + 1);
    expect(history.body.orders.at(-1)?._id).toBe(placed.body.order._id);
    // …the same key through the other gives the same order back…
    const again = await call<{ order: OrderRecord }>(b, 'POST', '/api/user/orders', {
      token,
      body: { addressId: DEMO_ADDRESS_ID, idempotencyKey: 'two-processes' },
    });
    expect(again.body.order._id).toBe(placed.body.order._id);
    // …a test payment charged by one process (signed with the secret they share in the database)…
    const { order } = placed.body;
    const charged = await call<{ paymentId: string; signature: string }>(
      a,
      'POST',
      `/api/user/orders/${order._id}/test-payment`,
      { token, body: { method: 'card', number: SUCCESS_CARD, expiry: '12/30', cvv: '123' } },
    );
    expect(charged.status).toBe(200);
    // …and verified, confirmed through the other process, empties the cart for both.
    const { paymentId, signature } = charged.body;
    const paid = await call<{ order: OrderRecord }>(
      b,
      'POST',
      `/api/user/orders/${order._id}/confirm`,
      { token, body: { paymentId, signature } },
    );
    expect(paid.status).toBe(200);
    expect(paid.body.order.status).toBe('paid');
    const cart = await call<{ cart: unknown[] }>(a, 'GET', '/api/user/cart', { token });
    expect(cart.body.cart).toEqual([]);
    // Cancelled through the process that did not charge it: refunded at once, although that
    // process's simulated provider never saw the payment (each keeps its own, as after a restart).
    const cancelled = await call<{ order: OrderRecord }>(
      b,
      'POST',
      `/api/user/orders/${order._id}/cancel`,
      { token },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order.status).toBe('refunded');
  });

  it('a catalogue change, even one made by hand in SQL, reaches both processes’ cached reads', async () => {
    const id = PRODUCT.foundation;
    const inStock = async (proc: Proc) =>
      (await call<{ product: { inStock: boolean } }>(proc, 'GET', `/api/products/${id}`)).body
        .product.inStock;
    const listed = async (proc: Proc) =>
      (
        await call<{ products: { _id: string; inStock: boolean }[] }>(proc, 'GET', '/api/products')
      ).body.products.find((p) => p._id === id)?.inStock;
    // Both processes have read (and keep) the catalogue.
    for (const proc of [a, b]) {
      expect(await inStock(proc)).toBe(true);
      expect(await listed(proc)).toBe(true);
    }
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
    const until = async (want: boolean) => {
      const deadline = Date.now() + 5000;
      let seen: (boolean | undefined)[] = [];
      while (Date.now() < deadline) {
        seen = [await inStock(a), await inStock(b), await listed(a), await listed(b)];
        if (seen.every((v) => v === want)) return seen;
        await new Promise((r) => setTimeout(r, 20));
      }
      return seen;
    };
    try {
      await sql`UPDATE products SET in_stock = false WHERE id = ${id}`;
      expect(await until(false)).toEqual([false, false, false, false]);
    } finally {
      await sql`UPDATE products SET in_stock = true WHERE id = ${id}`;
      await sql.end();
    }
    expect(await until(true)).toEqual([true, true, true, true]);
  });

  it('a price, a stock flag, a new and a deleted product changed in SQL are in the next HTML of either process', async () => {
    const id = PRODUCT.lipstick;
    const page = async (proc: Proc, pathname: string) => {
      // Read as a crawler reads it: the HTML alone, no script run.
      const response = await fetch(proc.url + pathname);
      return { status: response.status, html: await response.text() };
    };
    const offerOf = async (proc: Proc) => {
      const { html } = await page(proc, `/products/${id}`);
      const offers = jsonLdNode(html, 'Product').offers as { price: number; availability: string };
      return `${offers.price} ${offers.availability.replace('https://schema.org/', '')} ${
        // The detail's badge ('In Stock' shows on no card, so it is the product's own).
        html.includes('>In Stock<') ? 'shows-in' : 'shows-out'
      }`;
    };
    const until = async <T>(read: () => Promise<T>, want: T) => {
      const deadline = Date.now() + 10_000;
      let seen = await read();
      while (seen !== want && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        seen = await read();
      }
      return seen;
    };
    // Both processes have rendered (and keep) the page.
    for (const proc of [a, b]) {
      expect(await offerOf(proc)).toBe('468 InStock shows-in');
      expect(await offerOf(proc)).toBe('468 InStock shows-in');
    }
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
    try {
      await sql`UPDATE products SET price = '399', in_stock = false WHERE id = ${id}`;
      for (const proc of [a, b])
        expect(await until(() => offerOf(proc), '399 OutOfStock shows-out')).toBe(
          '399 OutOfStock shows-out',
        );

      const added = 'added-by-sql-0001';
      for (const proc of [a, b]) expect((await page(proc, `/products/${added}`)).status).toBe(404);
      await sql`INSERT INTO products (id, name, image, brand, size, price, original_price, off,
          offer, category_name, product_type, rating_value, rating_count, in_stock, is_best_seller)
        SELECT ${added}, 'Added Kajal', image, brand, size, '250', '300', '16%', '', category_name,
          product_type, '4.5', '12', true, false FROM products WHERE id = ${id}`;
      for (const proc of [a, b]) {
        expect(await until(async () => (await page(proc, `/products/${added}`)).status, 200)).toBe(
          200,
        );
        const { html } = await page(proc, `/products/${added}`);
        expect(jsonLdNode(html, 'Product')).toMatchObject({ name: 'Added Kajal', sku: added });
        const shard = await page(proc, '/sitemaps/products-1.xml');
        expect(shard.html).toContain(`/products/${added}</loc>`);
      }

      await sql`DELETE FROM products WHERE id = ${added}`;
      for (const proc of [a, b])
        expect(await until(async () => (await page(proc, `/products/${added}`)).status, 404)).toBe(
          404,
        );
      const shard = await page(a, '/sitemaps/products-1.xml');
      expect(shard.html).not.toContain(`/products/${added}</loc>`);
    } finally {
      await sql`UPDATE products SET price = '468', in_stock = true WHERE id = ${id}`;
      await sql.end();
    }
  }, 120_000);

  it('a database that goes away: 503 with a clear message, the process stays up, and recovers', async () => {
    const token = await login(a);
    await cluster.stop();
    try {
      for (const proc of [a, b]) {
        const down = await call<{ errors: string[] }>(proc, 'GET', '/api/products');
        expect(down.status).toBe(503);
        expect(down.body.errors[0]).toMatch(/database cannot be reached/);
        const write = await call(proc, 'POST', '/api/user/cart', {
          token,
          body: { product: { _id: PRODUCT.foundation } },
        });
        expect(write.status).toBe(503);
        expect((await fetch(`${proc.url}/healthz`)).status).toBe(503);
        expect(proc.child.exitCode).toBeNull();
      }
    } finally {
      await cluster.start();
    }
    for (const proc of [a, b]) {
      let status = 0;
      for (let i = 0; i < 50 && status !== 200; i += 1) {
        status = (await call(proc, 'GET', '/api/products')).status;
        if (status !== 200) await new Promise((r) => setTimeout(r, 200));
      }
      expect(status).toBe(200);
    }
    // Nothing was half-written while it was down.
    const cart = await call<{ cart: { _id: string }[] }>(b, 'GET', '/api/user/cart', { token });
    expect(cart.body.cart.map((l) => l._id)).not.toContain(PRODUCT.foundation);
  }, 120_000);
});
