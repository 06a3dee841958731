import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductDetail, ProductDetailSkeleton } from '@/features/catalog/detail/product-detail';
import { faceWash, lipstick, outOfStockWax } from '../../../components/product-fixtures';
import { settleImages } from '../../../components/settle-images';

const meta = {
  title: 'Screens/Product detail/Parts/ProductDetail',
  // Test-only: the screen's stories show these states; these keep running as tests.
  tags: ['!dev', '!autodocs'],
  component: ProductDetail,
  args: {
    product: lipstick,
    inCart: false,
    inWishlist: false,
    onAddToCart: fn(),
    onGoToCart: fn(),
    onToggleWishlist: fn(),
  },
  afterEach: async ({ canvasElement }) => settleImages(canvasElement),
} satisfies Meta<typeof ProductDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(lipstick.name);
    for (const text of [
      'In Stock',
      'Fastest Delivery',
      'Cash On Delivery Available',
      '25,820 ratings',
      'Size (3.6g)',
    ])
      await expect(canvas.getByText(text)).toBeVisible();
    await expect(canvas.getByText('Inclusive of All Taxes')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Brand: Lakme' })).toHaveAttribute(
      'href',
      '/products?brand=Lakme',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(lipstick);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Wishlist' }));
    await expect(args.onToggleWishlist).toHaveBeenCalledWith(lipstick);
  },
};

export const WithOffer: Story = {
  args: { product: faceWash },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Offer: Buy 1 Get 1 Free')).toBeVisible();
  },
};

export const OutOfStock: Story = {
  args: { product: outOfStockWax },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Out of Stock')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Add to Wishlist' })).toBeDisabled();
  },
};

export const OutOfStockInWishlist: Story = {
  args: { product: outOfStockWax, inCart: true, inWishlist: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Sold out after it was saved: it can still leave the wishlist, and its cart line be reached.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove from Wishlist' }));
    await expect(args.onToggleWishlist).toHaveBeenCalledWith(outOfStockWax);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Cart' }));
    await expect(args.onGoToCart).toHaveBeenCalledTimes(1);
  },
};

export const InCartAndWishlist: Story = {
  args: { inCart: true, inWishlist: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Go to Cart' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onGoToCart).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Remove from Wishlist' })).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };

export const Loading: Story = {
  render: () => <ProductDetailSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading product');
  },
};

/** Three left: 'Only 3 left' beside 'In Stock'; Add to Cart still works. */
export const FewLeft: Story = {
  args: { product: { ...lipstick, stock: 3, inStock: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('In Stock')).toBeVisible();
    await expect(canvas.getByText('Only 3 left')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  },
};

/** Six left is plenty: no count is shown. */
export const PlentyLeft: Story = {
  args: { product: { ...lipstick, stock: 6, inStock: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/left$/)).toBeNull();
  },
};
