/**
 * End-to-end journeys against the production build (`vite preview`) with the MSW worker answering,
 * in Debian's Chromium (never a downloaded browser). Also serves the static Storybook under a
 * sub-path to prove its worker is found there.
 */
import { defineConfig, devices } from '@playwright/test';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Ports can be moved so that two checkouts on one machine can run their journeys side by side.
const appPort = Number(process.env.E2E_PORT ?? 4173);
const storybookPort = Number(process.env.E2E_STORYBOOK_PORT ?? 6008);
const appURL = `http://127.0.0.1:${appPort}`;
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
  reporter: [['list']],
  use: {
    baseURL: appURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: [/storybook-subpath/, /no-js\//],
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
    {
      command: `node scripts/serve-static.mjs storybook-static /storybook/ ${storybookPort}`,
      url: `http://127.0.0.1:${storybookPort}/storybook/iframe.html`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
