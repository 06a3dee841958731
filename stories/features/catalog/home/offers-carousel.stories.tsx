import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OFFER_CARDS } from '@/features/catalog/home/offers';
import { OffersCarousel } from '@/features/catalog/home/offers-carousel';
import { settleImages } from '../../../components/settle-images';
import { ownFrameInDocs } from '../../../support/docs';

const meta = {
  title: 'Screens/Home/Parts/OffersCarousel',
  parameters: ownFrameInDocs(),
  component: OffersCarousel,
  args: { offers: OFFER_CARDS },
  afterEach: async ({ canvasElement }) => settleImages(canvasElement),
} satisfies Meta<typeof OffersCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group')).toHaveLength(7);
    await expect(
      canvas.getByRole('link', { name: 'Makeup must-haves: up to 25% off lipsticks and more' }),
    ).toHaveAttribute('href', '/products?category=Makeup');
  },
};

export const Tablet: Story = { globals: { viewport: { value: 'tablet' } } };

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
