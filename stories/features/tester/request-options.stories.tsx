import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TIMEOUT_ERROR } from '@/domain/tester';
import { RequestOptions } from '@/features/tester/request-options';
import { ownFrameInDocs } from '../../support/docs';

const meta = {
  title: 'Request tester/RequestOptions',
  parameters: ownFrameInDocs(),
  component: RequestOptions,
  args: {
    useToken: false,
    signedIn: false,
    timeoutMs: 0,
    scheme: 'standard',
    onTokenToggle: fn(),
    onTimeoutChange: fn(),
    onSchemeChange: fn(),
  },
} satisfies Meta<typeof RequestOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: the token option is disabled and says why. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Use my session token' });
    await expect(box).toBeDisabled();
    await expect(box).toHaveAccessibleDescription('Log in to send your token as authorization.');
  },
};

export const SignedIn: Story = {
  args: { signedIn: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Use my session token' }));
    await expect(args.onTokenToggle).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await expect(args.onSchemeChange).toHaveBeenCalledWith('dark');
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Timeout (ms)' }), '5');
    await expect(args.onTimeoutChange).toHaveBeenLastCalledWith(5);
  },
};

export const TokenOnDark: Story = {
  args: { signedIn: true, useToken: true, scheme: 'dark', timeoutMs: 1500 },
};

/** The endpoint is on another site: the token stays home unless that site is allowed by name. */
export const TokenToAnotherSite: Story = {
  args: {
    signedIn: true,
    useToken: true,
    foreignOrigin: 'https://api.example.com',
    onForeignConfirm: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const allow = canvas.getByRole('checkbox', {
      name: 'Send my token to https://api.example.com',
    });
    await expect(allow).not.toBeChecked();
    await expect(allow).toHaveAccessibleDescription(/sent only to this shop unless you allow it/);
    await userEvent.click(allow);
    await expect(args.onForeignConfirm).toHaveBeenCalledWith(true);
  },
};

export const TimeoutTooLong: Story = {
  args: { timeoutMs: 999_999, timeoutError: TIMEOUT_ERROR },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('spinbutton', { name: 'Timeout (ms)' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(`0 waits forever ${TIMEOUT_ERROR}`);
  },
};
