/**
 * Server mode: a second click on a product waits for the first one's answer (same product, sent in
 * order), so for that round trip it exists only in the page. A reload inside it must not drop it,
 * nor send it twice: the page going away keeps it in this tab's storage instead of sending it, and
 * the next page sends it, once. The first answer is held here (the write itself reaches the
 * server), so the reload always falls inside that window.
 */
import { expect, test } from '../fixtures';
import { answerTo, serverWishlistNames } from '../helpers/backend';
import {
  expectNavCount,
  expectNoKeptWrites,
  loginAsGuest,
  openProducts,
  PRODUCTS,
  productCard,
  toast,
} from '../helpers/shop';

const { kajal } = PRODUCTS;

test('heart, heart again, then a reload before the first answer: out of the wishlist after it', async ({
  page,
}) => {
  await loginAsGuest(page);
  const wishlistLoaded = answerTo(page, 'GET', '/api/user/wishlist');
  await openProducts(page);
  await wishlistLoaded;

  // The add goes to the server; its answer is kept from the page until the page is gone. (Not by
  // unrouting before the reload: that lets the held request go on to the server, again.)
  let addReachedServer!: () => void;
  const added = new Promise<void>((resolve) => (addReachedServer = resolve));
  let releaseAnswer!: () => void;
  const answerReleased = new Promise<void>((resolve) => (releaseAnswer = resolve));
  await page.route('**/api/user/wishlist', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const response = await route.fetch();
    expect(response.status()).toBe(201);
    addReachedServer();
    await answerReleased;
    // The page that asked is gone by now: the answer has nowhere to go.
    await route.fulfill({ response }).catch(() => undefined);
  });
  const removes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE' && request.url().includes('/api/user/wishlist/'))
      removes.push(request.url());
  });
  const heart = productCard(page, kajal.name).getByRole('button', { name: /wishlist$/ });
  await heart.click();
  await expect(heart).toHaveAccessibleName('Remove from wishlist');
  await heart.click();
  await expect(heart).toHaveAccessibleName('Add to wishlist');
  await added;
  expect(await serverWishlistNames(page)).toEqual([kajal.name]);
  const removed = answerTo(page, 'DELETE', /^\/api\/user\/wishlist\//);
  await page.reload();

  expect((await removed).status()).toBe(200);
  expect(await serverWishlistNames(page)).toEqual([]);
  await expectNoKeptWrites(page);
  await expect(heart).toHaveAccessibleName('Add to wishlist');
  await expectNavCount(page, 'Wishlist', 0);
  // Sent once: a second remove would be refused (not in the wishlist) and say so.
  await expect(toast(page, /Could not remove from wishlist/)).toHaveCount(0);
  expect(removes).toHaveLength(1);
  releaseAnswer();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
