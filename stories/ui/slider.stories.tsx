import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Slider } from '@/ui/slider';
import { hiddenArgs, usageParameters } from '../content/usage';

const rupees = (value: number) => `₹${value}`;

const meta = {
  title: 'Components/Primitives/Slider',
  parameters: usageParameters({
    purpose:
      'Picks a number (or a range, with two thumbs) by dragging: the price filter. The value is written beside the label as the shopper moves it.',
    whenToUse: [
      'A limit where the exact figure matters less than the feel (up to ₹1,500), with `scale` marks for the landmarks.',
      '`formatValue` writes the value the way the shop writes it (₹1,500) and is what a screen reader says.',
    ],
    whenNotToUse: [
      'An exact figure (a quantity, a pin code): Input.',
      'A few fixed steps (4★ & above, 3★ & above): RadioGroup.',
    ],
    states: [
      'At a value',
      'At the minimum',
      'Without scale marks',
      'A range (two thumbs)',
      'Disabled',
    ],
    accessibility: [
      'Each thumb is 20 px on a 20 px high track: small for a finger, so keep the slider full width on a phone. Arrows step, Page Up/Down jump, Home/End go to the ends.',
      'The value beside the label is also the thumb’s `aria-valuetext` ("₹1,500"), so what is heard matches what is seen.',
    ],
  }),
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
  argTypes: {
    step: { control: { type: 'select' }, options: [50, 100, 500] },
    ...hiddenArgs('className', 'onValueChange', 'onValueCommit', 'formatValue', 'value', 'scale'),
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

/** The label, the range and the step; drag or use the arrow keys. */
export const Playground: Story = {
  args: { label: 'Price', min: 100, max: 3000, step: 100, defaultValue: [1500], disabled: false },
};

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
