/**
 * The session's life (see docs/shop/rules.md, Sign-in and sessions): a saved token is checked on
 * start, login and signup sign in, logout and any 401 sign out. The session itself lives in one
 * place, the store in src/api/session.ts: this machine is its only writer (through its writeSession
 * effect) and reads the token back from it. Every side effect is a named actor or action with a
 * placeholder here that throws until provided, as in the checkout machine: auth-provider.tsx
 * provides the app's (auth-effects.ts, with React's navigation and query cache), tests provide
 * fakes. Every guard and every repeated group of actions has a name. This module (and xstate with
 * it) loads after the first paint, and carries the app's effects with it in the same chunk.
 */
import { createActorContext } from '@xstate/react';
import {
  assertEvent,
  assign,
  enqueueActions,
  fromCallback,
  fromPromise,
  setup,
  type ParameterizedObject,
} from 'xstate';
import { paths } from '@/lib/paths';
import { errorMessage, isApiError } from '@/api/client';
import type { Credentials, SignupInput } from '@/api/auth';
import { getSession, type Session } from '@/api/session';
import type { PublicUser } from '@/domain/types';
import { AUTH_MESSAGES } from './auth-messages';

export { authEffects, type AuthHost } from './auth-effects';

export interface AuthContext {
  /** Where a successful sign-in goes: for a login the page first requested, default '/'. */
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
  /** `stay`: keep the page (Logout on /login, to use another account); home otherwise. */
  | { type: 'auth.logout'; stay?: boolean }
  /** Another tab of the shop signed in (a new token) or out (null): localStorage `token` changed. */
  | { type: 'auth.elsewhere'; token: string | null }
  /** `token`: the token the refused call carried; undefined when not known. */
  | { type: 'auth.unauthorized'; token?: string | null };

export interface AuthSuccess {
  token: string;
  user: PublicUser;
}

export type NoticeKind = 'success' | 'error' | 'info';
export interface Notice {
  kind: NoticeKind;
  message: string;
}

/** What writeSession writes: a session, and whether a signed-out one keeps the saved token. */
export type SessionWrite = Session & { keepSavedToken?: boolean };

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

const notProvided = (name: string) => () => {
  throw new Error(`auth machine: '${name}' was not provided`);
};

/** An effect action's stand-in: the host provides the real one (AuthEffects). */
const placeholder =
  <TParams = undefined>(name: string) =>
  (_args: { context: AuthContext }, _params: TParams): void =>
    notProvided(name)();

/** The actions that are effects: the session store, toasts, the server, navigation, the cache. */
const effectActions = {
  writeSession: placeholder<SessionWrite>('writeSession'),
  notify: placeholder<Notice>('notify'),
  /** Ends the session on the server too; the shopper is logged out here whatever it answers. */
  revokeOnServer: placeholder('revokeOnServer'),
  navigate: placeholder<{ to: string; replace?: boolean }>('navigate'),
  /** Drops the signed-in shopper's data from the query cache. */
  clearUserData: placeholder('clearUserData'),
};

/** The effect actions as action objects: what the named groups (signIn, signOut) enqueue. */
type EffectAction = {
  [K in keyof typeof effectActions]: {
    type: K;
    params: Parameters<(typeof effectActions)[K]>[1];
  };
}[keyof typeof effectActions];

/**
 * A named group of effect actions, run in order where it is used. Typed here rather than left to
 * setup(), which cannot infer a group's params while the group names the actions beside it.
 */
const effectGroup = <TParams extends ParameterizedObject['params'] | undefined>(
  collect: (
    args: {
      context: AuthContext;
      enqueue: (action: EffectAction | 'clearUserData' | 'revokeOnServer') => void;
    },
    params: TParams,
  ) => void,
) =>
  enqueueActions<
    AuthContext,
    AuthEvent,
    TParams,
    AuthEvent,
    never,
    EffectAction,
    never,
    never,
    never
  >(({ context, enqueue }, params) => collect({ context, enqueue }, params));

/** Params for the error toast of a failed call: its first message. */
const failureNotice = ({ event }: { event: { error: unknown } }): Notice => ({
  kind: 'error',
  message: errorMessage(event.error),
});

/** Params for writeSession when another tab signed in: its token, to be checked. */
const otherTabSession = ({ event }: { event: { token: string | null } }): Session => ({
  status: 'checking',
  token: event.token,
  user: null,
});

/** The three ways to sign in, taken where no session is (yet) in place. */
const signInEvents = {
  'auth.login': { target: 'authenticating', actions: 'rememberTarget' },
  'auth.guest': { target: 'authenticating', actions: 'rememberTarget' },
  'auth.signup': { target: 'authenticating', actions: 'rememberTarget' },
} as const;

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    /** Resolves with the user the saved token belongs to. */
    checkToken: fromPromise<PublicUser, { token: string }>(notProvided('checkToken')),
    /** A login, a guest account or a signup: resolves with the new session's token and user. */
    authenticate: fromPromise<AuthSuccess, AuthRequest>(notProvided('authenticate')),
    /** Sends `auth.elsewhere` when another tab signs in or out. */
    otherTabs: fromCallback<AuthEvent>(notProvided('otherTabs')),
    /** Sends `auth.unauthorized` for any 401 from an authenticated call. */
    unauthorizedCalls: fromCallback<AuthEvent>(notProvided('unauthorizedCalls')),
  },
  actions: {
    ...effectActions,
    rememberTarget: assign(({ event }) => {
      assertEvent(event, ['auth.login', 'auth.guest', 'auth.signup']);
      return event.type === 'auth.signup'
        ? { redirectTo: paths.home, welcome: AUTH_MESSAGES.signupSuccess }
        : { redirectTo: safeRedirect(event.redirectTo), welcome: AUTH_MESSAGES.loginSuccess };
    }),
    /** A sign-in succeeded: the new session, the welcome toast, the page it was for. */
    signIn: effectGroup<AuthSuccess>(({ context, enqueue }, { token, user }) => {
      enqueue({ type: 'writeSession', params: { status: 'signedIn', token, user } });
      enqueue({ type: 'notify', params: { kind: 'success', message: context.welcome } });
      enqueue({ type: 'navigate', params: { to: context.redirectTo, replace: true } });
    }),
    /**
     * The session ends here (logout, a 401, another tab): cleared, data dropped, told, home (or,
     * `stay`, on the page where Logout was pressed).
     */
    signOut: effectGroup<Notice & { stay?: boolean }>(({ enqueue }, { stay, ...notice }) => {
      enqueue({ type: 'writeSession', params: SIGNED_OUT });
      enqueue('clearUserData');
      enqueue({ type: 'notify', params: notice });
      if (!stay) enqueue({ type: 'navigate', params: { to: paths.home } });
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
            actions: { type: 'writeSession', params: otherTabSession },
          },
        ],
        ...signInEvents,
      },
    },
    signedOut: {
      on: {
        // Another tab signed in: check its token and join that session, silently.
        'auth.elsewhere': {
          guard: 'signedInElsewhere',
          target: 'checking',
          actions: { type: 'writeSession', params: otherTabSession },
        },
        ...signInEvents,
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
          actions: { type: 'signIn', params: ({ event }) => event.output },
        },
        onError: {
          target: 'signedOut',
          actions: [
            // A refused login says nothing of a token saved by another tab (signed in there) or
            // kept after a check that could not be made: it stays for them, and for the next visit.
            { type: 'writeSession', params: { ...SIGNED_OUT, keepSavedToken: true } },
            { type: 'notify', params: failureNotice },
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
          actions: ['clearUserData', { type: 'signIn', params: ({ event }) => event.output }],
        },
        onError: {
          target: 'signedIn',
          actions: { type: 'notify', params: failureNotice },
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
            actions: {
              type: 'signOut',
              params: { kind: 'success', message: AUTH_MESSAGES.loggedOut },
            },
          },
          {
            // Someone else (or the same shopper again) signed in in another tab: that session is
            // now the shop's in this browser; check its token and take it on.
            guard: 'signedInElsewhere',
            target: 'checking',
            actions: ['clearUserData', { type: 'writeSession', params: otherTabSession }],
          },
        ],
        // A guest signs up (server mode): the server turns the guest into the new account.
        'auth.signup': { target: 'signingUpSignedIn', actions: 'rememberTarget' },
        'auth.logout': {
          target: 'signedOut',
          // Revoked first: the call carries the session's token, which signOut then clears.
          actions: [
            'revokeOnServer',
            {
              type: 'signOut',
              params: ({ event }) => ({
                kind: 'success',
                message: AUTH_MESSAGES.loggedOut,
                stay: event.stay,
              }),
            },
          ],
        },
        'auth.unauthorized': {
          guard: 'sentByThisSession',
          target: 'signedOut',
          actions: {
            type: 'signOut',
            params: { kind: 'error', message: AUTH_MESSAGES.sessionExpired },
          },
        },
      },
    },
  },
});

type Implementations = Parameters<typeof authMachine.provide>[0];

/**
 * The effects the host provides, every one of them (the app: auth-effects.ts, given React's
 * navigation and query cache by auth-provider.tsx; tests: recorders). Left out, a placeholder
 * throws "'name' was not provided".
 */
export interface AuthEffects {
  actors: Required<NonNullable<Implementations['actors']>>;
  actions: Required<Pick<NonNullable<Implementations['actions']>, keyof typeof effectActions>>;
}

export type AuthLogic = typeof authMachine;

/** The running machine for React: auth-provider.tsx mounts it and reads it through its selectors. */
export const AuthActor = createActorContext(authMachine);
