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

/** The offer pictures the page has fetched so far, by drawing (`offer-makeup`), any width. */
const offersFetched = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.includes('/images/offers/offer-'))
      .map((name) =>
        name
          .split('/')
          .pop()
          ?.replace(/(-\d+w\.webp|\.svg)$/, ''),
      )
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
  await expect.poll(() => offersFetched(page)).toContain('offer-makeup');
  // The fourth and fifth offers are far out of view: not loaded (they were, eagerly).
  const early = await offersFetched(page);
  expect(early).not.toContain('offer-bath-body');
  expect(early).not.toContain('offer-fragrance');
  // Moved on by hand: the ones after those in view are asked for ahead of the next move.
  await offers.getByRole('button', { name: /next/i }).click();
  await expect.poll(() => offersFetched(page)).toContain('offer-bath-body');
});

test('a wide screen loads the five offers it shows', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect.poll(async () => (await offersFetched(page)).length).toBeGreaterThanOrEqual(5);
});

test('a phone fetches each drawing on the home page once, as one WebP version', async ({
  page,
}) => {
  // 360px at 1x picks the 400w versions, not the plain src (800w) a preload without the set fetches.
  await page.setViewportSize({ width: 360, height: 740 });
  const pictures: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/images/')) pictures.push(pathname);
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect.poll(() => pictures.filter((path) => path.includes('offer-makeup'))).toHaveLength(1);
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => pictures.filter((path) => path.includes('/brands/')).length).toBe(8);
  // Only the logo is an SVG; the preloaded first offer is the version its <img> then picks (one
  // request for it, not the preload's and another).
  expect(pictures.filter((path) => path.endsWith('.svg'))).toEqual(['/images/logo.svg']);
  const drawings = pictures
    .filter((path) => path.endsWith('.webp'))
    .map((path) => path.replace(/-\d+w\.webp$/, ''));
  expect(drawings.length).toBeGreaterThan(10);
  expect(new Set(drawings).size).toBe(drawings.length);
});
