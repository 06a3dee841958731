/**
 * Cart changes while the back end fails: a 500 and a dropped connection roll the optimistic
 * change back with a toast and leave the page and the server agreeing; a call that never answers
 * shows one optimistic change (no duplicates), times out after 10 s and rolls back with a toast,
 * and a reload before it answers leaves it to the next page, which sends it once.
 */
import { expect, fastBackend, test } from '../fixtures';
import {
  answerTo,
  clearFailures,
  incrementOnServer,
  seedCart,
  serverCartLines,
  serverWishlistNames,
  setFailures,
} from '../helpers/backend';
import {
  cartLine,
  expectNavCount,
  expectNoKeptWrites,
  expectToast,
  loginAsGuest,
  openCart,
  openProducts,
  PRODUCTS,
  productCard,
  shownCartLines,
} from '../helpers/shop';

const { kajal, toner, dryer } = PRODUCTS;

/** The client's default timeout (src/api/client.ts DEFAULT_TIMEOUT_MS). */
const DEFAULT_TIMEOUT_MS = 10_000;
const TIMEOUT_REASON = `timeout of ${DEFAULT_TIMEOUT_MS} ms exceeded`;

const FAILURES = [
  { mode: '500', reason: 'Simulated server failure' },
  { mode: 'network', reason: 'Network Error' },
] as const;

test.beforeEach(async ({ page }) => {
  await fastBackend(page);
  await loginAsGuest(page);
});

