/** Reading the shop's rows as the API's records (users with their lists, products, todos). */
import type { ProductRecord } from '@/domain/types';
import { todoSchema, userRowSchema, type Todo, type UserRow } from '@backend/store/schema';
import { PRODUCT_JSON } from './product-query-sql';
import type { Queryable } from './sql';

/** A user's lists, each loaded only when a read or a rule needs it. */
export type Part = 'cart' | 'wishlist' | 'addresses' | 'orders';
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
      'passwordHash', u.password_hash, 'extra', u.extra, 'tokenVersion', u.token_version,
      'guestUntil', to_char(u.guest_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'cart', ${part('cart')}, 'wishlist', ${part('wishlist')},
      'addresses', ${part('addresses')}, 'orders', ${part('orders')}) AS j
    FROM users u WHERE ${where} ORDER BY u.position`;
}

export async function loadUsers(
  tx: Queryable,
  where: string,
  params: (string | number)[],
  parts: readonly Part[] = ALL_PARTS,
): Promise<UserRow[]> {
  const rows = await tx.query<{ j: unknown }>(userSql(where, parts), params);
  // The schema puts every record's fields back in the API's order (jsonb sorts keys). Only a guest
  // has `guestUntil`: every other account's null is left out, as the memory store leaves it out.
  return rows.map((r) => {
    const row = r.j as Record<string, unknown>;
    if (row.guestUntil === null) delete row.guestUntil;
    return userRowSchema.parse(row);
  });
}

export async function loadProducts(
  tx: Queryable,
  ids?: readonly string[],
): Promise<ProductRecord[]> {
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
export function productOf(line: ProductRecord): ProductRecord {
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

/** One owner's todos (migration 0006), or every todo (the export) when `owner` is undefined. */
export async function loadTodos(tx: Queryable, owner?: string): Promise<Todo[]> {
  const rows = await tx.query<{ j: unknown }>(
    `SELECT json_build_object('_id', id, 'title', title, 'completed', completed,
       'createdAt', created_at) AS j FROM todos
     ${owner === undefined ? '' : 'WHERE owner = $1'} ORDER BY position`,
    owner === undefined ? [] : [owner],
  );
  return rows.map((r) => todoSchema.parse(r.j));
}
