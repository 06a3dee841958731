/** The small surface the rest of the app needs from the auth machine (session data: useSession). */
import { useContext, useMemo, useSyncExternalStore } from 'react';
import type { Credentials, SignupInput } from '@/api/auth';
import { toast } from '@/lib/notify';
import { AuthRuntimeContext, type AuthRuntime } from './auth-context';
import { AUTH_MESSAGES } from './auth-messages';
import type { AuthEvent } from './auth-machine';
import { GUEST_CREDENTIALS } from './guest-account';

export interface AuthActions {
  /** `redirectTo`: the page first requested (the guard's state.from); home by default. */
  login: (credentials: Credentials, redirectTo?: string) => void;
  loginAsGuest: (redirectTo?: string) => void;
  signup: (input: SignupInput) => void;
  logout: () => void;
}

function useRuntime(): AuthRuntime {
  const runtime = useContext(AuthRuntimeContext);
  if (!runtime)
    throw new Error('useAuthActions and useIsAuthenticating need an <AuthProvider> above them');
  return runtime;
}

export function useAuthActions(): AuthActions {
  const { actor, ready, failed, retry } = useRuntime();
  return useMemo(() => {
    // Sent at once when the machine runs; otherwise as soon as its module has loaded. If it could
    // not load, say so again (with the retry) rather than queue a click that may never be answered.
    const send = (event: AuthEvent) => {
      if (actor) actor.send(event);
      else if (failed)
        toast.error(AUTH_MESSAGES.loadFailed, {
          id: 'auth-load-failed',
          duration: Infinity,
          action: retry ? { label: 'Retry', onClick: retry } : undefined,
        });
      else void ready.then((started) => started.send(event));
    };
    return {
      login: (credentials, redirectTo) => send({ type: 'auth.login', credentials, redirectTo }),
      loginAsGuest: (redirectTo) =>
        send({ type: 'auth.login', credentials: GUEST_CREDENTIALS, redirectTo }),
      signup: (input) => send({ type: 'auth.signup', input }),
      logout: () => send({ type: 'auth.logout' }),
    };
  }, [actor, ready, failed, retry]);
}

const noop = () => () => undefined;

/** True while a login or signup call is in flight (the submit buttons show it). */
export function useIsAuthenticating(): boolean {
  const { actor } = useRuntime();
  const subscribe = useMemo(
    () => (actor ? (listener: () => void) => actor.subscribe(listener).unsubscribe : noop),
    [actor],
  );
  return useSyncExternalStore(
    subscribe,
    () => actor?.getSnapshot().matches('authenticating') ?? false,
    () => false,
  );
}
