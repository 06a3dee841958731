import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderCard } from '@/features/account/order-card';
import { settleImages } from '../../components/settle-images';
import { ORDER_ONE, ORDER_TWO } from './account-fixtures';

const meta = {
  title: 'Features/Account/OrderCard',
  component: OrderCard,
  args: { order: ORDER_ONE },
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two products, one name longer than 50 characters (cut, with '...'; the full name for screen readers). */
export const TwoProducts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    await expect(canvas.getByText('pay_Nq4d8YtR2kLmZx')).toBeVisible();
    await expect(canvas.getByText('₹1,107.00')).toBeVisible();
    await expect(
      canvas.getByText('Dot & Key Vitamin C + E Face Sunscreen With SPF 50...'),
    ).toBeVisible();
    await expect(canvas.getByText('Qty: 2', { exact: false })).toBeVisible();
    await settleImages(canvasElement);
  },
};

export const OneProduct: Story = {
  args: { order: ORDER_TWO },
  play: async ({ canvasElement }) => settleImages(canvasElement),
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => settleImages(canvasElement),
};
