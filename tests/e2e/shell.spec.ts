import { expect, test } from './fixtures';

test('an unknown path redirects to the not-found page, which leads home', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/page-not-found$/);
  await expect(page.getByRole('heading', { name: 'Looks like page is not found!' })).toBeVisible();
  await checkA11y();
  await page.getByRole('link', { name: 'Go to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the view scrolls to the top on a path change', async ({ page }) => {
  await page.goto('/page-not-found');
  // Mounted first: the app scrolls to the top when it mounts too (the first render is a transition,
  // so on a busy machine it can land after the scroll below).
  await expect(page.getByRole('link', { name: 'Go to Homepage' })).toBeVisible();
  await page.evaluate(() => {
    document.body.style.minHeight = '5000px';
    window.scrollTo(0, 2000);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Go to Homepage' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the tab names each page the shopper moves to in the app', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Glamour | Beauty & personal care');
  await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link', { name: 'Hair' })
    .click();
  await expect(page).toHaveURL(/\/products\?category=Hair$/);
  await expect(page).toHaveTitle('Hair | Glamour');
  // A product's page: its name and brand, once the product is here.
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/products\/[^/?]+$/);
  await expect.poll(() => page.title()).toMatch(/ by .+ \| Glamour$/);
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect((await page.title()).startsWith(`${name} by `)).toBe(true);
  // The cart asks a visitor to log in first: the login page's title.
  await page.getByRole('link', { name: /^Cart/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Login | Glamour');
});
