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
import type { CartLineRecord, Category, ProductRecord, WishlistEntryRecord } from '@/domain/types';
import type { Clock } from '@backend/clock';
import { StoreUnavailableError } from '@backend/errors';
import { refusal, success, type Outcome } from '@backend/store/engine';
import {
  DB_VERSION,
  todoSchema,
  userRowSchema,
  type DbState,
  type Todo,
  type UserRow,
} from '@backend/store/schema';
import type { Seeder } from '@backend/store/seed';
import { accountOf, type Store } from '@backend/store/store';
import * as orderOps from '@backend/store/order-ops';
import * as ops from '@backend/store/user-ops';
import { MAX_TODOS, MESSAGES, orderMessages, todosFull, unknownTodo } from '@backend/messages';
import { PRODUCT_JSON, queryProductsSql } from './product-query-sql';
import { isUnavailable, type Database, type Queryable } from './sql';

type Part = 'cart' | 'wishlist' | 'addresses' | 'orders';
const ALL_PARTS: readonly Part[] = ['cart', 'wishlist', 'addresses', 'orders'];


const PART_SQL: Record<Part, string> = {
  cart: `(SELECT coalesce(json_agg(c.product || jsonb_build_object('qty', c.qty,
      'createdAt', c.created_at, 'updatedAt', c.updated_at) ORDER BY c.position), '[]'::json)
    FROM cart_lines c WHERE c.user_id = u.id)`,
  wishlist: `(SELECT coalesce(json_agg(w.product || jsonb_build_object(
      'createdAt', w.created_at, 'updatedAt', w.updated_at) ORDER BY w.position), '[]'::json)
    FROM wishlist_entries w WHERE w.user_id = u.id)`,
  addresses: `(SELECT coalesce(json_agg(json_build_object('id', a.id, 'userName', a.user_name,
      'houseNumber', a.house_number, 'city', a.city, 'state', a.state, 'country', a.country,
      'pincode', a.pincode, 'mobileNumber', a.mobile_number) ORDER BY a.position), '[]'::json)
    FROM addresses a WHERE a.user_id = u.id)`,
  orders: `(SELECT coalesce(json_agg(json_build_object('_id', o.id,
      'orderProducts', (SELECT coalesce(json_agg(l.line ORDER BY l.line_no), '[]'::json)
        FROM order_lines l WHERE l.order_id = o.id),
      'amount', o.amount, 'couponCode', o.coupon_code, 'deliveryAddress', o.delivery_address,
      'paymentId', o.payment_id, 'payment', o.payment, 'userEmail', o.user_email,
      'createdAt', o.created_at, 'status', o.status, 'paidAt', o.paid_at,
      'idempotencyKey', o.idempotency_key)
      ORDER BY o.position), '[]'::json)
    FROM orders o WHERE o.user_id = u.id)`,
};

function userSql(where: string, parts: readonly Part[]): string {
  const part = (name: Part) => (parts.includes(name) ? PART_SQL[name] : `'[]'::json`);
  return `SELECT json_build_object('_id', u.id, 'firstName', u.first_name, 'lastName', u.last_name,
      'email', u.email, 'createdAt', u.created_at, 'updatedAt', u.updated_at,
      'passwordHash', u.password_hash, 'extra', u.extra,
      'cart', ${part('cart')}, 'wishlist', ${part('wishlist')},
      'addresses', ${part('addresses')}, 'orders', ${part('orders')}) AS j
    FROM users u WHERE ${where} ORDER BY u.position`;
}

async function loadUsers(
  tx: Queryable,
  where: string,
  params: (string | number)[],
  parts: readonly Part[] = ALL_PARTS,
): Promise<UserRow[]> {
  const rows = await tx.query<{ j: unknown }>(userSql(where, parts), params);
  // The schema puts every record's fields back in the API's order (jsonb sorts keys).
  return rows.map((r) => userRowSchema.parse(r.j));
}

