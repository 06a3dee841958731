/**
 * Server mode: a shopper pays and the tab is gone before the browser can confirm (closed, or its
 * network dropped). The payment was taken all the same, so the shop settles it without the browser:
 * the server's payment sweep asks the provider about orders still awaiting payment
 * (GLAMOUR_RECONCILE_AFTER_S after they were made, see playwright.config.ts) and finds the captured
 * payment. The shopper, back in a new tab, finds the order paid and the cart emptied.
 */
import { expect, test } from '../fixtures';
import { answerTo, seedCart, server } from '../helpers/backend';
import { loginAsGuest, placeOrderWithUpi, PRODUCTS } from '../helpers/shop';

const { kajal } = PRODUCTS;

test('paid, then the tab closed before confirming: the order ends paid all the same', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await loginAsGuest(page);
  await seedCart(page, kajal.id);
  await page.goto('/checkout');

  // The browser's confirmation never reaches the shop: this tab is closed as it would be sent.
  await page.route('**/api/user/orders/*/confirm', (route) => route.abort());
  const charged = answerTo(page, 'POST', /\/api\/user\/orders\/[^/]+\/test-payment$/);
  await placeOrderWithUpi(page);
  expect((await charged).status()).toBe(200);
  const [order] = await server.orders(page);
  expect(order?.status).toBe('pending');
  await page.close();

  // Back in a new tab of the same browser: the sweep has found the payment at the provider.
  const again = await context.newPage();
  await again.goto('/');
  await expect
    .poll(async () => (await server.orders(again)).map((o) => [o._id, o.status]), {
      timeout: 90_000,
    })
    .toEqual([[order?._id, 'paid']]);
  expect(await server.cart(again)).toEqual([]);

  await again.goto('/account-details/orderHistory');
  const shown = again.getByRole('article', { name: 'Order Confirmed!' });
  await expect(shown).toHaveCount(1);
  await expect(shown.getByText(/^Payment Id:/)).toHaveText(/^Payment Id: pay_[A-Za-z0-9]{14}$/);
});
