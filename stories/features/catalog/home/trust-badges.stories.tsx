import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { COUPONS } from '@/domain/coupons';
import { SHIPPING_CHARGE } from '@/domain/pricing';
import { TrustBadges } from '@/features/catalog/home/trust-badges';
import { ownFrameInDocs } from '../../../support/docs';

const meta = {
  title: 'Screens/Home/Parts/TrustBadges',
  parameters: ownFrameInDocs(),
  component: TrustBadges,
} satisfies Meta<typeof TrustBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Free Shipping', 'Easy Returns', '100% Original Products', 'Top Brands'])
      await expect(canvas.getByRole('heading', { name })).toBeVisible();
    // Every order pays ₹10 shipping (docs/shop/rules.md, Prices); the free-shipping coupon is worth exactly that. The
    // badge must not promise more than the price details show.
    const coupon = COUPONS.find((c) => Number(c.value) === SHIPPING_CHARGE);
    await expect(coupon).toBeDefined();
    await expect(
      canvas.getByText(`On your first order, with code ${coupon?.couponName}`),
    ).toBeVisible();
    await expect(canvas.queryByText(/every order/i)).toBeNull();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
