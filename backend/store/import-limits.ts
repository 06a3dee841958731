/**
 * The limits a store must keep to be imported through the console: sizes any real shop stays far
 * inside, so a hostile or broken file cannot fill the browser's storage, freeze the page at login
 * (absurd hash iteration counts) or hold text no screen can show. A saved copy this page wrote
 * itself is not held to them (it is checked by dbStateSchema only), so no shopper's data is ever
 * dropped for growing.
 */
import { isPasswordRecord, NO_PASSWORD_HASH, REDACTED_PASSWORD_HASH } from '../passwords';
import { dbStateSchema, type DbState } from './schema';

export const IMPORT_LIMITS = {
  products: 100_000,
  categories: 1_000,
  users: 10_000,
  /** Cart lines, wishlist entries, addresses and orders, each, per user. */
  perUserList: 1_000,
  todos: 1_000,
  subscribers: 100_000,
  /** Further signup fields per user (signup itself keeps 20). */
  extraFields: 20,
  /** Any one text value anywhere in the store. */
  textLength: 2_000,
} as const;

type Issue = { path: (string | number)[]; message: string };

function longText(value: unknown, path: (string | number)[], out: Issue[]): void {
  if (out.length >= 20) return;
  if (typeof value === 'string') {
    // In characters (code points), as the shop's own limits count them (a review's 2,000): an
    // emoji is one, though two UTF-16 units.
    if (value.length > IMPORT_LIMITS.textLength && [...value].length > IMPORT_LIMITS.textLength)
      out.push({ path, message: `must be at most ${IMPORT_LIMITS.textLength} characters` });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => longText(item, [...path, i], out));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) longText(item, [...path, key], out);
  }
}

export function importLimitIssues(db: DbState): Issue[] {
  const issues: Issue[] = [];
  const atMost = (path: (string | number)[], length: number, max: number) => {
    if (length > max) issues.push({ path, message: `must hold at most ${max} entries` });
  };
  atMost(['products'], db.products.length, IMPORT_LIMITS.products);
  atMost(['categories'], db.categories.length, IMPORT_LIMITS.categories);
  atMost(['users'], db.users.length, IMPORT_LIMITS.users);
  atMost(['todos'], db.todos.length, IMPORT_LIMITS.todos);
  atMost(['subscribers'], db.subscribers.length, IMPORT_LIMITS.subscribers);
  db.users.forEach((user, i) => {
    for (const list of ['cart', 'wishlist', 'addresses', 'orders'] as const)
      atMost(['users', i, list], user[list].length, IMPORT_LIMITS.perUserList);
    atMost(['users', i, 'extra'], Object.keys(user.extra).length, IMPORT_LIMITS.extraFields);
    if (
      user.passwordHash !== REDACTED_PASSWORD_HASH &&
      user.passwordHash !== NO_PASSWORD_HASH &&
      !isPasswordRecord(user.passwordHash)
    )
      issues.push({
        path: ['users', i, 'passwordHash'],
        message: `must be a pbkdf2-sha256 record with at most 1000000 iterations (or '${REDACTED_PASSWORD_HASH}')`,
      });
  });
  if (issues.length === 0) longText(db, [], issues);
  return issues;
}

/** dbStateSchema (normalised) plus the import limits. */
export const importedStoreSchema = dbStateSchema.superRefine((db, ctx) => {
  for (const issue of importLimitIssues(db)) ctx.addIssue({ code: 'custom', ...issue });
});
