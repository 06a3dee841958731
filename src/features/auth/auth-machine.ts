/**
 * The session's life (spec §4 Auth): a saved token is checked on start, login and signup sign in,
 * logout and any 401 sign out. The session itself lives in one place, the store in src/api/session.ts:
 * this machine is its only writer and reads the token back from it. Every side effect is a named
 * actor or action: React provides navigation and the query cache (AuthEffects, auth-provider.tsx),
 * tests provide fakes. This module (and xstate with it) loads after the first paint.
 */
import { createActorContext } from '@xstate/react';
import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import { toast } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { errorMessage, isApiError } from '@/api/client';
import { authApi, type Credentials, type SignupInput } from '@/api/auth';
import { getSession, onUnauthorized, setSession, TOKEN_KEY, type Session } from '@/api/session';
import type { PublicUser } from '@/domain/types';
import { AUTH_MESSAGES } from './auth-messages';

export interface AuthContext {
  /** Where a successful sign-in goes: for a login the page first requested (spec §2), default '/'. */
  redirectTo: string;
  /** The toast a successful sign-in shows. */
  welcome: string;
}

/** A sign-in: a login with credentials, or a signup creating the account. */
export type AuthRequest =
  | { kind: 'login'; credentials: Credentials }
  | { kind: 'signup'; input: SignupInput }
  /** Server mode's Login As Guest: a fresh guest account for this visitor. */
  | { kind: 'guest' };

export type AuthEvent =
  | { type: 'auth.login'; credentials: Credentials; redirectTo?: string }
  | { type: 'auth.guest'; redirectTo?: string }
  | { type: 'auth.signup'; input: SignupInput }
  | { type: 'auth.logout' }
  /** Another tab of the shop signed in (a new token) or out (null): localStorage `token` changed. */
  | { type: 'auth.elsewhere'; token: string | null }
  /** `token`: the token the refused call carried; undefined when not known. */
  | { type: 'auth.unauthorized'; token?: string | null };

export interface AuthSuccess {
  token: string;
  user: PublicUser;
}

export type NoticeKind = 'success' | 'error' | 'info';

const SIGNED_OUT: Session = { status: 'signedOut', token: null, user: null };
const savedToken = () => getSession().token;

/**
 * Only an answer that says "this token is no good" means the session expired; a network failure
 * or a server error says nothing about the token, so the message tells the truth about it.
 */
function isTokenRejected(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && [401, 403, 404].includes(error.status);
}

function restoreFailureMessage(error: unknown): string {
  if (isTokenRejected(error)) return AUTH_MESSAGES.sessionExpired;
  return `${AUTH_MESSAGES.restoreFailed} (${errorMessage(error)})`;
}

