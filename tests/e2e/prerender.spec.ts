/**
 * Prerendered pages come alive without a seam: each hydrates with no React hydration error (the
 * automatic `hydrationErrors` check in fixtures.ts fails the test otherwise), and a URL with its own
 * state (filters, a page, a signed-in session) shows that state right after, never an empty page.
 */
import type { Browser } from '@playwright/test';
import { expect, fastBackend, test } from './fixtures';
import { loginAsGuest, toast } from './helpers/shop';

const PRODUCT_ID = '8332f751-1305-49a0-83c2-c25138bd44cc';

test.beforeEach(async ({ page }) => {
  await fastBackend(page);
});

for (const path of [
  '/',
  '/products',
  `/products/${PRODUCT_ID}`,
  '/login',
  '/signup',
  '/mockman',
  '/page-not-found',
]) {
  test(`${path} is served prerendered and hydrates without a mismatch`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain('id="glamour-prerendered"');
    expect(html).toMatch(/<div id="root"><[a-z]/);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  });
}

test('a filtered URL hydrates the first page, then shows its own products without emptying', async ({
  page,
}) => {
  // Every frame of the listing, from the HTML to the filtered list: the grid is never empty and
  // never a skeleton.
  await page.addInitScript(() => {
    const seen: number[] = [];
    (window as unknown as { cardCounts: number[] }).cardCounts = seen;
    const sample = () => {
      seen.push(document.querySelectorAll('main article').length);
      requestAnimationFrame(sample);
    };
    document.addEventListener('DOMContentLoaded', sample);
  });
  await page.goto('/products?category=Makeup&sort=LTH');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Showing All Products (8 products)',
  );
  const counts = await page.evaluate(
    () => (window as unknown as { cardCounts: number[] }).cardCounts,
  );
  expect(counts.length).toBeGreaterThan(0);
  expect(Math.min(...counts)).toBeGreaterThan(0);
  await expect(page.getByRole('checkbox', { name: /Makeup/ })).toBeChecked();
});

test('a signed-in shopper hydrates the prerendered page, then sees their own navbar', async ({
  page,
}) => {
  await loginAsGuest(page);
  await page.goto('/products');
  await expect(page.getByRole('link', { name: /Hi, Aanya|Aanya/ }).first()).toBeVisible();
});

/**
 * A tab on `path` whose runtime is held back until `release()`: its prerendered buttons and fields
 * show, but no code is behind them yet. Without a service worker, or the route would not see the
 * request (a visitor's press and a search need no back end before the runtime runs).
 */
async function heldBack(browser: Browser, baseURL: string | undefined, path: string) {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const tab = await context.newPage();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await tab.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await tab.goto(path, { waitUntil: 'domcontentloaded' });
  return { context, tab, release };
}

test('a press before the app runs is kept and lands once the page is live', async ({
  browser,
  baseURL,
}) => {
  const { context, tab, release } = await heldBack(browser, baseURL, `/products/${PRODUCT_ID}`);
  // The product's own button (its related products have theirs further down).
  await tab.getByRole('button', { name: 'Add to Cart' }).first().click();
  // Kept, and said so (the cursor), while the code is on its way.
  await expect(tab.locator('html')).toHaveAttribute('data-waking', '');
  await expect(tab.locator('html')).not.toHaveAttribute('data-hydrated', '');

  release();
  await expect(tab.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(tab.locator('html')).not.toHaveAttribute('data-waking', '');
  // The press landed: a visitor's Add to Cart asks to log in (docs/shop/rules.md, Route access).
  await expect(tab).toHaveURL(/\/login$/);
  await expect(toast(tab, 'Please login to proceed!')).toBeVisible();
  await context.close();
});

test('a filter ticked before the app runs is kept and applied once the page is live', async ({
  browser,
  baseURL,
}) => {
  const { context, tab, release } = await heldBack(browser, baseURL, '/products');
  await tab.setViewportSize({ width: 1280, height: 800 });
  const makeup = tab
    .getByRole('complementary', { name: 'Filters' })
    .getByRole('checkbox', { name: /^Makeup/ });
  // By its label, as most shoppers tick a filter.
  await tab.getByRole('complementary', { name: 'Filters' }).getByText('Makeup').click();
  // Kept for the app, not ticked by the page alone (React would untick it as it took over).
  await expect(tab.locator('html')).toHaveAttribute('data-waking', '');
  await expect(makeup).not.toBeChecked();

  release();
  await expect(tab.locator('html')).toHaveAttribute('data-hydrated', '');
  // The app acted on it: the filter is in the URL (this tab has no back end to list by it).
  await expect(tab).toHaveURL(/\?category=Makeup$/);
  await expect(makeup).toBeChecked();
  await context.close();
});

test('text typed before the app runs is kept: the search goes on from it', async ({
  browser,
  baseURL,
}) => {
  const { context, tab, release } = await heldBack(browser, baseURL, '/');
  const search = tab.getByRole('combobox', { name: 'Search products' });
  await search.click();
  await tab.keyboard.type('kajal');
  await expect(tab.locator('html')).not.toHaveAttribute('data-hydrated', '');

  release();
  await expect(tab.locator('html')).toHaveAttribute('data-hydrated', '');
  // React took the field over without wiping it, and the search ran as if typed now.
  await expect(search).toHaveValue('kajal');
  await expect(tab).toHaveURL(/\/products\?q=kajal$/);
  await context.close();
});

test('a first visit asks the back end nothing: the seed on the page is what it would answer', async ({
  page,
}) => {
  // The page's data is the seed the build rendered; an in-page back end with no saved store would
  // answer the same, so the app neither asks again nor starts it (`startsFromTheSeed`, backend/simulation/settings.ts) until the
  // shopper asks for something new. (With a saved store or ?catalog=N it asks at once: the
  // generated-catalogue journeys show that.)
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
  });
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Showing All Products (25 products)',
  );
  // Something new: the back end starts for it. A call queued at start (the page's own data asked
  // again) would have gone out first, as both wait for the same start.
  await page.getByRole('checkbox', { name: /Makeup/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Showing All Products (8 products)',
  );
  expect(asked.length).toBeGreaterThan(0);
  expect(asked[0]).toMatch(/^\/api\/products\?.*category=Makeup/);
  expect(asked).not.toContain('/api/categories');
});
