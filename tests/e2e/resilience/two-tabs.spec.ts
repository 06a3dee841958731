/**
 * Two tabs of one browser changing the same cart. What the app does: each tab runs its own
 * copy of the simulated back end over one localStorage store, and a tab's back end drops its copy on
 * the other tab's storage event, so the server side is always current. On screen, a tab announces
 * every change the server accepted (BroadcastChannel) and the other tabs re-read; a tab coming back
 * to the front re-reads its cart; and every cart answer carries the whole cart. When a stale tab asks
 * for something the other tab already did, the refusal must also leave it showing the server's cart.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, fastBackend, liveNavigation, test } from '../fixtures';
import {
  answerTo,
  callApi,
  incrementOnServer,
  seedCart,
  server,
  serverCartLines,
} from '../helpers/backend';
import {
  addressSummary,
  cartLine,
  expectNavCount,
  expectToast,
  loginAsGuest,
  NEW_ADDRESS,
  openAddressBook,
  openCart,
  openProducts,
  PRODUCTS,
  productCard,
  shownAddresses,
  shownCartLines,
} from '../helpers/shop';

const { kajal, toner } = PRODUCTS;

/** A second tab in the same browser (same storage, so the same session and store). */
async function secondTab(context: BrowserContext): Promise<Page> {
  const page = liveNavigation(await context.newPage());
  await fastBackend(page);
  return page;
}

test.beforeEach(async ({ page }) => {
  await fastBackend(page);
  await loginAsGuest(page);
  await seedCart(page, kajal.id);
});

test("each tab's next cart change brings in what the other tab changed", async ({
  page,
  context,
  checkA11y,
}) => {
  await seedCart(page, toner.id);
  const other = await secondTab(context);
  await openCart(page);
  await openCart(other);
  const both = [`${kajal.name} × 1`, `${toner.name} × 1`];
  expect(await shownCartLines(other)).toEqual(both);
  const increase = (tab: Page) =>
    cartLine(tab, kajal.name)
      .getByRole('button', { name: `Increase quantity of ${kajal.name}` })
      .click();

  // Tab 1 raises the kajal to 2 (tab 2 hears of it, or learns it from its next answer).
  await increase(page);
  await expect
    .poll(() => serverCartLines(page))
    .toEqual([`${kajal.name} × 2`, `${toner.name} × 1`]);

  // Tab 2 removes the toner: its answer carries tab 1's kajal × 2 too.
  await other.bringToFront();
  await cartLine(other, toner.name).getByRole('button', { name: 'Remove From Cart' }).click();
  await expect.poll(() => shownCartLines(other)).toEqual([`${kajal.name} × 2`]);
  await expectNavCount(other, 'Cart', 1);

  // Tab 1's next change answers with tab 2's removal: both tabs and the server agree.
  await page.bringToFront();
  await increase(page);
  const expected = [`${kajal.name} × 3`];
  await expect.poll(() => shownCartLines(page)).toEqual(expected);
  await expectNavCount(page, 'Cart', 1);
  expect(await serverCartLines(page)).toEqual(expected);
  await checkA11y(other);
});

// A tab is stale only when nobody told it: the change below comes from another device (a direct
// API call, which no tab announces), then this tab acts on what it still shows.

test('a stale tab adding what another device already added ends up showing the server cart', async ({
  page,
  context,
}) => {
  const other = await secondTab(context);
  await openProducts(page);
  const cartLoaded = answerTo(other, 'GET', '/api/user/cart');
  await openProducts(other);
  await cartLoaded;

  await seedCart(page, toner.id);
  expect(await serverCartLines(page)).toContain(`${toner.name} × 1`);

  // Tab 2 still shows Add to Cart for the toner; the server refuses the duplicate (409).
  await other.bringToFront();
  const card = productCard(other, toner.name);
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expectToast(other, 'Could not add to cart. This product is already in your cart.');
  // After the refusal the tab must show what the server holds: the toner is in the cart.
  await expect(card.getByRole('button', { name: 'Go to Cart' })).toBeVisible();
  await expectNavCount(other, 'Cart', 2);
});

test('a stale tab changing a line another device removed ends up showing the server cart', async ({
  page,
  context,
}) => {
  await seedCart(page, toner.id);
  const other = await secondTab(context);
  await openCart(page);
  await openCart(other);

  expect((await callApi(page, `/api/user/cart/${toner.id}`, { method: 'DELETE' })).status).toBe(
    200,
  );
  expect(await serverCartLines(page)).toEqual([`${kajal.name} × 1`]);

  await other.bringToFront();
  await cartLine(other, toner.name)
    .getByRole('button', { name: `Increase quantity of ${toner.name}` })
    .click();
  await expectToast(other, 'Could not change the quantity. This product is not in your cart.');
  await expect.poll(() => shownCartLines(other)).toEqual([`${kajal.name} × 1`]);
  await expectNavCount(other, 'Cart', 1);
});

test("a tab shows the other tab's accepted change without being touched", async ({
  page,
  context,
}) => {
  const other = await secondTab(context);
  await openCart(page);
  await openCart(other);

  await cartLine(page, kajal.name)
    .getByRole('button', { name: `Increase quantity of ${kajal.name}` })
    .click();
  await expect.poll(() => serverCartLines(page)).toEqual([`${kajal.name} × 2`]);

  // The first tab announced its accepted change; the second re-reads its cart on its own.
  await expect.poll(() => shownCartLines(other), { timeout: 5_000 }).toEqual([`${kajal.name} × 2`]);
  await expectNavCount(other, 'Cart', 1);
});

test('a tab brought back to the front re-reads a cart changed elsewhere', async ({
  page,
  context,
}) => {
  const other = await secondTab(context);
  await openCart(other);
  // A change the app never saw (another device, a direct API call): no tab announced it.
  await openProducts(page);
  await incrementOnServer(page, kajal.id);
  expect(await serverCartLines(page)).toEqual([`${kajal.name} × 2`]);
  expect(await shownCartLines(other)).toEqual([`${kajal.name} × 1`]);

  // What a shopper switching back to a tab causes: the page becomes visible again.
  await other.bringToFront();
  await other.evaluate(() =>
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
  );
  await expect.poll(() => shownCartLines(other), { timeout: 5_000 }).toEqual([`${kajal.name} × 2`]);
});

test('a stale tab deleting an address another device deleted ends up showing the server book', async ({
  page,
  context,
}) => {
  const added = await callApi<{ addresses: { id: string; userName: string }[] }>(
    page,
    '/api/user/addresses',
    {
      method: 'POST',
      body: { address: NEW_ADDRESS },
    },
  );
  expect(added.status).toBe(201);
  const other = await secondTab(context);
  await openAddressBook(page);
  await openAddressBook(other);
  const kabir = (tab: Page) => tab.getByRole('article', { name: 'Address of Kabir Mehta' });

  const kabirId = added.body.addresses.find((a) => a.userName === NEW_ADDRESS.userName)?.id;
  expect(kabirId).toBeTruthy();
  expect((await callApi(page, `/api/user/addresses/${kabirId}`, { method: 'DELETE' })).status).toBe(
    200,
  );

  await other.bringToFront();
  await kabir(other).getByRole('button', { name: 'Delete' }).click();
  await other.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(other, /^Could not delete the address\. No address has the id/);
  // The refusal says the address is gone: the tab must stop showing it.
  await expect(kabir(other)).toHaveCount(0);
  expect(await shownAddresses(other)).toEqual((await server.addresses(other)).map(addressSummary));
});
