/**
 * The simulated back end over HTTP in Node: msw/node answers fetch() to http://localhost/api/…
 * Every test starts from the seed data, no latency and no injected failures.
 *
 * With GLAMOUR_TEST_TARGET=server (the vitest project `server-http`) the same tests run against the
 * real server instead: a Hono process on a free port, PGlite behind it, real HTTP (BASE follows).
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { configureBackend } from '@backend/config';
import { resetStore } from '@backend/store';
import { DEMO_USER } from '@backend/store/seed';
import { server } from '@mocks/node';

export const TARGET: 'msw' | 'server' =
  process.env.GLAMOUR_TEST_TARGET === 'server' ? 'server' : 'msw';
// A live binding: in server mode it becomes the test server's URL before the first test.
export let BASE = 'http://localhost';
export const DEMO = DEMO_USER;

export function setupBackend(): void {
  if (TARGET === 'server') {
    let running: { url: string; close(): Promise<void> } | undefined;
    beforeAll(async () => {
      const { startTestServer } = await import('../server/test-server');
      running = await startTestServer();
      BASE = running.url;
    }, 60_000);
    beforeEach(async () => {
      configureBackend({ latencyMs: 0, clearFailures: true });
      await resetStore();
    });
    afterAll(() => running?.close());
    return;
  }
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(async () => {
    configureBackend({ latencyMs: 0, clearFailures: true });
    await resetStore();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

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
  // Real HTTP clients cannot send a body with GET or HEAD (msw/node lets one through, unread).
  const bodyless = TARGET === 'server' && (method === 'GET' || method === 'HEAD');
  if (options.body !== undefined && !bodyless) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  if (bodyless) body = undefined;
  const response = await fetch(`${BASE}${path}`, { method, headers, body, signal: options.signal });
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

export const ERRORS = {
  badToken: 'The token is invalid. Unauthorized access error.',
  notRegistered: 'The email you entered is not Registered. Not Found error',
  badCredentials: 'The credentials you entered are invalid. Unauthorized access error.',
  emailExists: 'Unprocessable Entity. Email Already Exists.',
};
