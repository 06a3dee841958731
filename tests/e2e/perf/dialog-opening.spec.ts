/**
 * A dialog's opening on a prerendered page (the phone's filters sheet on /products): one restyle of
 * the page, not three.
 * - The page's whole stylesheets apply from the dialog's content (src/ui/dialog.tsx), before Radix
 *   moves focus in, so the restyle that focus forces covers them too; left to the page's
 *   MutationObserver they applied after it, a second pass over every element.
 * - The price slider is drawn by a stand-in for its first frame (src/ui/slider.tsx): Radix's
 *   measuring of its thumbs is not part of the tap's task, where it forced a pass of its own.
 * - The scroll lock's property on <body> is not inherited (src/index.css): setting it restyles
 *   <body>, not every element under it.
 */
import { expect, fastBackend, test } from '../fixtures';

const PHONE = { width: 412, height: 915 };

test.beforeEach(async ({ page }) => {
  await fastBackend(page);
});

test('the filters sheet opens in one restyle: sheets before focus, no thumb measured in the tap', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => {
    const log: string[] = [];
    const inTap = { now: false };
    Object.assign(window, { __openingLog: log });
    // The task of a click: from its dispatch until a task queued then runs (microtasks included).
    window.addEventListener(
      'click',
      () => {
        inTap.now = true;
        setTimeout(() => (inTap.now = false), 0);
      },
      true,
    );
    const media = Object.getOwnPropertyDescriptor(HTMLLinkElement.prototype, 'media');
    Object.defineProperty(HTMLLinkElement.prototype, 'media', {
      ...media,
      set(this: HTMLLinkElement, value: string) {
        if (this.hasAttribute('data-deferred-css') && value === 'all') log.push('sheets');
        media?.set?.call(this, value);
      },
    });
    document.addEventListener('focusin', (event) => {
      if (event.target instanceof Element && event.target.closest('[role="dialog"]'))
        log.push('focus');
    });
    const offsetWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth');
    Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
      ...offsetWidth,
      get(this: HTMLElement) {
        // The sheet's (the wide screens' panel beside the list, hidden here, has its own).
        if (this.matches('[role="dialog"] [data-slot="slider-thumb"]'))
          log.push(inTap.now ? 'thumb measured in the tap' : 'thumb measured');
        return offsetWidth?.get?.call(this) as number;
      },
    });
  });
  await page.goto('/products');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[data-deferred-css]')].every(
      (link) => link.sheet !== null,
    ),
  );

  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  // The slider is live from the sheet's second frame.
  await expect(sheet.getByRole('slider', { name: 'Maximum price' })).toBeVisible();
  await expect(sheet.locator('[data-slot="slider-stand-in"]')).toHaveCount(0);
  const log = () =>
    page.evaluate(() => (window as unknown as { __openingLog: string[] }).__openingLog);
  await expect.poll(log).toContain('thumb measured');
  expect(await log()).toEqual(['sheets', 'focus', 'thumb measured']);
});

test('the scroll lock’s property stays on <body>: nothing under it inherits it', async ({
  page,
}) => {
  await page.goto('/products');
  const inherited = await page.evaluate(() => {
    document.body.style.setProperty('--removed-body-scroll-bar-size', '15px');
    const main = document.querySelector('main');
    return main ? getComputedStyle(main).getPropertyValue('--removed-body-scroll-bar-size') : null;
  });
  expect(inherited).toBe('0px');
});
