/**
 * Accounts on PostgreSQL: each call one statement (a signup also inserts the records it carries, in
 * the same transaction). The unique index on lower(email) decides between two signups racing for
 * one email. Its share of the whole-shop document: the users' own fields. The account every
 * signed-in request reads is kept in the process (createAccountCache below), so a cart click asks
 * the database nothing about who is clicking.
 */
import { normaliseEmail } from '@/domain/email';
import { OPEN_ORDER_STATUSES } from '@/domain/order-status';
import { MESSAGES } from '@backend/messages';
import {
  accountOf,
  GUEST_KEPT_AFTER_ORDER_MS,
  type AccountsRepository,
  type Account,
} from '@backend/store/accounts';
import { refusal, success } from '@backend/store/outcome';
import { userRowSchema, type UserRow } from '@backend/store/schema';
import { guard, unlessDuplicate } from './errors';
import { rowsOf, type DocumentPart, type UserRecords } from './parts';
import type { Database, Queryable } from './sql';

const ACCOUNTS_CHANNEL = 'glamour_accounts';
/** How many accounts a process keeps at most (the oldest kept goes first). */
const MAX_CACHED_ACCOUNTS = 10_000;

const ACCOUNT_JSON = `json_build_object('_id', u.id, 'firstName', u.first_name,
  'lastName', u.last_name, 'email', u.email, 'createdAt', u.created_at, 'updatedAt', u.updated_at,
  'passwordHash', u.password_hash, 'extra', u.extra, 'tokenVersion', u.token_version,
  'guestUntil', to_char(u.guest_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'cart', '[]'::json, 'wishlist', '[]'::json, 'addresses', '[]'::json, 'orders', '[]'::json)`;

/** Users (their lists empty) where `where` holds, in shop order. */
async function loadUsers(tx: Queryable, where: string, params: string[]): Promise<UserRow[]> {
  const rows = await tx.query<{ j: Record<string, unknown> }>(
    `SELECT ${ACCOUNT_JSON} AS j FROM users u WHERE ${where} ORDER BY u.position`,
    params,
  );
  // The schema puts every field back in the API's order (jsonb sorts keys). Only a guest has
  // `guestUntil`: every other account's null is left out, as the memory side leaves it out.
  return rows.map(({ j }) => {
    if (j.guestUntil === null) delete j.guestUntil;
    return userRowSchema.parse(j);
  });
}

async function insertUsers(tx: Queryable, users: readonly UserRow[]) {
  if (users.length === 0) return;
  await tx.query(
    `INSERT INTO users (id, first_name, last_name, email, password_hash, extra, created_at,
       updated_at, token_version, guest_until)
     SELECT v->>'_id', v->>'firstName', v->>'lastName', v->>'email', v->>'passwordHash',
       (v->'extra')::jsonb, v->>'createdAt', v->>'updatedAt', (v->>'tokenVersion')::integer,
       (v->>'guestUntil')::timestamptz
     ${rowsOf('$1')} ORDER BY n`,
    [JSON.stringify(users)],
  );
}

export const accountsPart: DocumentPart = {
  tables: ['users'],
  write: (tx, doc) => insertUsers(tx, doc.users),
  read: async (tx, doc) => {
    doc.users = await loadUsers(tx, 'true', []);
  },
};

/**
 * The accounts signed-in requests read, by normalised email, kept in this process while the
 * database's notifications arrive: any change to an account or its removal, by any process or by
 * hand in SQL, NOTIFYs at its commit (migration 0015) and the copy is dropped; this process's own
 * writes drop it at once too. While the listening connection is down nothing is kept, so every
 * request reads the account afresh. A read that started before a drop is never kept (the
 * generation moved on), so a logout is never undone by a slow read.
 */
export function createAccountCache(db: Database) {
  let live = false;
  let generation = 0;
  const byEmail = new Map<string, Account>();
  const drop = (email?: string) => {
    generation += 1;
    if (email === undefined) byEmail.clear();
    else byEmail.delete(email);
  };
  db.listen(ACCOUNTS_CHANNEL, {
    onNotify: (payload) => drop(payload === '*' ? undefined : payload),
    onState(up) {
      drop();
      live = up;
    },
  });
  return {
    /** Drops the account with this normalised email, or every account. */
    drop,
    async get(
      email: string,
      load: (email: string) => Promise<Account | undefined>,
    ): Promise<Account | undefined> {
      const key = normaliseEmail(email);
      const kept = live ? byEmail.get(key) : undefined;
      if (kept) return structuredClone(kept);
      const at = generation;
      const account = await load(key);
      if (account && live && at === generation) {
        byEmail.set(key, structuredClone(account));
        if (byEmail.size > MAX_CACHED_ACCOUNTS) {
          const oldest = byEmail.keys().next();
          if (!oldest.done) byEmail.delete(oldest.value);
        }
      }
      return account;
    },
  };
}