async function loadProducts(tx: Queryable, ids?: readonly string[]): Promise<ProductRecord[]> {
  const rows =
    ids === undefined
      ? await tx.query<{ j: ProductRecord }>(
          `SELECT ${PRODUCT_JSON} AS j FROM products p ORDER BY p.position`,
        )
      : ids.length === 0
        ? []
        : await tx.query<{ j: ProductRecord }>(
            `SELECT ${PRODUCT_JSON} AS j FROM products p
             WHERE p.id IN (SELECT value FROM json_array_elements_text($1::text::json))
             ORDER BY p.position`,
            [JSON.stringify(ids)],
          );
  return rows.map((r) => r.j);
}

/** The product fields of a cart line or wishlist entry: the copy kept with it. */
function productOf(line: ProductRecord): ProductRecord {
  return {
    _id: line._id,
    name: line.name,
    image: line.image,
    brand: line.brand,
    size: line.size,
    price: line.price,
    originalPrice: line.originalPrice,
    off: line.off,
    offer: line.offer,
    categoryName: line.categoryName,
    productType: line.productType,
    ratings: { value: line.ratings.value, count: line.ratings.count },
    inStock: line.inStock,
    isBestSeller: line.isBestSeller,
  };
}

// Bulk inserts: one statement per table, rows as a JSON array (order kept: WITH ORDINALITY).
const rowsOf = (param: string) =>
  `FROM json_array_elements(${param}::text::json) WITH ORDINALITY AS e(v, n)`;

/** Rows per INSERT: a generated catalogue of 100,000 goes in as 20 statements of a few MB each. */
const PRODUCT_BATCH = 5_000;

async function insertProducts(tx: Queryable, products: readonly ProductRecord[]) {
  for (let start = 0; start < products.length; start += PRODUCT_BATCH)
    await insertProductBatch(tx, products.slice(start, start + PRODUCT_BATCH));
}

async function insertProductBatch(tx: Queryable, products: readonly ProductRecord[]) {
  if (products.length === 0) return;
  await tx.query(
    `INSERT INTO products (id, name, image, brand, size, price, original_price, off, offer,
       category_name, product_type, rating_value, rating_count, in_stock, is_best_seller)
     SELECT v->>'_id', v->>'name', v->>'image', v->>'brand', v->>'size', v->>'price',
       v->>'originalPrice', v->>'off', v->>'offer', v->>'categoryName', v->>'productType',
       v->'ratings'->>'value', v->'ratings'->>'count', (v->>'inStock')::boolean,
       (v->>'isBestSeller')::boolean
     ${rowsOf('$1')} ORDER BY n`,
    [JSON.stringify(products)],
  );
}

async function insertCartLines(tx: Queryable, userId: string, lines: readonly CartLineRecord[]) {
  if (lines.length === 0) return;
  await tx.query(
    `INSERT INTO cart_lines (user_id, product_id, product, qty, created_at, updated_at)
     SELECT $1, v->>'_id', v->'product', (v->>'qty')::integer, v->>'createdAt', v->>'updatedAt'
     ${rowsOf('$2')} ORDER BY n`,
    [
      userId,
      JSON.stringify(
        lines.map((l) => ({
          _id: l._id,
          product: productOf(l),
          qty: l.qty,
          createdAt: l.createdAt,
          updatedAt: l.updatedAt,
        })),
      ),
    ],
  );
}

async function insertWishlist(
  tx: Queryable,
  userId: string,
  entries: readonly WishlistEntryRecord[],
) {
  if (entries.length === 0) return;
  await tx.query(
    `INSERT INTO wishlist_entries (user_id, product_id, product, created_at, updated_at)
     SELECT $1, v->>'_id', v->'product', v->>'createdAt', v->>'updatedAt'
     ${rowsOf('$2')} ORDER BY n`,
    [
      userId,
      JSON.stringify(
        entries.map((l) => ({
          _id: l._id,
          product: productOf(l),
          createdAt: l.createdAt,
          updatedAt: l.updatedAt,
        })),
      ),
    ],
  );
}

