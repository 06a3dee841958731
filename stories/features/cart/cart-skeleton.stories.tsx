import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CartSkeleton } from '@/features/cart/cart-skeleton';
import { ownFrameInDocs } from '../../support/docs';

const meta = {
  title: 'Screens/Cart/Parts/CartSkeleton',
  component: CartSkeleton,
  parameters: {
    ...ownFrameInDocs(),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof CartSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your cart');
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
