/**
 * Script payloads typed by a shopper or a tester: signup names, address fields, and the
 * request tester's body and endpoint are shown as the literal text typed, on every screen that shows
 * them, and never run (`window.__xss` stays undefined, no injected element reaches the DOM).
 */
import type { Page } from '@playwright/test';
import { expect, fastBackend, test } from '../fixtures';
import { callApi, seedCart } from '../helpers/backend';
import {
  accountLink,
  expectToast,
  fillAddress,
  loginAsGuest,
  NEW_ADDRESS,
  newShopper,
  openAddressBook,
  openCheckout,
  PRODUCTS,
  signUp,
} from '../helpers/shop';

// The tester logs each failed request to the console, as the specification says it does.
test.use({ expectedPageErrors: /^\[mockman\] request failed / });

const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';

/** Nothing ran and nothing was injected. */
async function expectInert(page: Page): Promise<void> {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(
    await page.evaluate(() =>
      Array.from(document.scripts).some((script) => script.text.includes('__xss')),
    ),
  ).toBe(false);
  expect(await page.evaluate(() => (window as Window & { __xss?: unknown }).__xss)).toBeUndefined();
}

test.beforeEach(async ({ page }) => {
  await fastBackend(page);
});

test('signup names with markup show as text in the navbar, account and payment sheet', async ({
  page,
}) => {
  const shopper = { ...newShopper(), firstName: IMG, lastName: SCRIPT };
  await signUp(page, shopper);
  await expect(
    accountLink(page, new RegExp(IMG.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))),
  ).toBeVisible();
  await expectInert(page);

  await page.goto('/account-details/userDetails');
  await expect(page.getByText(`${IMG} ${SCRIPT}`, { exact: true })).toBeVisible();
  await expectInert(page);

  // The payment sheet greets the shopper by name.
  await seedCart(page, PRODUCTS.kajal.id);
  const address = await callApi(page, '/api/user/addresses', {
    method: 'POST',
    body: { address: NEW_ADDRESS },
  });
  expect(address.status).toBe(201);
  await openCheckout(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  const sheet = page.getByRole('dialog', { name: /^Pay / });
  await expect(sheet).toContainText(`Paying as ${IMG} ${SCRIPT}`);
  await expectInert(page);
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await expect(sheet).toBeHidden();
});

test('address fields with markup show as text in the book, the delete dialog and checkout', async ({
  page,
}) => {
  await loginAsGuest(page);
  await seedCart(page, PRODUCTS.kajal.id);
  await openAddressBook(page);
  await page.getByRole('button', { name: 'Add New Address' }).click();
  const add = page.getByRole('form', { name: 'Add new address' });
  await fillAddress(add, { ...NEW_ADDRESS, userName: IMG, houseNumber: SCRIPT, city: IMG });
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expectToast(page, 'New Address is added successfully!');

  const card = page.getByRole('article', { name: `Address of ${IMG}` });
  await expect(card.getByRole('heading', { name: IMG, exact: true })).toBeVisible();
  await expect(card.getByText(SCRIPT, { exact: true })).toBeVisible();
  await expect(card).toContainText(`${IMG}, ${NEW_ADDRESS.state}`);
  await expectInert(page);

  await card.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`The address of ${IMG} in ${IMG}`);
  await expectInert(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await card.getByRole('button', { name: 'Edit' }).click();
  await expect(
    page.getByRole('form', { name: 'Edit address' }).getByPlaceholder('Enter Name'),
  ).toHaveValue(IMG);
  await page
    .getByRole('form', { name: 'Edit address' })
    .getByRole('button', { name: 'Cancel' })
    .click();

  await openCheckout(page);
  await expect(page.getByText(SCRIPT, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(IMG, { exact: true }).first()).toBeVisible();
  await expectInert(page);
});

async function send(page: Page, method: 'GET' | 'POST', endpoint: string, body?: string) {
  await page.getByRole('combobox', { name: 'Method' }).click();
  await page.getByRole('option', { name: method, exact: true }).click();
  await page.getByLabel('Endpoint').fill(endpoint);
  if (body !== undefined) await page.getByRole('textbox', { name: 'Body (JSON)' }).fill(body);
  await page.getByRole('button', { name: 'Submit' }).click();
}

test('tester bodies and endpoints with markup show as text in the panels and history', async ({
  page,
}) => {
  await page.goto('/mockman');
  await expect(page.getByRole('heading', { level: 1, name: 'Mockman' })).toBeVisible();
  const response = page.getByRole('region', { name: 'Response' });

  await send(page, 'POST', '/api/test-todos', JSON.stringify({ title: IMG }));
  await expect(response.getByTestId('status')).toHaveText('201 Created');
  await expect(response.getByRole('tree', { name: 'Response data' })).toContainText(IMG);
  await expectInert(page);

  await send(page, 'POST', '/api/test-todos', JSON.stringify({ title: SCRIPT }));
  await expect(response.getByRole('tree', { name: 'Response data' })).toContainText(SCRIPT);
  await expectInert(page);

  // An endpoint with markup: the 404 message and the history show it as typed.
  const endpoint = `/api/${SCRIPT}`;
  await send(page, 'GET', endpoint);
  await expect(response.getByTestId('status')).toHaveText('404 Not Found');
  await expect(response).toContainText('No API route matches GET /api/');
  await expect(page.getByRole('button', { name: /GET \/api\/<script>/ })).toBeVisible();
  await expectInert(page);
});
