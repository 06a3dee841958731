/**
 * A footer policy's dialog loads on its first press. When its code cannot arrive (a dropped
 * connection, a page older than the deploy), the policy's words show under its button and the
 * footer stays, instead of the whole footer giving way to an error notice.
 */
import { expect, fastBackend, test } from '../fixtures';

// The footer's boundary logs the failed load (src/components/region-boundary.tsx).
test.use({
  expectedPageErrors:
    /The policy dialog crashed|Failed to fetch dynamically imported module: \S+\/assets\/policy-dialog-/,
});

const POLICY_CHUNK = /\/assets\/policy-dialog-[\w-]+\.js$/;

test('a policy whose dialog cannot load shows its words, and the footer stays', async ({
  page,
}) => {
  await fastBackend(page);
  // The context sees the requests the service worker makes for the page as well.
  await page.context().route(POLICY_CHUNK, (route) => route.abort('failed'));
  await page.goto('/');
  const policy = page.getByRole('button', { name: 'Shipping Policy' });
  await policy.click();
  const words = page.getByRole('status', { name: 'Shipping Policy' });
  await expect(words).toContainText('Orders ship within 2 business days.');
  await expect(policy).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Return Policy' })).toBeVisible();
  await expect(page.getByText('could not be shown')).toHaveCount(0);
  // Pressed again, it closes, as the dialog would.
  await policy.click();
  await expect(words).toHaveCount(0);
  await expect(policy).toHaveAttribute('aria-expanded', 'false');
});
