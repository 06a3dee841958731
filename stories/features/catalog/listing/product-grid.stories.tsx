import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Product } from '@/domain/types';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalog/listing/product-grid';
import { seedProducts } from '../../../components/product-fixtures';

/** A small stand-in card: the grid's job is paging, not the card. */
const renderCard = (product: Product) => (
  <a href={`#${product.id}`} className="block rounded border border-neutral-300 p-2 text-xs">
    {product.name}
  </a>
);

const many = Array.from({ length: 60 }, (_, i) => {
  const base = seedProducts[i % seedProducts.length]!;
  return { ...base, id: `${base.id}-${i}`, name: `${i + 1}. ${base.name}` };
});

const meta = {
  title: 'Features/Catalog/ProductGrid',
  component: ProductGrid,
  args: { products: seedProducts.slice(0, 6), renderCard },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnePage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

export const ShowMore: Story = {
  args: { products: many, pageSize: 24 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(24);
    await expect(canvas.getByText('Showing 24 of 60 products')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(48);
    // Focus lands on the first new card, so keyboard users carry on from there.
    await expect(canvas.getByRole('link', { name: /^25\. / })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(60);
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

export const Skeleton: Story = {
  render: () => <ProductGridSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading products');
  },
};
