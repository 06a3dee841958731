import type { Meta, StoryObj } from '@storybook/react-vite';
import { settleImages } from './settle-images';
import { expect, waitFor, within } from 'storybook/test';
import { ProductImage } from '@/components/product-image';
import { lipstick } from './product-fixtures';

const meta = {
  title: 'Components/Shop parts/ProductImage',
  component: ProductImage,
  args: { src: lipstick.image, alt: lipstick.name },
  decorators: [
    (Story) => (
      <div className="w-48">
        <Story />
      </div>
    ),
  ],
  // Pictures load before the screenshot, whatever their loading attribute.
  afterEach: async ({ canvasElement }) => settleImages(canvasElement),
} satisfies Meta<typeof ProductImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lazy: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: lipstick.name });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', '300');
  },
};

export const Eager: Story = { args: { eager: true } };

export const FailedToLoad: Story = {
  args: { src: '/images/products/missing.svg' },
  play: async ({ canvasElement }) => {
    // The picture's 404 can take more than waitFor's default second on a loaded machine.
    await waitFor(
      () =>
        expect(within(canvasElement).getByRole('img', { name: lipstick.name }).tagName).toBe('DIV'),
      { timeout: 5000 },
    );
  },
};
