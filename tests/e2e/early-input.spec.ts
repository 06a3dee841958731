/**
 * Text put in a prerendered field before the app runs (typed, pasted, or filled in by the browser)
 * ends exactly as the browser showed it once the page is live, caret included, and the app acts on
 * it (src/lib/early-presses.ts). Each tab holds the runtime back until the field shows the text, so
 * the text always arrives before hydration, whatever the machine's speed.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A tab on `path` whose runtime waits for `release()`. Without a service worker: the simulated back
 * end cannot start there, so the app's calls reach the network, where the test answers them.
 */
async function heldBack(browser: Browser, baseURL: string | undefined, path: string) {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const tab = await context.newPage();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await tab.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await tab.goto(path, { waitUntil: 'domcontentloaded' });
  return { context, tab, release };
}

/** Every body the page sends to `path` (answered 200 with `{}`). */
async function bodiesSentTo(tab: Page, path: string): Promise<string[]> {
  const bodies: string[] = [];
  await tab.route(`**${path}`, async (route) => {
    bodies.push(route.request().postData() ?? '');
    await route.fulfill({ json: {} });
  });
  return bodies;
}

async function paste(tab: Page, field: Locator, text: string) {
  await field.click();
  await tab.keyboard.press('ControlOrMeta+a');
  await tab.evaluate((copied) => navigator.clipboard.writeText(copied), text);
  await tab.keyboard.press('ControlOrMeta+v');
}

/** What a browser's autofill (or its form restore) does: the value, with no key and no event. */
async function autofill(field: Locator, text: string) {
  await field.evaluate((element: HTMLInputElement, value) => {
    element.value = value;
  }, text);
}

const caretOf = (field: Locator) =>
  field.evaluate((element: HTMLTextAreaElement) => [
    element.selectionStart,
    element.selectionEnd,
    document.activeElement === element,
  ]);

async function goLive(tab: Page, release: () => void) {
  await expect(tab.locator('html')).not.toHaveAttribute('data-hydrated', '');
  release();
  // A whole runtime to evaluate and a page to hydrate, on a machine that may be busy.
  await expect(tab.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 30_000 });
}

const bodyBox = (tab: Page) => tab.getByRole('textbox', { name: 'Body (JSON)' });

async function sendAsPost(tab: Page, endpoint: string) {
  await tab.getByRole('combobox', { name: 'Method' }).click();
  await tab.getByRole('option', { name: 'POST', exact: true }).click();
  await tab.getByLabel('Endpoint').fill(endpoint);
  await tab.getByRole('button', { name: 'Submit' }).click();
}

test('a body pasted before the app runs is kept as shown and sent as it is', async ({
  browser,
  baseURL,
}) => {
  const { context, tab, release } = await heldBack(browser, baseURL, '/mockman');
  const sent = await bodiesSentTo(tab, '/api/early-echo');
  const body = bodyBox(tab);
  await paste(tab, body, '[1,2]');
  await expect(body).toHaveValue('[1,2]');

  await goLive(tab, release);
  await expect(body).toHaveValue('[1,2]');
  expect(await caretOf(body)).toEqual([5, 5, true]);
  // What the tester holds, not only what the box shows: the request it sends.
  await sendAsPost(tab, '/api/early-echo');
  await expect.poll(() => sent).toEqual(['[1,2]']);
  await context.close();
});

test('an invalid body pasted before the app runs shows its error', async ({ browser, baseURL }) => {
  const { context, tab, release } = await heldBack(browser, baseURL, '/mockman');
  const body = bodyBox(tab);
  await paste(tab, body, '[1,');
  await expect(body).toHaveValue('[1,');

  await goLive(tab, release);
  await expect(body).toHaveValue('[1,');
  await expect(tab.getByText('Error in JSON format').first()).toBeVisible();
  await context.close();
});

