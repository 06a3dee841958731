import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { ApiError } from '@/api/client';
import type { Credentials, SignupInput } from '@/api/auth';
import { getSession, reportUnauthorized, setSession, type Session } from '@/api/session';
import type { PublicUser } from '@/domain/types';
import { AUTH_MESSAGES } from '@/features/auth/auth-messages';
import {
  authEffects,
  authMachine,
  safeRedirect,
  type AuthSuccess,
} from '@/features/auth/auth-machine';

const user: PublicUser = {
  _id: 'u1',
  firstName: 'Aanya',
  lastName: 'Sharma',
  email: 'aanya.sharma@glamour.test',
  createdAt: '2026-01-01T10:00:00+05:30',
  updatedAt: '2026-01-01T10:00:00+05:30',
};

const credentials: Credentials = { email: user.email, password: 'glam1234' };
const signupInput: SignupInput = {
  firstName: 'Ria',
  lastName: 'Kapoor',
  email: 'ria@glamour.test',
  password: 'pass12',
  confirmPassword: 'pass12',
};

const httpError = (status: number, message: string) =>
  new ApiError('http', status, [message, 'a second message that is never shown']);

interface Fakes {
  checkToken?: (token: string) => Promise<PublicUser>;
  login?: (input: Credentials) => Promise<AuthSuccess>;
  signup?: (input: SignupInput) => Promise<AuthSuccess>;
  guest?: () => Promise<AuthSuccess>;
}

/** The session store as the app starts with a saved token (or none). */
function savedSession(token: string | null) {
  setSession(
    token
      ? { status: 'checking', token, user: null }
      : { status: 'signedOut', token: null, user: null },
  );
}

/** What the machine's writeSession does: the store is where the session lives. */
function recordSession({ keepSavedToken, ...session }: Session & { keepSavedToken?: boolean }) {
  setSession(session, { keepSavedToken });
}

/** The app's effects, with a host that has no router and no query cache. */
const appMachine = () =>
  authMachine.provide(authEffects({ navigate: () => {}, clearUserData: () => {} }));

/** The machine with every side effect replaced by a recorder, started with an optional saved token. */
function start(token: string | null, fakes: Fakes = {}) {
  const effects = {
    sessions: [] as Session[],
    notices: [] as { kind: string; message: string }[],
    navigations: [] as { to: string; replace?: boolean }[],
    cacheClears: 0,
  };
  const never = () => new Promise<never>(() => {});
  const machine = appMachine().provide({
    actors: {
      checkToken: fromPromise(({ input }) => (fakes.checkToken ?? never)(input.token)),
      authenticate: fromPromise(({ input }) => {
        if (input.kind === 'guest') return (fakes.guest ?? never)();
        return input.kind === 'login'
          ? (fakes.login ?? never)(input.credentials)
          : (fakes.signup ?? never)(input.input);
      }),
    },
    actions: {
      writeSession: (_, session) => {
        effects.sessions.push(session);
        recordSession(session);
      },
      notify: (_, notice) => effects.notices.push(notice),
      navigate: (_, to) => effects.navigations.push(to),
      clearUserData: () => {
        effects.cacheClears += 1;
      },
    },
  });
  savedSession(token);
  const actor = createActor(machine);
  actor.start();
  return { actor, effects };
}

const signedInAs = (token = 'jwt-1') => ({
  login: async () => ({ token, user }),
});

afterEach(() => {
  setSession({ status: 'signedOut', token: null, user: null });
});

