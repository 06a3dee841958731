/** Writing records into the shop's rows: bulk inserts of a whole shop, and a rule's changes back. */
import type { CartLineRecord, ProductRecord, WishlistEntryRecord } from '@/domain/types';
import type { DbState, UserRow } from '@backend/store/schema';
import { productOf, type Part } from './rows';
import type { Queryable } from './sql';

// Bulk inserts: one statement per table, rows as a JSON array (order kept: WITH ORDINALITY).
const rowsOf = (param: string) =>
  `FROM json_array_elements(${param}::text::json) WITH ORDINALITY AS e(v, n)`;

/** Rows per INSERT: a generated catalogue of 100,000 goes in as 20 statements of a few MB each. */
const PRODUCT_BATCH = 5_000;

export async function insertProducts(tx: Queryable, products: readonly ProductRecord[]) {
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

export async function insertUser(tx: Queryable, user: UserRow, products: ReadonlySet<string>) {
  await tx.query(
    `INSERT INTO users (id, first_name, last_name, email, password_hash, extra, created_at,
       updated_at, token_version, guest_until)
     VALUES ($1, $2, $3, $4, $5, $6::text::jsonb, $7, $8, $9, $10::timestamptz)`,
    [
      user._id,
      user.firstName,
      user.lastName,
      user.email,
      user.passwordHash,
      JSON.stringify(user.extra),
      user.createdAt,
      user.updatedAt,
      user.tokenVersion,
      user.guestUntil ?? null,
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

/** Every table of the shop, for TRUNCATE (reset, import). */
export const SHOP_TABLES =
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

/** Deletes a user's rows of one of their tables whose key is among `keys` (names are ours). */
async function deleteOwnRows(
  tx: Queryable,
  table: 'cart_lines' | 'wishlist_entries' | 'addresses',
  key: 'product_id' | 'id',
  userId: string,
  keys: readonly string[],
) {
  if (keys.length === 0) return;
  await tx.query(
    `DELETE FROM ${table} WHERE user_id = $1
     AND ${key} IN (SELECT value FROM json_array_elements_text($2::text::json))`,
    [userId, JSON.stringify(keys)],
  );
}

export async function writeBack(
  tx: Queryable,
  before: UserRow,
  after: UserRow,
  parts: readonly Part[],
) {
  const userId = before._id;
  if (parts.includes('cart')) {
    const d = diff(before.cart, after.cart, (l) => l._id);
    await deleteOwnRows(tx, 'cart_lines', 'product_id', userId, d.removed);
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
    await deleteOwnRows(tx, 'wishlist_entries', 'product_id', userId, d.removed);
    await insertWishlist(tx, userId, d.added);
  }
  if (parts.includes('addresses')) {
    const d = diff(before.addresses, after.addresses, (a) => a.id);
    await deleteOwnRows(tx, 'addresses', 'id', userId, d.removed);
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
