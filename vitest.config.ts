import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import { diffDir, forgetScreenshotMismatch, screenshotDir } from './.storybook/visual-paths';
import viteConfig from './vite.config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];

// In-memory PGlite databases start from one dump of a freshly made database instead of each
// running initdb (1.4-2.6 s each, about 40 of them in these two projects): tests/unit/support.
const pgliteFromTemplate = {
  globalSetup: ['tests/unit/support/pglite-template.global.ts'],
  setupFiles: ['tests/unit/support/pglite-template.ts'],
};

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // `--changed` (npm run test:stories:changed) runs the test files whose imports reach a changed
      // file. These reach every story without being imported by a story file (the preview, its
      // loaders and screenshot code, the back end and MSW set-up it loads, the CSS): a change to
      // one runs everything.
      forceRerunTriggers: [
        ...configDefaults.forceRerunTriggers,
        '**/.storybook/**',
        '**/backend/**',
        '**/mocks/**',
        '**/src/**/*.css',
      ],
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['tests/unit/**/*.test.{ts,tsx}'],
            // Their own project (below): they attack the built server process.
            exclude: ['tests/unit/server/security/**'],
            // Property-based suites fire hundreds of requests; a loaded 2-core machine needs headroom.
            testTimeout: 30_000,
            // Two files at a time even on 2 cores, where Vitest would run one: most of these files
            // wait on a child process (a server, PostgreSQL, an SMTP stand-in) more than they
            // compute. 159 files, alone on an idle 2-core machine (2026-12-02): 597 s with one,
            // 383 s with two. UNIT_WORKERS overrides.
            maxWorkers: Number(process.env.UNIT_WORKERS) || Math.max(2, availableParallelism() - 1),
            ...pgliteFromTemplate,
            // The server built once for the files that run server processes (built-process.ts).
            globalSetup: [
              ...pgliteFromTemplate.globalSetup,
              'tests/unit/server/server-build.global.ts',
            ],
          },
        },
        {
          // The handler tests again, over real HTTP against the server (Hono + PGlite), not msw/node.
          // (scenarios.test.ts swaps MSW handler sets at run time: there is nothing to swap there.)
          extends: true,
          test: {
            name: 'server-http',
            environment: 'node',
            include: [
              'tests/unit/backend/{addresses-orders,after-sale,auth,cart-wishlist,catalogue,console,guests,orders,properties,readme-api,reviews,stock}.test.ts',
            ],
            env: { GLAMOUR_TEST_TARGET: 'server' },
            testTimeout: 30_000,
            ...pgliteFromTemplate,
          },
        },
        {
          // The security suite: every attack on the built server process (what `npm run serve`
          // runs), on PGlite and on a throwaway PostgreSQL. tests/unit/server/security/shop.ts.
          extends: true,
          test: {
            name: 'security',
            environment: 'node',
            include: ['tests/unit/server/security/**/*.test.ts'],
            globalSetup: ['tests/unit/server/security/global-setup.ts'],
            testTimeout: 60_000,
            hookTimeout: 180_000,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
          optimizeDeps: {
            // Libraries the app imports lazily: found only mid-run otherwise, and Vite's re-optimising
            // then reloads the page under a running story.
            include: [
              // The stories' back end (stories/support/backend.ts): the API app and what it uses,
              // bundled before the first story so a cold run never re-optimises under one.
              '@hono/zod-validator',
              'hono',
              'hono/body-limit',
              'hono/factory',
              'hono/http-exception',
              'hono/request-id',
              'hono/route',
              'jose',
              'embla-carousel',
              'embla-carousel-autoplay',
              'msw',
              'msw/browser',
              'msw-storybook-addon/csf3',
              'react-dom/client',
              // The sprite story renders the build's sprite (src/ui/icon-sprite.server.tsx).
              'react-dom/server',
              'sonner',
              'storybook/internal/core-events',
            ],
          },
          test: {
            name: 'storybook',
            // Story files share one iframe instead of loading a fresh one each (the Storybook
            // runtime, MSW's worker handshake): 193 s instead of 324 s here. Stories stay
            // independent through preview.tsx: a fresh QueryClient and router per story, the
            // back end, its settings and the session reset by a loader, toasts dismissed before each.
            isolate: false,
            // Two pages (each its own browser context: no shared storage) even on 2 cores, where
            // Vitest would open one: with one, the browser (render, play, axe, capture) and Node
            // (decoding and comparing the PNGs) take turns and a core idles; with two they
            // overlap. See docs/testing.md "Tests" for the figures. STORYBOOK_WORKERS overrides.
            maxWorkers:
              Number(process.env.STORYBOOK_WORKERS) || Math.max(2, availableParallelism() - 1),
            setupFiles: ['.storybook/vitest.setup.ts'],
            // A flow takes two screenshots per step on top of its play function: 11-17 s on a quiet
            // machine, 80-90 s when the story step shares two cores with e2e and other jobs. A flow
            // cut off mid-run keeps running in the shared page and spoils its retry's frame size.
            testTimeout: 120_000,
            // On a loaded 2-core CI machine a play function's find can time out once; a real failure
            // (assertion, axe, screenshot) fails again on the retry and still fails the run.
            retry: process.env.CI ? 1 : 0,
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
                // The page around the story frame is larger than any frame, so Vitest never
                // scales the frame down: a story screenshot is at 1 px per CSS px, whole (see
                // .storybook/screenshot.ts, which sizes the frame to the story's height).
                contextOptions: { viewport: { width: 1280, height: 12_000 } },
              }),
              instances: [{ browser: 'chromium' }],
              viewport: { width: 1280, height: 800 },
              screenshotFailures: false,
              commands: { forgetScreenshotMismatch },
              expect: {
                toMatchScreenshot: {
                  comparatorName: 'pixelmatch',
                  // Anti-aliasing differences are ignored; a changed pixel beyond 0.5% of the story fails.
                  comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.005 },
                  resolveScreenshotPath: ({ arg, browserName, platform, ext }) =>
                    path.join(dirname, screenshotDir, `${arg}-${browserName}-${platform}${ext}`),
                  resolveDiffPath: ({ arg, browserName, platform, ext }) =>
                    path.join(dirname, diffDir, `${arg}-${browserName}-${platform}${ext}`),
                },
              },
            },
          },
        },
      ],
    },
  }),
);
