/**
 * The home page's parts far below a phone's first screen (the trust badges and the footer) are left
 * out of the first style and layout pass (src/components/below-the-fold.tsx): the browser skips
 * them until they come near the screen. They are still there for Tab, and they work once reached.
 */
import type { Page } from '@playwright/test';
import { expect, fastBackend, test } from '../fixtures';

const PHONE = { width: 412, height: 823 };

test.beforeEach(async ({ page }) => {
  await fastBackend(page);
});

/** Per part of the page marked below the fold: its heading, and is its content drawn? */
const parts = (page: Page) =>
  page.locator('[data-slot="below-the-fold"]').evaluateAll((elements) =>
    elements.map((element) => ({
      heading: element.querySelector('h2')?.textContent ?? '',
      drawn: element.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? null,
    })),
  );

const footerDrawn = (page: Page) =>
  page
    .locator('footer')
    .evaluate((footer) => footer.checkVisibility({ contentVisibilityAuto: true }));

test('a phone skips the trust badges and the footer until they come near', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  // What the first screen and the next one and a half show is drawn; the two parts beyond are not.
  await expect(page.getByRole('heading', { name: 'Join our newsletter' })).toBeAttached();
  expect(await parts(page)).toEqual([
    { heading: 'Why shop with us', drawn: false },
    { heading: 'Policies', drawn: false },
  ]);
  // Scrolled to, the footer is drawn and its buttons work.
  await page.getByRole('button', { name: 'Shipping Policy' }).scrollIntoViewIfNeeded();
  await expect.poll(() => footerDrawn(page)).toBe(true);
  await page.getByRole('button', { name: 'Shipping Policy' }).click();
  await expect(page.getByRole('dialog', { name: 'Shipping Policy' })).toBeVisible();
});

test('Tab reaches the footer while it is skipped', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  // Focus on the newsletter's button without scrolling there: the footer stays far away, skipped.
  await page
    .getByRole('button', { name: 'Send' })
    .evaluate((button: HTMLElement) => button.focus({ preventScroll: true }));
  expect(await footerDrawn(page)).toBe(false);
  // The trust badges hold nothing to focus: the next stop is the footer's first link.
  await page.keyboard.press('Tab');
  const home = page.locator('footer').getByRole('link', { name: 'Glamour' });
  await expect(home).toBeFocused();
  await expect(home).toBeInViewport();
  await expect.poll(() => footerDrawn(page)).toBe(true);
});

/** Per best-seller card: is it drawn (not skipped)? */
const drawnCards = (page: Page) =>
  page
    .getByRole('region', { name: 'Best-selling products', exact: true })
    .locator('[aria-roledescription="slide"]')
    .evaluateAll((slides) =>
      slides.map((slide) =>
        slide.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }),
      ),
    );

/** Resolves after the browser has made two more frames (style, layout, observers, paint). */
const frames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

test('a phone lays out the best sellers in view and the next, not the cards beyond', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const cards = await drawnCards(page);
  expect(cards.length).toBeGreaterThan(4);
  expect(cards.slice(0, 2)).toEqual([true, true]);
  expect(cards.slice(2)).toEqual(cards.slice(2).map(() => false));
  // Moving the carousel lays out the card that comes into view, and the one after it.
  const bestSellers = page.getByRole('region', { name: 'Best-selling products', exact: true });
  await expect(bestSellers).toHaveAttribute('data-engine', 'running');
  await bestSellers.getByRole('button', { name: 'Next slide' }).click();
  await expect.poll(async () => (await drawnCards(page))[2]).toBe(true);
  await bestSellers.getByRole('button', { name: 'Add to Cart' }).nth(1).click();
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
});

test('Tab goes from card to card, each shown as it is reached', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const bestSellers = page.getByRole('region', { name: 'Best-selling products', exact: true });
  await expect(bestSellers).toHaveAttribute('data-engine', 'running');
  const slides = bestSellers.locator('[aria-roledescription="slide"]');
  // From the second card's last button, the next stop is the third card's link (skipped at first;
  // the carousel brings the focused card into view, and with it the next).
  await slides
    .nth(1)
    .getByRole('button', { name: 'Add to Cart' })
    .evaluate((button: HTMLElement) => button.focus());
  await page.keyboard.press('Tab');
  await expect(slides.nth(2).getByRole('link')).toBeFocused();
  await expect.poll(async () => (await drawnCards(page))[2]).toBe(true);
});

test('cards skipped while the window narrows have the height of its new width', async ({
  page,
  browser,
}) => {
  const heightOf = (target: Page) =>
    target
      .getByRole('region', { name: 'Best-selling products', exact: true })
      .evaluate((element) => element.getBoundingClientRect().height);
  // The carousel's height on a phone, from a fresh load.
  const fresh = await browser.newPage({ viewport: PHONE });
  await fastBackend(fresh);
  await fresh.goto('/');
  await expect(fresh.locator('html')).toHaveAttribute('data-hydrated', '');
  const expected = await heightOf(fresh);
  await fresh.close();
  // Still one card per view, each taller than on the phone.
  await page.setViewportSize({ width: 479, height: 823 });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const bestSellers = page.getByRole('region', { name: 'Best-selling products', exact: true });
  await expect(bestSellers).toHaveAttribute('data-engine', 'running');
  // Card 4 comes into view and is laid out at this width, then leaves it (skipped again, keeping
  // that taller height).
  const next = bestSellers.getByRole('button', { name: 'Next slide' });
  const previous = bestSellers.getByRole('button', { name: 'Previous slide' });
  await next.click();
  await next.click();
  await next.click();
  await expect.poll(async () => (await drawnCards(page))[3]).toBe(true);
  await previous.click();
  await previous.click();
  await previous.click();
  await expect.poll(async () => (await drawnCards(page))[3]).toBe(false);
  // The window narrows while they are skipped: the row is as tall as the cards now are.
  await page.setViewportSize(PHONE);
  await frames(page);
  await frames(page);
  expect(await heightOf(page)).toBeCloseTo(expected, 0);
});

test('a tablet lays out the four best sellers in view and the next four, not those beyond', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 1024 });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const cards = await drawnCards(page);
  expect(cards.length).toBeGreaterThan(8);
  expect(cards.slice(0, 8)).toEqual(cards.slice(0, 8).map(() => true));
  expect(cards.slice(8)).toEqual(cards.slice(8).map(() => false));
});

/** Per card of the listing's grid: is it drawn (not skipped)? */
const drawnListingCards = (page: Page) =>
  page
    .getByRole('main')
    .locator('ul > li:has(article)')
    .evaluateAll((items) =>
      items.map((item) => item.firstElementChild?.checkVisibility({ contentVisibilityAuto: true })),
    );

for (const { screen, viewport, near } of [
  { screen: 'a phone', viewport: PHONE, near: 10 },
  { screen: 'a laptop', viewport: { width: 1024, height: 768 }, near: 18 },
  { screen: 'a wide screen', viewport: { width: 1440, height: 900 }, near: 20 },
]) {
  test(`${screen} lays out the listing's first ${near} cards and skips the rest till near`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/products');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    const cards = await drawnListingCards(page);
    expect(cards.length).toBeGreaterThan(near);
    expect(cards.slice(0, near)).toEqual(cards.slice(0, near).map(() => true));
    expect(cards.slice(near)).toEqual(cards.slice(near).map(() => false));
    // The last card, scrolled to, is drawn and works.
    const last = page.getByRole('main').locator('ul > li:has(article)').last();
    await last.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await drawnListingCards(page)).at(-1)).toBe(true);
    await last.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
  });
}
