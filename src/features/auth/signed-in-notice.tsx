/**
 * /login for a shopper already signed in (a bookmark, a link, the address typed): who they
 * are and the ways on, in place of a form whose Login would replace the session. A guest has no
 * password to come back with, so a guest is offered Signup, which keeps the guest's cart, wishlist,
 * addresses and orders (docs/shop/rules.md, "Guests"); an account is offered Logout first.
 */
import { Link } from 'react-router-dom';
import { isGuestEmail } from '@/domain/email';
import type { PublicUser } from '@/domain/types';
import { paths } from '@/lib/paths';
import { Button } from '@/ui/button';
import { AuthCard } from './auth-card';

export interface SignedInNoticeProps {
  user: PublicUser;
  onLogout: () => void;
}

export function SignedInNotice({ user, onLogout }: SignedInNoticeProps) {
  if (isGuestEmail(user.email)) {
    return (
      <AuthCard title="Login">
        <div className="flex flex-col gap-4">
          <p className="text-neutral-800">
            You are shopping as a guest. Sign up to keep your cart, wishlist, addresses and orders
            under your own email and password.
          </p>
          <Button asChild fullWidth>
            <Link to={paths.signup}>Sign up</Link>
          </Button>
          <Button asChild variant="secondary" fullWidth>
            <Link to={paths.products}>Continue shopping</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <AuthCard title="Login">
      <div className="flex flex-col gap-4">
        <p className="[overflow-wrap:anywhere] text-neutral-800">
          You are logged in as <strong className="font-semibold">{name}</strong> ({user.email}).
        </p>
        <Button asChild fullWidth>
          <Link to={paths.userDetails}>Go to your account</Link>
        </Button>
        <Button type="button" variant="secondary" fullWidth onClick={onLogout}>
          Log out to use another account
        </Button>
      </div>
    </AuthCard>
  );
}
