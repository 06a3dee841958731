/**
 * The database. Every PostgreSQL connection has statement, lock and idle-in-
 * transaction timeouts, a short connect timeout and a reconnect pause of at most 1 s: during an
 * outage every request answers 503 within 2 s and /healthz within 1 s; within 2 s of the database's
 * return it answers 200; a session holding a row lock stalls nobody for long (the lock timeout
 * answers 503 'busy, try again' with Retry-After, not that the database cannot be reached).
 */
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { BUSY_RETRY_AFTER_SECONDS, STORE_BUSY_MESSAGE } from '@backend/errors';
import { PRODUCT } from '../../backend/support';
import { SHOP_KINDS, until, useShop, type Shop } from './shop';

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

const health = (shop: Shop) => fetch(`${shop.url}/healthz`).then((r) => r.status);

describe.skipIf(!SHOP_KINDS.includes('postgres'))('the database on postgres', () => {
  const shop = useShop('postgres', {
    DATABASE_LOCK_TIMEOUT_MS: '1000',
  });

  it('a session holding a row lock delays a write by at most the lock timeout, then frees it', async () => {
    const token = await shop().login();
    await shop().call('POST', '/api/user/cart', {
      token,
      body: { product: { _id: PRODUCT.lipstick } },
    });
    const holder = postgres(shop().databaseUrl ?? '', { max: 1, onnotice: () => undefined });
    const reserved = await holder.reserve();
    try {
      await reserved`BEGIN`;
      // The cart's own rows: a cart write locks nothing wider (no account row), so that is what
      // another session can hold against it.
      await reserved`SELECT * FROM cart_lines FOR UPDATE`;
      const write = await timed(() =>
        shop().call('POST', `/api/user/cart/${PRODUCT.lipstick}`, {
          token,
          body: { action: { type: 'increment' } },
        }),
      );
      expect(write.value.status).toBe(503);
      // The lock timeout ended the wait: the database is there but busy, so try again shortly.
      expect(write.value.body.errors).toEqual([STORE_BUSY_MESSAGE]);
      expect(write.value.headers.get('retry-after')).toBe(String(BUSY_RETRY_AFTER_SECONDS));
      expect(write.ms).toBeLessThan(2500);
      // Reads never wait for a row lock.
      const read = await timed(() => shop().call('GET', '/api/user/cart', { token }));
      expect(read.value.status).toBe(200);
      expect(read.ms).toBeLessThan(1000);
      await reserved`ROLLBACK`;
      const after = await until(
        () =>
          shop().call('POST', `/api/user/cart/${PRODUCT.lipstick}`, {
            token,
            body: { action: { type: 'increment' } },
          }),
        (a) => a.status === 200,
        { timeoutMs: 10_000, everyMs: 250 },
      );
      expect(after.status).toBe(200);
    } finally {
      reserved.release();
      await holder.end({ timeout: 1 }).catch(() => undefined);
    }
  });

  it('an outage: 503 within 2 s, /healthz within 1 s, and 200 within 2 s of the return', async () => {
    const token = await shop().login();
    const cluster = shop().cluster;
    if (!cluster) throw new Error('no cluster');
    await cluster.stop();
    try {
      for (let round = 0; round < 3; round += 1) {
        for (const [method, path, body] of [
          ['GET', '/api/products', undefined],
          ['GET', `/api/products/${PRODUCT.perfume}`, undefined],
          ['GET', '/api/user/cart', undefined],
          ['POST', '/api/user/wishlist', { product: { _id: PRODUCT.perfume } }],
          ['POST', '/api/auth/login', { email: 'x@example.com', password: 'abcd1234' }],
        ] as const) {
          const answer = await timed(() => shop().call(method, path, { token, body }));
          expect([path, answer.value.status]).toEqual([path, 503]);
          expect([path, Math.round(answer.ms) < 2000 ? 'fast' : answer.ms]).toEqual([path, 'fast']);
        }
        const checked = await timed(() => health(shop()));
        expect(checked.value).toBe(503);
        expect(checked.ms).toBeLessThan(1000);
      }
    } finally {
      await cluster.start();
    }
    const back = await timed(() =>
      until(
        () =>
          shop()
            .call('GET', '/api/user/cart', { token })
            .then((a) => a.status),
        (s) => s === 200,
        { timeoutMs: 10_000, everyMs: 50 },
      ),
    );
    expect(back.value).toBe(200);
    expect(back.ms).toBeLessThan(2000);
    expect(await health(shop())).toBe(200);
  });
});