async function insertAddresses(tx: Queryable, userId: string, addresses: UserRow['addresses']) {
  if (addresses.length === 0) return;
  await tx.query(
    `INSERT INTO addresses (user_id, id, user_name, house_number, city, state, country, pincode,
       mobile_number)
     SELECT $1, v->>'id', v->>'userName', v->>'houseNumber', v->>'city', v->>'state',
       v->>'country', (v->>'pincode')::bigint, (v->>'mobileNumber')::bigint
     ${rowsOf('$2')} ORDER BY n`,
    [userId, JSON.stringify(addresses)],
  );
}

async function insertOrders(tx: Queryable, userId: string, orders: UserRow['orders']) {
  if (orders.length === 0) return;
  await tx.query(
    `INSERT INTO orders (id, user_id, amount, coupon_code, delivery_address, payment_id,
       user_email, created_at, status, payment, paid_at, idempotency_key)
     SELECT v->>'_id', $1, (v->>'amount')::double precision, v->>'couponCode',
       v->'deliveryAddress', v->>'paymentId', v->>'userEmail', v->>'createdAt', v->>'status',
       (v->>'payment')::jsonb, v->>'paidAt', v->>'idempotencyKey'
     ${rowsOf('$2')} ORDER BY n`,
    [userId, JSON.stringify(orders)],
  );
  const lines = orders.flatMap((o) =>
    o.orderProducts.map((line, i) => ({ orderId: o._id, no: i, productId: line._id, line })),
  );
  if (lines.length === 0) return;
  await tx.query(
    `INSERT INTO order_lines (order_id, line_no, product_id, qty, line)
     SELECT v->>'orderId', (v->>'no')::integer, v->>'productId', (v->'line'->>'qty')::integer,
       v->'line'
     ${rowsOf('$1')} ORDER BY n`,
    [JSON.stringify(lines)],
  );
}

async function insertUser(tx: Queryable, user: UserRow, products: ReadonlySet<string>) {
  await tx.query(
    `INSERT INTO users (id, first_name, last_name, email, password_hash, extra, created_at,
       updated_at)
     VALUES ($1, $2, $3, $4, $5, $6::text::jsonb, $7, $8)`,
    [
      user._id,
      user.firstName,
      user.lastName,
      user.email,
      user.passwordHash,
      JSON.stringify(user.extra),
      user.createdAt,
      user.updatedAt,
    ],
  );
  // A line can only name a product the catalogue has (a foreign key): an imported line for a
  // product that is gone is dropped, as the order would refuse it anyway.
  await insertCartLines(
    tx,
    user._id,
    user.cart.filter((l) => products.has(l._id)),
  );
  await insertWishlist(
    tx,
    user._id,
    user.wishlist.filter((l) => products.has(l._id)),
  );
  await insertAddresses(tx, user._id, user.addresses);
  await insertOrders(tx, user._id, user.orders);
}

/** Writes everything in `state` into an empty shop (seed, reset, import). */
export async function insertState(tx: Queryable, state: DbState): Promise<void> {
  await insertProducts(tx, state.products);
  if (state.categories.length > 0)
    await tx.query(
      `INSERT INTO categories (id, category_name)
       SELECT v->>'_id', v->>'categoryName' ${rowsOf('$1')} ORDER BY n`,
      [JSON.stringify(state.categories)],
    );
  const products = new Set(state.products.map((p) => p._id));
  for (const user of state.users) await insertUser(tx, user, products);
  if (state.todos.length > 0)
    await tx.query(
      `INSERT INTO todos (id, title, completed, created_at)
       SELECT v->>'_id', v->>'title', (v->>'completed')::boolean, v->>'createdAt'
       ${rowsOf('$1')} ORDER BY n`,
      [JSON.stringify(state.todos)],
    );
  if (state.subscribers.length > 0)
    await tx.query(
      `INSERT INTO subscribers (email)
       SELECT value FROM json_array_elements_text($1::text::json) WITH ORDINALITY AS e(value, n)
       ORDER BY n ON CONFLICT DO NOTHING`,
      [JSON.stringify(state.subscribers)],
    );
}

