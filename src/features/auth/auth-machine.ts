/**
 * The session's life (spec §4 Auth): a saved token is checked on start, login and signup sign in,
 * logout and any 401 sign out. This machine is the only writer of the session store in src/api, so the
 * rest of the app reads useSession(). Every side effect is a named actor or action: React provides
 * navigation and the query cache (auth-provider.tsx), tests provide fakes.
 */
import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import { toast } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { errorMessage, isApiError } from '@/api/client';
import { authApi, type Credentials, type SignupInput } from '@/api/auth';
import { onUnauthorized, setSession, TOKEN_KEY, type Session } from '@/api/session';
import type { PublicUser } from '@/domain/types';
import { AUTH_MESSAGES } from './auth-messages';

export interface AuthContext {
  token: string | null;
  user: PublicUser | null;
  /** Where a successful login goes: the page first requested (spec §2), default '/'. */
  redirectTo: string;
}

export interface AuthInput {
  /** The token saved by an earlier visit (localStorage `token`), checked on start. */
  token: string | null;
}

export type AuthEvent =
  | { type: 'auth.login'; credentials: Credentials; redirectTo?: string }
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
    input: {} as AuthInput,
  },
  actors: {
    checkToken: fromPromise<PublicUser, { token: string }>(async () => (await authApi.me()).user),
    login: fromPromise<AuthSuccess, Credentials>(async ({ input }) => {
      const data = await authApi.login(input);
      return { token: data.encodedToken, user: data.foundUser };
    }),
    signup: fromPromise<AuthSuccess, SignupInput>(async ({ input }) => {
      const data = await authApi.signup(input);
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
    // Provided by the AuthProvider (the router's navigate); a no-op where there is no router.
    navigate: (_, _params: { to: string; replace?: boolean }) => {},
    // Provided by the AuthProvider: drops every query under ['user'] from the cache.
    clearUserData: () => {},
    rememberRedirect: assign(({ event }) => {
      assertEvent(event, 'auth.login');
      return { redirectTo: safeRedirect(event.redirectTo) };
    }),
    forgetUser: assign({ token: null, user: null }),
  },
  guards: {
    hasSavedToken: ({ context }) => context.token !== null,
    signedInElsewhere: ({ context, event }) => {
      assertEvent(event, 'auth.elsewhere');
      return event.token !== null && event.token !== context.token;
    },
    signedOutElsewhere: ({ event }) => {
      assertEvent(event, 'auth.elsewhere');
      return event.token === null;
    },
    /** The refused call was made with this session's token (or we cannot tell). */
    sentByThisSession: ({ context, event }) => {
      assertEvent(event, 'auth.unauthorized');
      return event.token === undefined || event.token === context.token;
    },
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({ token: input.token, user: null, redirectTo: paths.home }),
  invoke: [{ src: 'unauthorizedCalls' }, { src: 'otherTabs' }],
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasSavedToken', target: 'checking' }, { target: 'signedOut' }],
    },
    checking: {
      invoke: {
        src: 'checkToken',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'signedIn',
          actions: [
            assign({ user: ({ event }) => event.output }),
            {
              type: 'writeSession',
              params: ({ context, event }) => ({
                status: 'signedIn',
                token: context.token,
                user: event.output,
              }),
            },
          ],
        },
        onError: {
          target: 'signedOut',
          actions: [
            'forgetUser',
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
      // Someone logging in while the old token is still being checked wins over the check.
      on: {
        // Another tab changed the session mid-check: follow it (a finished check must not write
        // back a token the other tab has just logged out of).
        'auth.elsewhere': [
          {
            guard: 'signedOutElsewhere',
            target: 'signedOut',
            actions: ['forgetUser', { type: 'writeSession', params: SIGNED_OUT }],
          },
          {
            guard: 'signedInElsewhere',
            target: 'checking',
            reenter: true,
            actions: assign(({ event }) => ({ token: event.token, user: null })),
          },
        ],
        'auth.login': { target: 'authenticating.loggingIn', actions: 'rememberRedirect' },
        'auth.signup': { target: 'authenticating.signingUp' },
      },
    },
    signedOut: {
      on: {
        // Another tab signed in: check its token and join that session, silently.
        'auth.elsewhere': {
          guard: 'signedInElsewhere',
          target: 'checking',
          actions: [
            assign(({ event }) => ({ token: event.token, user: null })),
            {
              type: 'writeSession',
              params: ({ event }) => ({ status: 'checking', token: event.token, user: null }),
            },
          ],
        },
        'auth.login': { target: 'authenticating.loggingIn', actions: 'rememberRedirect' },
        'auth.signup': { target: 'authenticating.signingUp' },
      },
    },
    authenticating: {
      initial: 'loggingIn',
      states: {
        loggingIn: {
          invoke: {
            src: 'login',
            input: ({ event }) => {
              assertEvent(event, 'auth.login');
              return event.credentials;
            },
            onDone: {
              target: '#auth.signedIn',
              actions: [
                assign(({ event }) => ({ token: event.output.token, user: event.output.user })),
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
                  params: { kind: 'success', message: AUTH_MESSAGES.loginSuccess },
                },
                {
                  type: 'navigate',
                  params: ({ context }) => ({ to: context.redirectTo, replace: true }),
                },
              ],
            },
            onError: {
              target: '#auth.signedOut',
              actions: [
                'forgetUser',
                { type: 'writeSession', params: SIGNED_OUT },
                {
                  type: 'notify',
                  params: ({ event }) => ({ kind: 'error', message: errorMessage(event.error) }),
                },
              ],
            },
          },
        },
        signingUp: {
          invoke: {
            src: 'signup',
            input: ({ event }) => {
              assertEvent(event, 'auth.signup');
              return event.input;
            },
            onDone: {
              target: '#auth.signedIn',
              actions: [
                assign(({ event }) => ({ token: event.output.token, user: event.output.user })),
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
                  params: { kind: 'success', message: AUTH_MESSAGES.signupSuccess },
                },
                { type: 'navigate', params: { to: paths.home, replace: true } },
              ],
            },
            onError: {
              target: '#auth.signedOut',
              actions: [
                'forgetUser',
                { type: 'writeSession', params: SIGNED_OUT },
                {
                  type: 'notify',
                  params: ({ event }) => ({ kind: 'error', message: errorMessage(event.error) }),
                },
              ],
            },
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
              'forgetUser',
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
              assign(({ event }) => ({ token: event.token, user: null })),
              'clearUserData',
              {
                type: 'writeSession',
                params: ({ event }) => ({ status: 'checking', token: event.token, user: null }),
              },
            ],
          },
        ],
        'auth.logout': {
          target: 'signedOut',
          actions: [
            'forgetUser',
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
            'forgetUser',
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
