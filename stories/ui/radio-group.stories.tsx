import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup, RadioGroupItem } from '@/ui/radio-group';
import { desktopOnly } from '../support/visual';
import { DoDont } from '../content/do-dont';
import { hiddenArgs, usageParameters } from '../content/usage';

const meta = {
  title: 'Components/Primitives/RadioGroup',
  parameters: {
    ...desktopOnly('the options keep their size at any page width'),
    ...usageParameters({
      purpose:
        'Exactly one choice among a few options, all visible at once: the sort order, the rating filter, the payment method.',
      whenToUse: [
        'Two to six options the shopper should compare before choosing.',
        'Name the group (the filter’s heading, through `aria-labelledby`, or an `aria-label`); give each item a `label`.',
        '`orientation="horizontal"` for two or three short options in a row.',
      ],
      whenNotToUse: [
        'Several options can be chosen: Checkbox.',
        'A long list (more than six) or one that is rarely changed: Select.',
        'Switching what a panel shows: Tabs.',
      ],
      states: ['One chosen', 'None chosen yet', 'Horizontal', 'An option disabled', 'All disabled'],
      accessibility: [
        'Tab enters the group at the chosen option and leaves it with one more Tab; arrow keys move the choice, skipping disabled options.',
        'The circle and its label are both clickable, so together they are the target; keep 8 px between rows.',
        'The circle’s edge is neutral-500 (3:1); the chosen one has a filled dot, not only a colour.',
      ],
    }),
  },
  component: RadioGroup,
  args: { 'aria-label': 'Sort by price', defaultValue: 'HTL', onValueChange: fn() },
  render: (args) => (
    <RadioGroup {...args}>
      <RadioGroupItem value="HTL" label="Price - High To Low" />
      <RadioGroupItem value="LTH" label="Price - Low To High" />
      <RadioGroupItem value="RESET" label="Reset" />
    </RadioGroup>
  ),
  subcomponents: { RadioGroupItem },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    ...hiddenArgs('children', 'className', 'onValueChange', 'asChild', 'value'),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Presses an arrow key: on native radios it moves the choice to the next or previous radio. */
async function pressArrow(key: 'ArrowDown' | 'ArrowUp' | 'ArrowRight' | 'ArrowLeft') {
  await userEvent.keyboard(`{${key}}`);
}

/** Orientation, the option chosen at first, disabled. */
export const Playground: Story = {
  args: { orientation: 'vertical', disabled: false, defaultValue: 'HTL' },
};

/** Radios for one choice that the shopper compares; a long list is a Select. */
export const DoAndDont: Story = {
  name: 'Do and don’t',
  render: () => (
    <DoDont
      good={{
        caption: 'Three sort orders, all visible: one choice.',
        example: (
          <RadioGroup aria-label="Sort by price (do)" defaultValue="HTL">
            <RadioGroupItem value="HTL" label="Price - High To Low" />
            <RadioGroupItem value="LTH" label="Price - Low To High" />
            <RadioGroupItem value="RESET" label="Reset" />
          </RadioGroup>
        ),
      }}
      bad={{
        caption: 'One option alone: a radio cannot be unticked. Use a Checkbox.',
        example: (
          <RadioGroup aria-label="Newsletter (don’t)">
            <RadioGroupItem value="yes" label="Send me offers" />
          </RadioGroup>
        ),
      }}
    />
  ),
};

/** Tab enters at the chosen radio; ArrowDown/ArrowUp move the choice, wrapping at the ends. */
export const KeyboardUse: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const high = canvas.getByRole('radio', { name: 'Price - High To Low' });
    const low = canvas.getByRole('radio', { name: 'Price - Low To High' });
    const reset = canvas.getByRole('radio', { name: 'Reset' });
    await userEvent.tab();
    await expect(high).toHaveFocus();
    await pressArrow('ArrowDown');
    await expect(low).toHaveFocus();
    await expect(low).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('LTH');
    await pressArrow('ArrowDown');
    await expect(reset).toBeChecked();
    await pressArrow('ArrowDown');
    await expect(high).toBeChecked();
    await pressArrow('ArrowUp');
    await expect(reset).toBeChecked();
    await expect(high).not.toBeChecked();
  },
};

export const NoneChosen: Story = {
  args: { defaultValue: undefined },
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    for (const radio of radios) await expect(radio).not.toBeChecked();
    // With nothing chosen, Tab lands on the first radio and Space chooses it.
    await userEvent.tab();
    await expect(radios[0]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(radios[0]).toBeChecked();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', className: 'flex-row gap-6' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await pressArrow('ArrowRight');
    await expect(canvas.getByRole('radio', { name: 'Price - Low To High' })).toBeChecked();
  },
};

/** A disabled radio is skipped by the arrow keys. */
export const WithDisabledItem: Story = {
  render: (args) => (
    <RadioGroup {...args} aria-label="Rating">
      <RadioGroupItem value="4" label="4 Stars & above" />
      <RadioGroupItem value="3" label="3 Stars & above" disabled />
      <RadioGroupItem value="2" label="2 Stars & above" />
    </RadioGroup>
  ),
  args: { defaultValue: '4' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await pressArrow('ArrowDown');
    await expect(canvas.getByRole('radio', { name: '2 Stars & above' })).toBeChecked();
  },
};

export const Disabled: Story = { args: { disabled: true } };
