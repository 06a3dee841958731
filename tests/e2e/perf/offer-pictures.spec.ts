/**
 * The offers carousel's pictures (src/features/catalog/home/offers-carousel.tsx): only the first is
 * loaded at once, the others as they come near. A phone, which shows one, no longer loads the first
 * five while the page loads (each picture drawn then is main-thread work it does not need yet), and
 * once the carousel moves, the next ones load ahead of it. A wide screen, which shows five at once,
 * still loads all five.
 */
import type { Page } from '@playwright/test';
import { expect, fastBackend, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await fastBackend(page);
});

/** The offer pictures the page has fetched so far, by file name. */
const offersFetched = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.includes('/images/offers/offer-'))
      .map((name) => name.split('/').pop())
      .sort(),
  );

test('a phone loads the offers near the one it shows, then more as the carousel moves', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // No autoplay: the carousel moves only when told to.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const offers = page.getByRole('region', { name: 'Offers', exact: true });
  await expect(offers).toHaveAttribute('data-engine', 'running');
  await expect.poll(() => offersFetched(page)).toContain('offer-makeup.svg');
  // The fourth and fifth offers are far out of view: not loaded (they were, eagerly).
  const early = await offersFetched(page);
  expect(early).not.toContain('offer-bath-body.svg');
  expect(early).not.toContain('offer-fragrance.svg');
  // Moved on by hand: the ones after those in view are asked for ahead of the next move.
  await offers.getByRole('button', { name: /next/i }).click();
  await expect.poll(() => offersFetched(page)).toContain('offer-bath-body.svg');
});

test('a wide screen loads the five offers it shows', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect.poll(async () => (await offersFetched(page)).length).toBeGreaterThanOrEqual(5);
});
