/** The User Details tab (docs/shop/screens.md, Account details): full name, email and Logout. */
import { LogOut } from 'lucide-react';
import type { PublicUser } from '@/domain/types';
import { Button } from '@/ui/button';

export interface UserDetailsProps {
  user: Pick<PublicUser, 'firstName' | 'lastName' | 'email'>;
  onLogout: () => void;
}

export function UserDetails({ user, onLogout }: UserDetailsProps) {
  return (
    <section aria-labelledby="user-details-title" className="flex flex-col gap-4">
      <h2 id="user-details-title" className="text-lg font-semibold text-neutral-900">
        User Details
      </h2>
      <dl className="grid max-w-lg grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="font-medium text-neutral-700">Full Name</dt>
        <dd className="text-neutral-900">
          {user.firstName} {user.lastName}
        </dd>
        <dt className="font-medium text-neutral-700">Email</dt>
        <dd className="break-all text-neutral-900">{user.email}</dd>
      </dl>
      <div>
        <Button variant="danger" onClick={onLogout}>
          <LogOut aria-hidden="true" />
          Logout
        </Button>
      </div>
    </section>
  );
}
