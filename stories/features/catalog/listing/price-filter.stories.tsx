import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PriceFilter } from '@/features/catalog/listing/price-filter';
import { ownFrameInDocs } from '../../../support/docs';

const meta = {
  title: 'Screens/Products/Parts/PriceFilter',
  parameters: ownFrameInDocs(),
  component: PriceFilter,
  args: { price: 10000, onChange: fn() },
  decorators: [
    (Story) => (
      <div className="w-64">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PriceFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoLimit: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Any price')).toBeVisible();
  },
};

export const UpTo1500: Story = {
  args: { price: 1500 },
  play: async ({ canvasElement, args }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Maximum price' });
    await expect(slider).toHaveAttribute('aria-valuetext', 'Up to ₹1,500');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(1550));
  },
};

/**
 * Stepping with the arrow keys: the label follows each key, and the choice counts once the keys
 * rest (one history entry and one request, not one per step), or at once when focus leaves.
 */
export const SteppedByKeys: Story = {
  args: { price: 1500 },
  render: function Render(args) {
    const [price, setPrice] = useState(args.price);
    return (
      <PriceFilter
        price={price}
        onChange={(next) => {
          args.onChange(next);
          setPrice(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Maximum price' });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuetext', 'Up to ₹1,750');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    await expect(args.onChange).toHaveBeenLastCalledWith(1750);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    slider.blur();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(args.onChange).toHaveBeenLastCalledWith(1650);
  },
};

/**
 * A limit above the top stop (a link's ?price=5000): the thumb rests at the top, and the words say
 * the limit in force, as its chip does, not 'Any price'.
 */
export const AboveTheTopStop: Story = {
  args: { price: 5000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Maximum price' });
    await expect(slider).toHaveAttribute('aria-valuetext', 'Up to ₹5,000');
    await expect(canvas.getByText('Up to ₹5,000')).toBeVisible();
    await expect(canvas.queryByText('Any price')).toBeNull();
  },
};
