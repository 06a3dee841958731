/**
 * The request tester and the back-end console at /mockman, against the built app with the
 * simulated back end answering.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, fastBackend, test } from './fixtures';

// The tester logs each failed request to the console, as the specification says it does.
test.use({ expectedPageErrors: /^\[mockman\] request failed / });

async function chooseMethod(page: Page, method: string) {
  await page.getByRole('combobox', { name: 'Method' }).click();
  await page.getByRole('option', { name: method, exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Method' })).toHaveText(method);
}

async function send(page: Page, method: string, endpoint: string, body?: string) {
  await chooseMethod(page, method);
  await page.getByLabel('Endpoint').fill(endpoint);
  if (body !== undefined) await page.getByRole('textbox', { name: 'Body (JSON)' }).fill(body);
  await page.getByRole('button', { name: 'Submit' }).click();
}

const responseData = (page: Page) => page.getByRole('tree', { name: 'Response data' });
const statusOf = (page: Page) =>
  page.getByRole('region', { name: 'Response' }).getByTestId('status');

async function exportStore(page: Page): Promise<unknown> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  return JSON.parse(await readFile(await (download as Download).path(), 'utf8')) as unknown;
}

test.beforeEach(async ({ page }) => {
  await fastBackend(page);
  await page.goto('/mockman');
  await expect(page.getByRole('heading', { level: 1, name: 'Mockman' })).toBeVisible();
});

test('GET /api/products shows 200 and the 25 products', async ({ page, checkA11y }) => {
  await expect(page.getByText('Response is undefined.')).toBeVisible();
  await send(page, 'GET', '/api/products');
  await expect(statusOf(page)).toHaveText('200 OK');
  // A big response opens two levels: the products list, its items closed. Count the items.
  const items = await responseData(page).evaluate((tree) => {
    const label = [...tree.querySelectorAll('span')].find((s) => s.textContent === 'products:');
    return label?.closest('[role=treeitem]')?.querySelectorAll(':scope > ul > [role=treeitem]')
      .length;
  });
  expect(items).toBe(25);
  await expect(page.getByRole('tree', { name: 'Response headers' })).toContainText(
    'application/json',
  );
  await checkA11y();
});

test('POST /api/auth/login with the demo account shows the encodedToken', async ({
  page,
  checkA11y,
}) => {
  await send(
    page,
    'POST',
    '/api/auth/login',
    JSON.stringify({ email: 'aanya.sharma@glamour.test', password: 'glam1234' }),
  );
  await expect(statusOf(page)).toHaveText('200 OK');
  await expect(responseData(page)).toContainText('encodedToken');
  await expect(responseData(page)).toContainText('aanya.sharma@glamour.test');
  // The request is remembered and restores from the history.
  await expect(page.getByRole('button', { name: /POST \/api\/auth\/login/ })).toBeVisible();
  await checkA11y();

  // Copy as cURL puts a command on the clipboard that repeats the request.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy as cURL' }).click();
  await expect(page.getByText('Copied as cURL')).toBeVisible();
  const curl = await page.evaluate(() => navigator.clipboard.readText());
  expect(curl).toContain(`curl -X POST '${new URL(page.url()).origin}/api/auth/login'`);
  expect(curl).toContain(
    `--data-raw '{"email":"aanya.sharma@glamour.test","password":"glam1234"}'`,
  );
});

test('an invalid body shows the error and sends nothing', async ({ page, checkA11y }) => {
  await chooseMethod(page, 'POST');
  const body = page.getByRole('textbox', { name: 'Body (JSON)' });
  await body.fill('{"title": ');
  await expect(page.getByRole('alert').filter({ hasText: 'Error in JSON format' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await body.press('ControlOrMeta+Enter');
  await expect(body).toBeFocused();
  await expect(page.getByText('Response is undefined.')).toBeVisible();
  await expect(page.getByText('No requests sent yet.')).toBeVisible();
  const log = page.getByRole('region', { name: 'Live log entries' });
  const todoCalls = page
    .getByRole('complementary', { name: 'Back-end console' })
    .getByRole('cell', { name: '/api/test-todos', exact: true });
  await expect(todoCalls).toHaveCount(0);

  // Fixed, the same request goes out (and the live log shows it: the check above meant something).
  await body.fill('{"title": "Restock kajal"}');
  await expect(page.getByText('Error in JSON format')).toHaveCount(0);
  await body.press('ControlOrMeta+Enter');
  await expect(statusOf(page)).toHaveText('201 Created');
  await expect(log.getByRole('cell', { name: '/api/test-todos', exact: true })).toHaveCount(1);
  await checkA11y();
});

test('DELETE of a missing todo shows 404', async ({ page, checkA11y }) => {
  await send(page, 'DELETE', '/api/test-todos/no-such-todo');
  await expect(statusOf(page)).toHaveText('404 Not Found');
  await expect(page.getByText('Request failed with status code 404')).toBeVisible();
  await checkA11y();
});

test('an exported store imports back identically', async ({ page, checkA11y }) => {
  const before = await exportStore(page);
  const file = test.info().outputPath('store.json');
  await writeFile(file, JSON.stringify(before));

  // Change the store, then import the export: the change is gone and the store is as exported.
  await send(page, 'POST', '/api/test-todos', '{"title": "Only in the changed store"}');
  await expect(statusOf(page)).toHaveText('201 Created');
  expect(await exportStore(page)).not.toEqual(before);

  await page.getByLabel('Store file to import').setInputFiles(file);
  await expect(page.getByText('Store imported from store.json.')).toBeVisible();
  expect(await exportStore(page)).toEqual(before);

  // A file the server refuses changes nothing and says why.
  const bad = test.info().outputPath('bad.json');
  await writeFile(bad, '{"version": "nope"}');
  await page.getByLabel('Store file to import').setInputFiles(bad);
  await expect(page.getByRole('alert').filter({ hasText: 'nothing changed' })).toBeVisible();
  expect(await exportStore(page)).toEqual(before);
  await checkA11y();
});

test('with cart failures on, Add to Cart rolls back with a toast, and a badge says so', async ({
  page,
  checkA11y,
}) => {
  await page.getByRole('combobox', { name: 'cart' }).click();
  await page.getByRole('option', { name: '500', exact: true }).click();
  const badge = page.getByRole('link', { name: /Back end: 1 failure on/ });
  await expect(badge).toBeVisible();

  await page.goto('/login');
  await page.getByRole('button', { name: 'Login As Guest' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/products');
  await expect(badge).toBeVisible();
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Add to Cart' }) })
    .first();
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(/Could not add to cart\./)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Go to Cart' })).toHaveCount(0);
  await checkA11y();

  // The badge leads back to the console, where the failure is switched off again.
  await badge.click();
  await page.getByRole('button', { name: 'Turn all failures off' }).click();
  await expect(badge).toHaveCount(0);
});
