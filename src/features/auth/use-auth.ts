/**
 * The small surface the rest of the app needs from the auth machine (session data: useSession). It
 * is on the first paint, so it knows the machine only by type: auth-provider.tsx loads the machine
 * when a session needs it (a saved token, another tab's sign-in, a sign-in on its way, the login and
 * signup pages) and publishes the running actor here.
 */
import { createContext, useContext, useEffect, useMemo } from 'react';
import type { Credentials, SignupInput } from '@/api/auth';
import { toast } from '@/lib/notify';
import { AUTH_MESSAGES } from './auth-messages';
import type { AuthEvent } from './auth-machine';
import { GUEST_CREDENTIALS } from './guest-account';

/** Anything that takes the machine's events: the running actor. */
export interface AuthEventTarget {
  send: (event: AuthEvent) => void;
}

export interface AuthState {
  /** The running actor, or null while its module loads. */
  actor: AuthEventTarget | null;
  /** Resolves with the actor once it runs: events sent before then wait for it. */
  ready: Promise<AuthEventTarget>;
  /** Asks for the machine (a visitor's page has not loaded it): `ready` resolves once it runs. */
  load: () => void;
  /** True while a login or signup call is in flight (read through the actor's selectors). */
  authenticating: boolean;
  /** The machine's module failed to load: actions say so (with a retry) instead of waiting. */
  failed?: boolean;
  /** Loads the module again after a failure. */
  retry?: () => void;
}

export const AuthStateContext = createContext<AuthState | null>(null);
export const AUTH_LOAD_FAILED_TOAST = 'auth-load-failed';

export interface AuthActions {
  /** `redirectTo`: the page first requested (the guard's state.from); home by default. */
  login: (credentials: Credentials, redirectTo?: string) => void;
  loginAsGuest: (redirectTo?: string) => void;
  signup: (input: SignupInput) => void;
  /** `stay`: keep the page (Logout on /login, to use another account); home otherwise. */
  logout: (options?: { stay?: boolean }) => void;
}

function useAuthState(): AuthState {
  const state = useContext(AuthStateContext);
  if (!state)
    throw new Error('useAuthActions and useIsAuthenticating need an <AuthProvider> above them');
  return state;
}

/** Tells the shopper the sign-in code did not arrive, with a retry. */
export function showLoadFailed(retry?: () => void): void {
  toast.error(AUTH_MESSAGES.loadFailed, {
    id: AUTH_LOAD_FAILED_TOAST,
    duration: Infinity,
    action: retry ? { label: 'Retry', onClick: retry } : undefined,
  });
}

export function useAuthActions(): AuthActions {
  const { actor, ready, load, failed, retry } = useAuthState();
  return useMemo(() => {
    // Sent at once when the machine runs; otherwise as soon as its module has loaded (asked for
    // now if nothing had needed it yet). If it could not load, say so again (with the retry)
    // rather than queue a click that may never be answered.
    const send = (event: AuthEvent) => {
      if (actor) actor.send(event);
      else if (failed) showLoadFailed(retry);
      else {
        load();
        void ready.then((started) => started.send(event));
      }
    };
    return {
      login: (credentials, redirectTo) => send({ type: 'auth.login', credentials, redirectTo }),
      loginAsGuest: (redirectTo) =>
        send(
          GUEST_CREDENTIALS
            ? { type: 'auth.login', credentials: GUEST_CREDENTIALS, redirectTo }
            : { type: 'auth.guest', redirectTo },
        ),
      signup: (input) => send({ type: 'auth.signup', input }),
      logout: (options) => send({ type: 'auth.logout', stay: options?.stay }),
    };
  }, [actor, ready, load, failed, retry]);
}

/**
 * A page whose purpose is to sign in (login, signup) has the machine loaded as it opens, so the
 * first submit does not wait for its module.
 */
export function usePreparedSignIn(): void {
  const { load } = useAuthState();
  useEffect(load, [load]);
}

/** True while a login or signup call is in flight (the submit buttons show it). */
export function useIsAuthenticating(): boolean {
  return useAuthState().authenticating;
}
