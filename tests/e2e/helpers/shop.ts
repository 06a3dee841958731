/**
 * Shopper journeys and screen readers shared by the resilience specs: signing in as the guest,
 * finding toasts, product cards and cart lines, and reading what a screen shows in the same shape
 * the back-end helpers return, so "what the page shows" and "what the server holds" compare directly.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { PENDING_WRITES_KEY } from '@/domain/console';
import { BACKEND_START_TIMEOUT } from './backend';
import { inServerProject } from './server';

/** Seed products the journeys use (backend/store/seed/products.json), all in stock. */
export const PRODUCTS = {
  kajal: { id: '4030410b-68a1-46f9-a8ad-82e3f5929dbe', name: 'Lakme Eyeconic Kajal - Twin Pack' },
  toner: { id: '40cdc285-b45b-4eb6-ad26-d8fdb2c1c43f', name: 'Plum Green Tea Alcohol-Free Toner' },
  eyeliner: {
    id: '0f231b44-7b5d-4d50-a9bd-8ac86f365f88',
    name: 'Lakme Eyeconic Liquid Eyeliner - Black',
  },
  dryer: { id: 'b25ea8c2-c182-4548-a1db-c0530a96deaa', name: 'Philips Hair Dryer (HP8120/00)' },
} as const;

export const GUEST = {
  email: 'aanya.sharma@glamour.test',
  firstName: 'Aanya',
  address: '42, Rose Villa, MG Road',
} as const;

export const toast = (page: Page, text: string | RegExp): Locator =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/**
 * Expects a toast, then closes it, so a later step that fails with the same words must show a toast
 * of its own (an old one still on screen would otherwise pass the check).
 */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  const shown = toast(page, text);
  await expect(shown.first()).toBeVisible();
  for (let left = await shown.count(); left > 0; left -= 1) {
    try {
      await shown.first().getByRole('button', { name: 'Close toast' }).click({ timeout: 10_000 });
    } catch (error) {
      // A toast closes itself after 5 s (TOAST_DURATION_MS). On a busy machine it once went between
      // the check above and the click, which then waited for it to the test's time limit. Gone by
      // itself is what the click was for; still there, the click really failed.
      if ((await shown.count()) >= left) throw error;
    }
    await expect(shown).toHaveCount(left - 1);
  }
}

/**
 * After a page load with a saved token, waits until the app has checked it (the navbar names the
 * shopper). Public pages paint before that check ends, and leaving a page while the check is in
 * flight signs the shopper out (see reload.spec.ts), so a journey settles the session before its
 * next navigation or cart click.
 */
export async function settleSession(page: Page): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) return;
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Account:/ }),
  ).toBeVisible();
}

/**
 * Signs in with 'Login As Guest' and waits until the session is saved. On the static build the
 * login is often the page's first call, which starts the simulated back end.
 */
export async function loginAsGuest(page: Page, then?: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login As Guest' }).click();
  await expect(toast(page, 'Login successful!')).toBeVisible({ timeout: BACKEND_START_TIMEOUT });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  if (then) {
    await page.goto(then);
    await settleSession(page);
  }
}

/**
 * Waits until the tab keeps no cart or wishlist click for a later page to send: whatever a reload
 * left was sent, and another reload sends nothing again.
 */
export async function expectNoKeptWrites(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate((key) => window.sessionStorage.getItem(key), PENDING_WRITES_KEY))
    .toBeNull();
}

export const productCard = (page: Page, name: string): Locator =>
  page.getByRole('article', { name, exact: true });

export const cartLine = (page: Page, name: string): Locator =>
  page.getByRole('list', { name: 'Cart items' }).getByRole('article', { name, exact: true });

/**
 * The cart screen's lines as `name × qty` (same shape as serverCartLines), read in one pass over the
 * DOM so a line that disappears mid-read cannot leave the read waiting for it.
 */
export async function shownCartLines(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Cart items' })
    .getByRole('article')
    .evaluateAll((lines) =>
      lines.map((line) => {
        const name = line.querySelector('h2 .sr-only')?.textContent?.trim() ?? '';
        const qty = line.querySelector('output')?.textContent?.trim() ?? '';
        return `${name} × ${qty}`;
      }),
    );
}

/** Waits for the cart screen to have settled on its lines (or its empty state). */
export async function openCart(page: Page): Promise<void> {
  await page.goto('/cart');
  await expect(
    page
      .getByRole('heading', { level: 1, name: /^Cart \(\d+\)$/ })
      .or(page.getByRole('heading', { name: 'Your Cart is Empty!' })),
  ).toBeVisible();
}

/** The wishlist screen's product names. */
export async function shownWishlistNames(page: Page): Promise<string[]> {
  // A card's whole name is its heading's title (the heading may clamp it to three lines).
  return page
    .getByRole('article')
    .locator('h3[title]')
    .evaluateAll((headings) => headings.map((h) => (h.getAttribute('title') ?? '').trim()));
}

export async function openWishlist(page: Page): Promise<void> {
  await page.goto('/wishlist');
  await expect(
    page
      .getByRole('heading', { level: 1, name: /^Wishlist \(\d+\)$/ })
      .or(page.getByRole('heading', { name: 'Your Wishlist is Empty!' })),
  ).toBeVisible();
}

/** Opens the listing and waits for the product cards. */
export async function openProducts(page: Page, query = ''): Promise<void> {
  await page.goto(`/products${query}`);
  await expect(page.getByRole('article').first()).toBeVisible();
  await settleSession(page);
}

