/**
 * The guest checkout journey against the production build: sign in as the guest, fill the
 * cart from the listing, step a quantity up and down, apply FIRSTGLAM, check out and pay in the
 * simulated sheet; order history then shows the order with its payment id and the total the cart
 * showed, the cart is empty, and a reload keeps the order. A declined card, a closed sheet and a
 * double click each leave the cart and the coupon as they were; the order is created
 * before the payment, so the server then holds one unpaid order ('payment failed' or 'awaiting
 * payment'), never a paid one.
 */
import { type Page } from '@playwright/test';
import { expect, fastBackend, test } from './fixtures';
import { seedCart, server, serverCartLines } from './helpers/backend';
import {
  cartLine,
  expectNavCount,
  expectToast,
  fillAddress,
  loginAsGuest,
  NEW_ADDRESS,
  openCart,
  openCheckout,
  openProducts,
  PRODUCTS,
  productCard,
  shownCartLines,
  shownCheckoutLines,
} from './helpers/shop';

const { kajal, toner } = PRODUCTS;

/** The 'Total Amount' a screen's price details show, e.g. '₹1,234.00'. */
const shownTotal = (page: Page) => page.getByTestId('total-amount').first().innerText();

/** '₹1,234.50' → '1234.50', as the payment toast writes amounts. */
const plainAmount = (total: string) => total.replace(/[₹,\s]/g, '');

async function applyCoupon(page: Page, code: string) {
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply Coupon' });
  await dialog.getByRole('radio', { name: code }).click();
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
  await expectToast(page, 'Coupon is applied!');
}

test.beforeEach(async ({ page }) => {
  await fastBackend(page);
});

test('guest pays with the simulated provider and finds the order in order history', async ({
  page,
}) => {
  // A whole purchase through six screens, each step checked on the page and most on the server:
  // 56-65 s on a slow 2-vCPU machine with the story tests running beside the journeys (2026-12-02).
  test.slow();
  await loginAsGuest(page);

  // Two products from the listing.
  await openProducts(page);
  for (const product of [kajal, toner]) {
    const card = productCard(page, product.name);
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(card.getByRole('button', { name: 'Go to Cart' })).toBeVisible();
  }
  await expectNavCount(page, 'Cart', 2);

  // + then − on the kajal, checked against the server each time.
  await openCart(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Cart (2)' })).toBeVisible();
  const line = cartLine(page, kajal.name);
  const minus = line.getByRole('button', { name: `Decrease quantity of ${kajal.name}` });
  await expect(minus).toBeDisabled();
  await line.getByRole('button', { name: `Increase quantity of ${kajal.name}` }).click();
  await expect(line.locator('output')).toHaveText('2');
  await expect.poll(() => serverCartLines(page)).toContain(`${kajal.name} × 2`);
  await minus.click();
  await expect(line.locator('output')).toHaveText('1');
  await expect.poll(() => serverCartLines(page)).toContain(`${kajal.name} × 1`);
  await expect(minus).toBeDisabled();

  // FIRSTGLAM: ₹10 off. FIRST200 is out of reach for this small order.
  const before = await shownTotal(page);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply Coupon' });
  await expect(dialog.getByRole('radio', { name: 'FIRST200' })).toBeDisabled();
  await expect(dialog.getByText('(Order amount is not more than ₹1000)')).toBeVisible();
  await page.keyboard.press('Escape');
  await applyCoupon(page, 'FIRSTGLAM');
  const total = await shownTotal(page);
  expect(Number(plainAmount(before)) - Number(plainAmount(total))).toBeCloseTo(10, 2);

  // The coupon follows the shopper to checkout, with the same total.
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Aanya Sharma/ })).toBeChecked();
  await expect(page.getByText('Coupon (FIRSTGLAM)')).toBeVisible();
  expect(await shownTotal(page)).toBe(total);
  expect(await shownCheckoutLines(page)).toEqual([`${kajal.name} × 1`, `${toner.name} × 1`]);

  // Pay with the prefilled test card.
  await page.getByRole('button', { name: 'Place Order' }).click();
  const sheet = page.getByRole('dialog', { name: `Pay ${total}` });
  await expect(sheet.getByLabel('Card number')).toHaveValue('4111 1111 1111 1111');
  await sheet.getByRole('button', { name: `Pay ${total}` }).click();
  await expectToast(page, `Payment of Rs. ${plainAmount(total)} is Successful !`);
  await expect(page).toHaveURL(/\/account-details\/orderHistory$/);

  // The order: confirmed, its payment id, the total the cart showed.
  const order = page.getByRole('article', { name: 'Order Confirmed!' });
  await expect(order).toHaveCount(1);
  await expect(order.getByText(/^Payment Id:/)).toHaveText(/^Payment Id: pay_[A-Za-z0-9]{14}$/);
  await expect(order.getByText(/^Total Amount:/)).toHaveText(`Total Amount: ${total}`);
  await expect(order.getByText(/^Status:/)).toHaveText('Status: paid');
  const paymentId = (await order.getByText(/^Payment Id:/).innerText()).replace('Payment Id: ', '');
  const [recorded] = await server.orders(page);
  expect(recorded).toMatchObject({ status: 'paid', paymentId, couponCode: 'FIRSTGLAM' });
  expect(recorded?.amount).toBeCloseTo(Number(plainAmount(total)), 2);

  // The cart is empty, here and on the server; the coupon is gone with it.
  await expectNavCount(page, 'Cart', 0);
  expect(await server.cart(page)).toEqual([]);
  await openCart(page);
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty!' })).toBeVisible();

  // A reload still shows the order.
  await page.goto('/account-details/orderHistory');
  await page.reload();
  await expect(page.getByRole('article', { name: 'Order Confirmed!' })).toHaveCount(1);
  await expect(page.getByText(`Payment Id: ${paymentId}`)).toBeVisible();
});

