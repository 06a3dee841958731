import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { rateLine } from '@/app/rate-product';
import { OrderHistory } from '@/features/account/order-history';
import { settleImages } from '../../components/settle-images';
import { isolatedInDocs } from '../../support/docs';
import {
  backendNow,
  CASH_DRYER,
  DELIVERED,
  FACE_WASH_ASKED_BACK,
  RETURNS_CLOSED,
  SHIPMENT,
  SHIPPED,
  signedInWithOrders,
  SUNSCREEN_REFUNDED,
  TWO_LINES,
  walk,
} from './order-walks';

/**
 * One order in each status of its life, as the Order History tab shows it: the heading and the
 * status chip, tracking once shipped, the return window once delivered, what a return asked, the
 * refunds with their state, the timeline, and what can still be done (Pay now, Cancel order,
 * Return items, Rate this product). Each order is walked there by the simulated back end's own
 * moves; the screen's clock is the back end's.
 */
const meta = {
  title: 'Screens/Account/Parts/OrderStates',
  component: OrderHistory,
  args: { rate: rateLine },
  decorators: [backendNow],
  parameters: {
    ...isolatedInDocs(),
    route: { path: '/account-details/orderHistory' },
  },
} satisfies Meta<typeof OrderHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The one order's card, once it has arrived, its pictures loaded. */
async function theOrder(canvasElement: HTMLElement, heading: string) {
  const order = await within(canvasElement).findByRole(
    'article',
    { name: heading },
    { timeout: 15_000 },
  );
  await settleImages(canvasElement);
  return within(order);
}

/** Awaiting payment: Pay now and Cancel order, nothing to rate yet. */
export const Pending: Story = {
  loaders: [signedInWithOrders([{ ...TWO_LINES, status: 'pending' }], [walk(0)])],
  play: async ({ canvasElement }) => {
    const order = await theOrder(canvasElement, 'Awaiting payment');
    await expect(order.getByRole('link', { name: 'Pay now' })).toBeVisible();
    await expect(order.getByRole('button', { name: 'Cancel order' })).toBeVisible();
    await expect(order.queryByRole('button', { name: /Rate this product/ })).toBeNull();
  },
};

