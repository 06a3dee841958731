import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Field } from '@/ui/field';
import { Textarea } from '@/ui/textarea';

const meta = {
  title: 'Components/Primitives/Textarea',
  component: Textarea,
  args: { placeholder: '{ "title": "Buy lipstick" }' },
  render: (args) => (
    <div className="max-w-md">
      <Field label="Request body">
        <Textarea {...args} />
      </Field>
    </div>
  ),
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter adds a new line rather than submitting. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Request body' });
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard('line one{Enter}line two');
    await expect(textarea).toHaveValue('line one\nline two');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '{}' } };

export const Invalid: Story = {
  render: (args) => (
    <div className="max-w-md">
      <Field label="Request body" error="Body is not valid JSON">
        <Textarea {...args} defaultValue="{ title: " />
      </Field>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Request body' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('Body is not valid JSON');
  },
};
