import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from '@/components/price';

const meta = {
  title: 'Components/Shop parts/Price',
  component: Price,
  args: { price: 468, originalPrice: 550, off: '15%' },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Discounted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₹468')).toBeVisible();
    await expect(canvas.getByText('₹550').closest('del')).not.toBeNull();
    await expect(canvas.getByText('15% off')).toBeVisible();
  },
};

export const Large: Story = { args: { size: 'lg', price: 2956, originalPrice: 3695, off: '20%' } };

export const NoDiscount: Story = {
  args: { price: 299, originalPrice: 299, off: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('del')).toBeNull();
  },
};

export const DiscountInWords: Story = {
  args: { off: 'Flat ₹82 off' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Flat ₹82 off')).toBeVisible();
  },
};