/** Paid online: can still be cancelled (in full refund) until it ships; each product can be rated. */
export const Paid: Story = {
  loaders: [signedInWithOrders([TWO_LINES], [walk(1)])],
  play: async ({ canvasElement }) => {
    const order = await theOrder(canvasElement, 'Order Confirmed!');
    await expect(order.getByText(/^Status:/)).toHaveTextContent('Status: paid');
    await expect(order.getByRole('button', { name: 'Cancel order' })).toBeVisible();
    await expect(order.queryByRole('button', { name: 'Return items' })).toBeNull();
    await expect(order.getAllByRole('button', { name: /^Rate this product/ })).toHaveLength(2);
    const timeline = order.getByRole('list', { name: 'Timeline' });
    await expect(within(timeline).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Cash on Delivery: placed, to pay at delivery; it can be cancelled until it ships. */
export const PlacedCashOnDelivery: Story = {
  loaders: [signedInWithOrders([CASH_DRYER], [walk(1)])],
  play: async ({ canvasElement }) => {
    const order = await theOrder(canvasElement, 'Order Confirmed!');
    await expect(order.getByText(/^Status:/)).toHaveTextContent('Status: placed: pay on delivery');
    await expect(order.getByText(/^Cash on Delivery: pay/)).toBeVisible();
    await expect(order.getByRole('button', { name: 'Cancel order' })).toBeVisible();
    await expect(order.getAllByRole('button', { name: /^Rate this product/ })).toHaveLength(1);
  },
};

/** Shipped: the carrier and tracking number; too late to cancel. */
export const ShippedWithTracking: Story = {
  loaders: [signedInWithOrders([TWO_LINES], [SHIPPED])],
  play: async ({ canvasElement }) => {
    const order = await theOrder(canvasElement, 'Shipped');
    await expect(order.getByText(SHIPMENT.trackingNumber)).toBeVisible();
    await expect(order.getByText(/^Shipped on/)).toHaveTextContent(
      'Shipped on 13 Jan 2026 by Delhivery',
    );
    await expect(order.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  },
};

/** Delivered five days ago: Return items until the window closes, two days from now. */
export const DeliveredReturnsOpen: Story = {
  loaders: [signedInWithOrders([TWO_LINES], [DELIVERED])],
  play: async ({ canvasElement }) => {
    const order = await theOrder(canvasElement, 'Delivered');
    await expect(order.getByText('Delivered on 10 Jan 2026.')).toBeVisible();
    await expect(order.getByText('You can return it until 17 Jan 2026.')).toBeVisible();
    await expect(order.getByRole('button', { name: 'Return items' })).toBeVisible();
  },
};

/** Delivered two weeks ago: the window has closed, so no Return items. */
export const DeliveredReturnsClosed: Story = {
  loaders: [signedInWithOrders([TWO_LINES], [RETURNS_CLOSED])],
  play: async ({ canvasElement }) => {
    const order = await theOrder(canvasElement, 'Delivered');
    await expect(order.getByText('Returns closed on 8 Jan 2026.')).toBeVisible();
    await expect(order.queryByRole('button', { name: 'Return items' })).toBeNull();
  },
};

/** A return asked for one face wash: what goes back, why, and the refund it will bring. */
export const ReturnRequested: Story = {
  loaders: [signedInWithOrders([TWO_LINES], [FACE_WASH_ASKED_BACK])],
  play: async ({ canvasElement }) => {
    const order = await theOrder(canvasElement, 'Return requested');
    await expect(order.getByText('Reason: The shade is too dark.')).toBeVisible();
    await expect(order.getByText(/^Once the parcel reaches us, ₹/)).toBeVisible();
    await expect(order.queryByRole('button', { name: 'Return items' })).toBeNull();
  },
};

/** A paid order cancelled before it shipped: its full refund is on its way. */
export const RefundPending: Story = {
  loaders: [signedInWithOrders([TWO_LINES], [walk(2, ['cancel', 1])])],
  play: async ({ canvasElement }) => {
    const order = await theOrder(canvasElement, 'Refund in progress');
    await expect(order.getByText(/^Refund on its way:/)).toHaveTextContent('₹1,097.00');
    await expect(order.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  },
};

/** The sunscreen went back and its share was refunded; the face washes are kept. */
export const PartlyRefunded: Story = {
  loaders: [signedInWithOrders([TWO_LINES], [SUNSCREEN_REFUNDED])],
  play: async ({ canvasElement }) => {
    const order = await theOrder(canvasElement, 'Partly refunded');
    await expect(order.getByText(/^Refunded:/)).toBeVisible();
    // The face washes can still go back while the window is open.
    await expect(order.getByRole('button', { name: 'Return items' })).toBeVisible();
  },
};

/** Everything went back and the whole payment was refunded. */
export const Refunded: Story = {
  loaders: [
    signedInWithOrders(
      [TWO_LINES],
      [
        walk(
          8,
          [{ ship: SHIPMENT }, 7],
          ['deliver', 5],
          [{ return: { reason: 'Ordered by mistake.' } }, 3],
          ['receive', 2],
          ['refunded', 1],
        ),
      ],
    ),
  ],
  play: async ({ canvasElement }) => {
    const order = await theOrder(canvasElement, 'Payment refunded');
    await expect(order.getByText(/^Refunded:/)).toHaveTextContent('₹1,097.00');
    await expect(order.queryByRole('button', { name: /Rate this product/ })).toBeNull();
  },
};

/** Given up before it was paid: nothing more to do. */
export const Cancelled: Story = {
  loaders: [signedInWithOrders([{ ...TWO_LINES, status: 'cancelled' }], [walk(1)])],
  play: async ({ canvasElement }) => {
    const order = await theOrder(canvasElement, 'Order cancelled');
    await expect(order.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    await expect(order.queryByRole('link', { name: 'Pay now' })).toBeNull();
  },
};

/** Never paid in time: its products went back on sale. */
export const Expired: Story = {
  loaders: [signedInWithOrders([{ ...TWO_LINES, status: 'pending' }], [walk(2, ['expire', 2])])],
  play: async ({ canvasElement }) => {
    const order = await theOrder(canvasElement, 'Order expired');
    await expect(order.getByText(/It was not paid in time/)).toBeVisible();
    await expect(order.queryByRole('link', { name: 'Pay now' })).toBeNull();
  },
};
