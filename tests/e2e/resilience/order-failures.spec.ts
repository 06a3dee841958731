/**
 * Placing an order while the orders endpoint fails (order first: docs/shop/rules.md, Orders).
 * The order is created before any payment window opens, so an unanswered order call is reported
 * with nothing charged, and as maybe placed (no answer cannot tell): no payment sheet, the cart as
 * it was, no order on the server. Once the failure is off, one order is placed and paid.
 */
import { expect, fastBackend, test } from '../fixtures';
import { clearFailures, seedCart, server, serverCartLines, setFailures } from '../helpers/backend';
import {
  expectToast,
  loginAsGuest,
  openCheckout,
  placeOrderWithUpi,
  PRODUCTS,
  shownCheckoutLines,
} from '../helpers/shop';

const { kajal, toner } = PRODUCTS;
const CART = [`${kajal.name} × 1`, `${toner.name} × 1`];

const FAILURES = [
  { mode: '500', reason: 'Simulated server failure' },
  { mode: 'network', reason: 'Network Error' },
] as const;

test.beforeEach(async ({ page }) => {
  await fastBackend(page);
  await loginAsGuest(page);
  await seedCart(page, kajal.id, toner.id);
  await openCheckout(page);
  expect(await shownCheckoutLines(page)).toEqual(CART);
});

for (const { mode, reason } of FAILURES) {
  test(`an order refused with ${mode} opens no payment, keeps the cart, records nothing`, async ({
    page,
  }) => {
    await setFailures(page, { orders: mode });
    await page.getByRole('button', { name: 'Place Order' }).click();
    // No answer: the shop cannot tell whether the order was placed (here it was not), and says so.
    await expectToast(
      page,
      `Your order may not have been placed: the shop did not answer (${reason}). Nothing was charged. Check your order history; placing the same order again will not place it twice.`,
    );
    await expect(page.getByRole('dialog', { name: /^Pay / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    await expect(page).toHaveURL(/\/checkout$/);
    expect(await shownCheckoutLines(page)).toEqual(CART);

    await clearFailures(page);
    expect(await serverCartLines(page)).toEqual(CART);
    expect(await server.orders(page)).toEqual([]);

    // With the server back, the same button places and pays one order.
    await placeOrderWithUpi(page);
    await expect(page).toHaveURL(/\/account-details\/orderHistory$/);
    await expect
      .poll(async () => (await server.orders(page)).map((o) => o.status))
      .toEqual(['paid']);
    expect(await serverCartLines(page)).toEqual([]);
  });
}
