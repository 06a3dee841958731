import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OfferStrip } from '@/features/catalog/navbar/offer-strip';
import { ownFrameInDocs } from '../../../support/docs';

const meta = {
  title: 'Components/Shop parts/OfferStrip',
  component: OfferStrip,
  args: { onDismiss: fn() },
  parameters: {
    ...ownFrameInDocs(),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof OfferStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: 'Get Exclusive offers on your favourite products' }),
    ).toHaveAttribute('href', '/products');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
