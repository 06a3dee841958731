/**
 * The `server` Playwright project: the journeys against `npm run serve` (the built server, PGlite
 * in memory, its own port). Every test starts from the seed data: the shop is reset through the
 * console API, with the admin token the server was started with.
 */
export const E2E_ADMIN_TOKEN = process.env.E2E_ADMIN_TOKEN ?? 'e2e-admin-token-0123456789';
export const ADMIN_HEADER = 'x-glamour-admin-token';
export const SERVER_PROJECT = 'server';
