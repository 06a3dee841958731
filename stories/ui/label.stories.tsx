import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { desktopOnly } from '../support/visual';
import { hiddenArgs, usageParameters } from '../content/usage';

const meta = {
  parameters: {
    ...desktopOnly('a label is as wide as its text at any page width'),
    ...usageParameters({
      purpose:
        'The visible name of a form control, 14 px medium neutral-900. Field places one for you; use it on its own only beside a control Field does not wrap (a Select trigger).',
      whenToUse: [
        'Above a control that has no Field (Select), tied to it with `htmlFor` and the control’s `id`.',
      ],
      whenNotToUse: [
        'Inside a Field: it already has one.',
        'As a heading for a group of controls: use a heading or a fieldset legend.',
      ],
      states: ['Default'],
      accessibility: [
        'Clicking the label focuses its control, which makes the target larger: keep the label next to the control.',
        'Write the label as the thing asked for ("Email address"), in sentence case, without a colon.',
      ],
    }),
  },
  title: 'Components/Primitives/Label',
  component: Label,
  args: { children: 'Email address', htmlFor: 'label-story-email' },
  argTypes: { children: { control: 'text' }, ...hiddenArgs('className', 'htmlFor') },
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-1.5">
      <Label {...args} />
      <Input id="label-story-email" type="email" />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Write the label's text. */
export const Playground: Story = { args: { children: 'Pin code' } };

/** Clicking the label focuses its control. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Email address'));
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveFocus();
  },
};
