/**
 * How the whole-shop document (backend/store/schema.ts: the console's export and import, the seed)
 * maps to the tables: each repository of server/db writes and reads its own share, so a new table
 * is mapped in the file of the repository that owns it. ./admin.ts runs the parts in order.
 */
import type { DbState, UserRow } from '@backend/store/schema';
import type { Queryable } from './sql';

export interface DocumentPart {
  /** Its tables, for TRUNCATE (reset, import). */
  readonly tables: readonly string[];
  /** Writes its share of `doc` into its empty tables (after the parts before it). */
  write(tx: Queryable, doc: DbState): Promise<void>;
  /** Reads its share into `doc` (after the parts before it: the accounts fill `doc.users`). */
  read(tx: Queryable, doc: DbState): Promise<void>;
}

/** One of a shopper's lists (cart, wishlist, addresses, orders), kept in rows of its own. */
export interface UserRecords {
  readonly tables: readonly string[];
  /** Fills its list on each of `users` from the rows. */
  load(tx: Queryable, users: readonly UserRow[]): Promise<void>;
  /** Inserts the lists `users` carry (their accounts exist). */
  insert(tx: Queryable, users: readonly UserRow[]): Promise<void>;
}

export function userPart(records: UserRecords): DocumentPart {
  return {
    tables: records.tables,
    write: (tx, doc) => records.insert(tx, doc.users),
    read: (tx, doc) => records.load(tx, doc.users),
  };
}

/** Bulk inserts: one statement per table, rows as a JSON array (order kept: WITH ORDINALITY). */
export const rowsOf = (param: string) =>
  `FROM json_array_elements(${param}::text::json) WITH ORDINALITY AS e(v, n)`;

/** The ids of `users` as a parameter for `IN (SELECT value FROM json_array_elements_text(…))`. */
export const idsOf = (users: readonly UserRow[]) => JSON.stringify(users.map((u) => u._id));

/** Rows of `{ user_id, list }` put on each user (`list` in the rows' order, [] for none). */
export function assign<K extends 'cart' | 'wishlist' | 'addresses' | 'orders'>(
  users: readonly UserRow[],
  key: K,
  rows: readonly { user_id: string; list: UserRow[K] }[],
) {
  const byUser = new Map(rows.map((r) => [r.user_id, r.list]));
  for (const user of users) user[key] = byUser.get(user._id) ?? ([] as UserRow[K]);
}
