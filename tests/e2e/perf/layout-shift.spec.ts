/**
 * Nothing on screen moves while a page loads (CLS < 0.02, docs/performance.md). With the back end's
 * default 400 ms latency, so skeletons, the category strip, the carousel and the filter sidebar all
 * load late, the layout shifts the browser reports add up to less than 0.02 on each page.
 */
import { expect, test } from '../fixtures';
import { PRODUCTS } from '../helpers/shop';

const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1350, height: 940 };

const PAGES = [
  { name: 'home', path: '/', viewport: PHONE },
  { name: 'listing', path: '/products', viewport: PHONE },
  { name: 'product detail', path: `/products/${PRODUCTS.kajal.id}`, viewport: PHONE },
  // Wide screens add the listing's filter sidebar, whose facet lists arrive with the catalogue.
  { name: 'listing', path: '/products', viewport: DESKTOP },
];

for (const { name, path, viewport } of PAGES) {
  test(`the ${name} page loads without moving what is on screen (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      const w = window as typeof window & { __cls?: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) w.__cls = (w.__cls ?? 0) + entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    // Loaded: the data arrived (a price on screen) and the category strip is in.
    await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
    await expect(page.getByText(/₹/).first()).toBeVisible();
    await page.waitForTimeout(1_000);
    const cls = await page.evaluate(() => (window as typeof window & { __cls?: number }).__cls);
    expect(cls).toBeLessThan(0.02);
  });
}
