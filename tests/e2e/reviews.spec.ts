/**
 * Reviews from a verified buyer, end to end against the production build: the shopper buys the
 * toner (Cash on Delivery, the quickest order), writes a review on its page and sees it there with
 * the "Verified purchase" badge, the product's rating counting it; another account then finds it
 * helpful (the count goes to 1, once).
 */
import { expect, fastBackend, test } from './fixtures';
import { callApi, seedCart, waitForBackend } from './helpers/backend';
import {
  expectToast,
  loginAsGuest,
  newShopper,
  openCheckout,
  PRODUCTS,
  settleSession,
  signUp,
} from './helpers/shop';

// No sample review of the seed is of the toner: the one written here is its only review.
const { toner } = PRODUCTS;
const REVIEW = {
  title: 'Calm skin by the second week',
  body: 'No sting, no alcohol smell, and my cheeks stopped going red after washing.',
};

async function ratingCount(page: Parameters<typeof callApi>[0]): Promise<number> {
  const answer = await callApi<{ product: { ratings: { count: string } } }>(
    page,
    `/api/products/${toner.id}`,
  );
  expect(answer.status).toBe(200);
  return Number(answer.body.product.ratings.count);
}

test.beforeEach(async ({ page }) => {
  await fastBackend(page);
});

test('a buyer reviews the product with the badge, and another account finds it helpful', async ({
  page,
}) => {
  // The purchase: Cash on Delivery, placed at once.
  await loginAsGuest(page);
  await seedCart(page, toner.id);
  await openCheckout(page);
  await page.getByRole('radio', { name: 'Cash on Delivery' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expectToast(page, /^Your order is placed!/);
  await expect(page).toHaveURL(/\/account-details\/orderHistory$/);
  await waitForBackend(page);
  const before = await ratingCount(page);

  // The review, written on the product's page.
  await page.goto(`/products/${toner.id}`);
  await settleSession(page);
  const reviews = page.getByRole('region', { name: 'Ratings & reviews' });
  await expect(
    reviews.getByText('No reviews yet. Be the first to review this product.'),
  ).toBeVisible();
  await reviews.getByRole('button', { name: 'Write a review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write a review' });
  // The fifth star, as a shopper clicks it (the radio itself is for the keyboard and readers).
  await dialog.locator('label').filter({ hasText: '5 stars' }).click();
  await expect(dialog.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await dialog.getByLabel('Title').fill(REVIEW.title);
  await dialog.getByLabel('Your review').fill(REVIEW.body);
  await dialog.getByRole('button', { name: 'Post review' }).click();
  await expect(dialog).toHaveCount(0);

  // Shown with the badge, by first name and initial; the product's one rating counts it.
  const review = reviews.getByRole('article').filter({ hasText: REVIEW.title });
  await expect(review).toHaveCount(1);
  await expect(review.getByText('Verified purchase')).toBeVisible();
  await expect(review.getByText('Aanya S.')).toBeVisible();
  await expect(review.getByText(REVIEW.body)).toBeVisible();
  await expect(reviews.getByRole('button', { name: 'Edit your review' })).toBeVisible();
  expect(await ratingCount(page)).toBe(before + 1);

  // Another account: Helpful counts its vote once.
  await page.goto('/account-details/userDetails');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expectToast(page, "You're logged out!");
  await signUp(page, newShopper('Ritu', 'Menon'));
  await page.goto(`/products/${toner.id}`);
  await settleSession(page);
  const seen = page
    .getByRole('region', { name: 'Ratings & reviews' })
    .getByRole('article')
    .filter({ hasText: REVIEW.title });
  await seen.getByRole('button', { name: 'Helpful (0)' }).click();
  await expect(seen.getByRole('button', { name: 'Helpful (1)' })).toBeDisabled();
  const listed = await callApi<{ reviews: { title: string; helpfulCount: number }[] }>(
    page,
    `/api/products/${toner.id}/reviews`,
  );
  expect(listed.body.reviews.map((r) => [r.title, r.helpfulCount])).toEqual([[REVIEW.title, 1]]);
});

test('Write a review pressed as its form finishes loading still opens the form', async ({
  page,
}) => {
  // The form's code is held back, so the press begins while it is still loading, and is let in
  // between the button going down and coming up: the button pressed must be the one released.
  let letIn = () => {};
  const held = new Promise<void>((resolve) => (letIn = resolve));
  let formCode = '';
  // On the context: page.route did not see this request here (Chromium), the context sees it.
  await page.context().route(/\/review-dialog-[^/]*\.js$/, async (route) => {
    formCode = route.request().url();
    await held;
    await route.continue();
  });
  await loginAsGuest(page, `/products/${toner.id}`);
  const write = page
    .getByRole('region', { name: 'Ratings & reviews' })
    .getByRole('button', { name: 'Write a review' });
  await expect(write).toBeVisible();
  // Pressable at once: the dialog itself waits for the shopper's own review (none here).
  await expect(write).toBeEnabled();
  await expect.poll(() => formCode).not.toBe('');
  await write.scrollIntoViewIfNeeded();
  const box = await write.boundingBox();
  if (!box) throw new Error('Write a review has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  letIn();
  // The form's module has run and the page has nothing left to do: what loading changes is drawn.
  await page.evaluate(async (url) => {
    await import(url);
    await new Promise((resolve) => requestIdleCallback(resolve));
  }, formCode);
  await page.mouse.up();
  const dialog = page.getByRole('dialog', { name: 'Write a review' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Title')).toBeEditable();
  // Closed, focus is back on the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(write).toBeFocused();
});
