import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SummerSaleBanner } from '@/features/catalog/home/summer-sale-banner';
import { settleImages } from '../../../components/settle-images';
import { ownFrameInDocs } from '../../../support/docs';

const meta = {
  title: 'Screens/Home/Parts/SummerSaleBanner',
  parameters: ownFrameInDocs(),
  component: SummerSaleBanner,
  afterEach: async ({ canvasElement }) => settleImages(canvasElement),
} satisfies Meta<typeof SummerSaleBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: /Summer sale: up to 30% off/ }),
    ).toHaveAttribute('href', '/products');
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
