/**
 * Order first, in the simulated mode (docs/shop/rules.md, Orders): the order is created (and priced
 * by the server) before any payment, and a payment counts only once the server has verified it. A
 * price that changed before paying shows the new total and charges nothing; a confirmation whose
 * answer is lost is finished after a reload (one paid order); a replayed payment id is refused; a
 * double click makes one order.
 */
import { type Page } from '@playwright/test';
import { SIMULATED_PAYMENT_SECRET, signPayment } from '@/domain/payment-signature';
import type { CartLineRecord, OrderRecord } from '@/domain/types';
import { expect, fastBackend, test } from './fixtures';
import {
  callApi,
  clearFailures,
  seedCart,
  server,
  serverCartLines,
  setFailures,
  waitForBackend,
} from './helpers/backend';
import { inServerProject } from './helpers/server';
import {
  expectNavCount,
  expectToast,
  loginAsGuest,
  openCheckout,
  openProducts,
  placeOrderWithUpi,
  productCard,
  PRODUCTS,
} from './helpers/shop';

const { kajal, toner, dryer } = PRODUCTS;

const shownTotal = (page: Page) => page.getByTestId('total-amount').first().innerText();

/** Changes a product's price on the server (the console's export and import). */
async function setPrice(page: Page, productId: string, price: string) {
  await waitForBackend(page);
  const exported = await callApi<{ store: { products: { _id: string; price: string }[] } }>(
    page,
    '/api/_console/store',
    { token: null },
  );
  const store = exported.body.store;
  store.products = store.products.map((p) => (p._id === productId ? { ...p, price } : p));
  const answer = await callApi(page, '/api/_console/store', {
    method: 'POST',
    body: { store },
    token: null,
  });
  expect(answer.status).toBe(200);
}

test.beforeEach(async ({ page }) => {
  await fastBackend(page);
  await loginAsGuest(page);
  await seedCart(page, kajal.id, toner.id);
});

test('a price changed before paying: the new total is shown, nothing is charged, then one order', async ({
  page,
}) => {
  await openCheckout(page);
  const oldTotal = await shownTotal(page);
  const kajalPrice = Number((await server.cart(page)).find((l) => l._id === kajal.id)?.price);
  await setPrice(page, kajal.id, String(kajalPrice + 100));

  await page.getByRole('button', { name: 'Place Order' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Prices changed' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('dialog', { name: /^Pay / })).toHaveCount(0);
  const newTotal = await shownTotal(page);
  expect(newTotal).not.toBe(oldTotal);
  await expect(notice).toContainText(newTotal);
  expect(await server.orders(page)).toEqual([]);

  // Confirming again opens the payment for exactly the new total.
  await placeOrderWithUpi(page);
  await expect(page.getByRole('dialog', { name: /^Pay / })).toHaveCount(0);
  await expectToast(page, `Payment of Rs. ${newTotal.replace(/[₹,\s]/g, '')} is Successful !`);
  const orders = await server.orders(page);
  expect(orders.map((o) => o.status)).toEqual(['paid']);
});

test('a confirmation that never got its answer is finished after a reload: one paid order', async ({
  page,
}) => {
  await openCheckout(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  const sheet = page.getByRole('dialog', { name: /^Pay / });
  await expect(sheet).toBeVisible();
  // The order exists; now the server stops answering, and the shopper pays. The in-page back end
  // hangs by the console's failure injection; a real server simulates nothing, so there the
  // confirmation is held on its way out instead (it never arrives, as with a lost connection).
  let holding = inServerProject();
  if (holding)
    await page.route('**/api/user/orders/*/confirm', (route) =>
      holding ? undefined : route.continue(),
    );
  else await setFailures(page, { orders: 'hang' });
  await sheet.getByRole('button', { name: /^Pay / }).click();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('glamour.pendingConfirmations')))
    .toContain('signature');
  // The in-page back end answers again (the hung call stays hung); on the real server only the
  // confirmation was held, so the orders can be read while it still is.
  if (!holding) await clearFailures(page);
  expect((await server.orders(page)).map((o) => o.status)).toEqual(['pending']);
  // The held requests die with the page that sent them.
  holding = false;

  await page.reload();
  await expect
    .poll(async () => (await server.orders(page)).map((o) => o.status), { timeout: 15_000 })
    .toEqual(['paid']);
  expect(await serverCartLines(page)).toEqual([]);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('glamour.pendingConfirmations')))
    .toBe('[]');
  await page.goto('/account-details/orderHistory');
  await expect(page.getByRole('article', { name: 'Order Confirmed!' })).toHaveCount(1);
});

