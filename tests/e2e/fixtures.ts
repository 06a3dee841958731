/**
 * The e2e test object: every page a journey visits is checked with axe (WCAG 2.1 A/AA) at the end of
 * the test, and any console error or failed /api call that the test did not expect fails it.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { ADMIN_HEADER, E2E_ADMIN_TOKEN, SERVER_PROJECT } from './helpers/server';

export interface AxeCheck {
  /** Run axe on the current page now (in addition to the automatic check at the end). */
  checkA11y: (page?: Page) => Promise<void>;
}

export const test = base.extend<AxeCheck & { shopReset: void }>({
  // Against the real server every journey shares one shop: each starts from the seed data.
  shopReset: [
    async ({ request, baseURL }, use, testInfo) => {
      if (testInfo.project.name === SERVER_PROJECT) {
        const reset = await request.post(`${baseURL}/api/_console/reset`, {
          headers: { [ADMIN_HEADER]: E2E_ADMIN_TOKEN },
        });
        expect(reset.status(), 'the shop could not be reset').toBe(200);
      }
      await use();
    },
    { auto: true },
  ],
  checkA11y: async ({ page }, use) => {
    const check = async (target: Page = page) => {
      const results = await new AxeBuilder({ page: target })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        // Sonner's toasts come and go while axe walks the page.
        .exclude('[data-sonner-toaster]')
        .analyze();
      const summary = results.violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      );
      expect(summary, 'axe found accessibility violations').toEqual([]);
    };
    await use(check);
    if (!page.isClosed()) await check(page);
  },
});

export { expect };

/** Zero latency for journeys (the back end reads this key on start). */
export async function fastBackend(page: Page): Promise<void> {
  await page.addInitScript(() => {
    try {
      window.localStorage.setItem('glamour.latency', '0');
    } catch {
      // storage unavailable: default latency applies
    }
  });
}
