import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Product } from '@/domain/types';
import { ProductRow } from '@/features/catalog/detail/product-row';
import { seedProducts } from '../../../components/product-fixtures';
import { ownFrameInDocs } from '../../../support/docs';

const renderCard = (product: Product) => (
  <a href={`#${product.id}`} className="block rounded border border-neutral-300 p-2 text-sm">
    {product.name}
  </a>
);

const meta = {
  title: 'Screens/Product detail/Parts/ProductRow',
  parameters: ownFrameInDocs(),
  component: ProductRow,
  args: { title: 'Related products', products: seedProducts.slice(0, 4), renderCard },
} satisfies Meta<typeof ProductRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourProducts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Related products' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Nothing to show: the row and its heading are left out. */
export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