test("checkout's 'Add new Address' opens the add form and comes back with the new address chosen", async ({
  page,
}) => {
  await loginAsGuest(page);
  await seedCart(page, kajal.id);
  await openCheckout(page);
  await page.getByRole('link', { name: 'Add new Address' }).click();
  await expect(page).toHaveURL(/\/account-details\/addressDetails\?add=checkout$/);
  // The form is open at once, and there is a way back.
  const form = page.getByRole('form', { name: 'Add new address' });
  await expect(form).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to checkout' })).toBeVisible();

  // Cancel goes back to checkout, nothing added.
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const addresses = page.getByRole('radiogroup', { name: 'Select Address' });
  await expect(addresses.getByRole('radio')).toHaveCount(1);

  // Saving goes back to checkout with the new address chosen and delivered to.
  await page.getByRole('link', { name: 'Add new Address' }).click();
  await fillAddress(form, NEW_ADDRESS);
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(addresses.getByRole('radio')).toHaveCount(2);
  await expect(addresses.getByRole('radio', { name: /Kabir Mehta/ })).toBeChecked();
  await expect(
    page.getByRole('complementary', { name: 'Order summary' }).getByText('Kabir Mehta'),
  ).toBeVisible();
});

test.describe('a payment that does not go through leaves everything as it was', () => {
  test.beforeEach(async ({ page }) => {
    await loginAsGuest(page);
    await seedCart(page, kajal.id, toner.id);
    await openCart(page);
    await applyCoupon(page, 'FIRSTGLAM');
  });

  async function expectNothingChanged(
    page: Page,
    cart: string[],
    total: string,
    status: 'failed' | 'pending',
  ) {
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    expect(await shownCheckoutLines(page)).toEqual(cart);
    await expect(page.getByText('Coupon (FIRSTGLAM)')).toBeVisible();
    expect(await shownTotal(page)).toBe(total);
    expect(await serverCartLines(page)).toEqual(cart);
    // Order first: the order exists, unpaid, for the total shown; nothing was charged.
    await expect
      .poll(async () => (await server.orders(page)).map((o) => o.status))
      .toEqual([status]);
    const orders = await server.orders(page);
    expect(orders[0]).toMatchObject({ status, paymentId: null });
    expect(orders[0]?.amount).toBeCloseTo(Number(plainAmount(total)), 2);
    await openCart(page);
    expect(await shownCartLines(page)).toEqual(cart);
  }

  test('a declined card: a toast, still on checkout, cart and coupon kept, no order', async ({
    page,
  }) => {
    const cart = await shownCartLines(page);
    const total = await shownTotal(page);
    await openCheckout(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    const sheet = page.getByRole('dialog', { name: `Pay ${total}` });
    await sheet.getByLabel('Card number').fill('4000 0000 0000 0002');
    await sheet.getByRole('button', { name: `Pay ${total}` }).click();
    await expectToast(
      page,
      'Payment failed: Your card was declined by the bank. Your cart is just as it was.',
    );
    await expect(sheet).toBeHidden();
    await expectNothingChanged(page, cart, total, 'failed');
  });

  test('failure@razorpay over UPI fails the same way', async ({ page }) => {
    const cart = await shownCartLines(page);
    const total = await shownTotal(page);
    await openCheckout(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    const sheet = page.getByRole('dialog', { name: `Pay ${total}` });
    await sheet.getByRole('tab', { name: 'UPI' }).click();
    await sheet.getByLabel('UPI ID').fill('failure@razorpay');
    await sheet.getByRole('button', { name: `Pay ${total}` }).click();
    await expectToast(page, /^Payment failed: The UPI payment was declined\./);
    await expectNothingChanged(page, cart, total, 'failed');
  });

  test('closing the sheet: a toast, nothing charged', async ({ page }) => {
    const cart = await shownCartLines(page);
    const total = await shownTotal(page);
    await openCheckout(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('dialog', { name: `Pay ${total}` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expectToast(
      page,
      'Payment cancelled. Your order is awaiting payment in your order history; your cart is just as it was.',
    );
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeFocused();
    await expectNothingChanged(page, cart, total, 'pending');
  });

  test('a double click opens one payment', async ({ page }) => {
    await openCheckout(page);
    await page.getByRole('button', { name: 'Place Order' }).dblclick();
    await expect(page.getByRole('dialog', { name: /^Pay / })).toHaveCount(1);
    await expect(
      page.getByRole('button', { name: 'Processing payment…', includeHidden: true }),
    ).toBeDisabled();
  });
});
