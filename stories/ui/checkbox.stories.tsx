import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '@/ui/checkbox';
import { desktopOnly } from '../support/visual';
import { DoDont } from '../content/do-dont';
import { hiddenArgs, usageParameters } from '../content/usage';

const meta = {
  parameters: {
    ...desktopOnly('a checkbox and its label keep their size at any page width'),
    ...usageParameters({
      purpose:
        'Turns one option on or off, independently of the others: the category and brand filters, “keep me signed in”.',
      whenToUse: [
        'A list where any number of options can be chosen (categories, brands), with an optional count of matching products.',
        'A single yes/no that takes effect when the form is sent.',
      ],
      whenNotToUse: [
        'Exactly one of several options (sort order, payment method): use RadioGroup.',
        'A setting that acts at once (a toggle in a toolbar): use a pressed IconButton or a Button.',
      ],
      states: [
        'Unchecked, checked, indeterminate (some of a group)',
        'Disabled, disabled and checked',
        'With a count',
      ],
      accessibility: [
        'The box is 20 px and its label is clickable too, so box and label together are the target; keep 8 px between rows in a list.',
        'Space toggles it; Tab moves from box to box in reading order.',
        'The box edge is neutral-500 (3:1 on white); checked is shown by the tick, not only by the fill colour.',
        'Without a visible label it needs an `aria-label`.',
      ],
    }),
  },
  title: 'Components/Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Makeup', onCheckedChange: fn() },
  argTypes: {
    label: { control: 'text' },
    ...hiddenArgs('className', 'onCheckedChange', 'asChild', 'children'),
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Label, count, checked, disabled. */
export const Playground: Story = {
  args: { label: 'Makeup', count: 24, defaultChecked: false, disabled: false },
};

/** Checkboxes for several choices; radios for one. */
export const DoAndDont: Story = {
  name: 'Do and don’t',
  render: () => (
    <DoDont
      good={{
        caption: 'Any number of categories can be chosen: checkboxes.',
        example: (
          <div className="flex flex-col gap-2">
            <Checkbox label="Makeup" count={24} defaultChecked />
            <Checkbox label="Skin Care" count={18} />
          </div>
        ),
      }}
      bad={{
        caption: 'A sort order is one choice: checkboxes let the shopper tick both.',
        example: (
          <div className="flex flex-col gap-2">
            <Checkbox label="Price - High To Low" defaultChecked />
            <Checkbox label="Price - Low To High" defaultChecked />
          </div>
        ),
      }}
    />
  ),
};

/** Tab focuses the box, Space toggles it (Enter does not, as for native checkboxes). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Makeup' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

/** Clicking the label toggles the box. */
export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Makeup' })).toBeChecked();
    await userEvent.click(canvas.getByText('Makeup'));
    await expect(canvas.getByRole('checkbox', { name: 'Makeup' })).not.toBeChecked();
    await userEvent.click(canvas.getByText('Makeup'));
  },
};

export const Indeterminate: Story = {
  args: { checked: 'indeterminate', label: 'All brands' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'All brands' });
    // Read as "mixed": the native box's own indeterminate state.
    await expect(box).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Makeup' });
    await expect(box).toBeDisabled();
    await userEvent.tab();
    await expect(box).not.toHaveFocus();
  },
};

export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } };

/** Without a label the box needs its own name. */
export const WithoutLabel: Story = {
  args: { label: undefined, 'aria-label': 'Select all' },
};

/** A filter list: each option with its result count. */
export const FilterList: Story = {
  render: (args) => (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-neutral-900">Category</legend>
      <Checkbox {...args} label="Makeup" count={24} defaultChecked />
      <Checkbox {...args} label="Skin care" count={18} />
      <Checkbox {...args} label="Fragrance" count={7} />
      <Checkbox {...args} label="Appliances" count={0} disabled />
    </fieldset>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skin = canvas.getByRole('checkbox', { name: 'Skin care (18)' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(skin).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(skin).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Makeup (24)' })).toBeChecked();
  },
};