test('a replayed payment id is refused for a second order', async ({ page }) => {
  await openCheckout(page);
  await placeOrderWithUpi(page);
  await expect(page).toHaveURL(/\/account-details\/orderHistory$/);
  const [first] = await server.orders(page);
  const paymentId = first?.paymentId ?? '';
  expect(paymentId).toMatch(/^pay_/);

  await seedCart(page, kajal.id);
  const created = await callApi<{ order: OrderRecord }>(page, '/api/user/orders', {
    method: 'POST',
    body: { addressId: first?.deliveryAddress.id, idempotencyKey: 'replay-test' },
  });
  expect(created.status).toBe(201);
  const second = created.body.order;
  // A correctly signed result for the new order, reusing the first payment's id.
  const signature = await signPayment(
    SIMULATED_PAYMENT_SECRET,
    second.payment?.orderId ?? '',
    paymentId,
  );
  const replay = await callApi<{ errors: string[] }>(
    page,
    `/api/user/orders/${second._id}/confirm`,
    { method: 'POST', body: { paymentId, signature } },
  );
  // In server mode the test payments are signed on the server with its own secret: a shopper cannot
  // sign even a replay (tests/unit/server/security/payment-forgery.test.ts attacks that).
  expect(replay).toEqual(
    inServerProject()
      ? {
          status: 400,
          body: {
            errors: ['The payment could not be verified; the order is still awaiting payment.'],
          },
        }
      : {
          status: 409,
          body: { errors: ['This payment has already been used for another order.'] },
        },
  );
  const orders = await server.orders(page);
  expect(orders.map((o) => o.status)).toEqual(['paid', 'pending']);
  expect((await server.cart(page)).map((l: CartLineRecord) => l._id)).toEqual([kajal.id]);
});

test('a double click on Place Order makes one order and opens one payment', async ({ page }) => {
  await openCheckout(page);
  await page.getByRole('button', { name: 'Place Order' }).dblclick();
  await expect(page.getByRole('dialog', { name: /^Pay / })).toHaveCount(1);
  await expect.poll(async () => (await server.orders(page)).length).toBe(1);
  await page.getByRole('dialog', { name: /^Pay / }).getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/account-details\/orderHistory$/);
  expect((await server.orders(page)).map((o) => o.status)).toEqual(['paid']);
});

test('a closed payment leaves the order awaiting payment; Pay now in order history pays that order', async ({
  page,
}) => {
  await openCheckout(page);
  const total = await shownTotal(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('dialog', { name: /^Pay / }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: /^Pay / })).toHaveCount(0);

  // Meanwhile another product goes into the cart: paying the order takes out only its own lines.
  await openProducts(page);
  await productCard(page, dryer.name).getByRole('button', { name: 'Add to Cart' }).click();
  await expectNavCount(page, 'Cart', 3);

  await page.goto('/account-details/orderHistory');
  const unpaid = page.getByRole('article', { name: 'Awaiting payment' });
  await expect(unpaid.getByText(/^Status:/)).toHaveText('Status: awaiting payment');
  await unpaid.getByRole('link', { name: 'Pay now' }).click();
  const sheet = page.getByRole('dialog', { name: `Pay ${total}` });
  await sheet.getByRole('button', { name: `Pay ${total}` }).click();
  await expectToast(page, `Payment of Rs. ${total.replace(/[₹,\s]/g, '')} is Successful !`);
  await expect(page.getByRole('article', { name: 'Order Confirmed!' })).toHaveCount(1);
  // The same order was paid: no second order, its lines out of the cart, the one added since
  // still in, on the server and on the screen (which showed the cart empty until a refetch).
  expect((await server.orders(page)).map((o) => o.status)).toEqual(['paid']);
  expect(await serverCartLines(page)).toEqual([`${dryer.name} × 1`]);
  await expectNavCount(page, 'Cart', 1);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart (1)' })).toBeVisible();
});

test('Place Order again after closing the payment, and after a reload, pays the order already made', async ({
  page,
}) => {
  await openCheckout(page);
  const total = await shownTotal(page);
  const sheet = page.getByRole('dialog', { name: `Pay ${total}` });
  const placeAndClose = async () => {
    await page.getByRole('button', { name: 'Place Order' }).click();
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await expect(sheet).toHaveCount(0);
  };
  await placeAndClose();
  await placeAndClose();
  // One order awaiting payment, its stock held once, not one order (and one hold) per press.
  const [first, ...others] = await server.orders(page);
  expect(others).toEqual([]);
  expect(first?.status).toBe('pending');

  await page.reload();
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await sheet.getByRole('button', { name: `Pay ${total}` }).click();
  await expectToast(page, `Payment of Rs. ${total.replace(/[₹,\s]/g, '')} is Successful !`);
  const orders = await server.orders(page);
  expect(orders.map((o) => [o._id, o.status])).toEqual([[first?._id, 'paid']]);
});
