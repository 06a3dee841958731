/**
 * The prerendered pages read with JavaScript off (the `no-javascript` project): what a crawler, a
 * reader mode or a phone still fetching the script gets is the real page, from the seed catalogue.
 * No app code runs here, so this is plain Playwright (axe needs a script on the page).
 */
import { expect, test } from '@playwright/test';

const PRODUCT = {
  id: '8332f751-1305-49a0-83c2-c25138bd44cc',
  name: 'Lakme 9 To 5 Primer + Matte Lipstick - MP8 Rosy Sunday',
};

test('/ shows the offers, the 8 top brands and both first-purchase codes', async ({ page }) => {
  await page.goto('/');
  const offers = page.getByRole('region', { name: 'Offers' });
  await expect(offers.getByRole('group')).toHaveCount(7);
  await expect(offers.getByRole('img').first()).toHaveAttribute('fetchpriority', 'high');
  const brands = page.getByRole('region', { name: 'Top Brands' });
  await expect(brands.getByRole('link')).toHaveCount(8);
  const firstPurchase = page.getByRole('region', { name: 'Offers on your first purchase' });
  await expect(firstPurchase).toContainText('FIRSTGLAM');
  await expect(firstPurchase).toContainText('FIRST200');
  await expect(
    page.getByRole('region', { name: 'Best Sellers' }).getByRole('article'),
  ).not.toHaveCount(0);
});

test('/products names the first products with their prices', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Showing All Products (25 products)',
  );
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(25);
  const first = cards.first();
  await expect(first.locator('h3')).not.toHaveText('');
  await expect(first.locator('[data-slot="price"]')).toContainText('₹');
  await expect(first.locator('img')).toHaveAttribute('fetchpriority', 'high');
  await expect(page.getByRole('complementary', { name: 'Filters' })).toContainText('Makeup');
});

test('a product page shows its name, price and stock', async ({ page }) => {
  await page.goto(`/products/${PRODUCT.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT.name);
  await expect(page.locator('main [data-slot="price"]').first()).toContainText('₹');
  await expect(page.getByRole('main')).toContainText(/in stock|out of stock/i);
  await expect(page.getByRole('img', { name: PRODUCT.name })).toHaveAttribute(
    'fetchpriority',
    'high',
  );
});

test('the login, signup, back-end console and not-found pages are there', async ({ page }) => {
  for (const [path, heading] of [
    ['/login', 'Login'],
    ['/signup', 'Signup'],
    ['/mockman', 'Mockman'],
    ['/page-not-found', 'Looks like page is not found!'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  // Before the script runs a login form posts: the password never goes into the URL.
  await page.goto('/login');
  await expect(page.getByRole('form', { name: 'Login' })).toHaveAttribute('method', 'post');
});

// Chromium raises a picture it finds in view to high priority unless the page says low, and
// whether it finds one in view before asking for it hangs on when the first layout happens: only the
// page's largest picture may be high, every other picture of its first screen says low.
for (const path of ['/', '/products', `/products/${PRODUCT.id}`]) {
  test(`${path}: one picture asked for at high priority, the rest low or lazy`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
    const others = await page.locator('img:not([fetchpriority="high"])').evaluateAll((images) =>
      images
        .filter((image) => image.getAttribute('fetchpriority') !== 'low')
        .filter((image) => image.getAttribute('loading') !== 'lazy')
        .map((image) => image.getAttribute('src')),
    );
    expect(others).toEqual([]);
    await expect(page.getByRole('link', { name: 'Glamour home' }).locator('img')).toHaveAttribute(
      'fetchpriority',
      'low',
    );
  });
}

test('a page that depends on the session (/cart) gets the empty app shell, never the prerendered home', async ({
  page,
}) => {
  await page.goto('/cart');
  await expect(page.locator('#root')).toBeEmpty();
  await expect(page.getByRole('region', { name: 'Offers' })).toHaveCount(0);
});
