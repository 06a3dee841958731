/**
 * A dialog's opening on a prerendered page (the phone's filters sheet on /products): one restyle of
 * what changed, not of the whole page.
 * - The page's inline CSS has its dialogs' rules (the build renders them open for that alone,
 *   build/prerender-plugin.ts): the sheet opens without the whole stylesheets, whose application
 *   restyles and lays out every element. When a dialog does need a rule the page lacks, the sheets
 *   apply from the dialog's content (src/ui/dialog.tsx), before Radix moves focus in, so the
 *   restyle that focus forces covers them too.
 * - The page keeps its own pointer events under the dialog (src/lib/page-under-modal.ts): Radix's
 *   `pointer-events: none` on <body> restyles <body>, not every element it would pass down to.
 * - The price slider is drawn by a stand-in for its first frame (src/ui/slider.tsx): Radix's
 *   measuring of its thumbs is not part of the tap's task, where it forced a pass of its own.
 * - The scroll lock's property on <body> is not inherited (src/index.css): setting it restyles
 *   <body>, not every element under it.
 */
import type { Page } from '@playwright/test';
import { expect, fastBackend, test } from '../fixtures';

const PHONE = { width: 412, height: 915 };

test.beforeEach(async ({ page }) => {
  await fastBackend(page);
});

/**
 * Logs, from the page's start, what a dialog's opening does in order: the whole sheets applied
 * ('sheets'), focus moving into the dialog ('focus'), the slider's thumbs measured (in the tap's
 * task or after it). `dropInlineRule`: a class whose rule is taken out of the page's inline CSS
 * before the runtime starts, so that the dialog lacks it.
 */
async function logOpening(page: Page, dropInlineRule?: string) {
  await page.addInitScript((dropped) => {
    const log: string[] = [];
    const inTap = { now: false };
    Object.assign(window, { __openingLog: log });
    if (dropped)
      document.addEventListener('DOMContentLoaded', () => {
        const drop = (rules: CSSRuleList, owner: CSSStyleSheet | CSSGroupingRule) => {
          for (let i = rules.length - 1; i >= 0; i -= 1) {
            const rule = rules[i];
            if (rule instanceof CSSStyleRule && rule.selectorText === dropped) owner.deleteRule(i);
            else if (rule instanceof CSSGroupingRule) drop(rule.cssRules, rule);
          }
        };
        for (const sheet of Array.from(document.styleSheets))
          if (!sheet.href) drop(sheet.cssRules, sheet);
      });
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
  }, dropInlineRule);
  await page.goto('/products');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  // The whole sheets are in and what the page lacks is indexed: a change is judged from now on
  // (before, a dialog's opening applies them blind).
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[data-deferred-css]')].every(
      (link) => link.dataset.deferredCss === 'indexed',
    ),
  );
  return () => page.evaluate(() => (window as unknown as { __openingLog: string[] }).__openingLog);
}

/** Opens the filters sheet and waits for its slider to go live (from its second frame). */
async function openSheet(page: Page) {
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet.getByRole('slider', { name: 'Maximum price' })).toBeVisible();
  await expect(sheet.locator('[data-slot="slider-stand-in"]')).toHaveCount(0);
  return sheet;
}

const deferredMedia = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[data-deferred-css]')].map(
      (link) => link.media,
    ),
  );

test('the filters sheet opens styled by the page’s own CSS: no whole sheet, no thumb measured in the tap', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const log = await logOpening(page);
  // A shopper who is not signed in: nothing on the page so far lacked a rule.
  expect(await deferredMedia(page)).not.toContain('all');

  const sheet = await openSheet(page);
  await expect.poll(log).toContain('thumb measured');
  expect(await log()).toEqual(['focus', 'thumb measured']);
  expect(await deferredMedia(page)).not.toContain('all');
  // And it is the bottom sheet its rules draw: fixed to the bottom edge, rounded on top, over a
  // dimmed page.
  const drawn = await sheet.evaluate((content) => {
    const style = getComputedStyle(content);
    const overlay = document.querySelector('[data-slot="dialog-overlay"]');
    return {
      position: style.position,
      bottom: Math.round(content.getBoundingClientRect().bottom),
      radius: style.borderTopLeftRadius,
      background: style.backgroundColor,
      overlay: overlay ? getComputedStyle(overlay).backgroundColor : null,
    };
  });
  expect(drawn).toMatchObject({
    position: 'fixed',
    bottom: PHONE.height,
    background: 'rgb(255, 255, 255)',
  });
  expect(drawn.radius).not.toBe('0px');
  expect(drawn.overlay).not.toBe('rgba(0, 0, 0, 0)');
});

test('a dialog that needs a rule the page lacks gets the whole sheets before focus moves in', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  // The bottom sheet's rounded top, taken out of the page's inline CSS.
  const log = await logOpening(page, '.rounded-t-xl');
  await openSheet(page);
  await expect.poll(log).toContain('thumb measured');
  expect(await log()).toEqual(['sheets', 'focus', 'thumb measured']);
});

test('the page under an open dialog keeps its own pointer events; the overlay still takes a press outside', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/products');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const pointerEvents = () =>
    page.evaluate(() => ({
      body: getComputedStyle(document.body).pointerEvents,
      page: getComputedStyle(document.querySelector('main') ?? document.body).pointerEvents,
      root: document.getElementById('root')?.style.pointerEvents ?? null,
    }));
  const sheet = await openSheet(page);
  // Radix stops pointer events on <body>; the page's root keeps its own, so nothing under it
  // inherits the change (and is restyled for it).
  expect(await pointerEvents()).toEqual({ body: 'none', page: 'auto', root: 'auto' });
  // The dialog's own rules keep its pointer events too, not only the style Radix sets on it a
  // render later: <body>'s change stops at it instead of restyling all of it.
  const own = await sheet.evaluate((content: HTMLElement) => {
    const inline = content.style.pointerEvents;
    content.style.pointerEvents = '';
    const value = getComputedStyle(content).pointerEvents;
    content.style.pointerEvents = inline;
    return value;
  });
  expect(own).toBe('auto');

  // A press above the sheet, where the header's links lie under the overlay, closes the sheet
  // and goes nowhere.
  const header = await page.locator('header').boundingBox();
  if (!header) throw new Error('no header on the page');
  await page.mouse.click(PHONE.width / 2, header.y + header.height / 2);
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/products$/);
  expect(await pointerEvents()).toEqual({ body: 'auto', page: 'auto', root: '' });
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
