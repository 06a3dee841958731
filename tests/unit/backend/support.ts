/**
 * The API under test. By default the app itself, called in process with `app.request()` (no server,
 * no network). With GLAMOUR_TEST_TARGET=server (the vitest project `server-http`) the same tests run
 * over real HTTP against the server (Hono on @hono/node-server, PGlite behind it). Either way every
 * test starts from the seed data, no latency and no injected failures, and `backend()` reaches the
 * store, token signer and simulation the API was built with.
 */
import type { SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createSimulatedBackend, type SimulatedBackendOptions } from '@backend/simulated';
import { createSimulation, type Simulation } from '@backend/simulation/simulation';
import { DEMO_USER } from '@backend/store/seed';
import type { Shop } from '@backend/store/shop';
import type { Clock } from '@backend/clock';
import type { PaymentGateways } from '@backend/payments';
import type { Tokens } from '@backend/tokens';
import { createNodeBackend } from '@mocks/node';

export const TARGET: 'app' | 'server' =
  process.env.GLAMOUR_TEST_TARGET === 'server' ? 'server' : 'app';
export const DEMO = DEMO_USER;

export interface TestBackend {
  shop: Shop;
  clock: Clock;
  tokens: Tokens;
  simulation: Simulation;
  /** The payment gateways the API was built with (server mode: the server's own simulated secret). */
  payments: PaymentGateways;
}

interface Active {
  backend: TestBackend;
  send(path: string, init: RequestInit): Promise<Response>;
}

let active: Active | undefined;

/** The back end the current test file talks to (after setupBackend). */
export function backend(): TestBackend {
  if (!active) throw new Error('call setupBackend() in the test file first');
  return active.backend;
}

/** Resolves with `work`, or rejects as fetch does when `signal` aborts first (a hung answer). */
function abortable<T>(work: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return work;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      const abort = () => reject(new DOMException('This operation was aborted', 'AbortError'));
      if (signal.aborted) abort();
      else signal.addEventListener('abort', abort, { once: true });
    }),
  ]);
}

export function setupBackend(options: Pick<SimulatedBackendOptions, 'payments'> = {}): void {
  if (TARGET === 'server') {
    let running: { url: string; close(): Promise<void> } | undefined;
    beforeAll(async () => {
      const { startTestServer } = await import('../server/test-server');
      const simulation = createSimulation();
      const server = await startTestServer({ simulation });
      running = server;
      active = { backend: { ...server.deps, simulation }, send: server.send };
    }, 60_000);
    afterAll(() => running?.close());
  } else {
    const simulated = createSimulatedBackend(options);
    active = {
      backend: simulated,
      async send(path, init) {
        const response = await abortable(
          Promise.resolve(simulated.api.request(path, init)),
          init.signal,
        );
        // The console's "network" failure: a client sees a failed fetch, not an answer.
        if (response.type === 'error') throw new TypeError('fetch failed');
        return response;
      },
    };
  }
  resetBeforeEach();
}

function resetBeforeEach(): void {
  beforeEach(async () => {
    backend().simulation.configure({ latencyMs: 0, clearFailures: true });
    await backend().shop.admin.reset();
  });
}

/**
 * The browser's path, in Node: fetch() to http://localhost/api/… is answered by msw/node's one
 * forwarding handler, in front of which a test puts scenarios (`server.use(...)`).
 */
export function setupMswBackend(): SetupServer {
  const node = createNodeBackend();
  active = { backend: node, send: (path, init) => fetch(`http://localhost${path}`, init) };
  beforeAll(() => node.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => node.server.resetHandlers());
  afterAll(() => node.server.close());
  resetBeforeEach();
  return node.server;
}

/** A raw request to the API under test (what `call` is built on). */
export function send(path: string, init: RequestInit = {}): Promise<Response> {
  if (!active) throw new Error('call setupBackend() in the test file first');
  return active.send(path, init);
}

/** The token the API would give the demo account (signed as it signs). */
export const demoToken = () => backend().tokens.sign({ _id: DEMO._id, email: DEMO.email });

export interface CallOptions {
  body?: unknown;
  /** Sent as is (for malformed JSON). */
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** What every answer may carry; tests name the rest of the shape they expect. */
export interface ErrorBody {
  errors?: string[];
  error?: { message: string };
}

export async function call<T = ErrorBody>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.authorization = options.token;
  let body: string | undefined = options.rawBody;
  // A raw body is still sent as JSON (fetch would call a string text/plain, which the API refuses).
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  // A Request cannot carry a body with GET or HEAD.
  const bodyless = method === 'GET' || method === 'HEAD';
  if (options.body !== undefined && !bodyless) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  if (bodyless) body = undefined;
  const response = await send(path, { method, headers, body, signal: options.signal });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export async function loginDemo(): Promise<string> {
  const { status, body } = await call<{ encodedToken: string }>('POST', '/api/auth/login', {
    body: { email: DEMO.email, password: DEMO.password },
  });
  if (status !== 200) throw new Error(`demo login failed: ${status}`);
  return body.encodedToken;
}

export async function signup(email = 'new.shopper@example.com'): Promise<string> {
  const { status, body } = await call<{ encodedToken: string }>('POST', '/api/auth/signup', {
    body: {
      firstName: 'New',
      lastName: 'Shopper',
      email,
      password: 'abcd1234',
      confirmPassword: 'abcd1234',
    },
  });
  if (status !== 201) throw new Error(`signup failed: ${status} ${JSON.stringify(body)}`);
  return body.encodedToken;
}

export const PRODUCT = {
  /** Lakme lipstick, 468 / 550, in stock */
  lipstick: '8332f751-1305-49a0-83c2-c25138bd44cc',
  /** Veet cream, 108 / 135, out of stock */
  outOfStock: 'fa7e7bf3-f858-4d29-9717-3af872823d20',
  /** MAC foundation, 2250 / 3000 */
  foundation: '4a202a31-7833-4501-9a37-36927e9379aa',
  /** Plum perfume, 280 / 295 */
  perfume: '1b0e535b-0ce8-4f2f-8536-d33e7109d429',
} as const;

export const DEMO_ADDRESS_ID = 'c1a9e7d2-4b3f-4e8a-8f21-6d5c4b3a2e10';

/** A valid address as POST /api/user/addresses takes it (`{ address: ADDRESS_INPUT }`). */
export const ADDRESS_INPUT = {
  userName: 'Asha Rao',
  houseNumber: '1 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  pincode: 411001,
  mobileNumber: 9876543210,
};

export const ERRORS = {
  badToken: 'The token is invalid. Unauthorized access error.',
  notRegistered: 'The email you entered is not Registered. Not Found error',
  badCredentials: 'The credentials you entered are invalid. Unauthorized access error.',
  emailExists: 'Unprocessable Entity. Email Already Exists.',
};