describe('auth machine: start', () => {
  it('is signed out at once without a saved token, and calls nothing', () => {
    const checkToken = vi.fn();
    const { actor, effects } = start(null, { checkToken });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(checkToken).not.toHaveBeenCalled();
    expect(effects.sessions).toEqual([]);
    expect(effects.notices).toEqual([]);
  });

  it('restores a valid saved token: checks it, then signs in without any toast', async () => {
    const checkToken = vi.fn(async () => user);
    const { actor, effects } = start('saved-jwt', { checkToken });
    expect(actor.getSnapshot().value).toBe('checking');
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(checkToken).toHaveBeenCalledWith('saved-jwt');
    expect(getSession()).toMatchObject({ token: 'saved-jwt', user });
    expect(effects.sessions).toEqual([{ status: 'signedIn', token: 'saved-jwt', user }]);
    expect(effects.notices).toEqual([]);
    expect(effects.navigations).toEqual([]);
  });

  it.each([
    [401, 'The token is invalid. Unauthorized access error.'],
    [404, 'The email you entered is not Registered. Not Found error'],
  ])(
    'clears an invalid or expired saved token (%i) with the session-expired message',
    async (status, text) => {
      const { actor, effects } = start('old-jwt', {
        checkToken: async () => {
          throw httpError(status, text);
        },
      });
      await waitFor(actor, (s) => s.matches('signedOut'));
      expect(getSession()).toMatchObject({ token: null, user: null });
      expect(effects.sessions).toEqual([{ status: 'signedOut', token: null, user: null }]);
      expect(effects.notices).toEqual([{ kind: 'error', message: AUTH_MESSAGES.sessionExpired }]);
      // The shopper stays where they are; the route guard decides whether that page needs a login.
      expect(effects.navigations).toEqual([]);
    },
  );

  it('says honestly when the check itself failed (network), and signs out', async () => {
    const { actor, effects } = start('saved-jwt', {
      checkToken: async () => {
        throw new ApiError('network', 0, ['Network Error']);
      },
    });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(effects.notices).toEqual([
      { kind: 'error', message: `${AUTH_MESSAGES.restoreFailed} (Network Error)` },
    ]);
  });

  it('lets a login started during the check win over the check', async () => {
    const { actor, effects } = start('old-jwt', signedInAs('fresh-jwt'));
    actor.send({ type: 'auth.login', credentials, redirectTo: '/cart' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(getSession().token).toBe('fresh-jwt');
    expect(effects.navigations).toEqual([{ to: '/cart', replace: true }]);
  });
});

describe('auth machine: login', () => {
  it('signs in on 200: writes the session, toasts, returns to the requested page', async () => {
    const login = vi.fn(async () => ({ token: 'jwt-1', user }));
    const { actor, effects } = start(null, { login });
    actor.send({ type: 'auth.login', credentials, redirectTo: '/checkout?step=1' });
    expect(actor.getSnapshot().matches('authenticating')).toBe(true);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(login).toHaveBeenCalledWith(credentials);
    expect(getSession()).toMatchObject({ token: 'jwt-1', user });
    expect(effects.sessions).toEqual([{ status: 'signedIn', token: 'jwt-1', user }]);
    expect(effects.notices).toEqual([{ kind: 'success', message: AUTH_MESSAGES.loginSuccess }]);
    expect(effects.navigations).toEqual([{ to: '/checkout?step=1', replace: true }]);
  });

  it('goes home when no page was requested, or when the requested one is off-site', async () => {
    for (const redirectTo of [undefined, 'https://evil.example', '//evil.example']) {
      const { actor, effects } = start(null, signedInAs());
      actor.send({ type: 'auth.login', credentials, redirectTo });
      await waitFor(actor, (s) => s.matches('signedIn'));
      expect(effects.navigations).toEqual([{ to: '/', replace: true }]);
    }
  });

  it.each([
    [404, 'The email you entered is not Registered. Not Found error'],
    [401, 'The credentials you entered are invalid. Unauthorized access error.'],
    [400, 'email: Invalid email address'],
    [500, 'Request failed with status code 500'],
  ])(
    'on %i toasts the first message of the errors list and stays signed out',
    async (status, text) => {
      const { actor, effects } = start(null, {
        login: async () => {
          throw httpError(status, text);
        },
      });
      actor.send({ type: 'auth.login', credentials });
      await waitFor(actor, (s) => s.matches('signedOut'));
      expect(effects.notices).toEqual([{ kind: 'error', message: text }]);
      // Signed out here, and a token another tab saved is left alone (that tab stays signed in).
      expect(effects.sessions).toEqual([
        { status: 'signedOut', token: null, user: null, keepSavedToken: true },
      ]);
      expect(effects.navigations).toEqual([]);
      expect(getSession()).toMatchObject({ token: null, user: null });
    },
  );

  it('toasts a network failure too', async () => {
    const { actor, effects } = start(null, {
      login: async () => {
        throw new ApiError('network', 0, ['Network Error']);
      },
    });
    actor.send({ type: 'auth.login', credentials });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(effects.notices).toEqual([{ kind: 'error', message: 'Network Error' }]);
  });

  it('ignores a second submit while the first is in flight', async () => {
    let finish: (value: AuthSuccess) => void = () => {};
    const login = vi.fn(() => new Promise<AuthSuccess>((resolve) => (finish = resolve)));
    const { actor } = start(null, { login });
    actor.send({ type: 'auth.login', credentials });
    actor.send({ type: 'auth.login', credentials });
    actor.send({ type: 'auth.signup', input: signupInput });
    expect(actor.getSnapshot().can({ type: 'auth.login', credentials })).toBe(false);
    finish({ token: 'jwt-1', user });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(login).toHaveBeenCalledTimes(1);
  });
});

describe('auth machine: signup', () => {
  it('signs in on 201 and goes home', async () => {
    const created = { ...user, firstName: 'Ria', email: signupInput.email };
    const signup = vi.fn(async () => ({ token: 'jwt-new', user: created }));
    const { actor, effects } = start(null, { signup });
    actor.send({ type: 'auth.signup', input: signupInput });
    expect(actor.getSnapshot().matches('authenticating')).toBe(true);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(signup).toHaveBeenCalledWith(signupInput);
    expect(effects.sessions).toEqual([{ status: 'signedIn', token: 'jwt-new', user: created }]);
    expect(effects.notices).toEqual([{ kind: 'success', message: AUTH_MESSAGES.signupSuccess }]);
    expect(effects.navigations).toEqual([{ to: '/', replace: true }]);
  });

  it('on 422 (email taken) toasts the server message and stays signed out', async () => {
    const { actor, effects } = start(null, {
      signup: async () => {
        throw httpError(422, 'Unprocessable Entity. Email Already Exists.');
      },
    });
    actor.send({ type: 'auth.signup', input: signupInput });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(effects.notices).toEqual([
      { kind: 'error', message: 'Unprocessable Entity. Email Already Exists.' },
    ]);
    expect(effects.navigations).toEqual([]);
  });
});

describe('auth machine: guests and their signup (server mode)', () => {
  it('auth.guest asks the server for a guest account and signs in like a login', async () => {
    const guestUser = { ...user, firstName: 'Guest', lastName: '' };
    const guest = vi.fn(async () => ({ token: 'jwt-guest', user: guestUser }));
    const { actor, effects } = start(null, { guest });
    actor.send({ type: 'auth.guest', redirectTo: '/wishlist' });
    expect(actor.getSnapshot().matches('authenticating')).toBe(true);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(guest).toHaveBeenCalledTimes(1);
    expect(effects.sessions).toEqual([{ status: 'signedIn', token: 'jwt-guest', user: guestUser }]);
    expect(effects.notices).toEqual([{ kind: 'success', message: AUTH_MESSAGES.loginSuccess }]);
    expect(effects.navigations).toEqual([{ to: '/wishlist', replace: true }]);
  });

  it('a signup while signed in (a guest) takes on the new session and goes home', async () => {
    const created = { ...user, firstName: 'Ria', email: signupInput.email };
    const signup = vi.fn(async () => ({ token: 'jwt-new', user: created }));
    const { actor, effects } = start(null, { ...signedInAs('jwt-guest'), signup });
    actor.send({ type: 'auth.login', credentials: { email: 'g@x.test', password: 'x' } });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'auth.signup', input: signupInput });
    expect(actor.getSnapshot().matches('signingUpSignedIn')).toBe(true);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(signup).toHaveBeenCalledWith(signupInput);
    expect(getSession()).toMatchObject({ token: 'jwt-new', user: created });
    expect(effects.notices.at(-1)).toEqual({
      kind: 'success',
      message: AUTH_MESSAGES.signupSuccess,
    });
    expect(effects.navigations.at(-1)).toEqual({ to: '/', replace: true });
  });

  it('a refused signup while signed in keeps the session it had', async () => {
    const { actor, effects } = start(null, {
      ...signedInAs('jwt-guest'),
      signup: async () => {
        throw httpError(422, 'Unprocessable Entity. Email Already Exists.');
      },
    });
    actor.send({ type: 'auth.login', credentials: { email: 'g@x.test', password: 'x' } });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'auth.signup', input: signupInput });
    await waitFor(actor, (s) => s.matches('signedIn') && effects.notices.length === 2);
    expect(getSession()).toMatchObject({ status: 'signedIn', token: 'jwt-guest' });
    expect(effects.notices.at(-1)).toEqual({
      kind: 'error',
      message: 'Unprocessable Entity. Email Already Exists.',
    });
  });
});

