/**
 * Damaged browser storage. A corrupt, malformed or outdated persisted store
 * (localStorage `glamour.db.v1`) is replaced by the seed with a message and a console warning, and
 * the shop works; a shopper whose account only lived in the lost store is signed out with a
 * message. A tampered token (localStorage `token`) signs the shopper out with a message on the next
 * load.
 */
import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, fastBackend, test } from '../fixtures';
import { callApi, seedCart, server, serverCartLines, waitForBackend } from '../helpers/backend';
import {
  accountLink,
  expectNavCount,
  loginAsGuest,
  newShopper,
  openCheckout,
  openProducts,
  PRODUCTS,
  productCard,
  settleSession,
  signUp,
  toast,
} from '../helpers/shop';

const STORE_KEY = 'glamour.db.v1';
const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
const STORE_RESET_MESSAGE =
  'The shop could not read its saved data, so it started again from the original catalogue.';

function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

const DAMAGE = [
  { kind: 'that is not JSON', raw: '{"version": 1, "users": [', warning: 'is not valid JSON' },
  { kind: 'of the wrong shape', raw: '{"version": 1, "users": "nobody"}', warning: 'is damaged' },
  { kind: 'from an older version', raw: '{"version": 0, "products": []}', warning: 'is outdated' },
] as const;

test.beforeEach(async ({ page }) => {
  await fastBackend(page);
});

for (const { kind, raw, warning } of DAMAGE) {
  test(`a saved store ${kind} is reset to the seed with a message, and the shop works`, async ({
    page,
  }) => {
    const warnings = collectWarnings(page);
    // Damaged before the first page of the visit runs (once: later loads find what the shop saved).
    await page.addInitScript(
      ({ key, value }) => {
        if (sessionStorage.getItem('damaged')) return;
        sessionStorage.setItem('damaged', '1');
        localStorage.setItem(key, value);
      },
      { key: STORE_KEY, value: raw },
    );

    await openProducts(page);
    await expect(page.getByRole('article')).toHaveCount(25);
    // The cards are prerendered: the back end that reads the store starts after the page's load.
    await expect.poll(() => warnings.join('\n')).toContain(`[glamour] the saved store ${warning}`);
    // The shopper is told, not only the console.
    await expect(toast(page, STORE_RESET_MESSAGE)).toBeVisible();
    // The seed replaced the damage in storage, so the next load starts clean.
    const saved = await page.evaluate((key) => localStorage.getItem(key), STORE_KEY);
    expect(() => JSON.parse(saved ?? '')).not.toThrow();
    expect(saved).not.toBe(raw);

    // The seed shopper can sign in and shop.
    await loginAsGuest(page, '/products');
    await productCard(page, PRODUCTS.kajal.name)
      .getByRole('button', { name: 'Add to Cart' })
      .click();
    await expectNavCount(page, 'Cart', 1);
    await expect.poll(() => serverCartLines(page)).toEqual([`${PRODUCTS.kajal.name} × 1`]);
  });
}

