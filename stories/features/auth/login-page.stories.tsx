import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { Navigate, Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useSession } from '@/api/session';
import { LoginPage } from '@/features/auth/login-page';
import { mswParameters } from '../../support/msw';
import { checkingSession, signedInAsGuest } from '../../support/session';
import { LandedOn, signedOutLoader, withAuthProvider } from './auth-story-support';
import { screenParameters } from '../../support/screen-docs';
import { expectToast } from '../../support/toast';

/** A guarded page as src/app/require-auth treats visitors: off to /login, remembering the way back. */
function GuardedWishlist() {
  const { status } = useSession();
  if (status === 'signedIn') return <LandedOn name="Wishlist" />;
  return <Navigate to="/login" replace state={{ from: '/wishlist' }} />;
}

/**
 * The login screen with the real auth machine and the simulated back end: the outcome shows as a
 * toast and, on success, as the page the machine navigates to.
 */
const meta = {
  title: 'Screens/Login',
  component: LoginPage,
  decorators: [withAuthProvider],
  loaders: [signedOutLoader],
  parameters: { route: { path: '/login' }, ...screenParameters('Screens/Login', 700) },
  render: () => (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/wishlist" element={<GuardedWishlist />} />
      <Route path="/" element={<LandedOn name="Home" />} />
    </Routes>
  ),
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Sent here from the wishlist: Login As Guest logs in with the demo account and goes back there. */
export const GuestReturnsToRequestedPage: Story = {
  parameters: { route: { path: '/wishlist' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The signed-in notice is for arriving signed in, never a flash between login and leaving.
    let noticeShown = false;
    const watch = new MutationObserver(() => {
      if (canvasElement.textContent?.includes('You are logged in as')) noticeShown = true;
    });
    watch.observe(canvasElement, { childList: true, subtree: true, characterData: true });
    await userEvent.click(await canvas.findByRole('button', { name: 'Login As Guest' }));
    await expect(await canvas.findByRole('heading', { name: 'Wishlist' })).toBeVisible();
    watch.disconnect();
    await expect(noticeShown).toBe(false);
    await expect(canvas.getByTestId('path')).toHaveTextContent('/wishlist');
    await expectToast('Login successful!');
  },
};

/** Wrong password: the server's first error message is toasted and the form stays. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email address'), 'aanya.sharma@glamour.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'nope1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expectToast('The credentials you entered are invalid. Unauthorized access error.');
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeEnabled();
    await expect(canvas.getByLabelText('Password')).toHaveValue('nope1234');
  },
};

/** An email nobody registered (the server answers 404). */
export const UnknownEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email address'), 'nobody@glamour.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'glam1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expectToast('The email you entered is not Registered. Not Found error');
  },
};

/** The server failing outright: its message is toasted, nothing else changes. */
export const ServerError: Story = {
  parameters: mswParameters({
    auth: [
      http.post('/api/auth/login', () =>
        HttpResponse.json({ errors: ['Something went wrong on the server.'] }, { status: 500 }),
      ),
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login As Guest' }));
    await expectToast('Something went wrong on the server.');
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeEnabled();
  },
};

/** The server has not answered yet: the button shows it is busy. */
export const Submitting: Story = {
  parameters: mswParameters({
    auth: [http.post('/api/auth/login', () => delay('infinite'))],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login As Guest' }));
    const login = canvas.getByRole('button', { name: 'Login' });
    // The auth machine's module loads after the first paint, so the busy state may follow a tick later.
    await waitFor(() => expect(login).toHaveAttribute('aria-busy', 'true'));
    await expect(login).toBeDisabled();
  },
};

/** Already logged in (a bookmark, a link): who is signed in, not a form whose Login would do nothing. */
export const SignedIn: Story = {
  // A saved session, as after a reload: the running auth machine checks it and signs in.
  loaders: [checkingSession()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/You are logged in as/)).toHaveTextContent(
      'You are logged in as Aanya Sharma (aanya.sharma@glamour.test).',
    );
    await expect(canvas.getByRole('link', { name: 'Go to your account' })).toHaveAttribute(
      'href',
      '/account-details/userDetails',
    );
    await expect(canvas.queryByRole('button', { name: 'Login' })).toBeNull();
  },
};

/** Logout from there keeps the shopper on /login, the cursor in the form, ready for another account. */
export const SignedInLogsOut: Story = {
  loaders: [checkingSession()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Log out to use another account' }),
    );
    const email = await canvas.findByLabelText('Email address');
    await waitFor(() => expect(email).toHaveFocus());
    // Still /login: the logout's usual way home would have put the Home stand-in here.
    await expect(canvas.queryByRole('heading', { name: 'Home' })).toBeNull();
    await expectToast("You're logged out!");
  },
};

/**
 * A guest (server mode's Login As Guest) on /login: a guest has no password to log in with, so the
 * way on is Signup, which keeps the guest's cart and orders.
 */
export const SignedInAsGuest: Story = {
  loaders: [signedInAsGuest()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/You are shopping as a guest/)).toBeVisible();
    await expect(canvas.queryByText(/You are logged in as/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
  },
};
