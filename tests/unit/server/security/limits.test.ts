/**
 * Limits. Bodies are counted while they are read (a chunked body too), 64 kB for
 * shopper routes and 10 MB only for the admin import; JSON nests at most 32 deep; the unpaged product
 * list answers at most 1,000; paging stops at 10,000 results; 50 addresses an account; 10 of a product.
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { DEMO_ADDRESS_ID, PRODUCT } from '../../backend/support';
import { SHOP_KINDS, useShop } from './shop';

/** A POST whose body is sent chunked (no Content-Length), `chunks` of `chunkBytes`, as a stream. */
function chunkedPost(
  url: string,
  chunkBytes: number,
  chunks: number,
): Promise<{ status: number; body: string; sentBytes: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = request(
      `${url}/api/auth/login`,
      { method: 'POST', headers: { 'content-type': 'application/json' } },
      (res) => {
        answered = true;
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sentBytes: sent }));
      },
    );
    req.on('error', (error) => {
      // The server may close the connection after its answer, while we are still sending.
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(chunkBytes, ' ');
    const write = () => {
      while (!answered && sent < chunkBytes * chunks) {
        sent += chunkBytes;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      req.end();
    };
    req.write('{"email":');
    write();
  });
}

const address = {
  userName: 'Test Shopper',
  houseNumber: '1, Long Road',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  pincode: 411001,
  mobileNumber: 9123456789,
};

describe.each(SHOP_KINDS)('limits on %s', (kind) => {
  const shop = useShop(kind, { GLAMOUR_CATALOG: '1200' });

  it('a chunked shopper body past 64 kB gets 413 long before the sender is done', async () => {
    // 80 kB: under the old 10 MB limit this was read whole and answered 400 (not JSON).
    const small = await chunkedPost(shop().url, 16 * 1024, 5);
    expect(small.status).toBe(413);
    expect(JSON.parse(small.body)).toEqual({
      errors: ['The request body is too large: this route reads at most 64 kB.'],
    });
    // 200 MB offered: refused once 64 kB are in, not after reading everything.
    const huge = await chunkedPost(shop().url, 64 * 1024, 3200);
    expect(huge.status).toBe(413);
    expect(huge.sentBytes).toBeLessThan(50 * 1024 * 1024);
    expect((await fetch(`${shop().url}/healthz`)).status).toBe(200);
  });

  it('a Content-Length body past 64 kB gets 413; the admin import still takes a large store', async () => {
    const big = await shop().call('POST', '/api/newsletter', {
      body: { email: 'a@example.com', pad: 'x'.repeat(70 * 1024) },
    });
    expect(big.status).toBe(413);
    const exported = await shop().call<{ store: Record<string, unknown> }>(
      'GET',
      '/api/_console/store',
    );
    expect(exported.status).toBe(200);
    // The export of 1,200 products is far above 64 kB, and the import takes it back.
    expect(JSON.stringify(exported.body.store).length).toBeGreaterThan(200 * 1024);
    const imported = await shop().call('POST', '/api/_console/store', {
      body: { store: exported.body.store },
    });
    expect(imported.status).toBe(200);
  });

  it('JSON nested deeper than 32 levels gets 400, and nothing is parsed', async () => {
    const deep = '['.repeat(33) + ']'.repeat(33);
    const response = await fetch(`${shop().url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"email":${deep},"password":"x"}`,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: ['The request body is nested too deeply: at most 32 levels of objects and arrays.'],
    });
    const bomb = await fetch(`${shop().url}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '['.repeat(60_000),
    });
    expect(bomb.status).toBe(400);
  });

  it('GET /api/products without paging answers at most 1,000 products, the total and how to page', async () => {
    const { status, body } = await shop().call<{
      products: unknown[];
      total: number;
      truncated: boolean;
      message: string;
    }>('GET', '/api/products');
    expect(status).toBe(200);
    expect(body.products).toHaveLength(1000);
    expect(body.total).toBe(1200);
    expect(body.truncated).toBe(true);
    expect(body.message).toContain('/api/products?page=1&pageSize=100');
    const page = await shop().call<{ products: unknown[]; total: number }>(
      'GET',
      '/api/products?page=12&pageSize=100',
    );
    expect(page.body.products).toHaveLength(100);
  });

  it('a page past the first 10,000 results reads nothing deep: empty past the end of this shop', async () => {
    // This shop has 1,200 products: page 101 starts past the end, as a stale link does. The 400 for
    // a page inside more than 10,000 results is tested on a 12,000-product catalogue in
    // tests/unit/backend/catalogue.test.ts (the same route; seeding that many here is slow).
    for (const path of [
      '/api/products?page=101&pageSize=100',
      '/api/products?page=99999999&pageSize=1',
    ]) {
      const { status, body } = await shop().call<{ products: unknown[]; total: number }>(
        'GET',
        path,
      );
      expect(status).toBe(200);
      expect(body.products).toEqual([]);
      expect(body.total).toBe(1200);
    }
  });

  it('an account keeps at most 50 addresses', async () => {
    const token = await shop().login();
    const { body } = await shop().call<{ addresses: unknown[] }>('GET', '/api/user/addresses', {
      token,
    });
    let last = 0;
    for (let i = body.addresses.length; i < 50; i += 1) {
      last = (await shop().call('POST', '/api/user/addresses', { token, body: { address } }))
        .status;
      expect(last).toBe(201);
    }
    const over = await shop().call('POST', '/api/user/addresses', { token, body: { address } });
    expect(over.status).toBe(409);
    expect(over.body.errors).toEqual([
      'An account can keep at most 50 addresses: delete one before adding another.',
    ]);
    const after = await shop().call<{ addresses: unknown[] }>('GET', '/api/user/addresses', {
      token,
    });
    expect(after.body.addresses).toHaveLength(50);
    // Deleting one makes room again.
    expect(
      (await shop().call('DELETE', `/api/user/addresses/${DEMO_ADDRESS_ID}`, { token })).status,
    ).toBe(200);
  });

  it('a cart line holds at most 10 of a product, even under concurrent increments', async () => {
    const token = await shop().login();
    await shop().call('POST', '/api/user/cart', {
      token,
      body: { product: { _id: PRODUCT.perfume } },
    });
    const answers = await Promise.all(
      Array.from({ length: 15 }, () =>
        shop().call('POST', `/api/user/cart/${PRODUCT.perfume}`, {
          token,
          body: { action: { type: 'increment' } },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(9);
    const refused = answers.filter((a) => a.status === 400);
    expect(refused).toHaveLength(6);
    expect(refused[0]?.body.errors).toEqual(['You can buy at most 10 of one product in an order.']);
    const cart = await shop().call<{ cart: { _id: string; qty: number }[] }>(
      'GET',
      '/api/user/cart',
      { token },
    );
    expect(cart.body.cart.find((l) => l._id === PRODUCT.perfume)?.qty).toBe(10);
  });
});
