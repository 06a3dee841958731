import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Slider } from '@/ui/slider';

const rupees = (value: number) => `₹${value}`;

const meta = {
  title: 'Components/Primitives/Slider',
  parameters: {
    docs: {
      description: {
        component:
          'A labelled slider on Radix. Shows the value beside the label (`formatValue` also feeds `aria-valuetext`), optional `scale` marks under the track, one thumb per value (two for a range). Arrows step, Page Up/Down jump, Home/End go to the ends.',
      },
    },
  },
  component: Slider,
  args: {
    label: 'Price',
    min: 100,
    max: 3000,
    step: 100,
    defaultValue: [3000],
    formatValue: rupees,
    scale: [100, 1500, 3000],
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-xs p-2">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The filter sidebar's price slider. Keyboard: arrows step by 100, Home/End go to the ends; the
 * value text and aria-valuenow follow.
 */
export const PriceFilter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const thumb = canvas.getByRole('slider', { name: 'Price' });
    await expect(thumb).toHaveAttribute('aria-valuenow', '3000');
    await expect(thumb).toHaveAttribute('aria-valuetext', '₹3000');
    await userEvent.tab();
    await expect(thumb).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '2900');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([2900]);
    await userEvent.keyboard('{Home}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '100');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '300');
    await expect(thumb).toHaveAttribute('aria-valuetext', '₹300');
    await expect(canvasElement.querySelector('[data-slot="slider-value"]')).toHaveTextContent(
      '₹300',
    );
  },
};

export const AtMinimum: Story = { args: { defaultValue: [100] } };

export const WithoutScale: Story = { args: { scale: undefined, defaultValue: [1500] } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: [1500] },
  play: async ({ canvasElement }) => {
    const thumb = within(canvasElement).getByRole('slider', { name: 'Price' });
    await expect(thumb).not.toHaveAttribute('tabindex');
  },
};

/** Two thumbs for a range; each is named and moves on its own. */
export const Range: Story = {
  args: { defaultValue: [500, 2000] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const low = canvas.getByRole('slider', { name: 'Price minimum' });
    const high = canvas.getByRole('slider', { name: 'Price maximum' });
    await userEvent.tab();
    await expect(low).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(low).toHaveAttribute('aria-valuenow', '600');
    await userEvent.tab();
    await expect(high).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(high).toHaveAttribute('aria-valuenow', '1900');
    await expect(canvasElement.querySelector('[data-slot="slider-value"]')).toHaveTextContent(
      '₹600 – ₹1900',
    );
  },
};

function ControlledSlider() {
  const [value, setValue] = useState([1200]);
  return (
    <div className="flex flex-col gap-3">
      <Slider
        label="Price"
        min={100}
        max={3000}
        step={100}
        value={value}
        onValueChange={setValue}
        formatValue={rupees}
      />
      <button
        type="button"
        className="self-start text-sm text-brand-800 underline"
        onClick={() => setValue([3000])}
      >
        Clear
      </button>
    </div>
  );
}

/** Controlled from outside, as the filter's Clear button resets it. */
export const Controlled: Story = {
  render: () => <ControlledSlider />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const thumb = canvas.getByRole('slider', { name: 'Price' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '1300');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(thumb).toHaveAttribute('aria-valuenow', '3000');
  },
};
