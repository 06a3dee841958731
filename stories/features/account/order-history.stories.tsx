import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { rateLine } from '@/app/rate-product';
import { OrderHistory } from '@/features/account/order-history';
import { settleImages } from '../../components/settle-images';
import { mswParameters } from '../../support/msw';
import { signedIn } from '../../support/session';
import { FACE_WASH, DRYER, SUNSCREEN } from './account-fixtures';
import { isolatedInDocs } from '../../support/docs';
import {
  backendNow,
  cancelShippedMeanwhile,
  failingReads,
  DELIVERED,
  signedInWithOrders,
  TWO_LINES,
} from './order-walks';
import { expectToast } from '../../support/toast';

/** The whole page: dialogs and toasts live outside the story's root. */
const page = () => within(document.body);
const ANSWER = { timeout: 15_000 } as const;

/** The Order History tab on the simulated back end, signed in as the demo shopper. */
const meta = {
  title: 'Screens/Account/Parts/OrderHistory',
  component: OrderHistory,
  loaders: [signedIn()],
  decorators: [backendNow],
  parameters: {
    ...isolatedInDocs(),
    route: { path: '/account-details/orderHistory' },
  },
} satisfies Meta<typeof OrderHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Looks like your order is empty!')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop Now' })).toHaveAttribute(
      'href',
      '/products',
    );
  },
};

