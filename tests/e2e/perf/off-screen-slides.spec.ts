/**
 * The home page's carousels lay out only the slides near the screen (docs/performance.md): the
 * others are skipped by the browser (content-visibility: auto) until they come near it, which on a
 * phone leaves out most of the page's cards. A skipped slide keeps its last size, so a carousel
 * whose width changed while it was scrolled away must still have the height of its new width.
 */
import type { Page } from '@playwright/test';
import { expect, fastBackend, test } from '../fixtures';

const PHONE = { width: 412, height: 823 };
// Still one offer per view (two from 480 px), each taller than on the phone above.
const WIDER_PHONE = { width: 479, height: 823 };

test.beforeEach(async ({ page }) => {
  await fastBackend(page);
});

/** Resolves after the browser has drawn two more frames (style, layout, observers and paint). */
const frames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/** Per slide of the carousel named `label`: is its content rendered (not skipped)? */
const renderedSlides = (page: Page, label: string) =>
  page
    .getByRole('region', { name: label })
    .locator('[aria-roledescription="slide"]')
    .evaluateAll((slides) =>
      slides.map((slide) =>
        slide.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }),
      ),
    );

test('a phone lays out the first slide of each carousel, not the slides out of view', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await frames(page);
  // One offer and one card per view on a phone: the first slides are drawn at once (the first
  // offer is the page's largest picture), the cards beyond the next one wait.
  const cards = await renderedSlides(page, 'Best-selling products');
  expect(cards.length).toBeGreaterThan(4);
  expect(cards[0]).toBe(true);
  expect(cards.slice(2)).toEqual(cards.slice(2).map(() => false));
  // The offers may have moved on by a slide or two by now (they play by themselves).
  const offers = await renderedSlides(page, 'Offers');
  expect(offers[0]).toBe(true);
  expect(offers.filter((rendered) => rendered === false).length).toBeGreaterThanOrEqual(
    offers.length - 3,
  );
  // Moving the carousel lays out the card that comes into view.
  const bestSellers = page.getByRole('region', { name: 'Best-selling products', exact: true });
  await expect(bestSellers).toHaveAttribute('data-engine', 'running');
  await bestSellers.getByRole('button', { name: 'Next slide' }).click();
  await expect
    .poll(async () => (await renderedSlides(page, 'Best-selling products'))[1])
    .toBe(true);
});

test('a carousel scrolled away while the window narrows has the height of its new width', async ({
  page,
}) => {
  await page.setViewportSize(WIDER_PHONE);
  await page.goto('/');
  const offers = page.getByRole('region', { name: 'Offers', exact: true });
  await expect(offers).toHaveAttribute('data-engine', 'running');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  // The page scrolls to its end and the window narrows: the offers are far out of view, and the
  // slides skipped there were last laid out as tall as the wider first slide.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await frames(page);
  await page.setViewportSize(PHONE);
  await frames(page);
  const awayHeight = await offers.evaluate((element) => element.getBoundingClientRect().height);
  await page.evaluate(() => window.scrollTo(0, 0));
  await frames(page);
  const inViewHeight = await offers.evaluate((element) => element.getBoundingClientRect().height);
  expect(awayHeight).toBeCloseTo(inViewHeight, 0);
});
