/**
 * Address book changes while the back end fails. Address calls are not optimistic: a
 * refused add or edit keeps the form open with what was typed, a refused delete keeps the card, each
 * with a toast, and the book on screen matches the server's. A call that never answers leaves one
 * form waiting; once the failure is off, the shopper can leave and add it again, exactly once.
 */
import type { Page } from '@playwright/test';
import { expect, fastBackend, test } from '../fixtures';
import { clearFailures, server, setFailures } from '../helpers/backend';
import {
  addressSummary,
  expectToast,
  fillAddress,
  GUEST,
  loginAsGuest,
  NEW_ADDRESS,
  openAddressBook,
  shownAddresses,
} from '../helpers/shop';

const FAILURES = [
  { mode: '500', reason: 'Simulated server failure' },
  { mode: 'network', reason: 'Network Error' },
] as const;

const guestCard = (page: Page) => page.getByRole('article', { name: 'Address of Aanya Sharma' });

test.beforeEach(async ({ page }) => {
  await fastBackend(page);
  await loginAsGuest(page);
  await openAddressBook(page);
  await expect(page.getByText(GUEST.address)).toBeVisible();
});

async function expectBookMatchesServer(page: Page) {
  const saved = (await server.addresses(page)).map(addressSummary);
  expect(await shownAddresses(page)).toEqual(saved);
  return saved;
}

for (const { mode, reason } of FAILURES) {
  test(`add, edit and delete failing with ${mode} keep the form or card, toast, and change nothing`, async ({
    page,
  }) => {
    const before = await expectBookMatchesServer(page);
    await setFailures(page, { addresses: mode });

    // Add: the form stays open with everything typed.
    await page.getByRole('button', { name: 'Add New Address' }).click();
    const add = page.getByRole('form', { name: 'Add new address' });
    await fillAddress(add, NEW_ADDRESS);
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await expectToast(page, `Could not add the address. ${reason}`);
    await expect(add).toBeVisible();
    await expect(add.getByPlaceholder('Enter City')).toHaveValue(NEW_ADDRESS.city);
    await expect(page.getByRole('article', { name: /^Address of / })).toHaveCount(1);
    await add.getByRole('button', { name: 'Cancel' }).click();

    // Edit: the form stays open; cancelled, the card shows the saved city.
    await guestCard(page).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('form', { name: 'Edit address' });
    await fillAddress(edit, { city: 'Mysuru' });
    await edit.getByRole('button', { name: 'Edit', exact: true }).click();
    await expectToast(page, `Could not save the address. ${reason}`);
    await expect(edit.getByPlaceholder('Enter City')).toHaveValue('Mysuru');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(guestCard(page)).toContainText('Bengaluru, Karnataka');

    // Delete: the card stays.
    await guestCard(page).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, `Could not delete the address. ${reason}`);
    await expect(guestCard(page)).toBeVisible();
    await expect(guestCard(page).getByRole('button', { name: 'Edit' })).toBeEnabled();

    await clearFailures(page);
    expect(await expectBookMatchesServer(page)).toEqual(before);
  });
}

test('an add that never answers waits in one form; after the failure is off it is added once', async ({
  page,
}) => {
  await setFailures(page, { addresses: 'hang' });
  await page.getByRole('button', { name: 'Add New Address' }).click();
  const add = page.getByRole('form', { name: 'Add new address' });
  await fillAddress(add, NEW_ADDRESS);
  const submit = add.getByRole('button', { name: 'Add', exact: true });
  await submit.click();
  // Waiting: the submit button is busy, nothing is listed twice, nothing reached the server.
  await expect(submit).toBeDisabled();
  await expect(page.getByRole('article', { name: /^Address of / })).toHaveCount(1);

  await clearFailures(page);
  expect((await server.addresses(page)).map(addressSummary)).toEqual([
    addressSummary({ userName: 'Aanya Sharma', houseNumber: GUEST.address, city: 'Bengaluru' }),
  ]);

  // Leaving the tab and coming back gives a fresh form; this time the add is answered.
  await page.getByRole('tab', { name: 'User Details' }).click();
  await page.getByRole('tab', { name: 'Address Details' }).click();
  await page.getByRole('button', { name: 'Add New Address' }).click();
  await fillAddress(add, NEW_ADDRESS);
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expectToast(page, 'New Address is added successfully!');
  await expect(page.getByRole('article', { name: 'Address of Kabir Mehta' })).toHaveCount(1);
  expect(await expectBookMatchesServer(page)).toHaveLength(2);
});

test('a delete that never answers keeps the card, and the card is usable again after leaving', async ({
  page,
}) => {
  await setFailures(page, { addresses: 'hang' });
  await guestCard(page).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(guestCard(page)).toBeVisible();
  await expect(guestCard(page).getByRole('button', { name: 'Edit' })).toBeDisabled();

  await clearFailures(page);
  expect(await server.addresses(page)).toHaveLength(1);
  await page.getByRole('tab', { name: 'User Details' }).click();
  await page.getByRole('tab', { name: 'Address Details' }).click();
  await expect(guestCard(page).getByRole('button', { name: 'Edit' })).toBeEnabled();
  await expectBookMatchesServer(page);
});
