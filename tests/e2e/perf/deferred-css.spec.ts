/**
 * A prerendered page's whole stylesheets (src/lib/deferred-css.ts): fetched when the runtime starts,
 * applied only when the page needs a rule its inline CSS lacks. Two promises, each checked here:
 * - a page nobody touches never applies them (applying them restyles every element: the longest
 *   task a phone has after its first paint);
 * - nothing is ever shown without its rules. The oracle is the browser itself: at each step of a
 *   shopper's journey, while the sheets are not applied, every element's computed style (and its
 *   ::before and ::after) is the same as with them applied, custom properties aside.
 */
import type { Page } from '@playwright/test';
import { expect, fastBackend, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await fastBackend(page);
});

const PRODUCT = '/products/8332f751-1305-49a0-83c2-c25138bd44cc';

/** The page's deferred sheets' media: 'not all' while unapplied, 'all' once applied. */
const sheetsMedia = (page: Page) =>
  page
    .locator('link[data-deferred-css]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).media));

/** Hydrated, with its whole sheets fetched (they may or may not apply). */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[data-deferred-css]')].every(
      (link) => link.sheet !== null,
    ),
  );
}

/**
 * The elements whose computed style (or whose ::before or ::after) would change if the whole sheets
 * were applied now, as `tag.class: property` lines; empty when the page shows nothing its inline CSS
 * lacks. The sheets are put back as they were.
 */
function unstyled(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-deferred-css]')];
    const elements = [...document.body.querySelectorAll('*')];
    const snapshot = () =>
      elements.map((element) =>
        [null, '::before', '::after'].map((pseudo) => {
          const style = getComputedStyle(element, pseudo);
          const values: Record<string, string> = {};
          // A ::before or ::after without content is not drawn: its content is all that counts.
          if (pseudo && style.content === 'none') return { content: 'none' };
          for (let i = 0; i < style.length; i += 1) {
            const name = style.item(i);
            // A custom property shows only through the properties that read it, compared here;
            // the inline CSS leaves out those nothing on the page reads (build/unread-properties.ts).
            if (name.startsWith('--')) continue;
            values[name] = style.getPropertyValue(name);
          }
          return values;
        }),
      );
    const before = links.map((link) => link.media);
    const without = snapshot();
    for (const link of links) link.media = 'all';
    const withSheets = snapshot();
    links.forEach((link, i) => (link.media = before[i] ?? 'all'));
    const differences: string[] = [];
    elements.forEach((element, i) => {
      const label = `${element.tagName.toLowerCase()}.${String(element.getAttribute('class') ?? '').slice(0, 60)}`;
      ['', '::before', '::after'].forEach((pseudo, p) => {
        const a = without[i]?.[p] ?? {};
        const b = withSheets[i]?.[p] ?? {};
        for (const name of Object.keys(b))
          if (a[name] !== b[name]) differences.push(`${label}${pseudo}: ${name}`);
      });
    });
    return differences;
  });
}

/** After a step: either the sheets are applied, or the page shows nothing they would change. */
async function styledAfter(page: Page, step: string): Promise<void> {
  const media = await sheetsMedia(page);
  if (media.every((value) => value === 'all')) return;
  expect(await unstyled(page), `unstyled after ${step}`).toEqual([]);
}

for (const path of ['/', '/products', PRODUCT]) {
  test(`${path}: nobody touches the page, its whole stylesheets never apply`, async ({ page }) => {
    await page.goto(path);
    await settled(page);
    // What runs after hydration has run too: the carousels' engines, the deferred screen chunks.
    if (path === '/')
      await expect(page.locator('[data-engine]').first()).toHaveAttribute('data-engine', 'running');
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
    );
    expect(await sheetsMedia(page)).toEqual(['not all']);
    // And the page, as shown, lacks none of their rules.
    expect(await unstyled(page)).toEqual([]);
    // The chunks that loaded list the sheet as a dependency of theirs: Vite's preloader found the
    // page's own link and added none (a link of its own would apply the whole sheet at once).
    expect(await page.locator('link[rel="stylesheet"]:not([data-deferred-css])').count()).toBe(0);
  });
}

test('whatever a shopper opens is styled: the sheets apply as it needs them', async ({ page }) => {
  // Seven full comparisons of every element's computed style, each a few seconds on a busy machine.
  test.slow();
  await page.goto('/');
  await settled(page);
  await styledAfter(page, 'load');

  // The offers carousel moved on by hand.
  await page.getByRole('button', { name: /next/i }).first().click();
  await styledAfter(page, 'the next offer');

  // A subscription refused: the field's error state.
  const email = page.getByRole('textbox', { name: /email/i }).last();
  await email.fill('not-an-email');
  await email.press('Enter');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await styledAfter(page, 'a refused subscription');

  // The listing: the search's suggestions, a filter, a sort.
  await page.goto('/products');
  await settled(page);
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill('dot');
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
  await styledAfter(page, 'the search suggestions');
  await search.press('Escape');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('checkbox', { name: /^Makeup/ }).click();
  await expect(filters.getByRole('checkbox', { name: /^Makeup/ })).toBeChecked();
  await styledAfter(page, 'a filter');
  await filters.getByRole('radio', { name: 'High To Low' }).click();
  await styledAfter(page, 'a sort');

  // A product page: a visitor's Add to Cart asks to log in, on another screen, whose rules are not
  // inline: the sheets apply.
  await page.goto(PRODUCT);
  await settled(page);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page).toHaveURL(/\/login/);
  await styledAfter(page, 'the login screen');
  await expect.poll(() => sheetsMedia(page)).toEqual(['all']);
});

test('the oracle sees a state the inline CSS lacks', async ({ page }) => {
  // Its own check: with the sheets forced off after a dialog opened, the dialog is found unstyled.
  // Without this, a journey that passed could mean the oracle sees nothing.
  await page.goto('/');
  await settled(page);
  await page.getByRole('link', { name: /cart/i }).first().click();
  await expect(page).toHaveURL(/\/(cart|login)/);
  await expect.poll(() => sheetsMedia(page)).toEqual(['all']);
  await page
    .locator('link[data-deferred-css]')
    .evaluateAll((links) => links.forEach((link) => ((link as HTMLLinkElement).media = 'not all')));
  expect((await unstyled(page)).length).toBeGreaterThan(0);
});
