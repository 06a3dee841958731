/**
 * The cart and the wishlist on PostgreSQL, one pair of tables. A click is ONE call of a function of
 * server/migrations/0015_list_writes.sql: it writes with the conditions in its WHERE (the product
 * sold and in stock, the quantity within 1..MAX_QTY of src/domain/cart.ts, one line per product by
 * the primary key) and answers the list as it now is, or why it changed nothing. No lock is held
 * beyond the row written: two shoppers, or two tabs, never wait for each other's whole account.
 * The functions also shape the lists (glamour_cart, glamour_wishlist), so every read here answers
 * the same records.
 */
import { z } from 'zod';
import { formatTimestamp, MAX_QTY, type CartRefusal } from '@/domain/cart';
import type { CartLineRecord, ProductRecord, WishlistEntryRecord } from '@/domain/types';
import type { Clock } from '@backend/clock';
import { MESSAGES, unknownProduct } from '@backend/messages';
import type { CartRepository, WishlistRepository } from '@backend/store/lists';
import { refusal, success, type Outcome } from '@backend/store/outcome';
import { cartLineSchema, wishlistEntrySchema, type UserRow } from '@backend/store/schema';
import { cartRefusal } from '@backend/store/user-ops';
import { guard } from './errors';
import { assign, idsOf, rowsOf, type UserRecords } from './parts';
import type { Database, Queryable } from './sql';

type List = 'cart' | 'wishlist';

const TABLE = { cart: 'cart_lines', wishlist: 'wishlist_entries' } as const;
/** The SQL function answering a user's list (`(user id)`, server/migrations/0015_list_writes.sql). */
const LIST_FN = { cart: 'glamour_cart', wishlist: 'glamour_wishlist' } as const;
const SCHEMA = { cart: z.array(cartLineSchema), wishlist: z.array(wishlistEntrySchema) };

const notRegistered = refusal('not-found', MESSAGES.notRegistered);

/** The product fields of a line: the copy kept with it. */
export function productOf(line: ProductRecord): ProductRecord {
  const { _id, name, image, brand, size, price, originalPrice, off, offer } = line;
  const { categoryName, productType, ratings, stock, inStock, isBestSeller } = line;
  return {
    ...{ _id, name, image, brand, size, price, originalPrice, off, offer },
    ...{ categoryName, productType, stock, inStock, isBestSeller },
    ratings: { value: ratings.value, count: ratings.count },
  };
}

/** The user's list, or the refusal when the account is gone. */
async function listOf<T>(
  tx: Queryable,
  list: List,
  userId: string,
  schema: z.ZodType<T[]>,
): Promise<Outcome<T[]>> {
  const [row] = await tx.query<{ list: unknown }>(
    `SELECT ${LIST_FN[list]}(u.id) AS list FROM users u WHERE u.id = $1`,
    [userId],
  );
  return row ? success(schema.parse(row.list)) : notRegistered;
}

/** The user's cart, for the orders' answers (an order's confirmation takes lines out of it). */
export const cartOf = (tx: Queryable, userId: string) => listOf(tx, 'cart', userId, SCHEMA.cart);

/** The user's cart as JSON in SQL, `uid` an expression for the user's id (the orders' reads). */
export const cartJson = (uid: string) => `${LIST_FN.cart}(${uid})`;

/** Inserts lines for any users (`userId` on each); a line of a product the shop lacks is dropped. */
async function insertLines(
  tx: Queryable,
  list: List,
  lines: readonly { userId: string; line: CartLineRecord | WishlistEntryRecord }[],
) {
  if (lines.length === 0) return;
  const qty = list === 'cart';
  await tx.query(
    `INSERT INTO ${TABLE[list]} (user_id, product_id, product, ${qty ? 'qty, ' : ''}
       created_at, updated_at)
     SELECT v->>'userId', v->>'_id', v->'product', ${qty ? "(v->>'qty')::integer, " : ''}
       v->>'createdAt', v->>'updatedAt'
     ${rowsOf('$1')} WHERE EXISTS (SELECT 1 FROM products p WHERE p.id = v->>'_id') ORDER BY n`,
    [
      JSON.stringify(
        lines.map(({ userId, line }) => ({
          userId,
          _id: line._id,
          product: productOf(line),
          qty: 'qty' in line ? line.qty : undefined,
          createdAt: line.createdAt,
          updatedAt: line.updatedAt,
        })),
      ),
    ],
  );
}

