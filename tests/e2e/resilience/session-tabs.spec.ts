/**
 * Sign-in and sign-out reach every tab of the shop (docs/shop/rules.md, Sign-in and sessions): the
 * token in localStorage is shared, and each tab's auth machine follows the other tabs' changes to
 * it.
 */
import { expect, fastBackend, liveNavigation, test } from '../fixtures';
import { accountLink, loginAsGuest, toast } from '../helpers/shop';

test('logging in and out in one tab does the same in the other', async ({ page, context }) => {
  await fastBackend(page);
  const other = liveNavigation(await context.newPage());
  await fastBackend(other);
  await other.goto('/products');
  await expect(accountLink(other, 'Login')).toBeVisible();

  await loginAsGuest(page);
  // The other tab signs in without a reload, and its guarded pages open.
  await expect(accountLink(other, /Aanya/)).toBeVisible();

  await page.goto('/account-details/userDetails');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page, "You're logged out!")).toBeVisible();
  // The other tab follows.
  await expect(accountLink(other, 'Login')).toBeVisible();
  expect(await other.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
