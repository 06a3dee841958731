/** /login (see docs/shop/screens.md, Login): the login form wired to the auth machine; returns to the page first requested. */
import { useLocation } from 'react-router-dom';
import { LoginForm } from './login-form';
import { useAuthActions, useIsAuthenticating, usePreparedSignIn } from './use-auth';

/** The guard's `state.from` (src/app/require-auth), read loosely: history state is anyone's. */
function requestedPage(state: unknown): string | undefined {
  if (state && typeof state === 'object' && 'from' in state && typeof state.from === 'string') {
    return state.from;
  }
  return undefined;
}

export function LoginPage() {
  const location = useLocation();
  const from = requestedPage(location.state);
  const { login, loginAsGuest } = useAuthActions();
  const submitting = useIsAuthenticating();
  usePreparedSignIn();
  return (
    <LoginForm
      submitting={submitting}
      onSubmit={(credentials) => login(credentials, from)}
      onGuestLogin={() => loginAsGuest(from)}
    />
  );
}
