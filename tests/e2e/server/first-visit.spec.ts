/**
 * Server mode: a page the server renders carries data that is current as it is served (a kept page
 * is dropped as soon as anything it shows changes: server/page-cache.ts), so the app starts without
 * asking the API again for what the page shows. Something new (a filter) is the first call it makes.
 * (Project `server`: the real server.)
 */
import { expect, test } from '../fixtures';

test('a first visit asks the API nothing the page already shows', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
  });
  await page.goto('/products');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  // What the app does once it is live, unasked, is done once the browser is idle.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })),
  );
  await page.getByRole('checkbox', { name: /Makeup/ }).click();
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  expect(asked[0]).toMatch(/^\/api\/products\?.*category=Makeup/);
  expect(asked).not.toContain('/api/categories');
});