/** `records`: the shopper's lists (./shop.ts), read with a whole user and stored with a new one. */
export function createPgAccounts(
  db: Database,
  records: readonly UserRecords[],
): AccountsRepository & { forget(): void } {
  const cache = createAccountCache(db);
  async function whole(tx: Queryable, where: string, param: string) {
    const [user] = await loadUsers(tx, where, [param]);
    if (user) for (const part of records) await part.load(tx, [user]);
    return user;
  }
  const byEmail = 'lower(u.email) = $1';
  const notRegistered = refusal('not-found', MESSAGES.notRegistered);
  const emailExists = refusal('exists', MESSAGES.emailExists);

  return {
    findByEmail: (email) => guard(() => whole(db, byEmail, normaliseEmail(email))),
    findById: (id) => guard(() => whole(db, 'u.id = $1', id)),
    findAccountByEmail: (email) =>
      guard(() =>
        cache.get(email, async (key) => {
          const [user] = await loadUsers(db, byEmail, [key]);
          return user && accountOf(user);
        }),
      ),
    create: (row) =>
      unlessDuplicate(async () => {
        const user = { ...row, email: normaliseEmail(row.email) };
        await db.transaction(async (tx) => {
          await insertUsers(tx, [user]);
          for (const part of records) await part.insert(tx, [user]);
        });
        return success(structuredClone(user));
      }, emailExists),
    revokeTokens: (userId) =>
      guard(async () => {
        const [row] = await db.query<{ token_version: number; email: string }>(
          `UPDATE users SET token_version = token_version + 1 WHERE id = $1
           RETURNING token_version, lower(email) AS email`,
          [userId],
        );
        // Refused here at once; every other process hears the NOTIFY at the commit.
        if (row) cache.drop(row.email);
        return row ? success({ tokenVersion: row.token_version }) : notRegistered;
      }),
    upgradeGuest: (userId, details) =>
      unlessDuplicate(async () => {
        // The guest's orders are the account's now, and so is the address their emails go to
        // (they went to the guest's made-up address, which no one reads). Two statements: the
        // second's snapshot is taken once the first has the account's row, so an order placed
        // meanwhile (it holds that row shared to its commit, migration 0019) is moved too.
        const updated = await db.transaction(async (tx) => {
          const account = await tx.query<{ id: string; email: string }>(
            `UPDATE users SET first_name = $2, last_name = $3, email = $4, password_hash = $5,
               extra = $6::text::jsonb, updated_at = $7, guest_until = NULL
             WHERE id = $1 AND guest_until IS NOT NULL RETURNING id, email`,
            [
              userId,
              details.firstName,
              details.lastName,
              normaliseEmail(details.email),
              details.passwordHash,
              JSON.stringify(details.extra),
              details.updatedAt,
            ],
          );
          if (account[0])
            await tx.query('UPDATE orders SET user_email = $2 WHERE user_id = $1', [
              userId,
              account[0].email,
            ]);
          return account;
        });
        // The guest's old email and its new one (rare: every kept account goes).
        cache.drop();
        if (updated.length === 0) return notRegistered;
        const user = await whole(db, 'u.id = $1', userId);
        return user ? success(user) : notRegistered;
      }, emailExists),
    /** Every kept account dropped (the console's reset and import replace them all). */
    forget: () => cache.drop(),
    // One statement: the account's records go with it (ON DELETE CASCADE). A guest with an open
    // order (isOpenOrder) stays until it is over: its held units, payment, parcel or refund; one
    // with an order made in the last day stays too, for a late payment to find it.
    removeExpiredGuests: (now) =>
      guard(async () => {
        const removed = await db.query<{ email: string }>(
          `DELETE FROM users u WHERE u.guest_until < $1::timestamptz
             AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.user_id = u.id
               AND (o.status = ANY($2::text[]) OR EXISTS (SELECT 1 FROM order_refunds r
                 WHERE r.order_id = o.id AND r.status IN ('pending', 'failed'))
                 OR (o.created_at ~ '^\\d{4}-\\d{2}-\\d{2}T'
                   AND o.created_at::timestamptz > $3::timestamptz)))
           RETURNING lower(email) AS email`,
          [
            now.toISOString(),
            `{${OPEN_ORDER_STATUSES.join(',')}}`,
            new Date(now.getTime() - GUEST_KEPT_AFTER_ORDER_MS).toISOString(),
          ],
        );
        for (const { email } of removed) cache.drop(email);
        return removed.length;
      }),
  };
}
