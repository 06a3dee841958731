/**
 * Talking to the simulated back end from inside a page, as the app does: the MSW handlers run in the
 * page, so a `fetch` from `page.evaluate` reaches the same store and settings the shopper's screen
 * uses. Used to switch failures on and off (the console API) and to read what the server holds, so a
 * test can compare it with what the page shows.
 */
import { expect, type Page, type Request } from '@playwright/test';
import type { EndpointGroup, FailureMode } from '@/domain/console';
import type { Address, CartLineRecord, OrderRecord, WishlistEntryRecord } from '@/domain/types';
import { ADMIN_HEADER, E2E_ADMIN_TOKEN, inServerProject } from './server';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

/**
 * One call from the page, with the shopper's token (localStorage `token`) when there is one. A
 * network failure comes back as status 0 instead of throwing, so tests can assert on it.
 */
export async function callApi<T = unknown>(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown; token?: string | null } = {},
): Promise<ApiAnswer<T>> {
  // Against the real server the console answers only with the admin token (helpers/server.ts).
  const admin: Record<string, string> =
    inServerProject() && /^\/api\/_console(\/|$)/.test(path)
      ? { [ADMIN_HEADER]: E2E_ADMIN_TOKEN }
      : {};
  return page.evaluate(
    async ({ path, method, body, token, admin }) => {
      const headers: Record<string, string> = { Accept: 'application/json', ...admin };
      const auth = token === undefined ? localStorage.getItem('token') : token;
      if (auth) headers.authorization = auth;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      try {
        const response = await fetch(path, {
          method: method ?? 'GET',
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await response.text();
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // not JSON (the worker was not answering yet): keep the text
        }
        return { status: response.status, body: parsed };
      } catch {
        return { status: 0, body: null };
      }
    },
    { path, method: init.method, body: init.body, token: init.token, admin },
  ) as Promise<ApiAnswer<T>>;
}

/**
 * How long the first call of a page may take in the static build: it starts the simulated back end
 * (its chunk fetched and evaluated, the worker registered). About 1 s on an idle machine; 9.4 s was
 * seen for a login on a 2-vCPU machine running the story tests beside the journeys (2026-12-02).
 */
export const BACKEND_START_TIMEOUT = 20_000;

/**
 * Waits until the page's simulated back end answers (the worker starts lazily after the first
 * paint; before that, /api/* falls through to the preview server, which answers HTML).
 */
export async function waitForBackend(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        const answer = await callApi(page, '/api/_console/settings', { token: null });
        return typeof answer.body === 'object' && answer.body !== null && 'settings' in answer.body;
      },
      { message: 'the simulated back end never started answering', timeout: BACKEND_START_TIMEOUT },
    )
    .toBe(true);
}

export type Failures = Partial<Record<EndpointGroup, FailureMode>>;

/**
 * Switches failure injection through the console API (saved in localStorage, so other tabs and the
 * next load follow). Latency stays 0 unless given: the journeys stay fast.
 */
export async function setFailures(page: Page, failures: Failures, latencyMs = 0): Promise<void> {
  await waitForBackend(page);
  const answer = await callApi(page, '/api/_console/settings', {
    method: 'POST',
    body: { settings: { latencyMs, failures } },
    token: null,
  });
  expect(answer.status, 'the console refused the settings').toBe(200);
}

export async function clearFailures(page: Page, latencyMs = 0): Promise<void> {
  await setFailures(page, {}, latencyMs);
}

async function authed<T>(page: Page, path: string, key: string): Promise<T> {
  await waitForBackend(page);
  const answer = await callApi<Record<string, T>>(page, path);
  expect(answer.status, `GET ${path} (${JSON.stringify(answer.body)})`).toBe(200);
  return answer.body[key] as T;
}

export const server = {
  cart: (page: Page) => authed<CartLineRecord[]>(page, '/api/user/cart', 'cart'),
  wishlist: (page: Page) => authed<WishlistEntryRecord[]>(page, '/api/user/wishlist', 'wishlist'),
  addresses: (page: Page) => authed<Address[]>(page, '/api/user/addresses', 'addresses'),
  orders: (page: Page) => authed<OrderRecord[]>(page, '/api/user/orders', 'orders'),
};

/** The server's cart as `name × qty` lines, in the server's order: easy to compare with a screen. */
export async function serverCartLines(page: Page): Promise<string[]> {
  return (await server.cart(page)).map((line) => `${line.name} × ${line.qty}`);
}

export async function serverWishlistNames(page: Page): Promise<string[]> {
  return (await server.wishlist(page)).map((entry) => entry.name);
}

/** Puts products in the signed-in shopper's cart straight through the API (test set-up). */
export async function seedCart(page: Page, ...productIds: string[]): Promise<void> {
  await waitForBackend(page);
  for (const _id of productIds) {
    const answer = await callApi(page, '/api/user/cart', {
      method: 'POST',
      body: { product: { _id } },
    });
    expect(answer.status, `seeding the cart with ${_id}`).toBe(201);
  }
}

export async function seedWishlist(page: Page, ...productIds: string[]): Promise<void> {
  await waitForBackend(page);
  for (const _id of productIds) {
    const answer = await callApi(page, '/api/user/wishlist', {
      method: 'POST',
      body: { product: { _id } },
    });
    expect(answer.status, `seeding the wishlist with ${_id}`).toBe(201);
  }
}

export async function incrementOnServer(page: Page, productId: string): Promise<void> {
  const answer = await callApi(page, `/api/user/cart/${productId}`, {
    method: 'POST',
    body: { action: { type: 'increment' } },
  });
  expect(answer.status, `incrementing ${productId}`).toBe(200);
}

/**
 * Resolves when the page gets an answer to a `method path` request sent from now on (start waiting
 * before the action that sends it). A request already on its way is not the one waited for: the
 * page before a navigation can still be waiting for its own answer, and it once came in just after
 * the wait began, so a journey went on before the new page had its cart. The worker's answers are
 * seen as the page's responses.
 */
export function answerTo(page: Page, method: string, path: string | RegExp) {
  const sent = new Set<Request>();
  const track = (request: Request) => {
    const url = new URL(request.url());
    const matches = typeof path === 'string' ? url.pathname === path : path.test(url.pathname);
    if (matches && request.method() === method) sent.add(request);
  };
  page.on('request', track);
  return page
    .waitForResponse((response) => sent.has(response.request()))
    .finally(() => page.off('request', track));
}
