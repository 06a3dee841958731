/**
 * Placing an order while the orders endpoint fails (issue 7): the payment goes through, the order
 * call is refused, and the shopper is told so (with the payment id) while the cart stays as it was,
 * on the page and on the server, with no order recorded. An order call that never answers records
 * nothing; after the failure is off and a reload, checkout still shows the cart and one order lands.
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
  test(`an order refused with ${mode} keeps the cart and records nothing`, async ({ page }) => {
    await setFailures(page, { orders: mode });
    await placeOrderWithUpi(page);
    await expectToast(
      page,
      new RegExp(`^Your order could not be placed \\(payment \\S+\\): ${reason}`),
    );
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    await expect(page).toHaveURL(/\/checkout$/);
    expect(await shownCheckoutLines(page)).toEqual(CART);

    await clearFailures(page);
    expect(await serverCartLines(page)).toEqual(CART);
    expect(await server.orders(page)).toEqual([]);
  });
}

test('an order call that never answers records nothing; after a reload one order is placed', async ({
  page,
}) => {
  await setFailures(page, { orders: 'hang' });
  await placeOrderWithUpi(page);
  // Paid, the order is being recorded: Place Order waits instead of offering a second payment.
  await expect(page.getByRole('button', { name: 'Processing payment…' })).toBeDisabled();

  await clearFailures(page);
  expect(await server.orders(page)).toEqual([]);
  expect(await serverCartLines(page)).toEqual(CART);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  expect(await shownCheckoutLines(page)).toEqual(CART);
  await placeOrderWithUpi(page);
  await expect(page).toHaveURL(/\/account-details\/orderHistory$/);
  await expect.poll(async () => (await server.orders(page)).length).toBe(1);
  expect(await serverCartLines(page)).toEqual([]);
});
