/**
 * The cart and the wishlist on PostgreSQL, one pair of tables written by one set of statements. A
 * click is a statement or two: the write itself, its conditions in its WHERE (the product sold and
 * in stock, the quantity within 1..MAX_QTY of src/domain/cart.ts, one line per product by the
 * primary key), answering why when it changed nothing; then the list as it now is. No lock is held
 * across statements: two shoppers, or two tabs, never wait for each other's whole account.
 */
import { z } from 'zod';
import { formatTimestamp, MAX_QTY } from '@/domain/cart';
import type { CartLineRecord, ProductRecord, WishlistEntryRecord } from '@/domain/types';
import type { Clock } from '@backend/clock';
import { MESSAGES, unknownProduct } from '@backend/messages';
import type { CartRepository, WishlistRepository } from '@backend/store/lists';
import { refusal, success, type Outcome } from '@backend/store/outcome';
import { cartLineSchema, wishlistEntrySchema, type UserRow } from '@backend/store/schema';
import { cartRefusal } from '@backend/store/user-ops';
import { guard } from './errors';
import { assign, idsOf, rowsOf, type UserRecords } from './parts';
import { PRODUCT_JSON } from './product-query-sql';
import type { Database, Queryable } from './sql';

type List = 'cart' | 'wishlist';

const TABLE = { cart: 'cart_lines', wishlist: 'wishlist_entries' } as const;
/**
 * The record of one row `l`: the product copy kept with it, and its own fields; a cart line's stock
 * is its product's now.
 */
const LINE_JSON = {
  cart: `l.product || jsonb_build_object('qty', l.qty, 'createdAt', l.created_at,
    'updatedAt', l.updated_at) || coalesce((SELECT jsonb_build_object('stock', p.stock,
    'inStock', p.in_stock) FROM products p WHERE p.id = l.product_id), '{}'::jsonb)`,
  wishlist: `l.product || jsonb_build_object('createdAt', l.created_at, 'updatedAt', l.updated_at)`,
};
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
    `SELECT (SELECT coalesce(json_agg(${LINE_JSON[list]} ORDER BY l.position), '[]'::json)
       FROM ${TABLE[list]} l WHERE l.user_id = u.id) AS list
     FROM users u WHERE u.id = $1`,
    [userId],
  );
  return row ? success(schema.parse(row.list)) : notRegistered;
}

/** The user's cart, for the orders' answers (an order's confirmation takes lines out of it). */
export const cartOf = (tx: Queryable, userId: string) => listOf(tx, 'cart', userId, SCHEMA.cart);

/** The record of a cart line from its row `l`, for the orders' reads. */
export const CART_LINE_JSON = LINE_JSON.cart;

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

/** Adds the catalogue's product as a new line, if it is sold (and for the cart, in stock). */
async function addLine(db: Database, list: List, userId: string, productId: string, now: string) {
  const [row] = await db.query<{ user_found: boolean; in_stock: boolean | null; added: boolean }>(
    `WITH u AS (SELECT id FROM users WHERE id = $1),
       p AS (SELECT p.id, p.in_stock, ${PRODUCT_JSON}::jsonb AS j FROM products p WHERE p.id = $2),
       ins AS (INSERT INTO ${TABLE[list]} (user_id, product_id, product, ${list === 'cart' ? 'qty, ' : ''}
           created_at, updated_at)
         SELECT u.id, p.id, p.j, ${list === 'cart' ? '1, ' : ''}$3, $3 FROM u, p
         WHERE ${list === 'cart' ? 'p.in_stock' : 'true'}
         ON CONFLICT (user_id, product_id) DO NOTHING RETURNING 1)
     SELECT EXISTS (SELECT 1 FROM u) AS user_found, (SELECT in_stock FROM p) AS in_stock,
       EXISTS (SELECT 1 FROM ins) AS added`,
    [userId, productId, now],
  );
  if (!row?.user_found) return notRegistered;
  if (row.in_stock === null) return refusal('invalid', unknownProduct(productId));
  if (list === 'cart' && !row.in_stock) return refusal('invalid', MESSAGES.outOfStock);
  if (!row.added) return cartRefusal('already-in-list', list);
  return undefined;
}

async function removeLine(db: Database, list: List, userId: string, productId: string) {
  const [row] = await db.query<{ user_found: boolean; removed: boolean }>(
    `WITH del AS (DELETE FROM ${TABLE[list]} WHERE user_id = $1 AND product_id = $2 RETURNING 1)
     SELECT EXISTS (SELECT 1 FROM users WHERE id = $1) AS user_found,
       EXISTS (SELECT 1 FROM del) AS removed`,
    [userId, productId],
  );
  if (!row?.user_found) return notRegistered;
  if (!row.removed) return cartRefusal('not-in-list', list);
  return undefined;
}

export function createPgCart(db: Database, clock: Clock): CartRepository {
  const stamp = () => formatTimestamp(clock.now());
  const lines = (userId: string) => listOf(db, 'cart', userId, SCHEMA.cart);
  return {
    lines: (userId) => guard(() => lines(userId)),
    add: (userId, productId) =>
      guard(async () => (await addLine(db, 'cart', userId, productId, stamp())) ?? lines(userId)),
    changeQty: (userId, productId, type) =>
      guard(async () => {
        const step = type === 'increment' ? 1 : -1;
        const [row] = await db.query<{ user_found: boolean; line: boolean; changed: boolean }>(
          `WITH up AS (UPDATE cart_lines SET qty = qty + $3, updated_at = $4
               WHERE user_id = $1 AND product_id = $2 AND qty + $3 BETWEEN 1 AND $5 RETURNING 1)
           SELECT EXISTS (SELECT 1 FROM users WHERE id = $1) AS user_found,
             EXISTS (SELECT 1 FROM cart_lines WHERE user_id = $1 AND product_id = $2) AS line,
             EXISTS (SELECT 1 FROM up) AS changed`,
          [userId, productId, step, stamp(), MAX_QTY],
        );
        if (!row?.user_found) return notRegistered;
        if (!row.changed) {
          if (!row.line) return cartRefusal('not-in-list', 'cart');
          return cartRefusal(step > 0 ? 'max-qty' : 'min-qty', 'cart');
        }
        return lines(userId);
      }),
    remove: (userId, productId) =>
      guard(async () => (await removeLine(db, 'cart', userId, productId)) ?? lines(userId)),
  };
}

export function createPgWishlist(db: Database, clock: Clock): WishlistRepository {
  const stamp = () => formatTimestamp(clock.now());
  const entries = (userId: string) => listOf(db, 'wishlist', userId, SCHEMA.wishlist);
  return {
    entries: (userId) => guard(() => entries(userId)),
    add: (userId, productId) =>
      guard(
        async () => (await addLine(db, 'wishlist', userId, productId, stamp())) ?? entries(userId),
      ),
    remove: (userId, productId) =>
      guard(async () => (await removeLine(db, 'wishlist', userId, productId)) ?? entries(userId)),
  };
}

function listRecords(list: List): UserRecords {
  return {
    tables: [TABLE[list]],
    async load(tx, users) {
      const rows = await tx.query<{ user_id: string; list: unknown }>(
        `SELECT l.user_id, json_agg(${LINE_JSON[list]} ORDER BY l.position) AS list
         FROM ${TABLE[list]} l
         WHERE l.user_id IN (SELECT value FROM json_array_elements_text($1::text::json))
         GROUP BY l.user_id`,
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
