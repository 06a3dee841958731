/**
 * A page starting up makes no `Intl` object: in Chromium the first one loads the locale's data, 20
 * to 100 ms of a desktop CPU's main thread (four times that on a phone) in one piece, in the
 * middle of hydration. Prices, counts, A to Z lists and titles are written without it
 * (src/domain/format.ts, src/domain/seo.ts). Watches every `Intl` constructor and the methods that
 * make one behind the scenes from before the page's first script, through hydration and the first
 * seconds of a page left alone.
 */
import type { Page } from '@playwright/test';
import { expect, fastBackend, test } from '../fixtures';
import { loginAsGuest } from '../helpers/shop';

test.beforeEach(async ({ page }) => {
  await fastBackend(page);
  await page.addInitScript(() => {
    const made: string[] = [];
    Object.defineProperty(window, '__intlMade', { value: made });
    const where = () => new Error().stack?.split('\n')[3]?.trim() ?? '';
    for (const name of [
      'NumberFormat',
      'Collator',
      'ListFormat',
      'DateTimeFormat',
      'PluralRules',
      'RelativeTimeFormat',
      'Segmenter',
    ] as const) {
      const original = Intl[name] as unknown as new (...args: unknown[]) => object;
      if (typeof original !== 'function') continue;
      Object.defineProperty(Intl, name, {
        configurable: true,
        writable: true,
        value: new Proxy(original, {
          construct(target, args: unknown[]) {
            made.push(`Intl.${name} ${where()}`);
            return Reflect.construct(target, args);
          },
        }),
      });
    }
    const methods: [object, string][] = [
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [String.prototype, 'localeCompare'],
    ];
    for (const [owner, method] of methods) {
      const original = (owner as Record<string, (...args: unknown[]) => unknown>)[method];
      if (!original) continue;
      Object.defineProperty(owner, method, {
        configurable: true,
        writable: true,
        value(this: unknown, ...args: unknown[]) {
          made.push(`${method} ${where()}`);
          return original.apply(this, args);
        },
      });
    }
  });
});

const intlMade = (page: Page) =>
  page.evaluate(() => (window as unknown as { __intlMade: string[] }).__intlMade);

/** Loads `path` and waits until it is live and has done what it does unasked. */
async function startUp(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  // What a page does once live (its carousels, its deferred parts) is done once the browser is idle.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })),
  );
}

for (const path of ['/', '/products', '/products?brand=Plum&brand=Lakme&category=Makeup']) {
  test(`${path} starts without making an Intl object`, async ({ page }) => {
    await startUp(page, path);
    // Prices and counts are on the page: they were written, just not by Intl.
    await expect(page.getByText(/₹[\d,]+/).first()).toBeVisible();
    expect(await intlMade(page)).toEqual([]);
  });
}

test('a product page starts without making an Intl object', async ({ page }) => {
  await page.goto('/products');
  const href = await page.locator('a[href^="/products/"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  await startUp(page, href ?? '/products');
  await expect(page.getByText(/₹[\d,]+/).first()).toBeVisible();
  expect(await intlMade(page)).toEqual([]);
});

const AUTH_CHUNK = /\/assets\/auth-machine-[\w-]+\.js$/;

test('a visitor’s page starts without the sign-in code; the login page fetches it', async ({
  page,
}) => {
  const fetched: string[] = [];
  // The context sees the requests the service worker makes for the page as well.
  page.context().on('request', (request) => {
    if (AUTH_CHUNK.test(new URL(request.url()).pathname)) fetched.push(request.url());
  });
  for (const path of ['/', '/products']) await startUp(page, path);
  expect(fetched).toEqual([]);
  await startUp(page, '/login');
  await expect.poll(() => fetched.length).toBeGreaterThan(0);
});

/** The simulated back end's chunk (mocks/browser.ts) and the screens' chunks, in the order asked. */
function chunksAsked(page: Page): string[] {
  const asked: string[] = [];
  page.context().on('request', (request) => {
    const name = /\/assets\/(browser|cart|products)-[\w-]+\.js$/.exec(
      new URL(request.url()).pathname,
    );
    if (name?.[1]) asked.push(name[1] === 'browser' ? 'back end' : `${name[1]} screen`);
  });
  return asked;
}

test('a visitor’s page never starts the back end unasked; an empty shell starts it at once', async ({
  page,
}) => {
  const asked = chunksAsked(page);
  await startUp(page, '/');
  expect(asked).toEqual([]);
  // An empty shell (app.html) shows nothing until the back end answers: it is asked for beside the
  // runtime, before the screen's own code (which the runtime asks for once it runs).
  await startUp(page, '/cart');
  await expect.poll(() => asked.length).toBeGreaterThanOrEqual(2);
  expect(asked.slice(0, 2)).toEqual(['back end', 'cart screen']);
});

test('a signed-in visit starts the back end beside the runtime', async ({ page }) => {
  await loginAsGuest(page);
  const asked = chunksAsked(page);
  // A new document: the session is checked as soon as the app starts.
  await startUp(page, '/products');
  await expect.poll(() => asked.length).toBeGreaterThanOrEqual(2);
  expect(asked.slice(0, 2)).toEqual(['back end', 'products screen']);
});
