/**
 * Stock and orders for stories and tests, set through the back end's own API (the console's stock
 * route, the shopper's order route), so they follow the shop's rules: "Only 3 left" is a product
 * with 3 units, a Cash on Delivery order is one the API placed.
 *   loaders: [signedIn({ cart: [id] }), () => setStock(storyBackend, { [id]: 3 })]
 * Run after signInDemo, which resets the store.
 */
import type { SimulatedBackend } from '@backend/simulated';

type WithApi = Pick<SimulatedBackend, 'api'>;

let orders = 0;

async function call(backend: WithApi, path: string, init: RequestInit & { token?: string }) {
  const headers = new Headers(init.headers);
  headers.set('content-type', 'application/json');
  if (init.token) headers.set('authorization', init.token);
  const response = await backend.api.request(path, { ...init, headers });
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${JSON.stringify(body)}`);
  return body;
}

/** Sets each product's units on hand (what shoppers can order, less the units unpaid orders hold). */
export async function setStock(backend: WithApi, units: Record<string, number>): Promise<void> {
  for (const [productId, stock] of Object.entries(units)) {
    await call(backend, `/api/_console/products/${encodeURIComponent(productId)}`, {
      method: 'PATCH',
      body: JSON.stringify({ stock }),
    });
  }
}

/**
 * Adds products to the shopper's cart through the API, each to the quantity asked: the lines carry
 * the product as the API holds it then (its stock included).
 */
export async function fillCart(
  backend: WithApi,
  token: string,
  items: readonly { id: string; qty?: number }[],
): Promise<void> {
  for (const { id, qty = 1 } of items) {
    await call(backend, '/api/user/cart', {
      method: 'POST',
      token,
      body: JSON.stringify({ product: { _id: id } }),
    });
    for (let n = 1; n < qty; n += 1)
      await call(backend, `/api/user/cart/${encodeURIComponent(id)}`, {
        method: 'POST',
        token,
        body: JSON.stringify({ action: { type: 'increment' } }),
      });
  }
}

/**
 * Places the shopper's cart as an order through the API (its first address): Cash on Delivery by
 * default. Answers the order's id.
 */
export async function placeOrder(
  backend: WithApi,
  token: string,
  paymentMethod: 'online' | 'cod' = 'cod',
): Promise<string> {
  const { addresses } = (await call(backend, '/api/user/addresses', { token })) as {
    addresses: { id: string }[];
  };
  const address = addresses[0];
  if (!address) throw new Error('placeOrder: the shopper has no address');
  const { order } = (await call(backend, '/api/user/orders', {
    method: 'POST',
    token,
    body: JSON.stringify({
      addressId: address.id,
      idempotencyKey: `scenario-${paymentMethod}-${(orders += 1)}`,
      paymentMethod,
    }),
  })) as { order: { _id: string } };
  return order._id;
}

/** Fires the payment provider's event at an order through the console, as its webhook would. */
export async function fireOrderEvent(
  backend: WithApi,
  orderId: string,
  type: 'paid' | 'failed',
): Promise<void> {
  await call(backend, `/api/_console/orders/${encodeURIComponent(orderId)}/events`, {
    method: 'POST',
    body: JSON.stringify({ type }),
  });
}
