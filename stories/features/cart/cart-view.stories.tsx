import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { settleImages } from '../../components/settle-images';
import { priceDetails } from '@/domain/pricing';
import { CartView } from '@/features/cart/cart-view';
import { cartAboveThousand, coupons, FIRSTGLAM, LIPSTICK, linesOf } from './cart-fixtures';

const lines = linesOf(cartAboveThousand);

const meta = {
  title: 'Screens/Cart/Parts/CartView',
  // Test-only: the screen's stories show these states; these keep running as tests.
  tags: ['!dev', '!autodocs'],
  component: CartView,
  parameters: { layout: 'fullscreen' },
  args: {
    lines,
    wishlistIds: new Set<string>(),
    details: priceDetails(lines),
    coupon: null,
    coupons,
    onApplyCoupon: fn(),
    onRemoveCoupon: fn(),
    onIncrement: fn(),
    onDecrement: fn(),
    onRemove: fn(),
    onMoveToWishlist: fn(),
    onGoToWishlist: fn(),
  },
} satisfies Meta<typeof CartView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cart (2)' })).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Cart items' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    await expect(canvas.getByText('₹1,154.00')).toBeVisible();
    await settleImages(canvasElement);
  },
};

/** FIRSTGLAM applied, the lipstick already in the wishlist. */
export const WithCouponAndWishlist: Story = {
  args: {
    coupon: FIRSTGLAM,
    details: priceDetails(lines, 10),
    wishlistIds: new Set(lines.filter((l) => l.id.startsWith(LIPSTICK)).map((l) => l.id)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Remove coupon' })).toBeVisible();
    await expect(canvas.getByText('₹1,144.00')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go To Wishlist' })).toBeVisible();
    await expect(canvas.getByText('You will save ₹166.00 on this order')).toBeVisible();
    await settleImages(canvasElement);
  },
};

export const Empty: Story = {
  args: { lines: [], details: priceDetails([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Your Cart is Empty!' }),
    ).toBeVisible();
    const shopNow = canvas.getByRole('link', { name: 'Shop Now' });
    await expect(shopNow).toHaveAttribute('href', '/products');
    await userEvent.tab();
    await expect(shopNow).toHaveFocus();
    await settleImages(canvasElement);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await settleImages(canvasElement);
  },
};
