import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SignupForm } from '@/features/auth/signup-form';
import { clearToastsLoader } from './auth-story-support';
import { isolatedInDocs } from '../../support/docs';
import { expectToast } from '../../support/toast';

const meta = {
  title: 'Screens/Signup/Parts/SignupForm',
  component: SignupForm,
  loaders: [clearToastsLoader],
  args: { onSubmit: fn() },
  parameters: {
    ...isolatedInDocs(),
    route: { path: '/signup' },
  },
} satisfies Meta<typeof SignupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = {
  firstName: 'Ria',
  lastName: 'Kapoor',
  email: 'ria.kapoor@glamour.test',
  password: 'pass12',
  confirmPassword: 'pass12',
};

/** Keyboard only: Tab through five fields (skipping the show/hide toggles), Enter signs up. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText('First name')).toHaveFocus();
    await userEvent.keyboard(' Ria ');
    await userEvent.tab();
    await userEvent.keyboard('Kapoor');
    await userEvent.tab();
    await userEvent.keyboard('ria.kapoor@glamour.test');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
    await userEvent.keyboard('pass12');
    await userEvent.tab(); // the password's show/hide toggle
    await userEvent.tab();
    await expect(canvas.getByLabelText('Confirm password')).toHaveFocus();
    await userEvent.keyboard('pass12{Enter}');
    // Names and email are sent trimmed.
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(filled, expect.anything()));
  },
};

/** Every field blank: 'Enter valid input!' on each, the first one focused and toasted. */
export const ValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Signup' }));
    const alerts = await canvas.findAllByRole('alert');
    await expect(alerts).toHaveLength(5);
    for (const alert of alerts) await expect(alert).toHaveTextContent('Enter valid input!');
    await expect(canvas.getByLabelText('First name')).toHaveFocus();
    await expectToast('Enter valid input!');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Confirmation differs: the shop's message on the confirm field. */
export const PasswordMismatch: Story = {
  args: { defaultValues: { ...filled, confirmPassword: 'pass13' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Signup' }));
    const confirm = canvas.getByLabelText('Confirm password');
    await waitFor(() =>
      expect(confirm).toHaveAccessibleDescription('Password & Confirm password should match!'),
    );
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Too short a password and a malformed email, each with its own message. */
export const ShortPasswordAndBadEmail: Story = {
  args: {
    defaultValues: { ...filled, email: 'ria@', password: 'abc', confirmPassword: 'abc' },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Signup' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
        /4 to 8 characters Password must be 4 to 8 characters\./,
      ),
    );
    await expect(canvas.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Enter a valid email address.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The password fields stop at 8 characters, and each has its own show/hide toggle. */
export const PasswordRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('Password');
    await userEvent.type(password, 'abcdefghij');
    await expect(password).toHaveValue('abcdefgh');
    const toggles = canvas.getAllByRole('button', { name: 'Show password' });
    await expect(toggles).toHaveLength(2);
    await userEvent.click(toggles[0]!);
    await expect(password).toHaveAttribute('type', 'text');
    await expect(canvas.getByLabelText('Confirm password')).toHaveAttribute('type', 'password');
  },
};

export const Submitting: Story = {
  args: { submitting: true, defaultValues: filled },
  play: async ({ canvasElement }) => {
    const signup = within(canvasElement).getByRole('button', { name: 'Signup' });
    await expect(signup).toBeDisabled();
    await expect(signup).toHaveAttribute('aria-busy', 'true');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
