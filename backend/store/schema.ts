/**
 * The store's shape and its zod schema. The schema guards every way data enters the store from
 * outside the handlers: a saved localStorage copy (corrupt or outdated → reset) and a console import.
 */
import { z } from 'zod';
import { ORDER_STATUSES } from '@/domain/order-status';
import { availableStock } from '@/domain/stock';
import { withAfterSale } from './migrations';
import type {
  Address,
  CartLineRecord,
  Category,
  OrderRecord,
  ProductRecord,
  WishlistEntryRecord,
} from '@/domain/types';
import { outboxEmailSchema } from './outbox';
import {
  ratingFiguresSchema,
  reviewIssues,
  reviewRecordSchema,
  withRatings,
} from './review-records';

/**
 * Bump when the stored shape changes, with its step in ./migrations.ts. Version 2: products carry
 * their stock (and the document its levels, `stockLevels`). Version 3: orders carry their timeline,
 * shipment, delivery, return and a list of refunds (`refunds` replaces `refund`).
 */
export const DB_VERSION = 3;

const id = z.string().min(1);
/**
 * A price, rating or count as the API writes it. At most nine digits before the point: a longer
 * one (a number past what a JS number holds) was read as 0, and its product sold for nothing.
 */
const numericString = z
  .string()
  .regex(/^\d{1,9}(\.\d{1,6})?$/, 'must be a number written as text, below 1000000000');

export const productRecordSchema = z.object({
  _id: id,
  name: z.string(),
  image: z.string(),
  brand: z.string(),
  size: z.string(),
  price: numericString,
  originalPrice: numericString,
  off: z.string(),
  offer: z.string(),
  categoryName: z.string(),
  productType: z.string(),
  ratings: z.object({ value: numericString, count: numericString }),
  stock: z.int().min(0),
  inStock: z.boolean(),
  isBestSeller: z.boolean(),
}) satisfies z.ZodType<ProductRecord>;

const stamps = { createdAt: z.string(), updatedAt: z.string() };

export const cartLineSchema = productRecordSchema.extend({
  qty: z.int().min(1),
  ...stamps,
}) satisfies z.ZodType<CartLineRecord>;

export const wishlistEntrySchema = productRecordSchema.extend(
  stamps,
) satisfies z.ZodType<WishlistEntryRecord>;

export const categorySchema = z.object({
  _id: id,
  categoryName: z.string(),
}) satisfies z.ZodType<Category>;

export const addressSchema = z.object({
  id,
  userName: z.string(),
  houseNumber: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  pincode: z.int().nonnegative(),
  mobileNumber: z.int().nonnegative(),
}) satisfies z.ZodType<Address>;

const returnLineSchema = z.object({ productId: id, qty: z.int().min(1) });

export const orderRefundSchema = z
  .object({
    id,
    providerRefundId: z.string().min(1).nullable(),
    amount: z.number().nonnegative(),
    status: z.enum(['pending', 'processed', 'failed']),
    reason: z.string(),
    createdAt: z.string(),
    lines: z.array(returnLineSchema),
    // Absent: asked once so far (refunds saved before a failed one could be asked again).
    attempt: z.int().nonnegative().optional(),
    // A payment the order never kept: the payment it gives back (absent when saved before it was).
    paymentId: z.string().min(1).optional(),
  })
  // As the database's CHECK (server/migrations/0025): only a refund of no units has a payment of
  // its own, so an imported store the database would refuse is refused here, with its reason.
  .refine((refund) => refund.paymentId === undefined || refund.lines.length === 0, {
    message:
      'A refund of units gives back the order’s own payment: it names no payment of its own.',
    path: ['paymentId'],
  });

// Orders saved before checkout created pending orders were paid at once: the defaults read them so;
// one without the after-sale fields gets them as its migration step would (./migrations.ts).
const orderObjectSchema = z.object({
  _id: id,
  status: z.enum(ORDER_STATUSES).default('paid'),
  orderProducts: z.array(cartLineSchema),
  amount: z.number().nonnegative(),
  couponCode: z.string().nullable(),
  deliveryAddress: addressSchema,
  paymentId: z.string().nullable(),
  payment: z
    .object({
      provider: z.enum(['razorpay', 'simulated']),
      orderId: z.string().min(1),
      keyId: z.string().nullable(),
    })
    .nullable()
    .default(null),
  userEmail: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable().default(null),
  idempotencyKey: z.string().nullable().default(null),
  paymentMethod: z.enum(['online', 'cod']).default('online'),
  holdUntil: z.string().nullable().default(null),
  timeline: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.string() })),
  shipment: z
    .object({ carrier: z.string(), trackingNumber: z.string(), shippedAt: z.string() })
    .nullable(),
  deliveredAt: z.string().nullable(),
  returnBy: z.string().nullable(),
  returnRequest: z
    .object({
      lines: z.array(returnLineSchema),
      reason: z.string(),
      requestedAt: z.string(),
      refundAmount: z.number().nonnegative(),
      receivedAt: z.string().nullable(),
    })
    .nullable(),
  refunds: z.array(orderRefundSchema),
});

export const orderSchema = z.preprocess(
  (value) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? withAfterSale(value as Record<string, unknown>)
      : value,
  orderObjectSchema,
) satisfies z.ZodType<OrderRecord, unknown>;