describe('auth machine: signing out', () => {
  async function signedIn() {
    const started = start(null, signedInAs());
    started.actor.send({ type: 'auth.login', credentials });
    await waitFor(started.actor, (s) => s.matches('signedIn'));
    Object.assign(started.effects, { sessions: [], notices: [], navigations: [] });
    return started;
  }

  it('logs out: clears the session and the user cache, toasts, goes home', async () => {
    const { actor, effects } = await signedIn();
    actor.send({ type: 'auth.logout' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(getSession()).toMatchObject({ token: null, user: null });
    expect(effects.sessions).toEqual([{ status: 'signedOut', token: null, user: null }]);
    expect(effects.cacheClears).toBe(1);
    expect(effects.notices).toEqual([{ kind: 'success', message: "You're logged out!" }]);
    expect(effects.navigations).toEqual([{ to: '/' }]);
  });

  it('a logout asked to stay (Logout on /login) does all of that but keeps the page', async () => {
    const { actor, effects } = await signedIn();
    actor.send({ type: 'auth.logout', stay: true });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects.sessions).toEqual([{ status: 'signedOut', token: null, user: null }]);
    expect(effects.cacheClears).toBe(1);
    expect(effects.notices).toEqual([{ kind: 'success', message: "You're logged out!" }]);
    expect(effects.navigations).toEqual([]);
  });

  it('logs out the same way on a 401 from any other call, with the expiry message, once', async () => {
    const { actor, effects } = await signedIn();
    // The API client reports every 401 of an authenticated call; two calls failing together are one logout.
    reportUnauthorized();
    reportUnauthorized();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects.cacheClears).toBe(1);
    expect(effects.notices).toEqual([{ kind: 'error', message: AUTH_MESSAGES.sessionExpired }]);
    expect(effects.navigations).toEqual([{ to: '/' }]);
  });

  it('ignores a late 401 for an older token: only the session that sent it is signed out', async () => {
    const { actor, effects } = await signedIn(); // token 'jwt-1'
    reportUnauthorized('jwt-old');
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(effects.notices).toEqual([]);
    reportUnauthorized('jwt-1');
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects.notices).toEqual([{ kind: 'error', message: AUTH_MESSAGES.sessionExpired }]);
  });

  it('ignores a 401 report while signed out (a login form is not a session)', () => {
    const { actor, effects } = start(null);
    reportUnauthorized();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects.notices).toEqual([]);
  });

  it('stops listening for 401s once stopped', async () => {
    const { actor, effects } = await signedIn();
    actor.stop();
    reportUnauthorized();
    expect(effects.notices).toEqual([]);
  });

  it('can log in again after logging out', async () => {
    const { actor } = await signedIn();
    actor.send({ type: 'auth.logout' });
    actor.send({ type: 'auth.login', credentials });
    await waitFor(actor, (s) => s.matches('signedIn'));
  });
});

