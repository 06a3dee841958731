/**
 * The `server` Playwright project: the journeys against `npm run serve` (the built server, PGlite
 * in memory, its own port). The same spec files as the in-page back end, with the differences kept
 * here and in fixtures.ts: every test starts from the seed data and the console's default settings
 * (reset through the console API, with the admin token the server was started with), and a journey's
 * console calls (failure injection, export/import) carry that token (helpers/backend.ts callApi).
 */
import { test } from '@playwright/test';

export const E2E_ADMIN_TOKEN = process.env.E2E_ADMIN_TOKEN ?? 'e2e-admin-token-0123456789';
export const ADMIN_HEADER = 'x-glamour-admin-token';
export const SERVER_PROJECT = 'server';

/**
 * The project's two servers, each its own shop (PGlite in memory): `E2E_SERVER_PORT` (default
 * 4180) and the port after it. Its journeys run two at a time, and each worker slot
 * (`parallelIndex`) has a server of its own, so no two journeys ever share a shop.
 */
const firstServerPort = Number(process.env.E2E_SERVER_PORT ?? 4180);
export const SERVER_COUNT = 2;

/** The address of server `n` (0 or 1). */
export function serverURL(n: number): string {
  return `http://127.0.0.1:${firstServerPort + n}`;
}

/**
 * The server a worker slot's journeys use (a slot runs one journey at a time). A slot beyond the
 * servers (`--workers` above SERVER_COUNT) would share a shop with another: it is refused.
 */
export function serverURLFor(parallelIndex: number): string {
  if (parallelIndex >= SERVER_COUNT) {
    throw new Error(
      `worker slot ${parallelIndex} has no server of its own: run the server project with at most ${SERVER_COUNT} workers`,
    );
  }
  return serverURL(parallelIndex);
}

/** Whether the running test is one of the `server` project's (the real server, its own shop). */
export function inServerProject(): boolean {
  return test.info().project.name === SERVER_PROJECT;
}
