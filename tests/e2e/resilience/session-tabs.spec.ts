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

test('after a refused login, a sign-in in another tab turns the form into the signed-in notice', async ({
  page,
  context,
}) => {
  await fastBackend(page);
  await page.goto('/login');
  await page.getByLabel('Email address').fill('aanya.sharma@glamour.test');
  await page.getByLabel('Password', { exact: true }).fill('wrong12');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(
    toast(page, 'The credentials you entered are invalid. Unauthorized access error.'),
  ).toBeVisible();

  const other = liveNavigation(await context.newPage());
  await fastBackend(other);
  await loginAsGuest(other);
  // Without a reload: the form this tab showed is not left standing over a session.
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log out to use another account' })).toBeVisible();
});