test('a shopper whose account was in the lost store is signed out with a message', async ({
  page,
}) => {
  const shopper = newShopper();
  await signUp(page, shopper);
  await expect(accountLink(page, new RegExp(shopper.firstName))).toBeVisible();

  await page.evaluate((key) => localStorage.setItem(key, 'garbage'), STORE_KEY);
  await page.reload();
  await expect(toast(page, SESSION_EXPIRED)).toBeVisible();
  await expect(accountLink(page, 'Login')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

const TAMPER = [
  {
    kind: 'a changed signature character',
    alter: (token: string) => {
      const [header, payload, signature = ''] = token.split('.');
      const at = Math.floor(signature.length / 2);
      const swapped = signature[at] === 'A' ? 'B' : 'A';
      return `${header}.${payload}.${signature.slice(0, at)}${swapped}${signature.slice(at + 1)}`;
    },
  },
  {
    kind: 'a payload claiming another email',
    alter: (token: string) => {
      const [header, payload = '', signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as object;
      const forged = Buffer.from(
        JSON.stringify({ ...claims, email: 'someone.else@glamour.test' }),
      ).toString('base64url');
      return `${header}.${forged}.${signature}`;
    },
  },
] as const;

for (const { kind, alter } of TAMPER) {
  test(`a token with ${kind} signs the shopper out with a message on the next load`, async ({
    page,
  }) => {
    await loginAsGuest(page);
    await expect(accountLink(page, /Aanya/)).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const tampered = alter(token ?? '');
    expect(tampered).not.toBe(token);
    // The back end itself refuses it.
    await waitForBackend(page);
    expect((await callApi(page, '/api/user/cart', { token: tampered })).status).toBe(401);

    await page.evaluate((value) => localStorage.setItem('token', value), tampered);
    await page.goto('/cart');
    await expect(toast(page, SESSION_EXPIRED)).toBeVisible();
    // The guarded page sends the visitor to log in; the bad token is gone.
    await expect(page).toHaveURL(/\/login$/);
    await expect(accountLink(page, 'Login')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expectNavCount(page, 'Cart', 0);
  });
}

test.describe('a full browser storage', () => {
  const STORAGE_FULL =
    "This change was not saved: the browser's storage for this shop is full. Free some space (for example, Clear history in the request tester) and try again.";

  /** Fills this origin's localStorage to the last character with junk under test keys. */
  const fillStorage = (page: Page) =>
    page.evaluate(() => {
      let chunk = 'x'.repeat(1 << 20);
      for (let i = 0; chunk.length > 0;) {
        try {
          localStorage.setItem(`test.filler.${i}`, chunk);
          i += 1;
        } catch {
          chunk = chunk.slice(0, Math.floor(chunk.length / 2));
        }
      }
    });
  const freeStorage = (page: Page) =>
    page.evaluate(() => {
      for (const key of Object.keys(localStorage))
        if (key.startsWith('test.filler.')) localStorage.removeItem(key);
    });

  test('an add to cart is refused and rolled back, with the message', async ({ page }) => {
    await loginAsGuest(page, '/products');
    await waitForBackend(page);
    await fillStorage(page);
    await productCard(page, PRODUCTS.kajal.name)
      .getByRole('button', { name: 'Add to Cart' })
      .click();
    await expect(toast(page, STORAGE_FULL)).toBeVisible();
    await expectNavCount(page, 'Cart', 0);
    await freeStorage(page);
    expect(await serverCartLines(page)).toEqual([]);
  });

  test('placing an order is refused before any payment, and a reload shows no order', async ({
    page,
  }) => {
    await loginAsGuest(page);
    await seedCart(page, PRODUCTS.kajal.id);
    await openCheckout(page);
    await fillStorage(page);
    // Order first: the pending order cannot be saved, so no payment window opens at all.
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(toast(page, STORAGE_FULL)).toBeVisible();
    await expect(page.getByRole('dialog', { name: /^Pay / })).toHaveCount(0);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(toast(page, /^Payment of/)).toHaveCount(0);
    await freeStorage(page);
    await page.reload();
    await settleSession(page);
    expect(await server.orders(page)).toEqual([]);
    expect(await serverCartLines(page)).toEqual([`${PRODUCTS.kajal.name} × 1`]);
  });
});

test('a store saved by a newer version is left untouched, and this older tab says to reload', async ({
  page,
}) => {
  const warnings = collectWarnings(page);
  const newer = JSON.stringify({ version: 99, products: [], users: [], future: 'data' });
  await page.addInitScript(
    ({ key, value }) => {
      if (sessionStorage.getItem('newer')) return;
      sessionStorage.setItem('newer', '1');
      localStorage.setItem(key, value);
    },
    { key: STORE_KEY, value: newer },
  );
  await openProducts(page);
  // The catalogue still shows (from this tab's own seed, in memory)...
  await expect(page.getByRole('article')).toHaveCount(25);
  const message = toast(
    page,
    'This tab runs an older version of the shop than your saved data. Reload the page to continue.',
  );
  await expect(message).toBeVisible();
  await expect(message.getByRole('button', { name: 'Reload' })).toBeVisible();
  expect(warnings.join('\n')).toContain('[glamour] the saved store is from a newer version (99');
  // ...and nothing it does touches the newer data, not even signing in as the guest.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login As Guest' }).click();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), STORE_KEY)).toBe(newer);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORE_KEY)).toBe(newer);
});
