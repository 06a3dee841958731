import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ShopperOrder } from '@/api/orders';
import { OrderList } from '@/features/account/order-list';
import { settleImages } from '../../components/settle-images';
import { ORDER_ONE, ORDER_TWO } from './account-fixtures';
import { ownFrameInDocs } from '../../support/docs';

const meta = {
  title: 'Screens/Account/Parts/OrderList',
  component: OrderList,
  args: { orders: [ORDER_TWO, ORDER_ONE] },
  parameters: {
    ...ownFrameInDocs(),
    route: { path: '/account-details/orderHistory' },
  },
} satisfies Meta<typeof OrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No orders yet: the shop's text and Shop Now to /products. */
export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Looks like your order is empty!')).toBeVisible();
    const shop = canvas.getByRole('link', { name: 'Shop Now' });
    await expect(shop).toHaveAttribute('href', '/products');
    await userEvent.tab();
    await expect(shop).toHaveFocus();
  },
};

export const SeveralOrders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { name: 'Order Confirmed!' })).toHaveLength(2);
    await settleImages(canvasElement);
  },
};

/**
 * An order in a status this page does not know (a newer server's, read by a page loaded before the
 * update): that order's card says it cannot be shown, and the rest of the history stays.
 */
export const OrderInAnUnknownStatus: Story = {
  args: {
    orders: [{ ...ORDER_TWO, status: 'out_for_delivery' } as unknown as ShopperOrder, ORDER_ONE],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This order could not be shown.');
    await expect(canvas.getAllByRole('heading', { name: 'Order Confirmed!' })).toHaveLength(1);
    await settleImages(canvasElement);
  },
};
