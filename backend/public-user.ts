/** A user as the API shows it: never the password or its hash. */
import type { PublicUser } from '@/domain/types';
import type { Account } from './store/accounts';

export function publicUser(row: Account): PublicUser {
  return {
    ...row.extra,
    _id: row._id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
