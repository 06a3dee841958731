/**
 * Prerendered pages come alive without a seam: each hydrates with no React hydration error (the
 * automatic `hydrationErrors` check in fixtures.ts fails the test otherwise), and a URL with its own
 * state (filters, a page, a signed-in session) shows that state right after, never an empty page.
 */
import { expect, fastBackend, test } from './fixtures';
import { loginAsGuest } from './helpers/shop';

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
