/**
 * Wishlist changes while the back end fails: the heart's optimistic toggle rolls back with
 * a toast on a 500 or a dropped connection, and page and server agree; a call that never answers
 * sends once however often the heart is clicked, and the shop recovers once the failure is off.
 */
import { expect, fastBackend, test } from '../fixtures';
import {
  answerTo,
  clearFailures,
  seedWishlist,
  serverWishlistNames,
  setFailures,
} from '../helpers/backend';
import {
  expectNavCount,
  expectToast,
  loginAsGuest,
  openProducts,
  openWishlist,
  PRODUCTS,
  productCard,
  shownWishlistNames,
} from '../helpers/shop';

const { kajal, toner } = PRODUCTS;

const FAILURES = [
  { mode: '500', reason: 'Simulated server failure' },
  { mode: 'network', reason: 'Network Error' },
] as const;

test.beforeEach(async ({ page }) => {
  await fastBackend(page);
  await loginAsGuest(page);
});

for (const { mode, reason } of FAILURES) {
  test.describe(`wishlist calls failing with ${mode}`, () => {
    test('adding from a card rolls back with a toast; the server has nothing', async ({ page }) => {
      const wishlistLoaded = answerTo(page, 'GET', '/api/user/wishlist');
      await openProducts(page);
      await wishlistLoaded;
      await setFailures(page, { wishlist: mode });

      const heart = productCard(page, kajal.name).getByRole('button', {
        name: 'Add to wishlist',
      });
      await heart.click();
      await expectToast(page, `Could not add to wishlist. ${reason}`);
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await expectNavCount(page, 'Wishlist', 0);

      await clearFailures(page);
      expect(await serverWishlistNames(page)).toEqual([]);
      await heart.click();
      await expect(
        productCard(page, kajal.name).getByRole('button', { name: 'Remove from wishlist' }),
      ).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => serverWishlistNames(page)).toEqual([kajal.name]);
      await expectNavCount(page, 'Wishlist', 1);
    });

    test('removing on the wishlist screen rolls back with a toast; the entry stays', async ({
      page,
    }) => {
      await seedWishlist(page, toner.id, kajal.id);
      await openWishlist(page);
      const before = await serverWishlistNames(page);
      expect(await shownWishlistNames(page)).toEqual(before);
      await setFailures(page, { wishlist: mode });

      await productCard(page, toner.name)
        .getByRole('button', { name: 'Remove from wishlist' })
        .click();
      await expectToast(page, `Could not remove from wishlist. ${reason}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Wishlist (2)' })).toBeVisible();
      await expectNavCount(page, 'Wishlist', 2);

      await clearFailures(page);
      expect(await shownWishlistNames(page)).toEqual(before);
      expect(await serverWishlistNames(page)).toEqual(before);
    });
  });
}

test('clicks on a heart whose call hangs wait behind it, and the last click is what the server ends with', async ({
  page,
}) => {
  await page.clock.install();
  const wishlistLoaded = answerTo(page, 'GET', '/api/user/wishlist');
  await openProducts(page);
  await wishlistLoaded;
  await setFailures(page, { wishlist: 'hang' });

  let calls = 0;
  page.on('request', (request) => {
    if (
      new URL(request.url()).pathname.startsWith('/api/user/wishlist') &&
      request.method() !== 'GET'
    )
      calls += 1;
  });
  const card = productCard(page, kajal.name);
  const heart = card.getByRole('button', { name: /wishlist$/ });
  // add (hangs), remove, add: each click counts on screen at once; the two later ones wait for the
  // first, so only one call is out.
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expectNavCount(page, 'Wishlist', 1);
  expect(calls).toBe(1);

  // The hung add times out and rolls back alone; the waiting clicks go out in order.
  await clearFailures(page);
  await page.clock.fastForward(10_000);
  await expectToast(page, /^Could not add to wishlist\. timeout of 10000 ms exceeded/);
  await expect.poll(() => serverWishlistNames(page)).toEqual([kajal.name]);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expectNavCount(page, 'Wishlist', 1);

  const reloaded = answerTo(page, 'GET', '/api/user/wishlist');
  await page.reload();
  await reloaded;
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expectNavCount(page, 'Wishlist', 1);
});
