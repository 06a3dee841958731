import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { guestEmail } from '@/domain/email';
import { SignedInNotice } from '@/features/auth/signed-in-notice';
import { ownFrameInDocs } from '../../support/docs';

const ACCOUNT = {
  _id: 'u1',
  firstName: 'Aanya',
  lastName: 'Sharma',
  email: 'aanya.sharma@glamour.test',
  createdAt: '2026-11-20T10:00:00+05:30',
  updatedAt: '2026-11-20T10:00:00+05:30',
};

/**
 * What /login shows a shopper who is signed in already (a bookmark, a link): who, and the ways on.
 * A guest, who has no password to log in with, is offered Signup, which keeps its cart and orders.
 */
const meta = {
  title: 'Screens/Login/Parts/SignedInNotice',
  component: SignedInNotice,
  parameters: ownFrameInDocs(),
  args: { user: ACCOUNT, onLogout: fn() },
} satisfies Meta<typeof SignedInNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An account: its name and email, the account page, and Logout to use another. */
export const Account: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/You are logged in as/)).toHaveTextContent(
      'You are logged in as Aanya Sharma (aanya.sharma@glamour.test).',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Log out to use another account' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** A guest (server mode's Login As Guest): Sign up, or go on shopping; no logout offered. */
export const Guest: Story = {
  args: { user: { ...ACCOUNT, firstName: 'Guest', lastName: '', email: guestEmail('7f3a') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/You are shopping as a guest/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await expect(canvas.queryByRole('button', { name: /Log out/ })).toBeNull();
  },
};