/**
 * The navbar's Cart or Wishlist link shows `count` (no badge at 0): its accessible name is the
 * link's words followed by the badge's number and "item(s)".
 */
export async function expectNavCount(
  page: Page,
  link: 'Cart' | 'Wishlist',
  count: number,
): Promise<void> {
  const name =
    count === 0 ? new RegExp(`^${link}$`) : new RegExp(`^${link}\\s*${count}\\s*items?$`);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }),
  ).toBeVisible();
}

export interface AddressFields {
  userName: string;
  houseNumber: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
  mobileNumber: string;
}

export const NEW_ADDRESS: AddressFields = {
  userName: 'Kabir Mehta',
  houseNumber: '7, Sea Breeze, Carter Road',
  city: 'Mumbai',
  state: 'Maharashtra',
  country: 'India',
  pincode: '400050',
  mobileNumber: '9988776655',
};

const PLACEHOLDERS: Record<keyof AddressFields, string> = {
  userName: 'Enter Name',
  houseNumber: 'Enter House No., Road, Colony',
  city: 'Enter City',
  state: 'Enter State',
  country: 'Enter Country',
  pincode: 'Enter Pincode',
  mobileNumber: 'Enter Mobile Number',
};

/**
 * Types an address into the add or edit form (by its placeholders: docs/shop/screens.md, Address
 * forms).
 */
export async function fillAddress(form: Locator, fields: Partial<AddressFields>): Promise<void> {
  for (const [key, value] of Object.entries(fields) as [keyof AddressFields, string][]) {
    await form.getByPlaceholder(PLACEHOLDERS[key], { exact: true }).fill(value);
  }
}

export async function openAddressBook(page: Page): Promise<void> {
  await page.goto('/account-details/addressDetails');
  await expect(
    page
      .getByRole('article', { name: /^Address of / })
      .first()
      .or(page.getByText('No Address added!')),
  ).toBeVisible();
}

/** The address book's cards as `name | house | city` (compare with `addressSummary`), in one pass. */
export async function shownAddresses(page: Page): Promise<string[]> {
  return page.getByRole('article', { name: /^Address of / }).evaluateAll((cards) =>
    cards.map((card) => {
      const name = card.querySelector('h3')?.textContent?.trim() ?? '';
      const [house = '', place = ''] = Array.from(card.querySelectorAll('p'), (p) =>
        (p.textContent ?? '').trim(),
      );
      return `${name} | ${house} | ${place.split(',')[0] ?? ''}`;
    }),
  );
}

export const addressSummary = (a: { userName: string; houseNumber: string; city: string }) =>
  `${a.userName} | ${a.houseNumber} | ${a.city}`;

/** Opens checkout and waits for its order summary (or its empty-cart text). */
export async function openCheckout(page: Page): Promise<void> {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(
    page
      .getByRole('complementary', { name: 'Order summary' })
      .or(page.getByText('There are no products in cart.')),
  ).toBeVisible();
}

/** Checkout's order summary as `name × qty` (same shape as serverCartLines), in one pass. */
export async function shownCheckoutLines(page: Page): Promise<string[]> {
  return page
    .getByRole('complementary', { name: 'Order summary' })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => {
        const [name, qty] = Array.from(row.querySelectorAll('td'));
        const count = (qty?.textContent ?? '').replace('×', '').trim();
        return `${name?.getAttribute('title') ?? ''} × ${count}`;
      }),
    );
}

/** Place Order, then pay in the simulated sheet with a UPI id (success@razorpay succeeds). */
export async function placeOrderWithUpi(page: Page, vpa = 'success@razorpay'): Promise<void> {
  await page.getByRole('button', { name: 'Place Order' }).click();
  const sheet = page.getByRole('dialog', { name: /^Pay / });
  await sheet.getByRole('tab', { name: 'UPI' }).click();
  await sheet.getByLabel('UPI ID').fill(vpa);
  await sheet.getByRole('button', { name: /^Pay / }).click();
}

export interface NewShopper {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A shopper no other test uses (each test's browser shares nothing, but the names stay readable). */
export function newShopper(firstName = 'Meera', lastName = 'Iyer'): NewShopper {
  const tag = Math.random().toString(36).slice(2, 8);
  return { firstName, lastName, email: `meera.${tag}@glamour.test`, password: 'glam5678' };
}

/** Signs up through the form; resolves once the success toast shows. */
export async function signUp(page: Page, shopper: NewShopper): Promise<void> {
  await page.goto('/signup');
  const form = page.getByRole('form', { name: 'Signup' });
  await form.getByLabel('First name').fill(shopper.firstName);
  await form.getByLabel('Last name').fill(shopper.lastName);
  await form.getByLabel('Email address').fill(shopper.email);
  await form.getByLabel('Password', { exact: true }).fill(shopper.password);
  await form.getByLabel('Confirm password', { exact: true }).fill(shopper.password);
  await form.getByRole('button', { name: 'Signup' }).click();
  await expect(toast(page, 'Signup successful!')).toBeVisible();
}

/** The navbar's account link: the first name when signed in, 'Login' for a visitor. */
export const accountLink = (page: Page, name: string | RegExp): Locator =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });

/**
 * The email the guest's User Details show: the seed's demo account in the page's back end, a fresh
 * guest account of its own on the real server (docs/shop/rules.md, Guests).
 */
export const guestEmail = (): string | RegExp =>
  inServerProject() ? /^guest-[\w-]+@guest\.glamour\.invalid$/ : 'aanya.sharma@glamour.test';