const SHOP_TABLES =
  'order_lines, orders, addresses, wishlist_entries, cart_lines, users, products, categories, todos, subscribers';

/** What changed in one list between the loaded copy and the rule's result, by key. */
function diff<T>(before: readonly T[], after: readonly T[], key: (item: T) => string) {
  const old = new Map(before.map((item) => [key(item), item]));
  const next = new Map(after.map((item) => [key(item), item]));
  return {
    removed: [...old.keys()].filter((k) => !next.has(k)),
    added: after.filter((item) => !old.has(key(item))),
    changed: after.filter((item) => {
      const was = old.get(key(item));
      return was !== undefined && JSON.stringify(was) !== JSON.stringify(item);
    }),
  };
}

async function writeBack(tx: Queryable, before: UserRow, after: UserRow, parts: readonly Part[]) {
  const userId = before._id;
  if (parts.includes('cart')) {
    const d = diff(before.cart, after.cart, (l) => l._id);
    if (d.removed.length > 0)
      await tx.query(
        `DELETE FROM cart_lines WHERE user_id = $1
         AND product_id IN (SELECT value FROM json_array_elements_text($2::text::json))`,
        [userId, JSON.stringify(d.removed)],
      );
    // A line changes its qty, or (an order refused for a stale total) its copy of the product.
    for (const line of d.changed)
      await tx.query(
        `UPDATE cart_lines SET qty = $3, updated_at = $4, product = $5::text::jsonb
         WHERE user_id = $1 AND product_id = $2`,
        [userId, line._id, line.qty, line.updatedAt, JSON.stringify(productOf(line))],
      );
    await insertCartLines(tx, userId, d.added);
  }
  if (parts.includes('wishlist')) {
    const d = diff(before.wishlist, after.wishlist, (l) => l._id);
    if (d.removed.length > 0)
      await tx.query(
        `DELETE FROM wishlist_entries WHERE user_id = $1
         AND product_id IN (SELECT value FROM json_array_elements_text($2::text::json))`,
        [userId, JSON.stringify(d.removed)],
      );
    await insertWishlist(tx, userId, d.added);
  }
  if (parts.includes('addresses')) {
    const d = diff(before.addresses, after.addresses, (a) => a.id);
    if (d.removed.length > 0)
      await tx.query(
        `DELETE FROM addresses WHERE user_id = $1
         AND id IN (SELECT value FROM json_array_elements_text($2::text::json))`,
        [userId, JSON.stringify(d.removed)],
      );
    for (const a of d.changed)
      await tx.query(
        `UPDATE addresses SET user_name = $3, house_number = $4, city = $5, state = $6,
           country = $7, pincode = $8, mobile_number = $9
         WHERE user_id = $1 AND id = $2`,
        [
          userId,
          a.id,
          a.userName,
          a.houseNumber,
          a.city,
          a.state,
          a.country,
          a.pincode,
          a.mobileNumber,
        ],
      );
    await insertAddresses(tx, userId, d.added);
  }
  if (parts.includes('orders')) {
    // Orders are history: a rule appends one, or moves one along (provider order, status, payment);
    // its lines and amount never change.
    const d = diff(before.orders, after.orders, (o) => o._id);
    for (const o of d.changed)
      await tx.query(
        `UPDATE orders SET status = $3, payment = $4::text::jsonb, payment_id = $5, paid_at = $6
         WHERE user_id = $1 AND id = $2`,
        [userId, o._id, o.status, JSON.stringify(o.payment), o.paymentId, o.paidAt],
      );
    await insertOrders(tx, userId, d.added);
  }
}

interface Catalog {
  products: readonly ProductRecord[];
  productsById: ReadonlyMap<string, ProductRecord>;
  categories: readonly Category[];
  categoriesById: ReadonlyMap<string, Category>;
}

const CATALOG_CHANNEL = 'glamour_catalog';

