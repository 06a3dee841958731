/** /login (see docs/shop/screens.md, Login): the login form wired to the auth machine; returns to the page first requested. */
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '@/api/session';
import { LoginForm } from './login-form';
import { SignedInNotice } from './signed-in-notice';
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
  const { login, loginAsGuest, logout } = useAuthActions();
  const submitting = useIsAuthenticating();
  const { status, user } = useSession();
  // Logout pressed here: the form that takes the notice's place gets the focus the button had.
  const [loggedOutHere, setLoggedOutHere] = useState(false);
  // A sign-in sent from this form: once it succeeds the machine leaves the page, and the notice
  // must not flash up in the moment between the new session and the navigation.
  const [sentHere, setSentHere] = useState(false);
  // A sign-in sent from here that ended without a session (refused, or no answer) is no longer on
  // its way: a sign-in made later in another tab shows the notice again.
  const [wasSubmitting, setWasSubmitting] = useState(submitting);
  if (submitting !== wasSubmitting) {
    setWasSubmitting(submitting);
    if (!submitting && status !== 'signedIn') setSentHere(false);
  }
  usePreparedSignIn();
  if (status === 'signedIn' && user && !sentHere) {
    return (
      <SignedInNotice
        user={user}
        onLogout={() => {
          setLoggedOutHere(true);
          logout({ stay: true });
        }}
      />
    );
  }
  return (
    <LoginForm
      focusEmail={loggedOutHere}
      submitting={submitting}
      onSubmit={(credentials) => {
        setSentHere(true);
        login(credentials, from);
      }}
      onGuestLogin={() => {
        setSentHere(true);
        loginAsGuest(from);
      }}
    />
  );
}
