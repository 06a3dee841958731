/**
 * The newsletter's checker loads on the first Send (src/lib/lazy-resolver.ts). When it cannot load
 * (a dropped connection, a page older than the deploy: the browser then keeps the failure for the
 * page's life), Send still sends, and the server, which checks the same rule, answers.
 */
import { expect, fastBackend, test } from '../fixtures';
import { toast } from '../helpers/shop';

const CHECKER_CHUNK = /\/assets\/newsletter-schema-[\w-]+\.js$/;

test('Send with the checker unreachable still sends: the server subscribes or says why not', async ({
  page,
}) => {
  await fastBackend(page);
  // The context sees the requests the service worker makes for the page as well.
  await page.context().route(CHECKER_CHUNK, (route) => route.abort('failed'));
  await page.goto('/');
  const email = page.getByRole('textbox', { name: 'Email address' });
  const send = page.getByRole('button', { name: 'Send' });
  await email.fill('not-an-address');
  await send.click();
  await expect(toast(page, /valid email/i)).toBeVisible();
  await email.fill('new.reader@example.com');
  await send.click();
  await expect(toast(page, 'Thank you for subscribing to the Glamour newsletter!')).toBeVisible();
  await expect(email).toHaveValue('');
});
