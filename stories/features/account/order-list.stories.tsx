import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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