async function loadCatalog(db: Queryable): Promise<Catalog> {
  const [row] = await db.query<{ products: ProductRecord[]; categories: Category[] }>(
    `SELECT
       (SELECT coalesce(json_agg(${PRODUCT_JSON} ORDER BY p.position), '[]'::json)
          FROM products p) AS products,
       (SELECT coalesce(json_agg(json_build_object('_id', c.id, 'categoryName', c.category_name)
          ORDER BY c.position), '[]'::json) FROM categories c) AS categories`,
  );
  const products = (row?.products ?? []).map((p) => Object.freeze(p));
  const categories = (row?.categories ?? []).map((c) => Object.freeze(c));
  return {
    products: Object.freeze(products),
    productsById: new Map(products.map((p) => [p._id, p])),
    categories: Object.freeze(categories),
    categoriesById: new Map(categories.map((c) => [c._id, c])),
  };
}

/**
 * The catalogue (products and categories) as every page reads it, kept in this process while the
 * database's notifications arrive: any change to either table, by any process or by hand, NOTIFYs at
 * its commit (migration 0003) and the copy is dropped. While the listening connection is down
 * nothing is cached, so every read asks the database (and answers 503 when it is gone). A load that
 * started before a change is never kept (the generation moved on).
 */
function createCatalogCache(db: Database) {
  let live = false;
  let generation = 0;
  let cached: Catalog | undefined;
  let loading: Promise<Catalog> | undefined;
  const invalidate = () => {
    generation += 1;
    cached = undefined;
    loading = undefined;
  };
  db.listen(CATALOG_CHANNEL, {
    onNotify: invalidate,
    onState(up) {
      invalidate();
      live = up;
    },
  });
  return {
    invalidate,
    get(): Promise<Catalog> {
      if (!live) return loadCatalog(db);
      if (cached) return Promise.resolve(cached);
      if (!loading) {
        const at = generation;
        const load = loadCatalog(db).then(
          (catalog) => {
            if (at === generation && live) cached = catalog;
            return catalog;
          },
          (error: unknown) => {
            if (loading === load) loading = undefined;
            throw error;
          },
        );
        loading = load;
      }
      return loading;
    },
  };
}

/** PostgreSQL's unique_violation (both postgres.js and PGlite carry the SQLSTATE as `code`). */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

export interface PgStoreOptions {
  clock: Clock;
  /** What reset() puts back. */
  seed: Seeder;
}

export function createPgStore(db: Database, { clock, seed }: PgStoreOptions): Store {
  const { newId } = clock;
  const stamp = () => formatTimestamp(clock.now());
  const catalog = createCatalogCache(db);

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

  async function todoList(tx: Queryable): Promise<Todo[]> {
    const rows = await tx.query<{ j: unknown }>(
      `SELECT json_build_object('_id', id, 'title', title, 'completed', completed,
         'createdAt', created_at) AS j FROM todos ORDER BY position`,
    );
    return rows.map((r) => todoSchema.parse(r.j));
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

    todos: () => guard(() => todoList(db)),
    addTodo: (title) =>
      guard(() =>
        db.transaction(async (tx): Promise<Outcome<Todo[]>> => {
          // The list is bounded (as in the memory store); the lock makes count-then-insert one step
          // for every process.
          await tx.query('LOCK TABLE todos IN SHARE ROW EXCLUSIVE MODE');
          const [row] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM todos');
          if ((row?.n ?? 0) >= MAX_TODOS) return refusal('conflict', todosFull());
          await tx.query(
            'INSERT INTO todos (id, title, completed, created_at) VALUES ($1, $2, false, $3)',
            [newId(), title, stamp()],
          );
          return success(await todoList(tx));
        }),
      ),
    deleteTodo: (id) =>
      guard(() =>
        db.transaction(async (tx): Promise<Outcome<Todo[]>> => {
          const deleted = await tx.query('DELETE FROM todos WHERE id = $1 RETURNING id', [id]);
          if (deleted.length === 0) return refusal('not-found', unknownTodo(id));
          return success(await todoList(tx));
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
            todos: await todoList(tx),
            subscribers: subscribers.map((r) => r.email),
          };
        }),
      ),
    replace: (state) => guard(() => replaceAll(structuredClone(state))),
    dispose: () => undefined,
  };
}
