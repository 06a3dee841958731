/**
 * The journeys' own check (fixtures.ts `pageErrors`): an error a page throws and nobody catches, or
 * logs, fails the journey; one the journey expects and the browser's line for a failed request do
 * not. Each test here empties the list once it has checked it, so the check itself passes.
 */
import { expect, FAILED_RESOURCE, test } from './fixtures';
import { waitForBackend } from './helpers/backend';
import { loginAsGuest } from './helpers/shop';

test.describe('a journey that expects one error', () => {
  test.use({ expectedPageErrors: /^expected on purpose$/ });

  test('collects what the page throws or logs, not what it expects nor a failed request', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/');
    // A 404 the page asks for: the browser logs a line for it, which is not the page's error.
    await page.route('**/missing-on-purpose', (route) => route.fulfill({ status: 404 }));
    const failedRequest = page.waitForEvent('console', (message) =>
      FAILED_RESOURCE.test(message.text()),
    );
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('thrown on purpose');
      });
      void Promise.reject(new Error('rejected on purpose'));
      console.error('logged on purpose');
      console.error('expected on purpose');
      void fetch('/missing-on-purpose');
    });
    await failedRequest;
    await expect.poll(() => pageErrors.length).toBe(3);
    expect([...pageErrors].sort()).toEqual([
      expect.stringMatching(/^console\.error: logged on purpose\b/),
      expect.stringMatching(/^uncaught: Error: rejected on purpose/),
      expect.stringMatching(/^uncaught: Error: thrown on purpose/),
    ]);
    pageErrors.length = 0;
  });
});

test('a failed update check of the mock worker is not the page’s error; any other rejection is', async ({
  page,
  pageErrors,
}) => {
  // Signing in starts the shop's back end (a visitor's page starts it only when it needs it).
  await loginAsGuest(page);
  await waitForBackend(page);
  // MSW leaves `registration.update()` unhandled as it starts; Chromium once rejected it so in a
  // journey (2026-12-04), which then failed on it. The same rejection, by Chromium's words, with
  // the shop's back end started (mocks/worker-update.ts), and one that is the page's.
  const origin = new URL(page.url()).origin;
  await page.evaluate((at) => {
    void Promise.reject(
      new TypeError(
        `Failed to update a ServiceWorker for scope ('${at}/') with script ('${at}/mockServiceWorker.js'): Not found`,
      ),
    );
    void Promise.reject(new TypeError('rejected on purpose'));
  }, origin);
  await expect.poll(() => pageErrors.length).toBe(1);
  expect(pageErrors).toEqual([expect.stringMatching(/^uncaught: TypeError: rejected on purpose/)]);
  pageErrors.length = 0;
});
