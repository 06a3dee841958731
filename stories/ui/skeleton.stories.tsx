import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, SkeletonCard, SkeletonText } from '@/ui/skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { className: 'h-32 w-64' },
  subcomponents: { SkeletonText, SkeletonCard },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {};

export const Circle: Story = { args: { shape: 'circle', className: 'size-12' } };

export const Text: Story = {
  render: () => (
    <div className="w-80">
      <SkeletonText lines={4} />
    </div>
  ),
};

/** A loading grid of product cards; the region says it is busy, the placeholders stay silent. */
export const CardGrid: Story = {
  render: () => (
    <section aria-busy="true" aria-label="Products" className="grid max-w-3xl grid-cols-3 gap-4">
      <SkeletonCard />
      <SkeletonCard />
      <SkeletonCard />
    </section>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Products' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    for (const card of region.querySelectorAll('[data-slot="skeleton-card"]')) {
      await expect(card).toHaveAttribute('aria-hidden', 'true');
    }
  },
};
