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
