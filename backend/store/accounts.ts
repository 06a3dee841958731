/**
 * Accounts: who may sign in (email, password hash, token version) and the guests the server removes
 * when they expire. Emails are kept and compared as src/domain/email.ts normalises them. The SQL
 * side is server/db/accounts.ts; both pass tests/unit/backend/contract/accounts.ts.
 */
import { normaliseEmail } from '@/domain/email';
import { isOpenOrder } from '@/domain/order-status';
import { MESSAGES } from '../messages';
import type { Engine } from './engine';
import { refusal, success, type Outcome } from './outcome';
import type { UserRow } from './schema';

/** What a guest's signup sets on the account. */
export type GuestUpgrade = Pick<
  UserRow,
  'firstName' | 'lastName' | 'email' | 'passwordHash' | 'extra' | 'updatedAt'
>;

/** A user's own fields, without their cart, wishlist, addresses or orders. */
export type Account = Omit<UserRow, 'cart' | 'wishlist' | 'addresses' | 'orders'>;

export function accountOf(user: UserRow): Account {
  const {
    cart: _cart,
    wishlist: _wishlist,
    addresses: _addresses,
    orders: _orders,
    ...account
  } = user;
  return account;
}

export interface AccountsRepository {
  /** The user with this email (any case, spaces trimmed), with all their records. */
  findByEmail(email: string): Promise<UserRow | undefined>;
  findById(id: string): Promise<UserRow | undefined>;
  /** The account alone: the lighter read every signed-in request and every login makes. */
  findAccountByEmail(email: string): Promise<Account | undefined>;
  /**
   * Stores the user and the records it carries; refuses ('exists') when the email is taken, the
   * check and the insert being one step.
   */
  create(row: UserRow): Promise<Outcome<UserRow>>;
  /** Raises the account's token version (logout): every token signed before is refused. */
  revokeTokens(userId: string): Promise<Outcome<{ tokenVersion: number }>>;
  /**
   * A guest signs up: the guest account `userId` becomes the account `details` describes, keeping
   * its cart, wishlist, addresses and orders, and stops being a guest (no `guestUntil`). Refuses
   * 'exists' when another account has the email, 'not-found' when `userId` is no guest.
   */
  upgradeGuest(userId: string, details: GuestUpgrade): Promise<Outcome<UserRow>>;
  /**
   * Removes every guest account whose `guestUntil` is before `now`, with all its data; answers how
   * many. A guest with an open order (src/domain/order-status.ts `isOpenOrder`: stock held, a
   * payment, a parcel or a refund still to come) stays until it is over. Idempotent, so any number
   * of processes may sweep at once.
   */
  removeExpiredGuests(now: Date): Promise<number>;
}

/** How long after its last order a guest past its end is kept: a late payment may still come. */
export const GUEST_KEPT_AFTER_ORDER_MS = 24 * 60 * 60 * 1000;

export function createMemoryAccounts(engine: Engine): AccountsRepository {
  const byEmail = (email: string) =>
    engine.read((db) => db.users.find((u) => u.email === normaliseEmail(email)));
  return {
    findByEmail: async (email) => structuredClone(await byEmail(email)),
    findById: (id) => engine.read((db) => structuredClone(db.users.find((u) => u._id === id))),
    findAccountByEmail: async (email) => {
      const user = await byEmail(email);
      return user && structuredClone(accountOf(user));
    },
    create: (row) =>
      engine.write((draft) => {
        const user = { ...row, email: normaliseEmail(row.email) };
        if (draft.users.some((u) => u.email === user.email))
          return refusal('exists', MESSAGES.emailExists);
        draft.users.push(user);
        return success(structuredClone(user));
      }),
    revokeTokens: (userId) =>
      engine.write((draft) => {
        const user = draft.users.find((u) => u._id === userId);
        if (!user) return refusal('not-found', MESSAGES.notRegistered);
        user.tokenVersion += 1;
        return success({ tokenVersion: user.tokenVersion });
      }),
    upgradeGuest: (userId, details) =>
      engine.write((draft) => {
        const email = normaliseEmail(details.email);
        const user = draft.users.find((u) => u._id === userId);
        if (!user?.guestUntil) return refusal('not-found', MESSAGES.notRegistered);
        if (draft.users.some((u) => u.email === email && u._id !== userId))
          return refusal('exists', MESSAGES.emailExists);
        Object.assign(user, { ...details, email });
        delete user.guestUntil;
        // Its orders' emails go to the account's address now, not the guest's made-up one.
        user.orders = user.orders.map((order) => ({ ...order, userEmail: email }));
        return success(structuredClone(user));
      }),
    removeExpiredGuests: async (now) => {
      // A guest with an open order stays until it is over: removed with it, its held units would
      // stay held for good, and a payment, a parcel or a refund would lose its order. So does one
      // with an order made in the last day: a late payment may still land on it, cancelled or
      // expired, and must find it to be refunded.
      const recent = now.getTime() - GUEST_KEPT_AFTER_ORDER_MS;
      const expired = (user: UserRow) =>
        user.guestUntil !== undefined &&
        Date.parse(user.guestUntil) < now.getTime() &&
        !user.orders.some((o) => isOpenOrder(o) || Date.parse(o.createdAt) > recent);
      // A read first: a sweep that finds nothing writes (and saves) nothing.
      if (!(await engine.read((db) => db.users.some(expired)))) return 0;
      const swept = await engine.write((draft) => {
        const before = draft.users.length;
        draft.users = draft.users.filter((u) => !expired(u));
        return success(before - draft.users.length);
      });
      return swept.ok ? swept.value : 0;
    },
  };
}
