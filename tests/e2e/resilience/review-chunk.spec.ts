/**
 * The review form's code fails to load (a dropped connection, or a page older than the deploy whose
 * chunks are gone) for a signed-in shopper on a product page: the product stays, the dialog says
 * the form could not be loaded, with Try again and then a reload, which brings the form.
 */
import { expect, fastBackend, test } from '../fixtures';
import { loginAsGuest, PRODUCTS, settleSession } from '../helpers/shop';

// The region's boundary logs the failure (src/components/region-boundary.tsx), and React the error
// it caught; any other error still fails.
test.use({
  expectedPageErrors:
    /The review form crashed|Failed to fetch dynamically imported module|review-dialog/,
});

const REVIEW_CHUNK = /\/assets\/review-dialog-[\w-]+\.js$/;

test('a failed review-form chunk breaks only the dialog, and a retry or a reload loads it', async ({
  page,
}) => {
  await fastBackend(page);
  await loginAsGuest(page);
  let failing = true;
  await page
    .context()
    .route(REVIEW_CHUNK, (route) => (failing ? route.abort('failed') : route.continue()));

  await page.goto(`/products/${PRODUCTS.toner.id}`);
  await settleSession(page);
  // The product page is whole: its heading, and its reviews' region with the button.
  await expect(page.getByRole('heading', { level: 1, name: PRODUCTS.toner.name })).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Ratings & reviews' });
  await reviews.getByRole('button', { name: 'Write a review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write a review' });
  await expect(dialog.getByText('The review form could not be loaded.')).toBeVisible();

  // Still failing: a browser may keep a module's failure for the page's life, so the next way is a reload.
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(
    dialog.getByText('The review form still could not be loaded. Reload the page to try again.'),
  ).toBeVisible();

  failing = false;
  await dialog.getByRole('button', { name: 'Reload the page' }).click();
  await settleSession(page);
  await reviews.getByRole('button', { name: 'Write a review' }).click();
  await expect(dialog.getByLabel('Title')).toBeVisible();
});
