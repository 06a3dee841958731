/**
 * The simulated back end commits a write when its request arrives and only then waits out the
 * latency, as a real server behind a slow network does: a page that reloads right after
 * an optimistic change has already had its change written.
 */
import { describe, expect, it } from 'vitest';
import { backend, call, loginDemo, PRODUCT, setupBackend } from './support';

setupBackend();

const LATENCY_MS = 600;

interface CartAnswer {
  cart: { _id: string; qty: number }[];
}

describe('a write under latency', () => {
  it('is visible to a second reader before the first request has been answered', async () => {
    const token = await loginDemo();
    backend().simulation.configure({ latencyMs: LATENCY_MS });

    const started = performance.now();
    let answeredAt = 0;
    const adding = call<CartAnswer>('POST', '/api/user/cart', {
      token,
      body: { product: { _id: PRODUCT.lipstick } },
    }).then((answer) => {
      answeredAt = performance.now();
      return answer;
    });

    // Another reader with no latency (as another tab of a real shop would see the database).
    await new Promise((resolve) => setTimeout(resolve, 50));
    backend().simulation.configure({ latencyMs: 0 });
    const seen = await call<CartAnswer>('GET', '/api/user/cart', { token });
    const seenAt = performance.now();

    expect(seen.status).toBe(200);
    expect(seen.body.cart.map((line) => line._id)).toContain(PRODUCT.lipstick);
    expect(answeredAt).toBe(0);
    expect(seenAt - started).toBeLessThan(LATENCY_MS);

    const added = await adding;
    expect(added.status).toBe(201);
    expect(performance.now() - started).toBeGreaterThanOrEqual(LATENCY_MS - 5);
  });

  it('a refused write still waits out the latency and changes nothing', async () => {
    const token = await loginDemo();
    backend().simulation.configure({ latencyMs: 200 });
    const started = performance.now();
    const answer = await call('POST', '/api/user/cart', {
      token,
      body: { product: { _id: PRODUCT.outOfStock } },
    });
    expect(answer.status).toBe(400);
    expect(performance.now() - started).toBeGreaterThanOrEqual(195);
    backend().simulation.configure({ latencyMs: 0 });
    const cart = await call<CartAnswer>('GET', '/api/user/cart', { token });
    expect(cart.body.cart.map((line) => line._id)).not.toContain(PRODUCT.outOfStock);
  });
});
