import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WishlistSkeleton } from '@/features/cart/wishlist-skeleton';
import { ownFrameInDocs } from '../../support/docs';

const meta = {
  title: 'Screens/Wishlist/Parts/WishlistSkeleton',
  component: WishlistSkeleton,
  parameters: {
    ...ownFrameInDocs(),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof WishlistSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wishlist's own grid of card placeholders (it used to borrow the cart's lines and summary). */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading your wishlist');
    await expect(status.querySelectorAll('[data-slot="product-card-skeleton"]')).toHaveLength(4);
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
