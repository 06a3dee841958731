/**
 * The Store interface (backend/store/store.ts) on PostgreSQL, relational, for PGlite and a real server
 * alike. The rules are not written twice: a write locks the user's row (SELECT … FOR UPDATE, so
 * writes to one account from any number of processes run one after another), loads the records the
 * rule reads, runs the very same rule the memory store runs (backend/store/user-ops.ts, src/domain), and
 * writes back only what changed, all in one transaction. A refusal writes nothing. The database holds
 * the rules too: one cart line per user and product, qty >= 1, one account per email whatever its
 * case, foreign keys.
 */
import { formatTimestamp } from '@/domain/cart';
import type { Category, ProductRecord } from '@/domain/types';
import type { Clock } from '@backend/clock';
import { StoreUnavailableError } from '@backend/errors';
import { refusal, success, type Outcome } from '@backend/store/engine';
import { DB_VERSION, type DbState, type Todo, type UserRow } from '@backend/store/schema';
import type { Seeder } from '@backend/store/seed';
import { accountOf, type Store } from '@backend/store/store';
import * as orderOps from '@backend/store/order-ops';
import * as ops from '@backend/store/user-ops';
import { MAX_TODOS, MESSAGES, orderMessages, todosFull, unknownTodo } from '@backend/messages';
import { createCatalogCache } from './catalog-cache';
import { queryProductsSql } from './product-query-sql';
import { loadProducts, loadTodos, loadUsers, type Part } from './rows';
import { isUnavailable, type Database, type Listener } from './sql';
import { insertState, insertUser, SHOP_TABLES, writeBack } from './writes';

export { insertState };

/** PostgreSQL's unique_violation (both postgres.js and PGlite carry the SQLSTATE as `code`). */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

export interface PgStoreOptions {
  clock: Clock;
  /** What reset() puts back. */
  seed: Seeder;
  /** Hears the catalogue's notifications too (the rendered pages' cache: server/page-cache.ts). */
  catalogFollower?: Listener;
}

