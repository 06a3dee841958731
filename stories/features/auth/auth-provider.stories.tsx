import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useContext, useDeferredValue } from 'react';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { setSession, useSession } from '@/api/session';
import type { PublicUser } from '@/domain/types';
import { AuthProvider } from '@/features/auth/auth-provider';
import { AuthStateContext, useAuthActions, usePreparedSignIn } from '@/features/auth/use-auth';
import { Button } from '@/ui/button';
import { mswParameters } from '../../support/msw';
import { clearToastsLoader, LandedOn } from './auth-story-support';
import { isolatedInDocs } from '../../support/docs';
import { expectToast } from '../../support/toast';

const user: PublicUser = {
  _id: 'u-aanya',
  firstName: 'Aanya',
  lastName: 'Sharma',
  email: 'aanya.sharma@glamour.test',
  createdAt: '2026-01-01T10:00:00+05:30',
  updatedAt: '2026-01-01T10:00:00+05:30',
};

/** What the rest of the app sees of the session (useSession), and the logout action. */
function SessionProbe() {
  const session = useSession();
  const { logout } = useAuthActions();
  return (
    <section aria-label="Session" className="flex flex-col items-start gap-3 p-6">
      <p className="text-neutral-800">
        Status: <strong data-testid="status">{session.status}</strong>
      </p>
      <p className="text-neutral-800">
        User: <span data-testid="user">{session.user ? session.user.firstName : 'nobody'}</span>
      </p>
      {session.status === 'signedIn' ? <Button onClick={() => logout()}>Logout</Button> : null}
    </section>
  );
}

/** A saved token from an earlier visit (what localStorage `token` holds on start). */
function savedToken(token: string | null) {
  return () => {
    clearToastsLoader();
    setSession(
      token
        ? { status: 'checking', token, user: null }
        : { status: 'signedOut', token: null, user: null },
    );
    return {};
  };
}

const me = (response: () => Response | Promise<Response>) =>
  mswParameters({ auth: [http.get('/api/auth/me', response)] });

/**
 * The provider runs the auth machine: on start it checks a saved token against the back end. These
 * stories show the session it publishes to the app (src/api/session's useSession).
 */
const meta = {
  title: 'Components/Shop parts/AuthProvider',
  component: AuthProvider,
  args: { children: null },
  parameters: {
    ...isolatedInDocs(),
    route: { path: '/account' },
  },
  render: () => (
    <AuthProvider>
      <Routes>
        <Route path="/account" element={<SessionProbe />} />
        <Route path="/" element={<LandedOn name="Home" />} />
      </Routes>
    </AuthProvider>
  ),
} satisfies Meta<typeof AuthProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How many times the provider asked for the machine's module, story by story. */
const machineLoads = { count: 0 };
const countedLoad = () => {
  machineLoads.count += 1;
  return import('@/features/auth/auth-machine');
};
const resetLoads = () => ((machineLoads.count = 0), {});
const twoFrames = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );

/** Signed out, and the machine's module not asked for once the provider's effects have run. */
async function signedOutWithoutTheMachine(canvas: ReturnType<typeof within>) {
  await expect(canvas.getByTestId('status')).toHaveTextContent('signedOut');
  // The provider's effects have run by the second frame after the first render.
  await twoFrames();
  await expect(machineLoads.count).toBe(0);
}

/** Signed in as the story's shopper, the module loaded once. */
async function signedInWithTheMachine(canvas: ReturnType<typeof within>) {
  await expect(await canvas.findByText('signedIn')).toBeVisible();
  await expect(canvas.getByTestId('user')).toHaveTextContent('Aanya');
  await expect(machineLoads.count).toBe(1);
}

/** A visitor's page with a Login button of its own, as the header's account menu would have. */
function VisitorPage() {
  const { login } = useAuthActions();
  const session = useSession();
  return (
    <>
      <SessionProbe />
      {session.status === 'signedOut' ? (
        <Button
          className="mx-6"
          onClick={() => login({ email: user.email, password: 'glam1234' }, '/account')}
        >
          Login
        </Button>
      ) : null}
    </>
  );
}

/** A visitor's page as the app has it: the provider counting its loads, a Login button. */
const visitorRender = () => (
  <AuthProvider loadMachine={countedLoad}>
    <Routes>
      <Route path="/account" element={<VisitorPage />} />
      <Route path="/" element={<LandedOn name="Home" />} />
    </Routes>
  </AuthProvider>
);

/**
 * No saved token: signed out at once, no call made, and the sign-in code is not even fetched (a
 * visitor's page has no session to check).
 */
export const NoSavedToken: Story = {
  loaders: [savedToken(null), resetLoads],
  render: visitorRender,
  play: async ({ canvasElement }) => {
    await signedOutWithoutTheMachine(within(canvasElement));
  },
};

/** A visitor signs in: the sign-in code is fetched then, and the login goes on once it runs. */
export const SignInLoadsTheMachine: Story = {
  loaders: [savedToken(null), resetLoads],
  parameters: mswParameters({
    auth: [
      http.post('/api/auth/login', () =>
        HttpResponse.json({ foundUser: user, encodedToken: 'new-token' }),
      ),
    ],
  }),
  render: visitorRender,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signedOutWithoutTheMachine(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await signedInWithTheMachine(canvas);
    await expect(window.localStorage.getItem('token')).toBe('new-token');
  },
};

