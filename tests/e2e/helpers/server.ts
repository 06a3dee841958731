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

/** Whether the running test is one of the `server` project's (the real server, one shared shop). */
export function inServerProject(): boolean {
  return test.info().project.name === SERVER_PROJECT;
}
