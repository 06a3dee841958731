/**
 * The error screen (docs/shop/screens.md, Not found and error screens): when a screen cannot load,
 * as when its lazy chunk fails after a deploy or on a flaky connection, the layout shows
 * 'Unexpected Application Error!' with a way home, and the shop works again from there.
 */
import type { Page, Route } from '@playwright/test';
import { expect, fastBackend, test } from '../fixtures';

// What the broken chunk throws, as React and the app's boundaries log it (src/app/error-boundary.tsx,
// src/app/start.tsx); any other error still fails.
test.use({
  expectedPageErrors:
    /Simulated broken products chunk|Failed to fetch dynamically imported module: \S+\/assets\/products-/,
});

/**
 * The listing's lazy route chunk (src/app/routes/products.tsx → /assets/products-<hash>.js). Routed
 * on the context: once the MSW worker controls the page, it fetches assets itself, and only the
 * context's routes see a service worker's requests.
 */
const PRODUCTS_CHUNK = /\/assets\/products-[\w-]+\.js$/;

const BREAKAGES = [
  {
    kind: 'a chunk that throws when it runs',
    fail: (route: Route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'throw new Error("Simulated broken products chunk");',
      }),
  },
  { kind: 'a chunk that never arrives', fail: (route: Route) => route.abort('failed') },
] as const;

async function expectErrorScreen(page: Page) {
  const screen = page.getByRole('alert').filter({
    has: page.getByRole('heading', { name: 'Unexpected Application Error!' }),
  });
  await expect(screen).toBeVisible();
  // The shell around it still works: the navbar is there.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  return screen;
}

test.beforeEach(async ({ page }) => {
  await fastBackend(page);
});

for (const { kind, fail } of BREAKAGES) {
  test(`${kind}: the error screen leads home and the shop recovers`, async ({
    page,
    context,
    checkA11y,
  }) => {
    let broken = true;
    await context.route(PRODUCTS_CHUNK, (route) => (broken ? fail(route) : route.continue()));

    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'All products' })
      .click();
    await expect(page).toHaveURL(/\/products$/);
    const screen = await expectErrorScreen(page);
    if (kind === 'a chunk that throws when it runs')
      await expect(screen).toContainText('Simulated broken products chunk');
    await checkA11y();

    // The way back: a full load of home, so the failed import is not remembered.
    broken = false;
    await screen.getByRole('link', { name: 'Go to Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(
      0,
    );
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'All products' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: /Showing All Products/ }),
    ).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  });
}

test('Try again on a screen whose chunk failed loads it, once the chunk can be had', async ({
  page,
  context,
}) => {
  let broken = true;
  await context.route(PRODUCTS_CHUNK, (route) =>
    broken ? route.abort('failed') : route.continue(),
  );
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'All products' })
    .click();
  const screen = await expectErrorScreen(page);
  // The connection is back: Try again (not only Go to Homepage) brings the screen.
  broken = false;
  await screen.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: /Showing All Products/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
});

test('opening a broken screen directly shows the error screen, and home works', async ({
  page,
  context,
}) => {
  await context.route(PRODUCTS_CHUNK, (route) => route.abort('failed'));
  await page.goto('/products?category=Makeup');
  const screen = await expectErrorScreen(page);
  await screen.getByRole('link', { name: 'Go to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
  await expect(page.getByRole('main')).not.toBeEmpty();
});
