import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductCardSkeleton } from '@/components/product-card';
import { usageParameters } from '../content/usage';

const meta = {
  title: 'Components/Shop parts/ProductCardSkeleton',
  component: ProductCardSkeleton,
  parameters: usageParameters({
    purpose:
      'The shape of a product card, to the pixel, while the listing loads: the cards replace it without moving anything.',
    whenToUse: [
      'In the product grid and the home page’s rows while their products load, as many as fill the first screen.',
    ],
    whenNotToUse: ['Once the answer is in and empty: EmptyState. After a failure: LoadError.'],
    states: ['A loading grid'],
    accessibility: [
      'Hidden from screen readers; the grid around it is `aria-busy` and says it is loading.',
    ],
  }),
} satisfies Meta<typeof ProductCardSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A loading grid of product cards; the region says it is busy, the placeholders stay silent. */
export const CardGrid: Story = {
  render: () => (
    <section aria-busy="true" aria-label="Products" className="grid max-w-3xl grid-cols-3 gap-4">
      <ProductCardSkeleton />
      <ProductCardSkeleton />
      <ProductCardSkeleton />
    </section>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Products' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    const cards = region.querySelectorAll('[data-slot="product-card-skeleton"]');
    await expect(cards).toHaveLength(3);
    for (const card of cards) await expect(card).toHaveAttribute('aria-hidden', 'true');
  },
};
