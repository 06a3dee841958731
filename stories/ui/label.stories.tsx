import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { desktopOnly } from '../support/visual';

const meta = {
  parameters: desktopOnly('a label is as wide as its text at any page width'),
  title: 'Components/Primitives/Label',
  component: Label,
  args: { children: 'Email address', htmlFor: 'label-story-email' },
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-1.5">
      <Label {...args} />
      <Input id="label-story-email" type="email" />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking the label focuses its control. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Email address'));
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveFocus();
  },
};
