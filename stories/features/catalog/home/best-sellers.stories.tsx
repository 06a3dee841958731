import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ProductCard } from '@/components/product-card';
import type { Product } from '@/domain/types';
import { BestSellers } from '@/features/catalog/home/best-sellers';
import { seedProducts } from '../../../components/product-fixtures';
import { settleImages } from '../../../components/settle-images';
import { ownFrameInDocs } from '../../../support/docs';

const renderCard = (product: Product) => (
  <ProductCard
    product={product}
    inCart={false}
    inWishlist={false}
    onAddToCart={fn()}
    onGoToCart={fn()}
    onToggleWishlist={fn()}
  />
);

const meta = {
  title: 'Screens/Home/Parts/BestSellers',
  parameters: ownFrameInDocs(),
  component: BestSellers,
  args: { products: seedProducts.filter((p) => p.isBestSeller), renderCard },
  afterEach: async ({ canvasElement }) => settleImages(canvasElement),
} satisfies Meta<typeof BestSellers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Best-selling products' })).toBeVisible();
    await expect(canvas.getAllByText('BESTSELLER')).toHaveLength(
      seedProducts.filter((p) => p.isBestSeller).length,
    );
  },
};

export const Tablet: Story = { globals: { viewport: { value: 'tablet' } } };

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
