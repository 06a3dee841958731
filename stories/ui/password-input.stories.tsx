import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Field } from '@/ui/field';
import { PasswordInput } from '@/ui/password-input';

const meta = {
  title: 'Components/Primitives/PasswordInput',
  parameters: {
    docs: {
      description: {
        component:
          "A password field with a show/hide toggle (`aria-label` 'Show password' / 'Hide password', `aria-pressed`). Spread react-hook-form's `register('password')` on it; the ref is merged. A mouse click on the toggle keeps focus and the caret in the field.",
      },
    },
  },
  component: PasswordInput,
  render: (args) => (
    <div className="max-w-sm">
      <Field label="Password">
        <PasswordInput {...args} />
      </Field>
    </div>
  ),
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: type, Tab to the toggle, Space shows the password, Enter hides it again. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('s3cret!');
    await expect(input).toHaveAttribute('type', 'password');

    await userEvent.tab();
    const show = canvas.getByRole('button', { name: 'Show password' });
    await expect(show).toHaveFocus();
    await expect(show).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await expect(hide).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('s3cret!');
  },
};

/** A mouse click on the toggle leaves focus and the caret in the field. */
export const KeepsCaret: Story = {
  args: { defaultValue: 'lipstick' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText<HTMLInputElement>('Password');
    input.focus();
    input.setSelectionRange(3, 3);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveFocus();
    await expect(input.selectionStart).toBe(3);
    await userEvent.keyboard('X');
    await expect(input).toHaveValue('lipXstick');
  },
};

export const Shown: Story = { args: { defaultVisible: true, defaultValue: 'glamour123' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'glamour123' } };

export const Invalid: Story = {
  render: (args) => (
    <div className="max-w-sm">
      <Field label="Password" error="Password must be at least 8 characters">
        <PasswordInput {...args} defaultValue="short" />
      </Field>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Password must be at least 8 characters');
  },
};
