/**
 * The e2e test object. Every journey fails on a hydration mismatch React reports and on anything
 * the Content-Security-Policy refuses. A journey that asks for `checkA11y` is checked with axe
 * (WCAG 2.1 A/AA) when it calls it and again at its end; the others are not (every component's
 * states are, in the story tests). Every journey also fails on an error the page threw and nobody
 * caught, and on an error it logged (`console.error`), unless the journey names it in
 * `expectedPageErrors`; the browser's own line for an answer of 4xx or 5xx or a request that
 * failed ("Failed to load resource") is not counted: refusals are part of many journeys, and what
 * the shop shows for them is what they check.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { ADMIN_HEADER, E2E_ADMIN_TOKEN, SERVER_PROJECT, serverURLFor } from './helpers/server';

export interface AxeCheck {
  /** Run axe on the current page now (in addition to the automatic check at the end). */
  checkA11y: (page?: Page) => Promise<void>;
  /** Fails the test on any hydration error React reports (see src/main.tsx); automatic. */
  hydrationErrors: string[];
  /**
   * What the build's Content-Security-Policy refused (server/csp.ts), as the browser logs it;
   * automatic: any entry fails the test. A test that provokes one on purpose empties it.
   */
  cspViolations: string[];
  /**
   * Uncaught errors and `console.error` lines of the page (automatic: any entry fails the test),
   * other than those the journey expects (`expectedPageErrors`).
   */
  pageErrors: string[];
}

export interface JourneyOptions {
  /**
   * The errors a journey provokes on purpose (a simulated outage, say), matched against the error's
   * message or the logged line: `test.use({ expectedPageErrors: /…|…/ })`. One pattern, not a list:
   * Playwright reads an array given to `test.use` as a value and its fixture options.
   */
  expectedPageErrors: RegExp | null;
}

/** Chromium's own console line for a request that failed or got a 4xx or 5xx answer. */
export const FAILED_RESOURCE = /^Failed to load resource: /;

/** Chromium's console text for anything a Content-Security-Policy refused. */
export const CSP_VIOLATION = /Content Security Policy|Content-Security-Policy/i;

/**
 * What React says when a prerendered page's HTML differs from the client's first render: in the
 * production build, minified errors #418-#425 (through onRecoverableError, which src/main.tsx logs
 * with '[glamour] hydration'); in a development build, the full 'Hydration failed' / 'did not match'
 * / 'hydrated but some attributes' texts.
 */
export const HYDRATION_ERROR =
  /\[glamour\] hydration|Minified React error #4(1[89]|2[0-5])\b|hydrat(ion|ed) .*(fail|match|attributes)|did(n't| not) match/i;

export const test = base.extend<AxeCheck & JourneyOptions & { shopReset: void }>({
  // The server project's journeys run two at a time, each against its worker slot's own server
  // (helpers/server.ts): every page, context and request of a journey goes to that shop.
  baseURL: async ({ baseURL }, use, testInfo) => {
    await use(
      testInfo.project.name === SERVER_PROJECT ? serverURLFor(testInfo.parallelIndex) : baseURL,
    );
  },
  // Against the real server a shop outlives a journey: each starts from the seed data (a real
  // server simulates no latency or failures, so there is nothing else to reset).
  shopReset: [
    async ({ request, baseURL }, use, testInfo) => {
      if (testInfo.project.name === SERVER_PROJECT) {
        const headers = { [ADMIN_HEADER]: E2E_ADMIN_TOKEN };
        const reset = await request.post(`${baseURL}/api/_console/reset`, { headers });
        expect(reset.status(), 'the shop could not be reset').toBe(200);
      }
      await use();
    },
    { auto: true },
  ],
  // Prerendered pages show their content before their script runs: a journey's first click must
  // wait until the page is live (src/app/app.tsx marks <html data-hydrated>), as a shopper's finger
  // effectively does. A page whose script never runs (a test of that) just goes on after a while.
  page: async ({ page }, use) => {
    await use(liveNavigation(page));
  },
  hydrationErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (HYDRATION_ERROR.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => {
        if (HYDRATION_ERROR.test(error.message)) errors.push(error.message);
      });
      await use(errors);
      expect(errors, 'React reported a hydration mismatch').toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (CSP_VIOLATION.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'the Content-Security-Policy refused something').toEqual([]);
    },
    { auto: true },
  ],
  expectedPageErrors: [null, { option: true }],
  pageErrors: [
    async ({ page, expectedPageErrors }, use) => {
      const errors: string[] = [];
      const expected = (text: string) => expectedPageErrors?.test(text) === true;
      page.on('pageerror', (error) => {
        // Hydration mismatches have their own check and message (hydrationErrors above).
        if (!expected(error.message) && !HYDRATION_ERROR.test(error.message))
          // An error made by the browser (a DOMException, a failed worker update) has an empty
          // stack: its name and message then say what it was.
          errors.push(`uncaught: ${error.stack || `${error.name}: ${error.message}`}`);
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (FAILED_RESOURCE.test(text) || HYDRATION_ERROR.test(text) || CSP_VIOLATION.test(text))
          return;
        if (!expected(text)) errors.push(`console.error: ${text} (${message.location().url})`);
      });
      await use(errors);
      expect(errors, 'the page threw an error nobody caught or logged one').toEqual([]);
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

/**
 * Prerendered pages show their content before their script runs: a journey's first click must
 * wait until the page is live (src/app/app.tsx marks <html data-hydrated>), as a shopper's finger
 * effectively does. Makes `goto` and `reload` of `page` wait for that (the `page` fixture has it;
 * a page from a context a test opens itself needs it too). A page whose script never runs (a test
 * of that) just goes on after a while.
 */
export function liveNavigation(page: Page): Page {
  const live = () =>
    page
      .waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 })
      .then(() => undefined)
      .catch(() => undefined);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await live();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await live();
    return response;
  };
  return page;
}
