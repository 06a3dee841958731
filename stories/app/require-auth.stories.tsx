import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RequireAuth } from '@/app/require-auth';
import { signedIn } from '../support/session';
import { AppShell } from './app-shell';
import { isolatedInDocs } from '../support/docs';

/**
 * The route guard (src/app/require-auth.tsx) in the real route table: a visitor on a page that needs
 * an account goes to /login, which remembers the way back; a shopper stays.
 */
const meta = {
  title: 'Components/Shop parts/RequireAuth',
  component: RequireAuth,
  parameters: {
    ...isolatedInDocs(),
    layout: 'fullscreen',
    route: { path: '/cart' },
  },
  render: () => <AppShell />,
} satisfies Meta<typeof RequireAuth>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out on /cart: redirected to the login screen. */
export const RedirectsVisitorToLogin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Login As Guest' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: /cart/i })).toBeNull();
  },
};

/** Signed in: the guard lets the cart through. */
export const LetsShopperThrough: Story = {
  loaders: [signedIn({ cart: [] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/cart is empty/i)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Login As Guest' })).toBeNull();
  },
};
