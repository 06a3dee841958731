/**
 * Sends visitors on login-required routes to /login, remembering where they were going
 * (docs/shop/rules.md, Route access).
 */
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '@/api/session';
import { paths } from '@/lib/paths';
import { FullScreenLoader } from '@/ui/spinner';

export interface RedirectState {
  from?: string;
}

export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  // Signed in at some point while on guarded pages: a sign-out now is a logout or an expired
  // session, which the auth machine follows by going home. Sending the shopper to /login here
  // would race that navigation, so the guard goes home too.
  const [wasSignedIn, setWasSignedIn] = useState(status === 'signedIn');
  if (status === 'signedIn' && !wasSignedIn) setWasSignedIn(true);

  // A saved token is being checked: wait rather than flash the login page.
  if (status === 'checking') return <FullScreenLoader label="Restoring your session" />;
  if (status === 'signedOut') {
    if (wasSignedIn) return <Navigate to={paths.home} replace />;
    const state: RedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Outlet />;
}
