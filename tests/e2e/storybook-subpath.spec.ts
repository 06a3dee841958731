import { expect, test } from '@playwright/test';

// The static Storybook served from /storybook/ (not the site root) must still find
// mockServiceWorker.js, or every story that fetches would break when deployed under a sub-path.
test('the static Storybook under a sub-path starts MSW and answers /api from its handlers', async ({
  page,
}) => {
  await page.goto('/storybook/iframe.html?id=support-msw--worker-answers&viewMode=story');
  await expect(page.getByTestId('msw-probe')).toHaveText(/answered by MSW/, { timeout: 20_000 });
  const scripts = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((r) => r.active?.scriptURL ?? ''),
  );
  expect(scripts.map((url) => new URL(url).pathname)).toContain('/storybook/mockServiceWorker.js');
});
