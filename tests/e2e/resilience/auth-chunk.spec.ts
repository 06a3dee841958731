/**
 * The sign-in chunk fails to load (a dropped connection, or a page older than the deploy whose
 * chunks are gone) while a token is saved: the shopper is told, with a Retry, guarded pages do not
 * spin for ever, the shop works for a visitor, and Retry restores the session once the chunk loads.
 */
import { expect, fastBackend, test } from '../fixtures';
import { accountLink, loginAsGuest, productCard, PRODUCTS, toast } from '../helpers/shop';

// The app logs the failed load (src/features/auth/auth-provider.tsx); any other error still fails.
test.use({ expectedPageErrors: /^\[glamour\] the sign-in module failed to load / });

const LOAD_FAILED =
  'Sign-in could not be loaded. You can keep shopping as a visitor, or try again.';
const AUTH_CHUNK = /\/assets\/auth-machine-[\w-]+\.js$/;

test('a failed auth chunk: a message with Retry, the shop usable as a visitor, Retry restores', async ({
  page,
}) => {
  await fastBackend(page);
  await loginAsGuest(page);
  let failing = true;
  // The context sees the requests the service worker makes for the page as well.
  await page
    .context()
    .route(AUTH_CHUNK, (route) => (failing ? route.abort('failed') : route.continue()));

  await page.goto('/cart');
  await expect(toast(page, LOAD_FAILED)).toBeVisible();
  // Not stuck on "Restoring your session": a visitor on a guarded page is sent to log in.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Restoring your session')).toHaveCount(0);
  await expect(accountLink(page, 'Login')).toBeVisible();
  // The token is kept for later.
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  // Login says so again instead of doing nothing.
  await page.getByRole('button', { name: 'Login As Guest' }).click();
  await expect(toast(page, LOAD_FAILED)).toBeVisible();

  // The shop works for a visitor.
  // (Not openProducts: it waits for the saved token's session, which cannot come back yet.)
  await page.goto('/products');
  await expect(productCard(page, PRODUCTS.kajal.name)).toBeVisible();

  // The connection is back: Retry loads the chunk and restores the saved session.
  failing = false;
  await toast(page, LOAD_FAILED).getByRole('button', { name: 'Retry' }).click();
  await expect(accountLink(page, /Aanya/)).toBeVisible();
  await expect(toast(page, LOAD_FAILED)).toHaveCount(0);
});
