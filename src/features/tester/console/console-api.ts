/**
 * The back-end console's calls (contract: src/domain/console.ts) and their queries. They go through
 * the shop's client, which waits for the simulated back end and turns failures into ApiError.
 * Against the real server (VITE_API_MODE=remote) every call carries the admin token the person typed,
 * kept for this tab only (sessionStorage).
 */
import { queryOptions } from '@tanstack/react-query';
import { request as send, type RequestOptions } from '@/api/client';
import type { BackendSettings, LogEntry, RouteInfo } from '@/domain/console';
import { isRemoteApi } from '@/lib/env';
import { readText, writeText } from '@/lib/storage';

const BASE = '/api/_console';

/** Whether the console must ask for the admin token first: only against the real server. */
export const CONSOLE_NEEDS_ADMIN_TOKEN = isRemoteApi;
export const ADMIN_TOKEN_HEADER = 'x-glamour-admin-token';
const ADMIN_TOKEN_KEY = 'glamour.adminToken';

export function getAdminToken(): string | null {
  return readText(ADMIN_TOKEN_KEY, 'session');
}

/** Kept for this tab; null forgets it (storage unavailable: the console asks again next visit). */
export function setAdminToken(token: string | null): void {
  writeText(ADMIN_TOKEN_KEY, token, 'session');
}

function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = getAdminToken();
  return send<T>(path, token ? { ...options, headers: { [ADMIN_TOKEN_HEADER]: token } } : options);
}

export const consoleKeys = {
  all: ['console'] as const,
  settings: ['console', 'settings'] as const,
  routes: ['console', 'routes'] as const,
  log: ['console', 'log'] as const,
};

export const consoleApi = {
  settings: () => request<{ settings: BackendSettings }>(`${BASE}/settings`),
  saveSettings: (settings: BackendSettings) =>
    request<{ settings: BackendSettings }>(`${BASE}/settings`, {
      method: 'POST',
      body: { settings },
    }),
  log: (after = 0) => request<{ entries: LogEntry[] }>(`${BASE}/log?after=${after}`),
  reset: () => request<{ ok: true }>(`${BASE}/reset`, { method: 'POST' }),
  exportStore: () => request<{ store: unknown }>(`${BASE}/store`),
  importStore: (store: unknown) =>
    request<{ ok: true }>(`${BASE}/store`, { method: 'POST', body: { store } }),
  routes: () => request<{ routes: RouteInfo[] }>(`${BASE}/routes`),
  /** Sets the product's units on hand; the answer carries what shoppers can order now. */
  setStock: (productId: string, stock: number) =>
    request<{ product: ConsoleProduct }>(`${BASE}/products/${encodeURIComponent(productId)}`, {
      method: 'PATCH',
      body: { stock },
    }),
  /** Fires the payment provider's event at the order, through the webhook's own handler. */
  fireOrderEvent: (orderId: string, type: 'paid' | 'failed') =>
    request<{ order?: ConsoleOrder }>(`${BASE}/orders/${encodeURIComponent(orderId)}/events`, {
      method: 'POST',
      body: { type },
    }),
};

/** What the console reads of a product in the answer: its name and the units left to order. */
export interface ConsoleProduct {
  _id: string;
  name: string;
  stock: number;
}

/** What the console reads of an order in an event's answer. */
export interface ConsoleOrder {
  _id: string;
  status: string;
}

export const settingsQuery = () =>
  queryOptions({
    queryKey: consoleKeys.settings,
    queryFn: async () => (await consoleApi.settings()).settings,
    staleTime: 0,
  });

/** The endpoint suggestions: the live handler list, without the console's own routes. */
export const routesQuery = () =>
  queryOptions({
    queryKey: consoleKeys.routes,
    queryFn: async () =>
      (await consoleApi.routes()).routes.filter((route) => route.group !== 'console'),
    staleTime: Infinity,
  });
