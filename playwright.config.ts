/**
 * End-to-end journeys against the production build (`vite preview`) with the MSW worker answering,
 * and (project `server`) the journeys that make sense there against the real server (`npm run serve`),
 * in Debian's Chromium (never a downloaded browser). Also serves the static Storybook under a
 * sub-path to prove its worker is found there.
 */
import { defineConfig, devices } from '@playwright/test';
import {
  E2E_ADMIN_TOKEN,
  SERVER_COUNT,
  SERVER_PROJECT,
  serverURL,
} from './tests/e2e/helpers/server';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Ports can be moved so that two checkouts on one machine can run their journeys side by side.
const appPort = Number(process.env.E2E_PORT ?? 4173);
const storybookPort = Number(process.env.E2E_STORYBOOK_PORT ?? 6008);
const appURL = `http://127.0.0.1:${appPort}`;
// Server mode: `npm run serve` on its own port (E2E_SERVER_PORT, default 4180), built into its own
// folder (dist/ is the mock build), and a second process of the same build on the port after it.
// The journeys that make sense against the real server, the very spec files the in-page back end
// runs: browse, search and filters, cart, coupons, checkout with the simulated payment, order
// history, addresses, wishlist and cart across a reload, sign-in. What differs is in the fixtures
// (tests/e2e/helpers/server.ts); a test that needs the page's own back end (?catalog=N, ?latency=)
// skips itself here. Left out: failure injection suites and a damaged localStorage store (resilience/
// except reload), the tester and prerender checks of the mock build.
const serverJourneys =
  /(^|\/)(account|auth|shell|catalog|checkout|checkout-order-first)\.spec\.ts$|(^|\/)resilience\/reload\.spec\.ts$|(^|\/)server\//;
// What both servers run with.
const serverEnv = {
  HOST: '127.0.0.1',
  GLAMOUR_DATA_DIR: 'memory://',
  GLAMOUR_DIST_DIR: 'dist-remote',
  GLAMOUR_ADMIN_TOKEN: E2E_ADMIN_TOKEN,
  // Every journey signs in from this one address, many times a minute: the limits on login,
  // signup and new guests are the security suite's to test, not the journeys'.
  GLAMOUR_RATE_LIMIT_PER_IP: '0',
  GLAMOUR_RATE_LIMIT_PER_ACCOUNT: '0',
  // The payment sweep asks the provider about an order awaiting payment 10 s after it was
  // made (a minute or two in production), so a journey whose tab closed after paying sees
  // its order settled within the test; every other journey is done with its order by then.
  GLAMOUR_RECONCILE_INTERVAL_S: '1',
  GLAMOUR_RECONCILE_AFTER_S: '10',
};
/** The web server entry of the project's server `n` (helpers/server.ts), run by `command`. */
function server(n: number, command: string) {
  const url = serverURL(n);
  return {
    command,
    env: { ...serverEnv, PORT: new URL(url).port },
    url: `${url}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  };
}
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report keeps every attempt of a retried journey: `npm test` names the flaky ones
  // (tools/test-results.mjs reads the same path).
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: appURL,
    // A failed journey keeps its trace (actions, DOM snapshots, network, console), without the
    // screencast: recording a frame after every paint for every journey, failed or not, kept
    // Chromium's GPU and browser processes busier than the pages. catalog + checkout, desktop, 16
    // journeys on the 2-core machine (2026-12-03), alternating: 117-131 s with it (4 runs), 83-110 s
    // without it (5 runs), and 20% less CPU. See docs/testing.md, "Timings".
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: [/storybook-subpath/, /(^|\/)server\//, /no-js\//],
    },
    {
      name: SERVER_PROJECT,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        // A journey's own server is its worker slot's (fixtures.ts, helpers/server.ts).
        baseURL: serverURL(0),
      },
      testMatch: serverJourneys,
      // Two at a time, each in a shop of its own (one server per worker slot), each from the seed
      // data (fixtures.ts). With one shop and one journey at a time, the project's 45 journeys
      // (164 s) ran last, alone, with the other worker idle (full run on 2026-12-04).
      workers: SERVER_COUNT,
    },
    {
      // The prerendered pages as they are before (or without) their script.
      name: 'no-javascript',
      testMatch: /no-js\/.*\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        javaScriptEnabled: false,
      },
    },
    {
      name: 'storybook',
      testMatch: /storybook-subpath/,
      use: { baseURL: `http://127.0.0.1:${storybookPort}` },
    },
  ],
  webServer: [
    {
      // Zero latency keeps journeys quick; one journey checks behaviour under the default 400 ms.
      command: `npx vite preview --port ${appPort} --strictPort --host 127.0.0.1`,
      url: appURL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // The server project's two servers, in this order (Playwright starts each once the one before
    // answers): the first builds the app and the server, the second runs that build.
    server(0, 'node tools/serve.mjs'),
    server(1, 'node tools/serve.mjs --no-build'),
    {
      command: `node tools/serve-static.mjs storybook-static ${storybookPort} /storybook/`,
      url: `http://127.0.0.1:${storybookPort}/storybook/iframe.html`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