describe('auth machine: the real session store', () => {
  it('writes the session store (and so the token) by default', async () => {
    const machine = appMachine().provide({
      actors: {
        authenticate: fromPromise(async () => ({ token: 'jwt-real', user })),
        unauthorizedCalls: fromCallback(() => () => {}),
      },
      actions: { notify: () => {} },
    });
    savedSession(null);
    const actor = createActor(machine).start();
    actor.send({ type: 'auth.login', credentials });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(getSession()).toEqual({ status: 'signedIn', token: 'jwt-real', user });
    actor.send({ type: 'auth.logout' });
    expect(getSession()).toEqual({ status: 'signedOut', token: null, user: null });
  });
});

describe('safeRedirect', () => {
  it('keeps same-site paths and sends anything else home', () => {
    expect(safeRedirect('/wishlist')).toBe('/wishlist');
    expect(safeRedirect('/products?category=Makeup#top')).toBe('/products?category=Makeup#top');
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect('')).toBe('/');
    expect(safeRedirect('//evil.example/x')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
  });
});

describe('auth machine: other tabs', () => {
  /** The machine with the 'storage' listener replaced by a handle the test fires. */
  function startWithTabs(token: string | null, fakes: Fakes = {}) {
    let fire: (token: string | null) => void = () => {};
    const effects = {
      sessions: [] as Session[],
      notices: [] as { kind: string; message: string }[],
      navigations: [] as { to: string }[],
    };
    const machine = appMachine().provide({
      actors: {
        checkToken: fromPromise(({ input }) =>
          (fakes.checkToken ?? (() => new Promise<never>(() => {})))(input.token),
        ),
        authenticate: fromPromise(({ input }) =>
          input.kind === 'login'
            ? (fakes.login ?? signedInAs().login)(input.credentials)
            : Promise.reject(new Error('no signup here')),
        ),
        unauthorizedCalls: fromCallback(() => () => {}),
        otherTabs: fromCallback(({ sendBack }) => {
          fire = (t) => sendBack({ type: 'auth.elsewhere', token: t });
          return () => {};
        }),
      },
      actions: {
        writeSession: (_, session) => {
          effects.sessions.push(session);
          recordSession(session);
        },
        notify: (_, notice) => effects.notices.push(notice),
        navigate: (_, to) => effects.navigations.push(to),
        clearUserData: () => {},
      },
    });
    savedSession(token);
    const actor = createActor(machine).start();
    return { actor, effects, fire: (t: string | null) => fire(t) };
  }

  it('a sign-in in another tab signs this tab in with that token', async () => {
    const checked: string[] = [];
    const { actor, fire } = startWithTabs(null, {
      checkToken: async (t) => {
        checked.push(t);
        return user;
      },
    });
    fire('jwt-from-tab-b');
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(checked).toEqual(['jwt-from-tab-b']);
    expect(getSession().token).toBe('jwt-from-tab-b');
  });

  it('a sign-out in another tab signs this tab out, as Logout does', async () => {
    const { actor, effects, fire } = startWithTabs(null);
    actor.send({ type: 'auth.login', credentials });
    await waitFor(actor, (s) => s.matches('signedIn'));
    fire(null);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects.sessions.at(-1)).toEqual({ status: 'signedOut', token: null, user: null });
    expect(effects.notices.at(-1)).toEqual({ kind: 'success', message: "You're logged out!" });
    expect(effects.navigations.at(-1)).toEqual({ to: '/' });
  });

  it('a sign-out elsewhere during this tab’s check wins: the check does not write the token back', async () => {
    let finish!: (u: PublicUser) => void;
    const { actor, effects, fire } = startWithTabs('jwt-1', {
      checkToken: () => new Promise<PublicUser>((resolve) => (finish = resolve)),
    });
    expect(actor.getSnapshot().value).toBe('checking');
    fire(null);
    expect(actor.getSnapshot().value).toBe('signedOut');
    finish?.(user);
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects.sessions.some((s) => s.status === 'signedIn')).toBe(false);
  });
});

describe('auth machine: effects by name', () => {
  it('runs only with its effects provided: a missing one says which', () => {
    savedSession(null);
    const errors: unknown[] = [];
    const actor = createActor(authMachine);
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    expect(actor.getSnapshot().status).toBe('error');
    expect(errors).toEqual([new Error("auth machine: 'unauthorizedCalls' was not provided")]);
  });

  it('logout revokes the session on the server while its token is still there', async () => {
    const revokedWith: (string | null)[] = [];
    const machine = appMachine().provide({
      actors: { authenticate: fromPromise(async () => ({ token: 'jwt-1', user })) },
      actions: {
        notify: () => {},
        revokeOnServer: () => void revokedWith.push(getSession().token),
      },
    });
    savedSession(null);
    const actor = createActor(machine).start();
    actor.send({ type: 'auth.login', credentials });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'auth.logout' });
    expect(revokedWith).toEqual(['jwt-1']);
    expect(getSession().token).toBeNull();
  });
});
