/** The small surface the rest of the app needs from the auth machine (session data: useSession). */
import { useMemo } from 'react';
import type { Credentials, SignupInput } from '@/api/endpoints';
import { AuthActorContext } from './auth-context';
import { GUEST_CREDENTIALS } from './guest-account';

export interface AuthActions {
  /** `redirectTo`: the page first requested (the guard's state.from); home by default. */
  login: (credentials: Credentials, redirectTo?: string) => void;
  loginAsGuest: (redirectTo?: string) => void;
  signup: (input: SignupInput) => void;
  logout: () => void;
}

export function useAuthActions(): AuthActions {
  const actor = AuthActorContext.useActorRef();
  return useMemo(
    () => ({
      login: (credentials, redirectTo) =>
        actor.send({ type: 'auth.login', credentials, redirectTo }),
      loginAsGuest: (redirectTo) =>
        actor.send({ type: 'auth.login', credentials: GUEST_CREDENTIALS, redirectTo }),
      signup: (input) => actor.send({ type: 'auth.signup', input }),
      logout: () => actor.send({ type: 'auth.logout' }),
    }),
    [actor],
  );
}

/** True while a login or signup call is in flight (the submit buttons show it). */
export function useIsAuthenticating(): boolean {
  return AuthActorContext.useSelector((snapshot) => snapshot.matches('authenticating'));
}