test('a body typed before the app runs goes on from the same caret', async ({
  browser,
  baseURL,
}) => {
  const { context, tab, release } = await heldBack(browser, baseURL, '/mockman');
  const sent = await bodiesSentTo(tab, '/api/early-echo');
  const body = bodyBox(tab);
  await body.click();
  await tab.keyboard.press('ControlOrMeta+a');
  await tab.keyboard.type('[1,]');
  await tab.keyboard.press('ArrowLeft');
  expect(await caretOf(body)).toEqual([3, 3, true]);

  await goLive(tab, release);
  await expect(tab.getByText('Error in JSON format').first()).toBeVisible();
  await expect(body).toHaveValue('[1,]');
  expect(await caretOf(body)).toEqual([3, 3, true]);
  // The next key lands where the caret was left.
  await tab.keyboard.type('2');
  await expect(body).toHaveValue('[1,2]');
  await expect(tab.getByText('Error in JSON format')).toHaveCount(0);
  await sendAsPost(tab, '/api/early-echo');
  await expect.poll(() => sent).toEqual(['[1,2]']);
  await context.close();
});

test('a search filled in by the browser before the app runs is searched for', async ({
  browser,
  baseURL,
}) => {
  const { context, tab, release } = await heldBack(browser, baseURL, '/');
  const search = tab.getByRole('combobox', { name: 'Search products' });
  await autofill(search, 'kajal');

  await goLive(tab, release);
  await expect(search).toHaveValue('kajal');
  await expect(tab).toHaveURL(/\/products\?q=kajal$/);
  await context.close();
});

test('login details filled in and typed before the app runs are the ones sent', async ({
  browser,
  baseURL,
}) => {
  const { context, tab, release } = await heldBack(browser, baseURL, '/login');
  const sent = await bodiesSentTo(tab, '/api/auth/login');
  const email = tab.getByRole('textbox', { name: 'Email address' });
  const password = tab.getByLabel('Password', { exact: true });
  await autofill(email, 'aanya.sharma@glamour.test');
  await password.click();
  await tab.keyboard.type('glam234');
  for (let i = 0; i < 3; i += 1) await tab.keyboard.press('ArrowLeft');

  await goLive(tab, release);
  await expect(email).toHaveValue('aanya.sharma@glamour.test');
  await expect(password).toHaveValue('glam234');
  // The caret is where it was left: the missing digit goes in the middle.
  await tab.keyboard.type('1');
  await expect(password).toHaveValue('glam1234');
  await tab.getByRole('button', { name: 'Login', exact: true }).click();
  await expect
    .poll(() => sent.map((text) => JSON.parse(text) as unknown))
    .toEqual([{ email: 'aanya.sharma@glamour.test', password: 'glam1234' }]);
  await context.close();
});

test('signup details typed before the app runs are the ones sent', async ({ browser, baseURL }) => {
  const { context, tab, release } = await heldBack(browser, baseURL, '/signup');
  const sent = await bodiesSentTo(tab, '/api/auth/signup');
  const typed: [string, string][] = [
    ['Last name', 'Iyer'],
    ['Email address', 'meera.iyer@glamour.test'],
    ['Password', 'rose123'],
    ['Confirm password', 'rose123'],
    ['First name', 'Mera'],
  ];
  for (const [label, text] of typed) {
    await tab.getByLabel(label, { exact: true }).click();
    await tab.keyboard.type(text);
  }
  await tab.keyboard.press('ArrowLeft');
  await tab.keyboard.press('ArrowLeft');

  await goLive(tab, release);
  for (const [label, text] of typed)
    await expect(tab.getByLabel(label, { exact: true })).toHaveValue(text);
  // The caret is where it was left, in the first name.
  await tab.keyboard.type('e');
  await expect(tab.getByLabel('First name')).toHaveValue('Meera');
  await tab.getByRole('button', { name: 'Signup', exact: true }).click();
  await expect
    .poll(() => sent.map((text) => JSON.parse(text) as unknown))
    .toEqual([
      expect.objectContaining({
        firstName: 'Meera',
        lastName: 'Iyer',
        email: 'meera.iyer@glamour.test',
        password: 'rose123',
      }),
    ]);
  await context.close();
});
