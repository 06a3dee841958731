/** Sends visitors on login-required routes to /login, remembering where they were going (spec §2). */
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
  // A saved token is being checked: wait rather than flash the login page.
  if (status === 'checking') return <FullScreenLoader label="Restoring your session" />;
  if (status === 'signedOut') {
    const state: RedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Outlet />;
}