export function createPgStore(
  db: Database,
  { clock, seed, catalogFollower }: PgStoreOptions,
): Store {
  const { newId } = clock;
  const stamp = () => formatTimestamp(clock.now());
  const catalog = createCatalogCache(db, catalogFollower);

  async function guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      // The API answers this with a 503 that says so (backend/app.ts).
      if (isUnavailable(error)) throw new StoreUnavailableError(error);
      throw error;
    }
  }

  /** One user's records, or a refusal when the account is gone. */
  function userList<T>(userId: string, part: Part, pick: (user: UserRow) => T) {
    return guard(async (): Promise<Outcome<T>> => {
      const [user] = await loadUsers(db, 'u.id = $1', [userId], [part]);
      return user ? success(pick(user)) : refusal('not-found', MESSAGES.notRegistered);
    });
  }

  /**
   * A write to one account: lock it, load what the rule reads, run the memory store's own rule,
   * write back what changed. `productIds` names the catalogue rows the rule looks up.
   */
  function onUser<T>(
    userId: string,
    parts: readonly Part[],
    productIds: (user: UserRow) => string[],
    op: (user: UserRow, db: DbState) => Outcome<T>,
  ): Promise<Outcome<T>> {
    return guard(() =>
      db.transaction(async (tx) => {
        const locked = await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
        if (locked.length === 0) return refusal('not-found', MESSAGES.notRegistered);
        const [user] = await loadUsers(tx, 'u.id = $1', [userId], parts);
        if (!user) return refusal('not-found', MESSAGES.notRegistered);
        const before = structuredClone(user);
        // The rule sees a view of the shop holding just the rows it reads.
        const view: DbState = {
          version: DB_VERSION,
          products: await loadProducts(tx, productIds(user)),
          categories: [],
          users: [user],
          todos: [],
          subscribers: [],
        };
        const outcome = ops.onUser(view, userId, op);
        if (outcome.ok) await writeBack(tx, before, user, parts);
        return outcome;
      }),
    );
  }

  async function replaceAll(state: DbState): Promise<void> {
    try {
      await db.transaction(async (tx) => {
        await tx.exec(`TRUNCATE ${SHOP_TABLES} RESTART IDENTITY`);
        await insertState(tx, state);
      });
    } finally {
      // This process's next read sees the new catalogue at once, without waiting for the NOTIFY.
      catalog.invalidate();
    }
  }

  return {
    persistence: db.kind === 'pglite' ? 'pglite' : 'postgresql',

    listProducts: () => guard(async () => (await catalog.get()).products as ProductRecord[]),
    // The catalogue query stays in SQL (indexes, maintained counts), whatever the catalogue's size.
    queryProducts: (query) => guard(() => queryProductsSql(db, query)),
    findProduct: (id) => guard(async () => (await catalog.get()).productsById.get(id)),
    listCategories: () => guard(async () => (await catalog.get()).categories as Category[]),
    findCategory: (id) => guard(async () => (await catalog.get()).categoriesById.get(id)),

    findUserByEmail: (email) =>
      guard(async () => {
        const [user] = await loadUsers(db, 'lower(u.email) = $1', [email.trim().toLowerCase()]);
        return user;
      }),
    findUserById: (id) =>
      guard(async () => {
        const [user] = await loadUsers(db, 'u.id = $1', [id]);
        return user;
      }),
    findAccountByEmail: (email) =>
      guard(async () => {
        const [user] = await loadUsers(db, 'lower(u.email) = $1', [email.trim().toLowerCase()], []);
        return user && accountOf(user);
      }),
    createUser: (row) =>
      guard(async () => {
        const user = { ...row, email: row.email.trim().toLowerCase() };
        try {
          await db.transaction(async (tx) => {
            const products = new Set(
              [...user.cart, ...user.wishlist].map((l) => l._id).filter(Boolean),
            );
            const known = new Set((await loadProducts(tx, [...products])).map((p) => p._id));
            await insertUser(tx, user, known);
          });
        } catch (error) {
          // The unique index on lower(email) decides between two signups racing for one email.
          if ((error as { code?: unknown }).code === '23505')
            return refusal('exists', MESSAGES.emailExists);
          throw error;
        }
        return success(structuredClone(user));
      }),

    revokeTokens: (userId) =>
      guard(async () => {
        const [row] = await db.query<{ token_version: number }>(
          'UPDATE users SET token_version = token_version + 1 WHERE id = $1 RETURNING token_version',
          [userId],
        );
        return row
          ? success({ tokenVersion: row.token_version })
          : refusal('not-found', MESSAGES.notRegistered);
      }),
    upgradeGuest: (userId, details) =>
      guard(async () => {
        const email = details.email.trim().toLowerCase();
        try {
          const updated = await db.query(
            `UPDATE users SET first_name = $2, last_name = $3, email = $4, password_hash = $5,
               extra = $6::text::jsonb, updated_at = $7, guest_until = NULL
             WHERE id = $1 AND guest_until IS NOT NULL RETURNING id`,
            [
              userId,
              details.firstName,
              details.lastName,
              email,
              details.passwordHash,
              JSON.stringify(details.extra),
              details.updatedAt,
            ],
          );
          if (updated.length === 0) return refusal('not-found', MESSAGES.notRegistered);
        } catch (error) {
          if ((error as { code?: unknown }).code === '23505')
            return refusal('exists', MESSAGES.emailExists);
          throw error;
        }
        const [user] = await loadUsers(db, 'u.id = $1', [userId]);
        return user ? success(user) : refusal('not-found', MESSAGES.notRegistered);
      }),
    // One statement: the account's cart, wishlist, addresses and orders go with it (ON DELETE CASCADE).
    removeExpiredGuests: (now) =>
      guard(async () => {
        const removed = await db.query(
          'DELETE FROM users WHERE guest_until < $1::timestamptz RETURNING id',
          [now.toISOString()],
        );
        return removed.length;
      }),

    cart: (userId) => userList(userId, 'cart', (u) => u.cart),
    addToCart: (userId, productId) =>
      onUser(userId, ['cart'], () => [productId], ops.addToCart(productId, stamp())),
    changeQty: (userId, productId, type) =>
      onUser(userId, ['cart'], () => [], ops.changeCartQty(productId, type, stamp())),
    removeFromCart: (userId, productId) =>
      onUser(userId, ['cart'], () => [], ops.removeFromCart(productId)),
    wishlist: (userId) => userList(userId, 'wishlist', (u) => u.wishlist),
    addToWishlist: (userId, productId) =>
      onUser(userId, ['wishlist'], () => [productId], ops.addToWishlist(productId, stamp())),
    removeFromWishlist: (userId, productId) =>
      onUser(userId, ['wishlist'], () => [], ops.removeFromWishlist(productId)),
    addresses: (userId) => userList(userId, 'addresses', (u) => u.addresses),
    addAddress: (userId, input) =>
      onUser(userId, ['addresses'], () => [], ops.addAddress(newId(), input)),
    updateAddress: (userId, addressId, input) =>
      onUser(userId, ['addresses'], () => [], ops.updateAddress(addressId, input)),
    deleteAddress: (userId, addressId) =>
      onUser(userId, ['addresses'], () => [], ops.deleteAddress(addressId)),
    orders: (userId) => userList(userId, 'orders', (u) => u.orders),
    createOrder: (userId, request) =>
      onUser(
        userId,
        ['cart', 'addresses', 'orders'],
        (user) => user.cart.map((l) => l._id),
        orderOps.createOrder(request, newId(), stamp()),
      ),
    attachPayment: (userId, orderId, payment) =>
      onUser(userId, ['orders'], () => [], orderOps.attachPayment(orderId, payment)),
    confirmOrder: (userId, orderId, paymentId) =>
      guard(async () => {
        // One payment confirms one order, whoever's: the rule sees only this shopper's orders, so
        // the rest of the shop is asked here, and the unique index settles a race between two.
        const used = await db.query(
          "SELECT 1 FROM orders WHERE payment_id = $1 AND id <> $2 AND status = 'paid' LIMIT 1",
          [paymentId, orderId],
        );
        if (used.length > 0) return refusal('conflict', orderMessages.paymentReused);
        try {
          return await onUser(
            userId,
            ['cart', 'orders'],
            () => [],
            orderOps.confirmOrder(orderId, paymentId, stamp()),
          );
        } catch (error) {
          if (isUniqueViolation(error)) return refusal('conflict', orderMessages.paymentReused);
          throw error;
        }
      }),
    closeOrder: (userId, orderId, status) =>
      onUser(userId, ['orders'], () => [], orderOps.closeOrder(orderId, status)),

    todos: (owner = '') => guard(() => loadTodos(db, owner)),
    addTodo: (title, owner = '') =>
      guard(() =>
        db.transaction(async (tx): Promise<Outcome<Todo[]>> => {
          // Each owner's list is bounded (as in the memory store); the lock makes count-then-insert
          // one step.
          await tx.query('LOCK TABLE todos IN SHARE ROW EXCLUSIVE MODE');
          const [row] = await tx.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM todos WHERE owner = $1',
            [owner],
          );
          if ((row?.n ?? 0) >= MAX_TODOS) return refusal('conflict', todosFull());
          await tx.query(
            'INSERT INTO todos (id, title, completed, created_at, owner) VALUES ($1, $2, false, $3, $4)',
            [newId(), title, stamp(), owner],
          );
          return success(await loadTodos(tx, owner));
        }),
      ),
    deleteTodo: (id, owner = '') =>
      guard(() =>
        db.transaction(async (tx): Promise<Outcome<Todo[]>> => {
          // Another owner's todo is as unknown as one that never was.
          const deleted = await tx.query(
            'DELETE FROM todos WHERE id = $1 AND owner = $2 RETURNING id',
            [id, owner],
          );
          if (deleted.length === 0) return refusal('not-found', unknownTodo(id));
          return success(await loadTodos(tx, owner));
        }),
      ),
    subscribe: (email) =>
      guard(async () => {
        const inserted = await db.query(
          'INSERT INTO subscribers (email) VALUES ($1) ON CONFLICT (email) DO NOTHING RETURNING email',
          [email.trim().toLowerCase()],
        );
        return success({ alreadySubscribed: inserted.length === 0 });
      }),

    reset: () =>
      guard(async () => {
        clock.restartIds();
        await replaceAll(await seed());
      }),
    snapshot: () =>
      guard(() =>
        db.transaction(async (tx): Promise<DbState> => {
          const subscribers = await tx.query<{ email: string }>(
            'SELECT email FROM subscribers ORDER BY position',
          );
          const categories = await tx.query<{ j: { _id: string; categoryName: string } }>(
            `SELECT json_build_object('_id', id, 'categoryName', category_name) AS j
             FROM categories ORDER BY position`,
          );
          return {
            version: DB_VERSION,
            products: await loadProducts(tx),
            categories: categories.map((r) => r.j),
            users: await loadUsers(tx, 'true', []),
            todos: await loadTodos(tx),
            subscribers: subscribers.map((r) => r.email),
          };
        }),
      ),
    replace: (state) => guard(() => replaceAll(structuredClone(state))),
    dispose: () => undefined,
  };
}
