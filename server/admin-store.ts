/**
 * The shop as server mode hands it to the handlers: the same shop, except that the console's export
 * never carries password hashes, and an import of such an export keeps each account's current hash
 * (an account new to this shop gets none that could verify: it cannot log in).
 */
import { REDACTED_PASSWORD_HASH } from '@backend/passwords';
import type { DbState } from '@backend/store/schema';
import type { Shop } from '@backend/store/shop';

/** What an export shows instead of a hash. verifyPassword refuses it, so it never opens an account. */
export const REDACTED_HASH = REDACTED_PASSWORD_HASH;

export function withRedactedExport(shop: Shop): Shop {
  const { admin } = shop;
  return {
    ...shop,
    admin: {
      ...admin,
      async snapshot(): Promise<DbState> {
        const state = await admin.snapshot();
        return {
          ...state,
          users: state.users.map((user) => ({ ...user, passwordHash: REDACTED_HASH })),
        };
      },
      async replace(next: DbState): Promise<void> {
        const current = new Map(
          (await admin.snapshot()).users.map((user) => [user._id, user.passwordHash]),
        );
        await admin.replace({
          ...next,
          users: next.users.map((user) =>
            user.passwordHash === REDACTED_HASH
              ? { ...user, passwordHash: current.get(user._id) ?? REDACTED_HASH }
              : user,
          ),
        });
      },
    },
  };
}
