import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Field } from '@/ui/field';
import { PasswordInput } from '@/ui/password-input';
import { DoDont } from '../content/do-dont';
import { hiddenArgs, usageParameters } from '../content/usage';

const meta = {
  title: 'Components/Primitives/PasswordInput',
  parameters: usageParameters({
    purpose:
      'A password field with an eye button that shows or hides what was typed, on the login and sign-up forms. It works with react-hook-form’s `register()`.',
    whenToUse: ['Every password, new or current, inside a Field.'],
    whenNotToUse: [
      'For codes that are not secret (a coupon, an OTP shown on screen): use Input.',
      'Two password fields to “confirm”: the eye button is the shop’s way of checking what was typed.',
    ],
    states: ['Hidden (default)', 'Shown', 'Invalid', 'Disabled'],
    accessibility: [
      'The eye button is named "Show password" / "Hide password" and reports pressed; it fills the last 40 px of the 40 px high field.',
      'Clicking the eye keeps focus and the caret in the field; Tab goes from the field to the eye, then on.',
      'Errors read as for every Field: message under the field, danger-700 border.',
    ],
  }),
  component: PasswordInput,
  argTypes: { ...hiddenArgs('className', 'onChange', 'onBlur', 'ref') },
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

/** Shown or hidden at first, disabled, invalid. */
export const Playground: Story = {
  args: {
    defaultVisible: false,
    disabled: false,
    'aria-invalid': false,
    defaultValue: 'glamour123',
  },
};

/** A password can be checked by showing it; no second field. */
export const DoAndDont: Story = {
  name: 'Do and don’t',
  render: () => (
    <DoDont
      good={{
        caption: 'One field with the eye: the shopper checks what they typed.',
        example: (
          <Field label="Password" className="w-full">
            <PasswordInput defaultValue="glamour123" />
          </Field>
        ),
      }}
      bad={{
        caption: 'A plain text field for a password shows it to anyone looking.',
        example: (
          <Field label="Password" className="w-full">
            <input
              type="text"
              defaultValue="glamour123"
              className="h-10 w-full rounded-md border border-neutral-500 px-3"
            />
          </Field>
        ),
      }}
    />
  ),
};

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
