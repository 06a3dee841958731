/**
 * Never drop what a shopper did, under the back end's default 400 ms latency: a second click while
 * the first write is on its way counts, a reload right after an optimistic change keeps it (the
 * first click's write or one queued behind it), and a Place Order clicked the moment it shows opens
 * the payment.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  answerTo,
  clearFailures,
  seedCart,
  serverCartLines,
  serverWishlistNames,
  setFailures,
} from '../helpers/backend';
import {
  cartLine,
  expectNavCount,
  expectNoKeptWrites,
  loginAsGuest,
  openCart,
  openProducts,
  PRODUCTS,
  productCard,
  shownCartLines,
  toast,
} from '../helpers/shop';

const { kajal } = PRODUCTS;
const LATENCY_MS = 400;

/** The spec's latency on every load (the journeys' other files run at 0). */
async function specLatency(page: Page): Promise<void> {
  await page.addInitScript((ms) => {
    window.localStorage.setItem('glamour.latency', String(ms));
  }, LATENCY_MS);
}

/**
 * A back end slow enough that a reload right after a click falls before its answer, on a loaded
 * machine too, and a check that it did: whether `POST path` has been answered yet (by the order of
 * events, the worker's answers being the page's responses, not by a clock).
 */
async function reloadBeforeTheAnswer(page: Page, path: string): Promise<() => boolean> {
  await page.addInitScript(() => {
    window.localStorage.setItem('glamour.latency', '2500');
  });
  const listLoaded = answerTo(page, 'GET', path);
  await openProducts(page);
  await listLoaded;
  let answered = false;
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === path && response.request().method() === 'POST')
      answered = true;
  });
  return () => answered;
}

test.beforeEach(async ({ page }) => {
  await specLatency(page);
  await loginAsGuest(page);
});

test('heart, heart again within 100 ms leaves the product out of the wishlist, also after a reload', async ({
  page,
}) => {
  await openProducts(page);
  const heart = productCard(page, kajal.name).getByRole('button', { name: /wishlist$/ });
  // Both clicks land long before the first answer (400 ms): the second must not be dropped.
  await heart.dblclick();
  await expect(heart).toHaveAccessibleName('Add to wishlist');
  await expect.poll(() => serverWishlistNames(page), { timeout: 5_000 }).toEqual([]);
  await expectNavCount(page, 'Wishlist', 0);

  await page.reload();
  await expect(productCard(page, kajal.name)).toBeVisible();
  await expect(heart).toHaveAccessibleName('Add to wishlist');
  await expectNavCount(page, 'Wishlist', 0);
  expect(await serverWishlistNames(page)).toEqual([]);
});

test('heart, heart again, then a reload before the first answer: out of the wishlist after it', async ({
  page,
}) => {
  // The second click waits for the first's answer (same product, sent in order), so for a whole
  // round trip it is only in the page: the reload comes inside that round trip.
  const addAnswered = await reloadBeforeTheAnswer(page, '/api/user/wishlist');
  const heart = productCard(page, kajal.name).getByRole('button', { name: /wishlist$/ });
  await heart.click();
  await expect(heart).toHaveAccessibleName('Remove from wishlist');
  await heart.click();
  await expect(heart).toHaveAccessibleName('Add to wishlist');
  expect(addAnswered(), 'the add was still unanswered when the page reloaded').toBe(false);
  await page.reload();

  // The add reached the back end before the reload; the remove is sent by the new page.
  await expect
    .poll(() => serverWishlistNames(page), { timeout: 20_000, intervals: [250] })
    .toEqual([]);
  await expect(heart).toHaveAccessibleName('Add to wishlist');
  await expectNavCount(page, 'Wishlist', 0);
});

test('Add to Cart, then a reload within 100 ms: the line is in the cart after the reload', async ({
  page,
}) => {
  // The old order, answer first and write after, lost the line here. Beside a build loop the badge
  // once took 2.6 s to show, so the race is checked by the order of events, not by a clock.
  const addAnswered = await reloadBeforeTheAnswer(page, '/api/user/cart');
  await productCard(page, kajal.name).getByRole('button', { name: 'Add to Cart' }).click();
  await expectNavCount(page, 'Cart', 1);
  expect(addAnswered(), 'the add was still unanswered when the page reloaded').toBe(false);
  await page.reload();

  await openCart(page);
  expect(await shownCartLines(page)).toEqual([`${kajal.name} × 1`]);
  expect(await serverCartLines(page)).toEqual([`${kajal.name} × 1`]);
});

test('+ on a cart line, then a reload before its write reaches the back end: the next page sends it', async ({
  page,
}) => {
  // The simulated back end runs in the page: a write still on its way to it (the service worker's
  // round trip, the back end's checks) dies with the page. The console's hang holds the write
  // there for good, so the reload surely falls before the commit; the next page's back end does
  // not hang. A checkout opened right after a last click once lost that click this way.
  await seedCart(page, kajal.id);
  await openCart(page);
  const line = cartLine(page, kajal.name);
  await expect(line.locator('output')).toHaveText('1');
  await setFailures(page, { cart: 'hang' }, LATENCY_MS);
  const sent = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && new URL(request.url()).pathname.endsWith(`/cart/${kajal.id}`),
  );
  await line.getByRole('button', { name: `Increase quantity of ${kajal.name}` }).click();
  await expect(line.locator('output')).toHaveText('2');
  await sent;
  await clearFailures(page, LATENCY_MS);
  await page.reload();

  await expect(cartLine(page, kajal.name).locator('output')).toHaveText('2');
  await expect
    .poll(() => serverCartLines(page), { timeout: 20_000, intervals: [250] })
    .toEqual([`${kajal.name} × 2`]);
  await expectNoKeptWrites(page);
  // Sent once: it stays at two.
  await page.reload();
  await expect(cartLine(page, kajal.name).locator('output')).toHaveText('2');
  expect(await serverCartLines(page)).toEqual([`${kajal.name} × 2`]);
});

// Each attempt is a fresh load of /checkout whose Place Order is clicked as soon as it shows, racing
// the click against the page's start; ten of them, each about 3 s on a quiet machine (with the
// spec's 400 ms latency on every call) and three times that on a busy one. After the cancel, the
// next load clears the page, so the cancelled toast is only seen, not closed.
const ATTEMPTS = 10;

test(`Place Order clicked the moment it shows opens the payment, ${ATTEMPTS} times in a row`, async ({
  page,
}) => {
  test.setTimeout(ATTEMPTS * 20_000);
  await seedCart(page, kajal.id);
  const sheet = page.getByRole('dialog', { name: /^Pay / });
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(sheet, `attempt ${attempt}: the payment sheet opens`).toBeVisible({
      timeout: 5_000,
    });
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await expect(
      toast(
        page,
        'Payment cancelled. Your order is awaiting payment in your order history; your cart is just as it was.',
      ),
      `attempt ${attempt}: the order is cancelled`,
    ).toBeVisible();
  }
});
