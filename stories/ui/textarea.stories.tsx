import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Field } from '@/ui/field';
import { Textarea } from '@/ui/textarea';
import { hiddenArgs, usageParameters } from '../content/usage';

const meta = {
  title: 'Components/Primitives/Textarea',
  component: Textarea,
  parameters: usageParameters({
    purpose:
      'Several lines of text: the request tester’s body. Put it in a Field for its label, hint and error.',
    whenToUse: ['Text that may run over one line and whose line breaks matter (JSON, a note).'],
    whenNotToUse: ['One line (a name, an address line): Input.'],
    states: ['Empty with a placeholder', 'Disabled', 'Invalid'],
    accessibility: [
      'The same edge, focus ring and invalid border as Input; the error reads as for every Field.',
      'At least three lines high, so the shopper sees that more than one line is welcome.',
    ],
  }),
  argTypes: {
    rows: { control: { type: 'number', min: 2, max: 12 } },
    ...hiddenArgs('className', 'onChange'),
  },
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

/** Rows, placeholder, disabled and invalid. */
export const Playground: Story = { args: { rows: 4, disabled: false, 'aria-invalid': false } };

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
