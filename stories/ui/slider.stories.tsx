import { useLayoutEffect, useRef, useState } from 'react';
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
      'Live after its first frame (in a dialog that is opening)',
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

/** Where the stand-in drew each thumb and the range, as `left,top,width,height` lines. */
function drawn(root: Element, thumbs: string, range: string): string[] {
  const box = (element: Element) => {
    const { left, top, width, height } = element.getBoundingClientRect();
    return [left, top, width, height].map((n) => n.toFixed(1)).join(',');
  };
  return [...root.querySelectorAll(`${thumbs}, ${range}`)].map(box);
}

const STAND_IN_PARTS = [
  '[data-slot="slider-stand-in-thumb"]',
  '[data-slot="slider-stand-in-range"]',
];
const LIVE_PARTS = ['[data-slot="slider-thumb"]', '[data-slot="slider-range"]'];

/** Records where the stand-in drew the slider, as it mounts (before it is replaced). */
function StandInThenLive({ values }: { values: number[][] }) {
  const ref = useRef<HTMLDivElement>(null);
  const [standIn, setStandIn] = useState<string[][]>([]);
  useLayoutEffect(() => {
    const fields = ref.current?.querySelectorAll('[data-slot="slider-field"]') ?? [];
    setStandIn([...fields].map((field) => drawn(field, STAND_IN_PARTS[0]!, STAND_IN_PARTS[1]!)));
  }, []);
  return (
    <div ref={ref} data-stand-in={JSON.stringify(standIn)} className="flex flex-col gap-6">
      {values.map((value) => (
        <Slider
          key={value.join('-')}
          label={`From ${value.join(' to ')}`}
          min={100}
          max={3000}
          step={100}
          defaultValue={value}
          formatValue={rupees}
          liveAfterPaint
        />
      ))}
    </div>
  );
}

/**
 * In a dialog that is opening (the phone's filters sheet), `liveAfterPaint`: the first frame shows
 * a stand-in, the slider is live from the next. The stand-in draws each thumb and the range where
 * Radix then does (checked here at the ends, the middle and a range), so nothing moves.
 */
export const LiveAfterPaint: Story = {
  render: () => <StandInThenLive values={[[100], [1500], [3000], [500, 2000]]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('slider')).toHaveLength(5);
    expect(canvasElement.querySelector('[data-slot="slider-stand-in"]')).toBeNull();
    const root = canvasElement.querySelector('[data-stand-in]');
    const standIn = JSON.parse(root?.getAttribute('data-stand-in') ?? '[]') as string[][];
    const live = [...canvasElement.querySelectorAll('[data-slot="slider-field"]')].map((field) =>
      drawn(field, LIVE_PARTS[0]!, LIVE_PARTS[1]!),
    );
    expect(standIn.flat()).toHaveLength(9);
    expect(live).toEqual(standIn);
  },
};