/** Keeps a shopper on this site: anything but a same-origin path goes home. */
export function safeRedirect(to: string | undefined | null): string {
  if (!to || !to.startsWith('/') || to.startsWith('//')) return paths.home;
  return to;
}

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    checkToken: fromPromise<PublicUser, { token: string }>(async () => (await authApi.me()).user),
    authenticate: fromPromise<AuthSuccess, AuthRequest>(async ({ input }) => {
      if (input.kind === 'login') {
        const data = await authApi.login(input.credentials);
        return { token: data.encodedToken, user: data.foundUser };
      }
      if (input.kind === 'guest') {
        const data = await authApi.guest();
        return { token: data.encodedToken, user: data.foundUser };
      }
      const data = await authApi.signup(input.input);
      return { token: data.encodedToken, user: data.createdUser };
    }),
    /**
     * Sign-in and sign-out in other tabs: the token in localStorage is shared, and the browser
     * tells every other tab when it changes ('storage' does not fire in the tab that wrote it).
     */
    otherTabs: fromCallback<AuthEvent>(({ sendBack }) => {
      const target = globalThis.window;
      if (!target?.addEventListener) return () => {};
      const onStorage = (event: StorageEvent) => {
        if (event.key === TOKEN_KEY || event.key === null)
          sendBack({ type: 'auth.elsewhere', token: event.key === null ? null : event.newValue });
      };
      target.addEventListener('storage', onStorage);
      return () => target.removeEventListener('storage', onStorage);
    }),
    /** Any 401 from an authenticated call, reported by the API client. */
    unauthorizedCalls: fromCallback<AuthEvent>(({ sendBack }) =>
      onUnauthorized((token) => sendBack({ type: 'auth.unauthorized', token })),
    ),
  },
  actions: {
    writeSession: (_, { keepSavedToken, ...session }: Session & { keepSavedToken?: boolean }) =>
      setSession(session, { keepSavedToken }),
    notify: (_, params: { kind: NoticeKind; message: string }) => {
      toast[params.kind](params.message);
    },
    // The server revokes the token (issue 25); the shopper is logged out here whatever it answers.
    revokeOnServer: () => {
      if (getSession().token) void authApi.logout().catch(() => undefined);
    },
    // Provided by the AuthProvider (the router's navigate); a no-op where there is no router.
    navigate: (_, _params: { to: string; replace?: boolean }) => {},
    // Provided by the AuthProvider: drops every query under ['user'] from the cache.
    clearUserData: () => {},
    rememberTarget: assign(({ event }) => {
      assertEvent(event, ['auth.login', 'auth.guest', 'auth.signup']);
      return event.type === 'auth.signup'
        ? { redirectTo: paths.home, welcome: AUTH_MESSAGES.signupSuccess }
        : { redirectTo: safeRedirect(event.redirectTo), welcome: AUTH_MESSAGES.loginSuccess };
    }),
  },
  guards: {
    hasSavedToken: () => savedToken() !== null,
    signedInElsewhere: ({ event }) => {
      assertEvent(event, 'auth.elsewhere');
      return event.token !== null && event.token !== savedToken();
    },
    signedOutElsewhere: ({ event }) => {
      assertEvent(event, 'auth.elsewhere');
      return event.token === null;
    },
    /** The refused call was made with this session's token (or we cannot tell). */
    sentByThisSession: ({ event }) => {
      assertEvent(event, 'auth.unauthorized');
      return event.token === undefined || event.token === savedToken();
    },
  },
}).createMachine({
  id: 'auth',
  context: { redirectTo: paths.home, welcome: AUTH_MESSAGES.loginSuccess },
  invoke: [{ src: 'unauthorizedCalls' }, { src: 'otherTabs' }],
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasSavedToken', target: 'checking' }, { target: 'signedOut' }],
    },
    checking: {
      invoke: {
        src: 'checkToken',
        input: () => ({ token: savedToken() ?? '' }),
        onDone: {
          target: 'signedIn',
          actions: {
            type: 'writeSession',
            params: ({ event }) => ({
              status: 'signedIn',
              token: savedToken(),
              user: event.output,
            }),
          },
        },
        onError: {
          target: 'signedOut',
          actions: [
            {
              type: 'writeSession',
              // Only a rejected token is forgotten; a check that failed for another reason (network,
              // a page left mid-call, 5xx) keeps it for the next load to check again.
              params: ({ event }) =>
                isTokenRejected(event.error) ? SIGNED_OUT : { ...SIGNED_OUT, keepSavedToken: true },
            },
            {
              type: 'notify',
              params: ({ event }) => ({
                kind: 'error',
                message: restoreFailureMessage(event.error),
              }),
            },
          ],
        },
      },
      // A login or signup while the saved token is still being checked wins over the check.
      on: {
        // Another tab changed the session mid-check: follow it (a finished check must not write
        // back a token the other tab has just logged out of).
        'auth.elsewhere': [
          {
            guard: 'signedOutElsewhere',
            target: 'signedOut',
            actions: { type: 'writeSession', params: SIGNED_OUT },
          },
          {
            guard: 'signedInElsewhere',
            target: 'checking',
            reenter: true,
            actions: {
              type: 'writeSession',
              params: ({ event }) => ({ status: 'checking', token: event.token, user: null }),
            },
          },
        ],
        'auth.login': { target: 'authenticating', actions: 'rememberTarget' },
        'auth.guest': { target: 'authenticating', actions: 'rememberTarget' },
        'auth.signup': { target: 'authenticating', actions: 'rememberTarget' },
      },
    },
    signedOut: {
      on: {
        // Another tab signed in: check its token and join that session, silently.
        'auth.elsewhere': {
          guard: 'signedInElsewhere',
          target: 'checking',
          actions: {
            type: 'writeSession',
            params: ({ event }) => ({ status: 'checking', token: event.token, user: null }),
          },
        },
        'auth.login': { target: 'authenticating', actions: 'rememberTarget' },
        'auth.guest': { target: 'authenticating', actions: 'rememberTarget' },
        'auth.signup': { target: 'authenticating', actions: 'rememberTarget' },
      },
    },
    /** A login or a signup on its way: one path for both, told apart only by the request. */
    authenticating: {
      invoke: {
        src: 'authenticate',
        input: ({ event }): AuthRequest => {
          assertEvent(event, ['auth.login', 'auth.guest', 'auth.signup']);
          if (event.type === 'auth.guest') return { kind: 'guest' };
          return event.type === 'auth.login'
            ? { kind: 'login', credentials: event.credentials }
            : { kind: 'signup', input: event.input };
        },
        onDone: {
          target: 'signedIn',
          actions: [
            {
              type: 'writeSession',
              params: ({ event }) => ({
                status: 'signedIn',
                token: event.output.token,
                user: event.output.user,
              }),
            },
            {
              type: 'notify',
              params: ({ context }) => ({ kind: 'success', message: context.welcome }),
            },
            {
              type: 'navigate',
              params: ({ context }) => ({ to: context.redirectTo, replace: true }),
            },
          ],
        },
        onError: {
          target: 'signedOut',
          actions: [
            { type: 'writeSession', params: SIGNED_OUT },
            {
              type: 'notify',
              params: ({ event }) => ({ kind: 'error', message: errorMessage(event.error) }),
            },
          ],
        },
      },
    },
    /**
     * A signup sent while signed in (a guest keeping its cart): the session stays until the new one
     * arrives, and a refusal (email taken) leaves the shopper signed in as before.
     */
    signingUpSignedIn: {
      invoke: {
        src: 'authenticate',
        input: ({ event }): AuthRequest => {
          assertEvent(event, 'auth.signup');
          return { kind: 'signup', input: event.input };
        },
        onDone: {
          target: 'signedIn',
          actions: [
            'clearUserData',
            {
              type: 'writeSession',
              params: ({ event }) => ({
                status: 'signedIn',
                token: event.output.token,
                user: event.output.user,
              }),
            },
            {
              type: 'notify',
              params: ({ context }) => ({ kind: 'success', message: context.welcome }),
            },
            {
              type: 'navigate',
              params: ({ context }) => ({ to: context.redirectTo, replace: true }),
            },
          ],
        },
        onError: {
          target: 'signedIn',
          actions: {
            type: 'notify',
            params: ({ event }) => ({ kind: 'error', message: errorMessage(event.error) }),
          },
        },
      },
    },
    signedIn: {
      on: {
        'auth.elsewhere': [
          {
            // Logged out in another tab: this tab follows, as if Logout were pressed here.
            guard: 'signedOutElsewhere',
            target: 'signedOut',
            actions: [
              { type: 'writeSession', params: SIGNED_OUT },
              'clearUserData',
              { type: 'notify', params: { kind: 'success', message: AUTH_MESSAGES.loggedOut } },
              { type: 'navigate', params: { to: paths.home } },
            ],
          },
          {
            // Someone else (or the same shopper again) signed in in another tab: that session is
            // now the shop's in this browser; check its token and take it on.
            guard: 'signedInElsewhere',
            target: 'checking',
            actions: [
              'clearUserData',
              {
                type: 'writeSession',
                params: ({ event }) => ({ status: 'checking', token: event.token, user: null }),
              },
            ],
          },
        ],
        // A guest signs up (server mode): the server turns the guest into the new account.
        'auth.signup': { target: 'signingUpSignedIn', actions: 'rememberTarget' },
        'auth.logout': {
          target: 'signedOut',
          actions: [
            'revokeOnServer',
            { type: 'writeSession', params: SIGNED_OUT },
            'clearUserData',
            { type: 'notify', params: { kind: 'success', message: AUTH_MESSAGES.loggedOut } },
            { type: 'navigate', params: { to: paths.home } },
          ],
        },
        'auth.unauthorized': {
          guard: 'sentByThisSession',
          target: 'signedOut',
          actions: [
            { type: 'writeSession', params: SIGNED_OUT },
            'clearUserData',
            { type: 'notify', params: { kind: 'error', message: AUTH_MESSAGES.sessionExpired } },
            { type: 'navigate', params: { to: paths.home } },
          ],
        },
      },
    },
  },
});

/** What React provides the machine (auth-provider.tsx); tests provide recorders. */
export interface AuthEffects {
  navigate: (to: string, options: { replace?: boolean }) => void;
  /** Drops the signed-in shopper's data from the query cache. */
  clearUserData: () => void;
}

/** The machine with the app's effects. */
export function provideAuthEffects(
  effects: AuthEffects,
  logic: AuthLogic = authMachine,
): AuthLogic {
  return logic.provide({
    actions: {
      navigate: (_, { to, replace }) => effects.navigate(to, { replace }),
      clearUserData: () => effects.clearUserData(),
    },
  });
}

export type AuthLogic = typeof authMachine;

/** The running machine for React: auth-provider.tsx mounts it and reads it through its selectors. */
export const AuthActor = createActorContext(authMachine);
