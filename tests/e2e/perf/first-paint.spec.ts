/**
 * What a prerendered page does before its first frame (docs/performance.md): every glyph of the
 * first screen, prices included, comes from the one font file the page preloads (a face loaded
 * after the first layout makes the browser lay out the whole page again), and the app's runtime is
 * not fetched until that frame is painted.
 */
import { expect, fastBackend, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await fastBackend(page);
});

test('prices and text are set in the one font file the page preloads', async ({ page }) => {
  await page.goto('/products');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    // Inter's faces: the metric-matched fallback (a local font, nothing to fetch) is used too when
    // a busy machine lays the page out before the preloaded file is in.
    return [...document.fonts]
      .filter((face) => face.family === 'Inter Variable' && face.status !== 'unloaded')
      .map((face) => ({ family: face.family, range: face.unicodeRange }));
  });
  // One of Inter's faces was needed, and it is the one whose range holds the rupee.
  expect(faces).toEqual([{ family: 'Inter Variable', range: expect.stringContaining('U+20B9') }]);
  const preloaded = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  const fetched = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /\.woff2$/.test(name)),
  );
  expect(fetched).toEqual(preloaded);
  // A price is drawn in Inter alone, its ₹ included.
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: '[data-slot="product-card"] [data-slot="price"] > span',
  });
  await cdp.send('CSS.enable');
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  expect(fonts.map((font) => font.familyName)).toEqual(['Inter']);
  expect(
    await page
      .locator('[data-slot="product-card"] [data-slot="price"] > span')
      .first()
      .textContent(),
  ).toContain('₹');
});

test("the app's runtime is fetched only after the page's first paint is on screen", async ({
  page,
}) => {
  // src/lib/page-shown.ts asks for the runtime once the browser reports the first contentful paint,
  // which it times when the frame is on screen (after the frame is made, which the first
  // requestAnimationFrame callback marks).
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as typeof window & { __firstFrame?: number }).__firstFrame = performance.now();
    });
  });
  await page.goto('/products');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const timing = await page.evaluate(() => ({
    frame: (window as typeof window & { __firstFrame?: number }).__firstFrame ?? Number.NaN,
    onScreen: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    runtime:
      performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/start-[^/]+\.js$/.test(entry.name))?.startTime ?? Number.NaN,
  }));
  expect(timing.onScreen).toBeGreaterThanOrEqual(timing.frame);
  expect(timing.runtime).toBeGreaterThanOrEqual(timing.onScreen);
});
