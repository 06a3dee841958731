import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TrustBadges } from '@/features/catalog/home/trust-badges';

const meta = {
  title: 'Features/Catalog/Home/TrustBadges',
  component: TrustBadges,
} satisfies Meta<typeof TrustBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Free Shipping', 'Easy Returns', '100% Original Products', 'Top Brands'])
      await expect(canvas.getByRole('heading', { name })).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
