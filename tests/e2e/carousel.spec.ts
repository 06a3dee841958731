/**
 * The offers carousel on the home page (src/features/catalog/home/carousel.tsx) moves on its own
 * every 3 s, waits while the pointer is over it or focus is inside it, and stops for good with
 * Pause slides until Play slides (WCAG 2.2.2). Time is the page's fake clock, paused once the
 * engine runs: the carousel moves only when the test lets time pass.
 */
import type { Page } from '@playwright/test';
import { expect, fastBackend, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await fastBackend(page);
});

const offers = (page: Page) => page.getByRole('region', { name: 'Offers', exact: true });

/** The first slide in view, from the carousel's own "Showing from slide N of 7". */
async function shownSlide(page: Page): Promise<number> {
  const text = await offers(page).locator('[data-slot="carousel-position"]').textContent();
  const slide = /slide (\d+) of/.exec(text ?? '')?.[1];
  if (!slide) throw new Error(`no position in "${text}"`);
  return Number(slide);
}

/** One slide on, going round after the seventh. */
const after = (slide: number) => (slide % 7) + 1;

/** Lets `ms` of the page's time pass, firing every timer and frame due in it. */
const letTimePass = (page: Page, ms: number) => page.clock.runFor(ms);

/** Pointer and focus both away from the carousel. */
async function leave(page: Page) {
  await page.mouse.move(1, 1);
  await page.getByRole('link', { name: 'Glamour home' }).focus();
}

test('the offers move every 3 s, wait under the pointer and focus, and stop with Pause slides', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(offers(page)).toHaveAttribute('data-engine', 'running');
  const pause = offers(page).getByRole('button', { name: 'Pause slides' });
  await expect(pause).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
  await leave(page);

  // On its own: one slide each 3 s.
  const start = await shownSlide(page);
  await letTimePass(page, 3_100);
  await expect.poll(() => shownSlide(page)).toBe(after(start));

  // The pointer over it holds it; leaving lets it go on.
  await offers(page).getByRole('group', { name: '3 of 7' }).hover();
  await letTimePass(page, 9_000);
  expect(await shownSlide(page)).toBe(after(start));
  await leave(page);
  await letTimePass(page, 3_100);
  await expect.poll(() => shownSlide(page)).toBe(after(after(start)));

  // Focus inside holds it too (the keyboard's way of looking at a slide).
  await offers(page).getByRole('button', { name: 'Next slide' }).focus();
  await letTimePass(page, 9_000);
  expect(await shownSlide(page)).toBe(after(after(start)));

  // Pause slides: it stays still after the pointer and focus leave, however long.
  await pause.click();
  const play = offers(page).getByRole('button', { name: 'Play slides' });
  await expect(play).toBeVisible();
  await leave(page);
  await letTimePass(page, 30_000);
  expect(await shownSlide(page)).toBe(after(after(start)));
  // A resize (a turned phone) starts the carousel's engine afresh: it stays paused all the same.
  await page.setViewportSize({ width: 1000, height: 720 });
  await letTimePass(page, 500);
  await expect(offers(page).locator('[data-slot="carousel-position"]')).toBeAttached();
  await letTimePass(page, 30_000);
  expect(await shownSlide(page)).toBe(after(after(start)));

  // Play slides: moving again at once, though the pointer and focus are on the button.
  await play.click();
  await expect(pause).toBeFocused();
  await letTimePass(page, 3_100);
  await expect.poll(() => shownSlide(page)).toBe(after(after(after(start))));
});

test('asked for less motion, the offers stay still and offer no Pause slides', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(offers(page)).toHaveAttribute('data-engine', 'running');
  await expect(offers(page).getByRole('button', { name: 'Next slide' })).toBeVisible();
  await expect(offers(page).getByRole('button', { name: /slides$/ })).toHaveCount(0);
});
