/**
 * Never more units held or sold than there were, across shoppers and processes: fifty shoppers,
 * each with the same product in their cart, place their orders at once for the last 3 units,
 * against the real server (server/start.ts) over HTTP: one process on PGlite, and two processes
 * sharing one throwaway PostgreSQL, the orders spread over both. Exactly three orders are created,
 * every other one is refused and holds nothing, and the product then has nothing left to sell.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRecord, ProductRecord } from '@/domain/types';
import { ADMIN_TOKEN_HEADER } from '@backend/messages';
import { parseConfig } from '../../../server/config';
import { startServer, type RunningServer } from '../../../server/start';
import { PRODUCT } from '../backend/support';
import { postgresBin, startCluster, type Cluster } from './pg-cluster';

const ADMIN_TOKEN = 'stock-race-admin-token-0123456789';
const SHOPPERS = 50;
const UNITS = 3;

interface Answer<T> {
  status: number;
  body: T & { errors?: string[] };
}

async function call<T>(
  url: string,
  method: string,
  pathname: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = options.token;
  if (pathname.startsWith('/api/_console')) headers[ADMIN_TOKEN_HEADER] = ADMIN_TOKEN;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url + pathname, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
}

const kinds = [
  { name: 'one process on PGlite', processes: 1, postgres: false },
  ...(postgresBin() ? [{ name: 'two processes on PostgreSQL', processes: 2, postgres: true }] : []),
];

describe.each(kinds)('the last units, $name', ({ processes, postgres }) => {
  let cluster: Cluster | undefined;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    let databaseUrl: string | undefined;
    if (postgres) {
      cluster = await startCluster();
      databaseUrl = await cluster.createDatabase('stock_race');
    }
    const config = parseConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      GLAMOUR_DATA_DIR: 'memory://',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '10',
      GLAMOUR_DIST_DIR: '/nonexistent-dist',
      GLAMOUR_ADMIN_TOKEN: ADMIN_TOKEN,
      GLAMOUR_RATE_LIMIT_PER_IP: '0',
      GLAMOUR_RATE_LIMIT_PER_ACCOUNT: '0',
    });
    for (let n = 0; n < processes; n += 1) {
      const server = await startServer({ ...config, passwordIterations: 20_000 }, { quiet: true });
      await server.ready;
      servers.push(server);
    }
  }, 180_000);

  afterAll(async () => {
    for (const server of servers) await server.close();
    await cluster?.destroy();
  });

  it(`${SHOPPERS} orders at once for ${UNITS} units: exactly ${UNITS} are created`, async () => {
    const urls = servers.map((s) => s.url);
    const urlOf = (n: number) => urls[n % urls.length] ?? '';
    // Fifty guests, each with the sample address and one unit of the product in the cart.
    const shoppers = await Promise.all(
      Array.from({ length: SHOPPERS }, async (_, n) => {
        const url = urlOf(n);
        const guest = await call<{ encodedToken: string }>(url, 'POST', '/api/auth/guest');
        expect(guest.status).toBe(201);
        const token = guest.body.encodedToken;
        const book = await call<{ addresses: { id: string }[] }>(
          url,
          'GET',
          '/api/user/addresses',
          {
            token,
          },
        );
        const addressId = book.body.addresses[0]?.id ?? '';
        const added = await call(url, 'POST', '/api/user/cart', {
          token,
          body: { product: { _id: PRODUCT.lipstick } },
        });
        expect(added.status).toBe(201);
        return { n, url, token, addressId };
      }),
    );
    const set = await call<{ product: ProductRecord }>(
      urlOf(0),
      'PATCH',
      `/api/_console/products/${PRODUCT.lipstick}`,
      { body: { stock: UNITS } },
    );
    expect(set.body.product.stock).toBe(UNITS);

    const answers = await Promise.all(
      shoppers.map(({ url, token, addressId }) =>
        call<{ order: OrderRecord }>(url, 'POST', '/api/user/orders', {
          token,
          body: { addressId, idempotencyKey: crypto.randomUUID() },
        }),
      ),
    );
    const created = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status !== 201);
    expect(created).toHaveLength(UNITS);
    // Refused as a shortfall (409, naming how many are left) or, once none are left, as sold out.
    for (const answer of refused) {
      expect([400, 409]).toContain(answer.status);
      expect(answer.body.errors?.[0]).toMatch(/Lakme/);
    }

    // Every process sees the product with nothing left (the other process once the catalogue's
    // NOTIFY has reached it), and only the three shoppers hold orders.
    const stockAt = async (url: string) =>
      (await call<{ product: ProductRecord }>(url, 'GET', `/api/products/${PRODUCT.lipstick}`)).body
        .product;
    for (const url of urls)
      await expect
        .poll(() => stockAt(url), { timeout: 20_000 })
        .toMatchObject({ stock: 0, inStock: false });
    const orderCounts = await Promise.all(
      shoppers.map(
        async ({ url, token }) =>
          (await call<{ orders: OrderRecord[] }>(url, 'GET', '/api/user/orders', { token })).body
            .orders.length,
      ),
    );
    expect(orderCounts.reduce((sum, count) => sum + count, 0)).toBe(UNITS);

    // The three holds are all there is: cancelling one gives exactly one unit back.
    const holder = shoppers[answers.findIndex((a) => a.status === 201)];
    const order = created[0]?.body.order;
    if (!holder || !order) throw new Error('no created order');
    const cancelled = await call(holder.url, 'POST', `/api/user/orders/${order._id}/cancel`, {
      token: holder.token,
    });
    expect(cancelled.status).toBe(200);
    for (const url of urls)
      await expect.poll(async () => (await stockAt(url)).stock, { timeout: 20_000 }).toBe(1);
  }, 180_000);
});
