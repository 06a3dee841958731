import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoginForm } from '@/features/auth/login-form';
import { clearToastsLoader } from './auth-story-support';
import { isolatedInDocs } from '../../support/docs';
import { expectToast } from '../../support/toast';

const meta = {
  title: 'Screens/Login/Parts/LoginForm',
  component: LoginForm,
  loaders: [clearToastsLoader],
  args: { onSubmit: fn(), onGuestLogin: fn() },
  parameters: {
    ...isolatedInDocs(),
    route: { path: '/login' },
  },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Tab through the fields, type, Enter submits what was typed. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText('Email address');
    await expect(email).toHaveAttribute('type', 'email');
    await userEvent.tab();
    await expect(email).toHaveFocus();
    await userEvent.keyboard('shopper@glamour.test');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
    await userEvent.keyboard('secret1{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { email: 'shopper@glamour.test', password: 'secret1' },
        expect.anything(),
      ),
    );
    await expect(args.onGuestLogin).not.toHaveBeenCalled();
  },
};

/** Blank (or only spaces) after trimming: 'Enter valid input!' on each field, toasted, nothing sent. */
export const ValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email address'), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    const alerts = await canvas.findAllByRole('alert');
    await expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Enter valid input!',
      'Enter valid input!',
    ]);
    const email = canvas.getByLabelText('Email address');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter valid input!');
    await expect(email).toHaveFocus();
    await expectToast('Enter valid input!');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** 'Login As Guest' fills in the demo account, then asks to log in. */
export const GuestLogin: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login As Guest' }));
    await expect(canvas.getByLabelText('Email address')).toHaveValue('aanya.sharma@glamour.test');
    await expect(canvas.getByLabelText('Password')).toHaveValue('glam1234');
    await expect(args.onGuestLogin).toHaveBeenCalledTimes(1);
  },
};

/** A login is in flight: Login is busy, neither button takes a second press. */
export const Submitting: Story = {
  args: {
    submitting: true,
    defaultValues: { email: 'aanya.sharma@glamour.test', password: 'glam1234' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const login = canvas.getByRole('button', { name: 'Login' });
    await expect(login).toBeDisabled();
    await expect(login).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Login As Guest' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
