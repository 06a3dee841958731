/**
 * After the sale, end to end against the production build with the simulated back end: a shopper
 * places a Cash on Delivery order for two products; the operator ships it (carrier and tracking
 * number) and delivers it from the Orders panel of the back-end console at /mockman; the shopper
 * sees the tracking and the timeline in order history and sends one line back; the operator
 * receives the parcel; the shopper sees that line's price paid back in cash and the order partly
 * refunded. The server's record is checked at each end.
 */
import type { Locator, Page } from '@playwright/test';
import { formatRupees } from '@/domain/format';
import { expect, fastBackend, test } from './fixtures';
import { seedCart, server } from './helpers/backend';
import { expectToast, loginAsGuest, openCheckout, PRODUCTS } from './helpers/shop';

const { kajal, toner } = PRODUCTS;
const CARRIER = 'Blue Dart';
const TRACKING = 'BD123456789IN';

test.beforeEach(async ({ page }) => {
  await fastBackend(page);
});

/** The console's card for the order, on /mockman. */
async function consoleOrder(page: Page, orderId: string): Promise<Locator> {
  await page.goto('/mockman');
  const orders = page
    .getByRole('complementary', { name: 'Back-end console' })
    .getByRole('region', { name: 'Orders' });
  const card = orders.getByRole('article', { name: `Order ${orderId}` });
  await expect(card).toBeVisible();
  return card;
}

/** The shopper's card for the order, in order history. */
async function shopperOrder(page: Page, orderId: string): Promise<Locator> {
  await page.goto('/account-details/orderHistory');
  const card = page.locator(`article[aria-labelledby="order-${orderId}"]`);
  await expect(card).toBeVisible();
  return card;
}

test('a Cash on Delivery order is shipped, delivered, and one line returned and refunded', async ({
  page,
  checkA11y,
}) => {
  // A journey through four screens and back, with the operator's and the shopper's turns.
  test.slow();
  // The shopper orders a kajal and a toner, to pay on delivery.
  await loginAsGuest(page);
  await seedCart(page, kajal.id, toner.id);
  await openCheckout(page);
  await page.getByRole('radio', { name: 'Cash on Delivery' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/account-details\/orderHistory$/);
  const [placed] = await server.orders(page);
  expect(placed).toMatchObject({ status: 'placed', paymentMethod: 'cod', paidAt: null });
  const orderId = placed?._id ?? '';
  const kajalLine = placed?.orderProducts.find((line) => line._id === kajal.id);
  const kajalPrice = Number(kajalLine?.price);
  expect(kajalPrice).toBeGreaterThan(0);

  // The operator ships it from the console: Ship opens the form on the carrier.
  let card = await consoleOrder(page, orderId);
  await expect(card.getByText('Cash on Delivery')).toBeVisible();
  await card.getByRole('button', { name: 'Ship' }).click();
  await expect(card.getByLabel('Carrier')).toBeFocused();
  await card.getByLabel('Carrier').fill(CARRIER);
  await card.getByLabel('Tracking number').fill(TRACKING);
  await card.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(card.getByRole('status')).toHaveText('The order is now: Shipped.');
  await expect(card.getByText(TRACKING)).toBeVisible();

  // ...and delivers it.
  await card.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(card.getByRole('status')).toHaveText('The order is now: Delivered.');
  await expect(card.getByRole('button')).toHaveCount(0);
  await checkA11y();
  const delivered = (await server.orders(page)).find((o) => o._id === orderId);
  expect(delivered).toMatchObject({
    status: 'delivered',
    shipment: { carrier: CARRIER, trackingNumber: TRACKING },
  });
  // A Cash on Delivery order is paid at delivery; returns are open from then.
  expect(delivered?.paidAt).not.toBeNull();
  expect(delivered?.returnBy).not.toBeNull();

  // The shopper sees the tracking and the timeline, and sends the kajal back.
  let mine = await shopperOrder(page, orderId);
  await expect(mine.getByText(/^Status:/)).toHaveText('Status: delivered');
  await expect(mine.getByText(`Tracking number: ${TRACKING}`)).toBeVisible();
  await expect(mine.getByText(CARRIER)).toBeVisible();
  const timeline = mine.getByRole('list', { name: 'Timeline' });
  await expect(timeline.getByRole('listitem')).toHaveCount(3);
  await expect(timeline.getByRole('listitem').nth(1)).toContainText('Shipped');
  await expect(timeline.getByRole('listitem').nth(2)).toContainText('Delivered');

  await mine.getByRole('button', { name: 'Return items' }).click();
  const dialog = page.getByRole('dialog', { name: 'Return items' });
  await dialog.getByRole('checkbox', { name: kajal.name }).check();
  await dialog.getByLabel('Why are you returning it?').fill('The shade does not suit me.');
  await dialog.getByRole('button', { name: 'Request return' }).click();
  await expect(dialog).toBeHidden();
  await expectToast(
    page,
    `Return requested. Your refund of ${formatRupees(kajalPrice)} follows once the parcel reaches us.`,
  );
  await expect(mine.getByText(/^Status:/)).toHaveText('Status: return requested');
  const asked = (await server.orders(page)).find((o) => o._id === orderId);
  expect(asked).toMatchObject({
    status: 'return_requested',
    returnRequest: { lines: [{ productId: kajal.id, qty: 1 }], refundAmount: kajalPrice },
  });

  // The operator receives the parcel: the kajal's price is paid back in cash at once.
  card = await consoleOrder(page, orderId);
  await expect(card.getByText('The shade does not suit me.', { exact: false })).toBeVisible();
  await card.getByRole('button', { name: 'Receive return' }).click();
  await expect(card.getByRole('status')).toHaveText('The order is now: Partly refunded.');
  const refunded = (await server.orders(page)).find((o) => o._id === orderId);
  expect(refunded).toMatchObject({
    status: 'partially_refunded',
    refunds: [{ amount: kajalPrice, status: 'processed' }],
  });

  // The shopper sees the refund.
  mine = await shopperOrder(page, orderId);
  await expect(mine.getByText(/^Status:/)).toHaveText('Status: partly refunded');
  await expect(
    mine.getByText(`Refunded: ${formatRupees(kajalPrice)} (paid back in cash)`),
  ).toBeVisible();

  // The order's own page lists the refund with its state, and the timeline ends partly refunded.
  await page.goto(`/account-details/orderHistory/${orderId}`);
  const refund = page.getByRole('list', { name: 'Refunds' }).getByRole('listitem');
  await expect(refund).toHaveCount(1);
  await expect(refund).toContainText(formatRupees(kajalPrice));
  await expect(refund).toContainText('Refunded');
  await expect(
    page.getByRole('list', { name: 'Timeline' }).getByRole('listitem').last(),
  ).toContainText('Partly refunded');
  await checkA11y();
});