/** Two past orders, the later one (the dryer) first. */
export const SeveralOrders: Story = {
  loaders: [
    signedIn({
      orders: [
        { items: [{ id: FACE_WASH.id, qty: 2 }, SUNSCREEN.id], paymentId: 'pay_first' },
        { items: [DRYER.id], paymentId: 'pay_second' },
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const orders = await canvas.findAllByRole('article');
    await expect(orders).toHaveLength(2);
    await expect(orders[0]).toHaveTextContent('pay_second');
    await expect(orders[1]).toHaveTextContent('pay_first');
    await settleImages(canvasElement);
  },
};

export const Loading: Story = {
  parameters: mswParameters({ orders: scenarios.orders.loading }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading your orders',
    );
  },
};

export const LoadFailed: Story = {
  parameters: mswParameters({ orders: scenarios.orders.offline }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Your orders could not be loaded.');
    await expect(alert).toHaveTextContent('Network Error');
  },
};

/**
 * An order left awaiting payment beside a paid one: Cancel order asks the server, and the card then
 * says the order is cancelled (Pay now goes with it).
 */
export const CancellingAnUnpaidOrder: Story = {
  loaders: [
    signedIn({
      orders: [
        { items: [DRYER.id], paymentId: 'pay_paid' },
        { items: [SUNSCREEN.id], paymentId: 'pay_unused', status: 'pending' },
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const unpaid = await canvas.findByRole('article', { name: 'Awaiting payment' });
    await expect(within(unpaid).getByRole('link', { name: 'Pay now' })).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Order Confirmed!' })).toBeVisible();
    await userEvent.click(within(unpaid).getByRole('button', { name: 'Cancel order' }));
    const dialog = await page().findByRole('alertdialog', { name: 'Cancel this order?' });
    await expect(dialog).toHaveTextContent('Nothing was charged');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    const cancelled = await canvas.findByRole('article', { name: 'Order cancelled' });
    await expect(within(cancelled).queryByRole('link', { name: 'Pay now' })).toBeNull();
    await expectToast('The order is cancelled. Nothing was charged.');
    await settleImages(canvasElement);
  },
};

/**
 * A paid order: Cancel order asks first and says the payment comes back in full. Keep order
 * changes nothing and focus returns to the button; confirming cancels it, the toast gives the
 * refund, and focus goes to the order's heading (its Cancel button is gone).
 */
export const CancellingAPaidOrder: Story = {
  loaders: [signedInWithOrders([TWO_LINES], [{ placedDaysAgo: 1 }])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const order = await canvas.findByRole('article', { name: 'Order Confirmed!' }, ANSWER);
    const cancel = within(order).getByRole('button', { name: 'Cancel order' });
    await userEvent.click(cancel);
    let dialog = await page().findByRole('alertdialog', { name: 'Cancel this order?' });
    await expect(dialog).toHaveTextContent('The payment is refunded in full to where you paid');
    // Focus starts on the safe choice.
    await expect(within(dialog).getByRole('button', { name: 'Keep order' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await expect(cancel).toHaveFocus();

    await userEvent.click(cancel);
    dialog = await page().findByRole('alertdialog', { name: 'Cancel this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await expectToast(
      'The order is cancelled. A refund of ₹1,097.00 is on its way to where you paid.',
      ANSWER,
    );
    // The simulated provider refunds at once.
    const refunded = await canvas.findByRole('article', { name: 'Payment refunded' });
    await expect(within(refunded).getByText(/^Refunded:/)).toHaveTextContent('₹1,097.00');
    await waitFor(() =>
      expect(within(refunded).getByRole('heading', { name: 'Payment refunded' })).toHaveFocus(),
    );
    await settleImages(canvasElement);
  },
};

/**
 * The order shipped while the shopper was looking: the server refuses the cancel (409), the toast
 * says why, and the card shows the order as it now is.
 */
export const CancelRefusedShippedMeanwhile: Story = {
  loaders: [signedInWithOrders([TWO_LINES], [{ placedDaysAgo: 1 }])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const order = await canvas.findByRole('article', { name: 'Order Confirmed!' }, ANSWER);
    // Meanwhile the shop ships it.
    await cancelShippedMeanwhile(order);
    await expectToast(
      'Could not cancel the order. This order is shipped: it can no longer be cancelled.',
      ANSWER,
    );
    const shipped = await canvas.findByRole('article', { name: 'Shipped' }, ANSWER);
    await expect(within(shipped).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    // The button it came from is gone: focus goes to the order's heading, never to the page.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(shipped).getByRole('heading', { name: 'Shipped' }),
      ),
    );
    await settleImages(canvasElement);
  },
};

const ordersReads = failingReads('*/api/user/orders');

/**
 * The orders shown, then a refresh of them fails (a cancel refused, the server then unreachable):
 * the orders stay on screen with a line saying they may be out of date, not the load error.
 */
export const RefreshFailed: Story = {
  loaders: [signedInWithOrders([TWO_LINES], [{ placedDaysAgo: 1 }]), ordersReads.loader],
  parameters: mswParameters({ orders: [ordersReads.handler] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const order = await canvas.findByRole('article', { name: 'Order Confirmed!' }, ANSWER);
    // Meanwhile the shop ships it, and then stops answering reads.
    await cancelShippedMeanwhile(order, () => ordersReads.fail());
    await expect(
      await canvas.findByText(
        'Your orders could not be refreshed: they may be out of date.',
        {},
        ANSWER,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Order Confirmed!' })).toBeVisible();
    await expect(canvas.queryByText('Your orders could not be loaded.')).toBeNull();
    ordersReads.fail(false);
    await settleImages(canvasElement);
  },
};

/**
 * Return items: the form says what it needs, the refund follows the chosen units (the coupon's
 * share off), and asking closes the dialog with a toast; the order then awaits its return.
 */
export const ReturningItems: Story = {
  loaders: [signedInWithOrders([TWO_LINES], [DELIVERED])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const order = await canvas.findByRole('article', { name: 'Delivered' }, ANSWER);
    await userEvent.click(within(order).getByRole('button', { name: 'Return items' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Return items' }));
    await expect(
      dialog.getByText('Choose the products to send back to see your refund.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Request return' }));
    await expect(await dialog.findByText('Choose at least one product to return.')).toBeVisible();
    await expect(dialog.getByText('Tell us why you are returning it.')).toBeVisible();

    await userEvent.click(dialog.getByRole('checkbox', { name: FACE_WASH.name }));
    // Both face washes go back unless fewer are chosen.
    const qty = dialog.getByRole('combobox', { name: `Quantity of ${FACE_WASH.name} to return` });
    await expect(qty).toHaveValue('2');
    await userEvent.selectOptions(qty, '1');
    const refund = dialog.getByRole('region', { name: 'Your refund' });
    await expect(refund).toHaveTextContent('Items₹338.00');
    await expect(refund).toHaveTextContent('You get back');
    await userEvent.type(dialog.getByLabelText('Why are you returning it?'), 'Too drying for me.');
    await userEvent.click(dialog.getByRole('button', { name: 'Request return' }));
    await expect(
      await page().findByText(/^Return requested\. Your refund of ₹[\d,.]+ follows/, {}, ANSWER),
    ).toBeVisible();
    const asked = await canvas.findByRole('article', { name: 'Return requested' });
    await expect(within(asked).getByText('Reason: Too drying for me.')).toBeVisible();
    await waitFor(() =>
      expect(within(asked).getByRole('heading', { name: 'Return requested' })).toHaveFocus(),
    );
    await settleImages(canvasElement);
  },
};

/** Rate this product opens the reviews' own write dialog for that line's product. */
export const RatingAProduct: Story = {
  args: { rate: rateLine },
  loaders: [signedInWithOrders([TWO_LINES], [DELIVERED])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const order = await canvas.findByRole('article', { name: 'Delivered' }, ANSWER);
    const rate = within(order).getByRole('button', {
      name: `Rate this product: ${SUNSCREEN.name}`,
    });
    // It waits for the shopper's own review of the product (none here) to be known.
    await waitFor(() => expect(rate).toBeEnabled(), ANSWER);
    await userEvent.click(rate);
    const dialog = await page().findByRole('dialog', { name: 'Write a review' });
    await expect(dialog).toHaveTextContent(SUNSCREEN.name);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(rate).toHaveFocus());
    await settleImages(canvasElement);
  },
};
