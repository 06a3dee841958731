import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { OrderHistory } from '@/features/account/order-history';
import { settleImages } from '../../components/settle-images';
import { mswParameters } from '../../support/msw';
import { signedIn } from '../../support/session';
import { FACE_WASH, DRYER, SUNSCREEN } from './account-fixtures';
import { isolatedInDocs } from '../../support/docs';

/** The Order History tab on the simulated back end, signed in as the demo shopper. */
const meta = {
  title: 'Screens/Account/Parts/OrderHistory',
  component: OrderHistory,
  loaders: [signedIn()],
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
    const cancelled = await canvas.findByRole('article', { name: 'Order cancelled' });
    await expect(within(cancelled).queryByRole('link', { name: 'Pay now' })).toBeNull();
    await expect(
      await within(document.body).findByText('The order is cancelled. Nothing was charged.'),
    ).toBeVisible();
    await settleImages(canvasElement);
  },
};