for (const { mode, reason } of FAILURES) {
  test.describe(`cart calls failing with ${mode}`, () => {
    test('Add to Cart on a card rolls back with a toast; the server has no line', async ({
      page,
    }) => {
      const cartLoaded = answerTo(page, 'GET', '/api/user/cart');
      await openProducts(page);
      await cartLoaded;
      await setFailures(page, { cart: mode });

      const card = productCard(page, kajal.name);
      await card.getByRole('button', { name: 'Add to Cart' }).click();
      await expectToast(page, `Could not add to cart. ${reason}`);
      await expect(card.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
      await expect(card.getByRole('button', { name: 'Go to Cart' })).toHaveCount(0);
      await expectNavCount(page, 'Cart', 0);

      await clearFailures(page);
      expect(await serverCartLines(page)).toEqual([]);

      // Back to normal, the same click adds exactly one line.
      await card.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(card.getByRole('button', { name: 'Go to Cart' })).toBeVisible();
      await expect.poll(() => serverCartLines(page)).toEqual([`${kajal.name} × 1`]);
      await expectNavCount(page, 'Cart', 1);
    });

    test('a removal rolled back keeps the coupon it would have ended', async ({ page }) => {
      // FIRST200 needs an order above ₹1000: the dryer and the kajal are, the kajal alone is not.
      await seedCart(page, dryer.id, kajal.id);
      await openCart(page);
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Apply Coupon' });
      await dialog.getByRole('radio', { name: 'FIRST200' }).click();
      await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
      await expectToast(page, 'Coupon is applied!');
      const coupon = page.getByText('Coupon (FIRST200)');
      await expect(coupon).toBeVisible();
      await setFailures(page, { cart: mode });

      await cartLine(page, dryer.name).getByRole('button', { name: 'Remove From Cart' }).click();
      await expectToast(page, `Could not remove from cart. ${reason}`);
      await expect(cartLine(page, dryer.name)).toBeVisible();
      // The line is back, and so is the coupon: it was not removed for the moment the line was
      // gone (it was, with a toast saying so).
      await expect(coupon).toBeVisible();
      await expect(page.getByText(/^Coupon FIRST200 was removed/)).toHaveCount(0);
      await clearFailures(page);
    });

    test('quantity, remove and move to wishlist roll back on the cart screen', async ({ page }) => {
      await seedCart(page, kajal.id, toner.id);
      await incrementOnServer(page, kajal.id);
      await openCart(page);
      const before = [`${kajal.name} × 2`, `${toner.name} × 1`];
      expect(await shownCartLines(page)).toEqual(before);
      await setFailures(page, { cart: mode });

      const kajalLine = cartLine(page, kajal.name);
      const qty = kajalLine.locator('output');
      await kajalLine.getByRole('button', { name: `Increase quantity of ${kajal.name}` }).click();
      await expectToast(page, `Could not change the quantity. ${reason}`);
      await expect(qty).toHaveText('2');

      await kajalLine.getByRole('button', { name: `Decrease quantity of ${kajal.name}` }).click();
      await expectToast(page, `Could not change the quantity. ${reason}`);
      await expect(qty).toHaveText('2');

      const tonerLine = cartLine(page, toner.name);
      await tonerLine.getByRole('button', { name: 'Remove From Cart' }).click();
      await expectToast(page, `Could not remove from cart. ${reason}`);
      await expect(tonerLine).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Cart (2)' })).toBeVisible();
      await expectNavCount(page, 'Cart', 2);

      // A move adds to the wishlist (answered) and then removes from the cart (refused): the line
      // stays in the cart and is now also in the wishlist, on the page as on the server.
      await tonerLine.getByRole('button', { name: 'Add To Wishlist' }).click();
      await expectToast(page, `Could not remove from cart. ${reason}`);
      await expect(tonerLine.getByRole('button', { name: 'Go To Wishlist' })).toBeVisible();

      await clearFailures(page);
      expect(await shownCartLines(page)).toEqual(before);
      expect(await serverCartLines(page)).toEqual(before);
      expect(await serverWishlistNames(page)).toEqual([toner.name]);
    });
  });
}

test.describe('cart calls that never answer', () => {
  test('Add to Cart shows one optimistic line, sends one call, and the next page sends it once', async ({
    page,
  }) => {
    const cartLoaded = answerTo(page, 'GET', '/api/user/cart');
    await openProducts(page);
    await cartLoaded;
    await setFailures(page, { cart: 'hang' });

    let adds = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/user/cart')
        adds += 1;
    });
    const card = productCard(page, kajal.name);
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    // Optimistic: the card says it is in the cart at once, and offers no second add.
    await expect(card.getByRole('button', { name: 'Go to Cart' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
    await expectNavCount(page, 'Cart', 1);
    expect(adds).toBe(1);

    await clearFailures(page);
    expect(await serverCartLines(page)).toEqual([]);
    // The hung call never reached the store, and the page still shows the line: the click is kept
    // for the next page (src/api/pending-writes.ts), which sends it once. Page and server agree.
    await page.reload();
    await expect(card.getByRole('button', { name: 'Go to Cart' })).toBeVisible();
    await expect.poll(() => serverCartLines(page)).toEqual([`${kajal.name} × 1`]);
    await expectNavCount(page, 'Cart', 1);
    await expectNoKeptWrites(page);
    expect(adds).toBe(2);
    // Sent once: another reload finds nothing left to send.
    await page.reload();
    await expect(card.getByRole('button', { name: 'Go to Cart' })).toBeVisible();
    expect(await serverCartLines(page)).toEqual([`${kajal.name} × 1`]);
    expect(adds).toBe(2);
  });

  test('a change made while another to the same line hangs waits for it, and is sent when it times out', async ({
    page,
  }) => {
    await page.clock.install();
    await seedCart(page, kajal.id);
    await openCart(page);
    await setFailures(page, { cart: 'hang' });

    const kajalLine = cartLine(page, kajal.name);
    const qty = kajalLine.locator('output');
    const increase = kajalLine.getByRole('button', { name: `Increase quantity of ${kajal.name}` });
    await increase.click();
    await expect(qty).toHaveText('2');

    // The failure is switched off, and the shopper clicks +1 again: the screen counts it at once,
    // but one line's changes reach the server in order, so it waits behind the hung one.
    await clearFailures(page);
    await increase.click();
    await expect(qty).toHaveText('3');
    expect(await serverCartLines(page)).toEqual([`${kajal.name} × 1`]);

    // The hung call times out: only its own +1 goes; the waiting one is sent and answered.
    await page.clock.fastForward(DEFAULT_TIMEOUT_MS);
    await expectToast(page, `Could not change the quantity. ${TIMEOUT_REASON}`);
    await expect.poll(() => serverCartLines(page)).toEqual([`${kajal.name} × 2`]);
    await expect(qty).toHaveText('2');
    expect(await shownCartLines(page)).toEqual(await serverCartLines(page));
  });

  test('a change that never answers times out and rolls back with a toast', async ({ page }) => {
    await page.clock.install();
    const cartLoaded = answerTo(page, 'GET', '/api/user/cart');
    await openProducts(page);
    await cartLoaded;
    await setFailures(page, { cart: 'hang' });
    const card = productCard(page, kajal.name);
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(card.getByRole('button', { name: 'Go to Cart' })).toBeVisible();
    await expectNavCount(page, 'Cart', 1);

    await page.clock.fastForward(DEFAULT_TIMEOUT_MS);
    await expectToast(page, `Could not add to cart. ${TIMEOUT_REASON}`);
    await expect(card.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expectNavCount(page, 'Cart', 0);
    await clearFailures(page);
    expect(await serverCartLines(page)).toEqual([]);
  });
});
