/**
 * The back-end console's calls (contract: src/domain/console.ts) and their queries. They go through
 * the shop's client, which waits for the simulated back end and turns failures into ApiError.
 */
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/api/client';
import type { BackendSettings, LogEntry, RouteInfo } from '@/domain/console';

const BASE = '/api/_console';

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
};

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
