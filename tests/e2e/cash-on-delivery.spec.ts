/**
 * Cash on Delivery, end to end against the production build: the operator leaves three kajals in
 * stock (the console's stock route); the shopper sees 'Only 3 left' in the cart, + stops at three,
 * chooses Cash on Delivery at checkout and places the order with no payment window: the success
 * toast says what to pay at delivery, order history shows the order placed, the server holds it
 * `placed` as a COD order, the cart is empty and the kajal is now out of stock. Above the COD limit
 * the option is disabled with its reason.
 */
import { MAX_LATENCY_MS } from '@/domain/console';
import { expect, fastBackend, test } from './fixtures';
import {
  callApi,
  clearFailures,
  seedCart,
  server,
  setFailures,
  waitForBackend,
} from './helpers/backend';
import {
  cartLine,
  expectNavCount,
  expectToast,
  loginAsGuest,
  openCart,
  openCheckout,
  PRODUCTS,
} from './helpers/shop';

const { kajal, dryer } = PRODUCTS;

async function setStock(page: Parameters<typeof waitForBackend>[0], id: string, stock: number) {
  await waitForBackend(page);
  const answer = await callApi<{ product: { stock: number } }>(
    page,
    `/api/_console/products/${id}`,
    { method: 'PATCH', body: { stock } },
  );
  expect(answer.status, `setting the stock of ${id}`).toBe(200);
  expect(answer.body.product.stock).toBe(stock);
}

test.beforeEach(async ({ page }) => {
  await fastBackend(page);
});

test('a shopper places a Cash on Delivery order for the last three kajals', async ({ page }) => {
  await loginAsGuest(page);
  await setStock(page, kajal.id, 3);
  await seedCart(page, kajal.id);

  // The cart says how many are left, and + stops at the stock with the reason.
  await openCart(page);
  const line = cartLine(page, kajal.name);
  await expect(line.getByText('Only 3 left')).toBeVisible();
  const plus = line.getByRole('button', { name: `Increase quantity of ${kajal.name}` });
  await plus.click();
  await expect(line.locator('output')).toHaveText('2');
  await plus.click();
  await expect(line.locator('output')).toHaveText('3');
  await expect(plus).toBeDisabled();
  await expect(plus).toHaveAccessibleDescription('Only 3 left');

  // Checkout: Cash on Delivery, and what will be paid at delivery.
  await openCheckout(page);
  const total = await page.getByTestId('total-amount').first().innerText();
  await page.getByRole('radio', { name: 'Cash on Delivery' }).click();
  await expect(page.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
  await expect(page.getByText(`Cash on Delivery: pay ${total} at delivery.`)).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();

  // Placed at once: no payment window, the success toast, on to order history.
  await expectToast(page, `Your order is placed! Please pay ${total} at delivery.`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/account-details\/orderHistory$/);
  const order = page.getByRole('article', { name: 'Order Confirmed!' });
  await expect(order).toHaveCount(1);
  await expect(order.getByText(/^Status:/)).toHaveText('Status: placed: pay on delivery');
  await expect(order.getByText(`Cash on Delivery: pay ${total} at delivery.`)).toBeVisible();
  await expect(order.getByText(/^Payment Id:/)).toHaveCount(0);

  // The server holds one placed COD order; the cart is empty; the stock is sold.
  const [recorded] = await server.orders(page);
  expect(recorded).toMatchObject({ status: 'placed', paymentMethod: 'cod', paymentId: null });
  await expectNavCount(page, 'Cart', 0);
  expect(await server.cart(page)).toEqual([]);
  await page.goto(`/products/${kajal.id}`);
  await expect(page.getByText('Out of Stock').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeDisabled();
});

test('above the limit Cash on Delivery is disabled, with the reason', async ({ page }) => {
  await loginAsGuest(page);
  await seedCart(page, dryer.id);
  // Enough dryers to pass ₹5,000.
  await openCart(page);
  const line = cartLine(page, dryer.name);
  const plus = line.getByRole('button', { name: `Increase quantity of ${dryer.name}` });
  for (const qty of ['2', '3', '4', '5']) {
    await plus.click();
    await expect(line.locator('output')).toHaveText(qty);
  }
  await openCheckout(page);
  const cod = page.getByRole('radio', { name: 'Cash on Delivery' });
  await expect(cod).toBeDisabled();
  await expect(cod).toHaveAccessibleDescription(
    'Cash on Delivery is available on orders up to ₹5,000',
  );
  await expect(page.getByRole('radio', { name: 'Pay online' })).toBeChecked();
});

test('left for the cart while the order is on its way: the order is still told, the cart empty', async ({
  page,
}) => {
  await loginAsGuest(page);
  await seedCart(page, kajal.id);
  await openCheckout(page);
  const total = await page.getByTestId('total-amount').first().innerText();
  await page.getByRole('radio', { name: 'Cash on Delivery' }).click();
  // Every answer as late as the console allows (3 s): the shopper leaves before the order's comes
  // (the button still says it is placing the order just before, well inside that time).
  await setFailures(page, {}, MAX_LATENCY_MS);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('button', { name: 'Placing your order…' })).toBeDisabled();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  // Checkout is gone, but what it sent is answered: placed, said, and the cart read again.
  await expectToast(page, `Your order is placed! Please pay ${total} at delivery.`);
  await clearFailures(page);
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty!' })).toBeVisible();
  expect((await server.orders(page)).map((o) => o.status)).toEqual(['placed']);
});
