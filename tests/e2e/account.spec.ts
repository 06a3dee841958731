/** The account area on the built app: tabs that follow the URL, the address book, order history. */
import type { Page } from '@playwright/test';
import { expect, fastBackend, test } from './fixtures';
import { guestEmail } from './helpers/shop';

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

test.beforeEach(async ({ page }) => {
  await fastBackend(page);
  await page.goto('/account-details');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Login As Guest' }).click();
  // /account-details opens its first tab.
  await expect(page).toHaveURL(/\/account-details\/userDetails$/);
});

test('the tabs follow the URL and open their routes', async ({ page }) => {
  const tab = (name: string) => page.getByRole('tab', { name });
  await expect(tab('User Details')).toHaveAttribute('aria-selected', 'true');
  await tab('Order History').click();
  await expect(page).toHaveURL(/\/orderHistory$/);
  await expect(page.getByText('Looks like your order is empty!')).toBeVisible();
  await page.goBack();
  await expect(tab('User Details')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(guestEmail())).toBeVisible();

  // Keyboard: arrows move, Enter opens. (Radix moves focus a tick after the arrow key.)
  await tab('User Details').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Address Details')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/addressDetails$/);
});

test('address book: add, edit and delete, each saved on the server', async ({ page }) => {
  await page.getByRole('tab', { name: 'Address Details' }).click();
  await expect(page.getByText('42, Rose Villa, MG Road')).toBeVisible();

  // Add, with a mistake first.
  await page.getByRole('button', { name: 'Add New Address' }).click();
  const add = page.getByRole('form', { name: 'Add new address' });
  await add.getByPlaceholder('Enter Name').fill('Kabir Mehta');
  await add.getByPlaceholder('Enter House No., Road, Colony').fill('7, Sea Breeze, Carter Road');
  await add.getByPlaceholder('Enter City').fill('Mumbai');
  await add.getByPlaceholder('Enter State').fill('Maharashtra');
  await add.getByPlaceholder('Enter Country').fill('India');
  await add.getByPlaceholder('Enter Pincode').fill('40005');
  await add.getByPlaceholder('Enter Mobile Number').fill('9988776655');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add.getByText('Pincode must be 6 digits and cannot start with 0.')).toBeVisible();
  await add.getByPlaceholder('Enter Pincode').fill('400050');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(toast(page, 'New Address is added successfully!')).toBeVisible();
  await expect(add).toBeHidden();
  const kabir = page.getByRole('article', { name: 'Address of Kabir Mehta' });
  await expect(kabir).toContainText('Mumbai, Maharashtra 400050');

  // Edit in place.
  await kabir.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: 'Edit address' });
  await edit.getByLabel('City').fill('Thane');
  await edit.getByRole('button', { name: 'Edit' }).click();
  await expect(toast(page, 'The address is edited successfully!')).toBeVisible();
  await expect(kabir).toContainText('Thane, Maharashtra 400050');

  // Delete asks first; Cancel keeps it, Delete removes it.
  await kabir.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(kabir).toBeVisible();
  await kabir.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Deleted Address successfully!')).toBeVisible();
  await expect(kabir).toBeHidden();

  // The server kept the edits: a reload shows the same book.
  await page.reload();
  await expect(page.getByText('42, Rose Villa, MG Road')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
});

test('order history shows the empty state with a way to the products', async ({ page }) => {
  await page.getByRole('tab', { name: 'Order History' }).click();
  await expect(page.getByText('Looks like your order is empty!')).toBeVisible();
  await page.getByRole('link', { name: 'Shop Now' }).click();
  await expect(page).toHaveURL(/\/products$/);
});
