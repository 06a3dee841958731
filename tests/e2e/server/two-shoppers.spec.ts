/**
 * Server mode: two shoppers in two browsers share one shop. Each sees only their own cart and
 * orders; a product an admin marks out of stock through the back-end console is out of stock for
 * both. (Project `server`: the real server, not a simulated back end in each page.)
 */
import type { Browser, Page } from '@playwright/test';
import { expect, liveNavigation, test } from '../fixtures';
import { answerTo, callApi } from '../helpers/backend';
import { E2E_ADMIN_TOKEN } from '../helpers/server';
import { cartLine, GUEST, loginAsGuest, openCart, PRODUCTS, toast } from '../helpers/shop';

async function shopperPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // Its first click on a prerendered page waits for the page to come alive, as with the fixture's.
  return liveNavigation(await context.newPage());
}

/** The product detail's own article (related products follow it). */
const detail = (page: Page) => page.getByRole('article').first();

async function addFromDetail(page: Page, productId: string) {
  await page.goto(`/products/${productId}`);
  await detail(page).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(detail(page).getByRole('button', { name: 'Go to Cart' })).toBeVisible();
}

test('two shoppers share one shop: their own carts and orders, one catalogue', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const aanya = await shopperPage(browser);
  const ravi = await shopperPage(browser);

  // Aanya is the guest account; Ravi signs up in his own browser.
  await loginAsGuest(aanya);
  await ravi.goto('/signup');
  await ravi.getByLabel('First name').fill('Ravi');
  await ravi.getByLabel('Last name').fill('Menon');
  await ravi.getByLabel('Email address').fill('ravi.menon@example.com');
  await ravi.getByLabel('Password', { exact: true }).fill('ravi1234');
  await ravi.getByLabel('Confirm password').fill('ravi1234');
  await ravi.getByRole('button', { name: 'Signup' }).click();
  await expect(toast(ravi, 'Signup successful!')).toBeVisible();
  await expect.poll(() => ravi.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await addFromDetail(aanya, PRODUCTS.kajal.id);
  await addFromDetail(ravi, PRODUCTS.toner.id);

  await openCart(aanya);
  await expect(cartLine(aanya, PRODUCTS.kajal.name)).toBeVisible();
  await expect(cartLine(aanya, PRODUCTS.toner.name)).toHaveCount(0);
  await openCart(ravi);
  await expect(cartLine(ravi, PRODUCTS.toner.name)).toBeVisible();
  await expect(cartLine(ravi, PRODUCTS.kajal.name)).toHaveCount(0);

  // Aanya orders (order first: the server prices a pending order); Ravi's history stays empty.
  const addresses = await callApi<{ addresses: { id: string; houseNumber: string }[] }>(
    aanya,
    '/api/user/addresses',
  );
  const address = addresses.body.addresses.find((a) => a.houseNumber === GUEST.address);
  const placed = await callApi(aanya, '/api/user/orders', {
    method: 'POST',
    body: { addressId: address?.id, idempotencyKey: 'two-shoppers' },
  });
  expect(placed.status).toBe(201);
  await aanya.goto('/account-details/orderHistory');
  await expect(aanya.getByText(PRODUCTS.kajal.name).first()).toBeVisible();
  await ravi.goto('/account-details/orderHistory');
  await expect(ravi.getByText('Looks like your order is empty!')).toBeVisible();
  await openCart(ravi);
  await expect(cartLine(ravi, PRODUCTS.toner.name)).toBeVisible();

  // An admin sets the eyeliner's units on hand to 0 with the console's Stock tool.
  const admin = await shopperPage(browser);
  await admin.goto('/mockman');
  const console_ = admin.getByRole('complementary', { name: 'Back-end console' });
  await console_.getByLabel('Admin token').fill(E2E_ADMIN_TOKEN);
  await console_.getByRole('button', { name: 'Unlock console' }).click();
  await expect(console_.getByRole('button', { name: 'Export' })).toBeVisible();
  await console_.getByLabel('Product id').fill(PRODUCTS.eyeliner.id);
  await console_.getByLabel('Units on hand').fill('0');
  const stockSet = answerTo(admin, 'PATCH', `/api/_console/products/${PRODUCTS.eyeliner.id}`);
  await console_.getByRole('button', { name: 'Set stock' }).click();
  expect((await stockSet).status()).toBe(200);

  for (const shopper of [aanya, ravi]) {
    await shopper.goto(`/products/${PRODUCTS.eyeliner.id}`);
    await expect(detail(shopper).getByText('Out of Stock')).toBeVisible();
    await expect(detail(shopper).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  }
  // Both accounts and their carts are as they were: Ravi's toner is still his.
  await openCart(ravi);
  await expect(cartLine(ravi, PRODUCTS.toner.name)).toBeVisible();

  for (const page of [aanya, ravi, admin]) await page.context().close();
});
