import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TOP_BRANDS } from '@/features/catalog/home/offers';
import { TopBrands } from '@/features/catalog/home/top-brands';
import { settleImages } from '../../../components/settle-images';
import { ownFrameInDocs } from '../../../support/docs';

const meta = {
  title: 'Screens/Home/Parts/TopBrands',
  parameters: ownFrameInDocs(),
  component: TopBrands,
  args: { brands: TOP_BRANDS },
  afterEach: async ({ canvasElement }) => settleImages(canvasElement),
} satisfies Meta<typeof TopBrands>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EightBrands: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(8);
    await expect(canvas.getByRole('link', { name: 'Shop Dot & Key' })).toHaveAttribute(
      'href',
      '/products?brand=Dot+%26+Key',
    );
    await expect(canvas.getByRole('link', { name: 'Shop mamaearth' })).toHaveAttribute(
      'href',
      '/products?brand=mamaearth',
    );
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