/** Why a change of the list changed nothing, as the function names it. */
type Refused = CartRefusal | 'not-registered' | 'unknown-product' | 'out-of-stock';

function refusalOf(why: Refused, list: List, productId: string) {
  switch (why) {
    case 'not-registered':
      return notRegistered;
    case 'unknown-product':
      return refusal('invalid', unknownProduct(productId));
    case 'out-of-stock':
      return refusal('invalid', MESSAGES.outOfStock);
    default:
      return cartRefusal(why, list);
  }
}

/** One change of the list: one statement, answering the list as it now is or why not. */
async function change<T>(
  db: Queryable,
  list: List,
  schema: z.ZodType<T[]>,
  call: { op: 'add' | 'increment' | 'decrement' | 'remove'; userId: string; productId: string },
  at: string,
): Promise<Outcome<T[]>> {
  const { op, userId, productId } = call;
  const [row] = await db.query<{ refused: Refused | null; list: unknown }>(
    list === 'cart'
      ? 'SELECT refused, list FROM glamour_cart_change($1, $2, $3, $4, $5)'
      : 'SELECT refused, list FROM glamour_wishlist_change($1, $2, $3, $4)',
    list === 'cart' ? [op, userId, productId, at, MAX_QTY] : [op, userId, productId, at],
  );
  if (!row) throw new Error(`${list} change answered no row`);
  if (row.refused !== null) return refusalOf(row.refused, list, productId);
  return success(schema.parse(row.list));
}

export function createPgCart(db: Database, clock: Clock): CartRepository {
  const stamp = () => formatTimestamp(clock.now());
  const run = (
    op: 'add' | 'increment' | 'decrement' | 'remove',
    userId: string,
    productId: string,
  ) => guard(() => change(db, 'cart', SCHEMA.cart, { op, userId, productId }, stamp()));
  return {
    lines: (userId) => guard(() => listOf(db, 'cart', userId, SCHEMA.cart)),
    add: (userId, productId) => run('add', userId, productId),
    changeQty: (userId, productId, type) => run(type, userId, productId),
    remove: (userId, productId) => run('remove', userId, productId),
  };
}

export function createPgWishlist(db: Database, clock: Clock): WishlistRepository {
  const stamp = () => formatTimestamp(clock.now());
  const run = (op: 'add' | 'remove', userId: string, productId: string) =>
    guard(() => change(db, 'wishlist', SCHEMA.wishlist, { op, userId, productId }, stamp()));
  return {
    entries: (userId) => guard(() => listOf(db, 'wishlist', userId, SCHEMA.wishlist)),
    add: (userId, productId) => run('add', userId, productId),
    remove: (userId, productId) => run('remove', userId, productId),
  };
}

function listRecords(list: List): UserRecords {
  return {
    tables: [TABLE[list]],
    async load(tx, users) {
      const rows = await tx.query<{ user_id: string; list: unknown }>(
        `SELECT u.id AS user_id, ${LIST_FN[list]}(u.id) AS list FROM users u
         WHERE u.id IN (SELECT value FROM json_array_elements_text($1::text::json))`,
        [idsOf(users)],
      );
      if (list === 'cart')
        assign(
          users,
          'cart',
          rows.map((r) => ({ ...r, list: SCHEMA.cart.parse(r.list) })),
        );
      else
        assign(
          users,
          'wishlist',
          rows.map((r) => ({ ...r, list: SCHEMA.wishlist.parse(r.list) })),
        );
    },
    insert: (tx, users: readonly UserRow[]) =>
      insertLines(
        tx,
        list,
        users.flatMap((u) => u[list].map((line) => ({ userId: u._id, line }))),
      ),
  };
}

export const cartRecords = listRecords('cart');
export const wishlistRecords = listRecords('wishlist');