export const userRowSchema = z.object({
  _id: id,
  firstName: z.string(),
  lastName: z.string(),
  /** Stored trimmed and lower-case, as signup stores it: a copy written otherwise could never log in. */
  email: z.string().trim().toLowerCase(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** PBKDF2 record (see mocks/auth.ts); the password itself is never stored. */
  passwordHash: z.string().min(1),
  /** Further signup fields, stored as given (backend/routes/auth.ts extraFields). */
  extra: z.record(z.string(), z.string()),
  /**
   * Raised by a logout: a token carries the version it was signed at, and the signed-in check
   * refuses one from before. Older saved stores have none: 0.
   */
  tokenVersion: z.number().int().min(0).default(0),
  cart: z.array(cartLineSchema),
  wishlist: z.array(wishlistEntrySchema),
  addresses: z.array(addressSchema),
  orders: z.array(orderSchema),
  /**
   * A guest account's end (ISO instant): server mode's Login As Guest makes one per visitor, removed
   * with its data after this unless the visitor signs up. Absent for every other account.
   */
  guestUntil: z.string().optional(),
});

export type UserRow = z.infer<typeof userRowSchema>;

export const todoSchema = z.object({
  _id: id,
  title: z.string(),
  completed: z.boolean(),
  createdAt: z.string(),
});

export type Todo = z.infer<typeof todoSchema>;

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const v of values) (seen.has(v) ? repeated : seen).add(v);
  return [...repeated];
}

export const stockLevelSchema = z.object({ onHand: z.int().min(0), held: z.int().min(0) });

/**
 * Each product's units on hand and held by unpaid orders (src/domain/stock.ts), by product id. A
 * product's `stock` and `inStock` (and those of the cart lines of it) always follow its level: the
 * document is normalised so on every load and import, and every write that moves stock writes both
 * (./stock-ops.ts).
 */
export type StockLevels = Record<string, z.infer<typeof stockLevelSchema>>;

/** The levels of every product (one missing reads as its `stock` on hand), records following them. */
export function withStock<
  T extends {
    products: ProductRecord[];
    stockLevels: StockLevels;
    users: { cart: CartLineRecord[]; wishlist: WishlistEntryRecord[] }[];
  },
>(db: T): T {
  const stockLevels: StockLevels = {};
  const stocks = new Map<string, number>();
  const products = db.products.map((product) => {
    const level = db.stockLevels[product._id] ?? { onHand: product.stock, held: 0 };
    stockLevels[product._id] = level;
    const stock = availableStock(level);
    stocks.set(product._id, stock);
    return { ...product, stock, inStock: stock > 0 };
  });
  // A cart line's or wishlist entry's stock is its product's now (./stock-ops.ts keeps it so).
  const follow = <R extends ProductRecord>(record: R): R => {
    const stock = stocks.get(record._id);
    return stock === undefined ? record : { ...record, stock, inStock: stock > 0 };
  };
  const users = db.users.map((user) => ({
    ...user,
    cart: user.cart.map(follow),
    wishlist: user.wishlist.map(follow),
  }));
  return { ...db, products, stockLevels, users };
}

export const dbStateSchema = z
  .object({
    version: z.literal(DB_VERSION),
    products: z.array(productRecordSchema),
    stockLevels: z.record(z.string(), stockLevelSchema).default({}),
    categories: z.array(categorySchema),
    users: z.array(userRowSchema),
    todos: z.array(todoSchema),
    subscribers: z.array(z.string()),
    /** Product reviews (./review-records.ts); a copy saved before reviews has none. */
    reviews: z.array(reviewRecordSchema).default([]),
    /**
     * Each product's imported rating, by product id; its `ratings` are these and its shown reviews
     * together (./review-records.ts, withRatings). A copy saved before has none: its products'
     * ratings were the imported ones.
     */
    importedRatings: z.record(z.string(), ratingFiguresSchema).default({}),
    /** The emails orders owe and sent (./outbox.ts); a copy saved before has none. */
    outbox: z.array(outboxEmailSchema).optional(),
  })
  .superRefine((db, ctx) => {
    // The invariants the handlers keep: nothing a write could produce breaks them, so neither may an import.
    const report = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    for (const d of duplicates(db.products.map((p) => p._id)))
      report(['products'], `duplicate product id ${d}`);
    for (const d of duplicates(db.categories.map((c) => c._id)))
      report(['categories'], `duplicate category id ${d}`);
    for (const d of duplicates(db.users.map((u) => u._id)))
      report(['users'], `duplicate user id ${d}`);
    for (const d of duplicates(db.users.map((u) => u.email.toLowerCase())))
      report(['users'], `duplicate user email ${d}`);
    // No check that a payment id confirms one order: stores saved before verified payments may hold
    // such repeats, and refusing them would reset a shopper's data. New confirmations enforce it
    // (order-ops confirmOrder).
    for (const issue of reviewIssues(db.reviews)) report(['reviews'], issue);
    db.users.forEach((user, i) => {
      for (const d of duplicates(user.cart.map((l) => l._id)))
        report(['users', i, 'cart'], `duplicate cart line ${d}`);
      for (const d of duplicates(user.wishlist.map((l) => l._id)))
        report(['users', i, 'wishlist'], `duplicate wishlist entry ${d}`);
      for (const d of duplicates(user.addresses.map((a) => a.id)))
        report(['users', i, 'addresses'], `duplicate address id ${d}`);
      for (const d of duplicates(user.orders.flatMap((o) => o.idempotencyKey ?? [])))
        report(['users', i, 'orders'], `duplicate order idempotency key ${d}`);
    });
  })
  .transform((db) => withRatings(withStock(db)));

export type DbState = z.infer<typeof dbStateSchema>;

/** zod issues as short readable lines: `users.0.cart: duplicate cart line …`. */
export function issueMessages(error: z.ZodError): string[] {
  return error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
}
