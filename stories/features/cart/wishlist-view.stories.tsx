import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { toProduct } from '@/domain/adapters';
import { WishlistView } from '@/features/cart/wishlist-view';
import { settleImages } from '../../components/settle-images';
import { FACE_WASH, KAJAL, LIPSTICK, productRecord } from './cart-fixtures';

const products = [FACE_WASH, LIPSTICK, KAJAL].map((p) => toProduct(productRecord(p)));

const meta = {
  title: 'Screens/Wishlist/Parts/WishlistView',
  // Test-only: the screen's stories show these states; these keep running as tests.
  tags: ['!dev', '!autodocs'],
  component: WishlistView,
  parameters: { layout: 'fullscreen' },
  args: {
    products,
    cartIds: new Set([products[1]!.id]),
    onAddToCart: fn(),
    onGoToCart: fn(),
    onToggleWishlist: fn(),
  },
} satisfies Meta<typeof WishlistView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Wishlist (3)' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Remove from wishlist' })).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Cart' }));
    await expect(args.onGoToCart).toHaveBeenCalled();
    // The first card's picture is the page's largest: the only one asked for at high priority.
    const pictures = canvasElement.querySelectorAll('img[data-slot="product-image"]');
    await expect([...pictures].map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      'low',
      'low',
    ]);
    await settleImages(canvasElement);
  },
};

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Your Wishlist is Empty!' }),
    ).toBeVisible();
  },
};