/**
 * Another tab signs in while this one has not loaded the sign-in code: it loads it, checks the new
 * token and joins that session, with no reload.
 */
export const AnotherTabSignsIn: Story = {
  loaders: [savedToken(null), resetLoads],
  parameters: me(() => HttpResponse.json({ user })),
  render: () => (
    <AuthProvider loadMachine={countedLoad}>
      <Routes>
        <Route path="/account" element={<SessionProbe />} />
      </Routes>
    </AuthProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signedOutWithoutTheMachine(canvas);
    // What the browser tells this tab when another one saves its token.
    window.localStorage.setItem('token', 'other-tab-token');
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'token',
        oldValue: null,
        newValue: 'other-tab-token',
        storageArea: window.localStorage,
      }),
    );
    await signedInWithTheMachine(canvas);
  },
};

/** A valid saved token: 'checking' (guarded pages wait), then signed in as its user, silently. */
export const RestoresSavedToken: Story = {
  loaders: [savedToken('valid-token')],
  parameters: me(() => HttpResponse.json({ user })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('signedIn')).toBeVisible();
    await expect(canvas.getByTestId('user')).toHaveTextContent('Aanya');
    await expect(window.localStorage.getItem('token')).toBe('valid-token');
  },
};

/** Still checking: the server has not answered yet. */
export const Checking: Story = {
  loaders: [savedToken('valid-token')],
  parameters: me(() => new Promise<Response>(() => {})),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('status')).toHaveTextContent('checking');
  },
};

/** An expired or altered token: cleared, with a message; the shopper is signed out. */
export const ExpiredToken: Story = {
  loaders: [savedToken('expired-token')],
  parameters: me(() =>
    HttpResponse.json(
      { errors: ['The token is invalid. Unauthorized access error.'] },
      { status: 401 },
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('signedOut')).toBeVisible();
    await expectToast('Your session has expired. Please log in again.');
    await expect(window.localStorage.getItem('token')).toBeNull();
  },
};

/** Logout: token gone, toast, home. */
export const Logout: Story = {
  loaders: [savedToken('valid-token')],
  parameters: me(() => HttpResponse.json({ user })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByRole('heading', { name: 'Home' })).toBeVisible();
    await expectToast("You're logged out!");
    await expect(window.localStorage.getItem('token')).toBeNull();
  },
};

/**
 * The sign-in module does not arrive (a dropped connection, a stale chunk after a deploy): a clear
 * message with Retry, the app signed out as a visitor meanwhile (no endless "Restoring your
 * session"), the saved token kept; Retry loads it and restores the session.
 */
export const RuntimeFailsToLoad: Story = {
  loaders: [savedToken('valid-token')],
  parameters: me(() => HttpResponse.json({ user })),
  render: () => {
    let calls = 0;
    const flaky = () => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : import('@/features/auth/auth-machine');
    };
    return (
      <AuthProvider loadMachine={flaky} reloadOnRetry={false}>
        <Routes>
          <Route path="/account" element={<SessionProbe />} />
          <Route path="/" element={<LandedOn name="Home" />} />
        </Routes>
      </AuthProvider>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await expect(await canvas.findByText('signedOut')).toBeVisible();
    await expectToast(
      'Sign-in could not be loaded. You can keep shopping as a visitor, or try again.',
    );
    await expect(window.localStorage.getItem('token')).toBe('valid-token');
    await userEvent.click(body.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText('signedIn')).toBeVisible();
    await expect(canvas.getByTestId('user')).toHaveTextContent('Aanya');
  },
};

/** Each render of a reader of the provider's state: the actor there, and as useDeferredValue has it. */
const publishedRenders: { actor: boolean; deferred: boolean }[] = [];
function PublishProbe() {
  // A page that wants the machine (as the login page does): a visitor's page would not load it.
  usePreparedSignIn();
  const state = useContext(AuthStateContext);
  const deferred = useDeferredValue(state);
  publishedRenders.push({ actor: state?.actor != null, deferred: deferred?.actor != null });
  return (
    <p>{state?.actor ? 'The sign-in machine is running' : 'Waiting for the sign-in machine'}</p>
  );
}

/**
 * The machine arrives and the provider publishes its actor as a transition: readers take it at once
 * (useDeferredValue does not hold the old value back, as it would in an urgent render). Urgent, it
 * would make React hydrate at once any part of a prerendered page still waiting to hydrate (server
 * mode loads the machine that early): the whole listing in one long task on a phone.
 */
export const PublishesAsATransition: Story = {
  tags: ['!dev', '!autodocs'],
  loaders: [savedToken(null), () => ((publishedRenders.length = 0), {})],
  render: () => (
    <AuthProvider>
      <PublishProbe />
    </AuthProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The sign-in machine is running')).toBeVisible();
    await waitFor(() => expect(publishedRenders.at(-1)).toEqual({ actor: true, deferred: true }));
    await expect(publishedRenders).not.toContainEqual({ actor: true, deferred: false });
  },
};
