/** User Details combines the account feature's view with the auth feature's logout. */
import { useSession } from '@/api/session';
import { UserDetails } from '@/features/account/user-details';
import { useAuthActions } from '@/features/auth/use-auth';

export default function AccountUserDetailsRoute() {
  const { user } = useSession();
  const { logout } = useAuthActions();
  // The guard only renders this signed in, when the session always has its user.
  if (!user) return null;
  return <UserDetails user={user} onLogout={logout} />;
}
