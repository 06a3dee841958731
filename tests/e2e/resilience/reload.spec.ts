/**
 * A reload in the middle of a flow loses nothing: cart lines, wishlist entries and the
 * listing's filters (kept in the URL) come back; checkout still shows the cart; a half-typed address
 * may be lost but saved addresses are not; a change still in flight when the page goes away leaves
 * page and server agreeing after the reload.
 */
import { expect, fastBackend, test } from '../fixtures';
import { inServerProject } from '../helpers/server';
import {
  answerTo,
  seedCart,
  server,
  serverCartLines,
  serverWishlistNames,
  setFailures,
} from '../helpers/backend';
import {
  addressSummary,
  cartLine,
  expectNavCount,
  expectToast,
  fillAddress,
  loginAsGuest,
  NEW_ADDRESS,
  openAddressBook,
  openCart,
  openProducts,
  PRODUCTS,
  productCard,
  shownAddresses,
  shownCartLines,
  shownCheckoutLines,
} from '../helpers/shop';

const { kajal, toner, eyeliner } = PRODUCTS;

test.beforeEach(async ({ page }) => {
  await fastBackend(page);
  await loginAsGuest(page);
});

test('filters in the URL, cart and wishlist survive a reload of the listing', async ({ page }) => {
  await openProducts(page);
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('checkbox', { name: /^Makeup/ }).click();
  await filters.getByRole('radio', { name: 'Low To High' }).click();
  await expect(page).toHaveURL(/category=Makeup/);
  await expect(page).toHaveURL(/sort=LTH/);
  const count = page.getByRole('heading', { level: 1, name: /Showing All Products/ });
  const countText = await count.textContent();

  await productCard(page, kajal.name).getByRole('button', { name: 'Add to Cart' }).click();
  await productCard(page, eyeliner.name).getByRole('button', { name: 'Add to wishlist' }).click();
  await expectNavCount(page, 'Cart', 1);
  await expectNavCount(page, 'Wishlist', 1);
  await expect.poll(() => serverCartLines(page)).toEqual([`${kajal.name} × 1`]);
  await expect.poll(() => serverWishlistNames(page)).toEqual([eyeliner.name]);
  const url = page.url();

  const cartLoaded = answerTo(page, 'GET', '/api/user/cart');
  await page.reload();
  await cartLoaded;
  expect(page.url()).toBe(url);
  await expect(filters.getByRole('checkbox', { name: /^Makeup/ })).toBeChecked();
  await expect(filters.getByRole('radio', { name: 'Low To High' })).toBeChecked();
  await expect(count).toHaveText(countText ?? '');
  await expect(
    productCard(page, kajal.name).getByRole('button', { name: 'Go to Cart' }),
  ).toBeVisible();
  await expect(
    productCard(page, eyeliner.name).getByRole('button', { name: 'Remove from wishlist' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expectNavCount(page, 'Cart', 1);
  await expectNavCount(page, 'Wishlist', 1);
});

test('the cart screen and checkout show the same cart after a reload', async ({ page }) => {
  await seedCart(page, kajal.id, toner.id);
  await openCart(page);
  const line = cartLine(page, kajal.name);
  await line.getByRole('button', { name: `Increase quantity of ${kajal.name}` }).click();
  await expect(line.locator('output')).toHaveText('2');
  const expected = [`${kajal.name} × 2`, `${toner.name} × 1`];
  await expect.poll(() => serverCartLines(page)).toEqual(expected);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart (2)' })).toBeVisible();
  expect(await shownCartLines(page)).toEqual(expected);

  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect.poll(() => shownCheckoutLines(page)).toEqual(expected);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect.poll(() => shownCheckoutLines(page)).toEqual(expected);
  // The first saved address is still chosen for delivery.
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(
    '42, Rose Villa, MG Road',
  );
});

test('a change in flight when the page reloads leaves page and server agreeing', async ({
  page,
}) => {
  await seedCart(page, kajal.id);
  await openCart(page);
  // The back end lives in the page: a reload while it waits out its latency drops the call. A real
  // server simulates no latency, so there the call is held on its way out until the reload drops
  // it. Which way it goes does not matter; that the page then shows what the server holds does.
  if (inServerProject()) await page.route('**/api/user/cart/*', () => undefined);
  else await setFailures(page, {}, 1500);
  const line = cartLine(page, kajal.name);
  await line.getByRole('button', { name: `Increase quantity of ${kajal.name}` }).click();
  await expect(line.locator('output')).toHaveText('2');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart (1)' })).toBeVisible();
  const shown = await shownCartLines(page);
  expect(await serverCartLines(page)).toEqual(shown);
});

test('a half-typed address may be lost on reload, saved addresses are not', async ({ page }) => {
  await openAddressBook(page);
  await page.getByRole('button', { name: 'Add New Address' }).click();
  const add = page.getByRole('form', { name: 'Add new address' });
  await fillAddress(add, NEW_ADDRESS);
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expectToast(page, 'New Address is added successfully!');

  // Start another address and an edit, then reload before saving either.
  await page.getByRole('button', { name: 'Add New Address' }).click();
  await fillAddress(add, { userName: 'Half Typed', city: 'Pune' });
  const saved = (await server.addresses(page)).map(addressSummary);
  expect(saved).toHaveLength(2);

  await page.reload();
  await expect(page.getByRole('article', { name: 'Address of Kabir Mehta' })).toBeVisible();
  expect(await shownAddresses(page)).toEqual(saved);
  expect((await server.addresses(page)).map(addressSummary)).toEqual(saved);
  await expect(page.getByRole('article', { name: 'Address of Half Typed' })).toHaveCount(0);
});

test('leaving a page while the saved session is being checked keeps the shopper signed in', async ({
  page,
}) => {
  // A slow back end (?latency beats the test's 0) keeps the check in flight long enough to leave.
  const checking = page.waitForRequest((request) => request.url().endsWith('/api/auth/me'));
  await page.goto('/?latency=1500');
  await checking;
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty!' })).toBeVisible();
});
