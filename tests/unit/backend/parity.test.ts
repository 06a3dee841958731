/**
 * One API, two paths: the same requests sent through msw/node's forwarding handler (the browser's
 * path: the page's fetch → MSW → the app) and over HTTP to the server process (Hono on
 * @hono/node-server, PGlite), each from the seed. Status and body must be the same, but for what is
 * fresh per run (tokens, the time a line was added, request ids).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeBackend } from '@mocks/node';
import { DEMO_USER } from '@backend/store/seed';
import { startTestServer, type TestServer } from '../server/test-server';
import { DEMO_ADDRESS_ID, PRODUCT } from './support';

const browser = createNodeBackend();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

interface Step {
  method: string;
  path: string;
  body?: string;
  /** Sends the demo account's token from the login step. */
  signedIn?: boolean;
}

const json = (value: unknown) => JSON.stringify(value);
const STEPS: Step[] = [
  { method: 'GET', path: '/api/products' },
  { method: 'GET', path: '/api/products?category=Makeup&sort=LTH&page=1&pageSize=5' },
  { method: 'GET', path: '/api/products?pageSize=oops' },
  { method: 'GET', path: `/api/products/${PRODUCT.lipstick}` },
  { method: 'GET', path: '/api/products/no-such-product' },
  { method: 'GET', path: '/api/categories' },
  { method: 'GET', path: '/api/coupons' },
  { method: 'GET', path: '/api/nowhere' },
  { method: 'PUT', path: '/api/products' },
  { method: 'POST', path: '/api/auth/login', body: '{"email":' },
  {
    method: 'POST',
    path: '/api/auth/login',
    body: json({ email: 'nobody@example.com', password: 'x1234567' }),
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    body: json({ email: DEMO_USER.email, password: DEMO_USER.password }),
  },
  { method: 'GET', path: '/api/user/cart' },
  { method: 'GET', path: '/api/user/cart', signedIn: true },
  {
    method: 'POST',
    path: '/api/user/cart',
    signedIn: true,
    body: json({ product: { _id: PRODUCT.lipstick } }),
  },
  {
    method: 'POST',
    path: '/api/user/cart',
    signedIn: true,
    body: json({ product: { _id: PRODUCT.lipstick } }),
  },
  {
    method: 'POST',
    path: `/api/user/cart/${PRODUCT.lipstick}`,
    signedIn: true,
    body: json({ action: { type: 'sideways' } }),
  },
  {
    method: 'POST',
    path: `/api/user/cart/${PRODUCT.lipstick}`,
    signedIn: true,
    body: json({ action: { type: 'increment' } }),
  },
  {
    method: 'POST',
    path: '/api/user/cart',
    signedIn: true,
    body: json({ product: { _id: PRODUCT.outOfStock } }),
  },
  { method: 'GET', path: '/api/user/addresses', signedIn: true },
  {
    method: 'POST',
    path: '/api/user/addresses',
    signedIn: true,
    body: json({ address: { city: '' } }),
  },
  {
    method: 'POST',
    path: '/api/user/wishlist',
    signedIn: true,
    body: json({ product: { _id: PRODUCT.perfume } }),
  },
  {
    method: 'POST',
    path: '/api/user/orders',
    signedIn: true,
    body: json({ addressId: 'nope', idempotencyKey: 'k1' }),
  },
  {
    method: 'POST',
    path: '/api/user/orders',
    signedIn: true,
    body: json({ addressId: DEMO_ADDRESS_ID, idempotencyKey: 'k2', amount: 1 }),
  },
  { method: 'POST', path: '/api/newsletter', body: json({ email: 'not an email' }) },
];

/** What differs per run by design: tokens, timestamps, request ids, provider order ids. */
function stable(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value), (key, v: unknown) => {
    if (key === 'encodedToken' || key === 'requestId') return '<fresh>';
    if ((key === 'createdAt' || key === 'updatedAt') && typeof v === 'string') return '<time>';
    return v;
  });
}

async function run(send: (step: Step, token: string | undefined) => Promise<Response>) {
  const answers: { step: string; status: number; body: unknown }[] = [];
  let token: string | undefined;
  for (const step of STEPS) {
    const response = await send(step, token);
    const text = await response.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    if (step.path === '/api/auth/login' && response.status === 200)
      token = (body as { encodedToken: string }).encodedToken;
    answers.push({
      step: `${step.method} ${step.path}`,
      status: response.status,
      body: stable(body),
    });
  }
  return answers;
}

const init = (step: Step, token: string | undefined): RequestInit => ({
  method: step.method,
  headers: {
    'content-type': 'application/json',
    ...(step.signedIn && token ? { authorization: token } : {}),
  },
  body: step.body,
});

describe('msw/node (the browser path) and the server process', () => {
  it('answer the same requests with the same status and body', async () => {
    await browser.store.reset();
    // msw/node intercepts every fetch of the process while it listens: only for this half.
    browser.server.listen({ onUnhandledRequest: 'error' });
    const throughMsw = await run((step, token) =>
      fetch(`http://localhost${step.path}`, init(step, token)),
    ).finally(() => browser.server.close());
    await server.deps.shop.admin.reset();
    const overHttp = await run((step, token) => server.send(step.path, init(step, token)));
    expect(overHttp).toEqual(throughMsw);
    // Not a comparison of two empty runs: the journey did sign in and fill a cart.
    expect(throughMsw.map((a) => a.status)).toContain(201);
    expect(throughMsw.filter((a) => a.status === 400).length).toBeGreaterThanOrEqual(4);
  });
});
