/**
 * Store versions. A saved store from an older version is brought forward one version at a time by
 * the migrations below, keeping every account, cart and order; one from a newer version (another tab
 * already runs a later release) is never touched by this older code. Bumping DB_VERSION means adding
 * the step from the previous version here, with a test (tests/unit/mocks/migrations.test.ts).
 */

import { SEED_STOCK } from '@/domain/stock';

/** One step: a store of version n (already known to say so) to the shape of version n + 1. */
export type Migration = (store: Record<string, unknown>) => Record<string, unknown>;

type Json = Record<string, unknown>;
const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);

/** A product record (or a copy of one in a line) with its stock: in stock ones get SEED_STOCK. */
const stocked = (record: Json): Json =>
  'stock' in record ? record : { ...record, stock: record.inStock === true ? SEED_STOCK : 0 };

/**
 * An order saved before the after-sale fields: its timeline from what it says (created, paid, the
 * status it is in now), no shipment, delivery or return, and its one refund (if any) as the list.
 * Fields it already has are kept. The SQL side does the same in
 * server/migrations/0013_after_sale.sql.
 */
export function withAfterSale(order: Json): Json {
  if ('timeline' in order && 'refunds' in order) return order;
  const createdAt = typeof order.createdAt === 'string' ? order.createdAt : '';
  const paidAt = typeof order.paidAt === 'string' ? order.paidAt : null;
  // Orders saved before pending orders existed were paid at once (./schema.ts reads them so).
  const status = typeof order.status === 'string' ? order.status : 'paid';
  const timeline: { status: string; at: string }[] = [
    { status: order.paymentMethod === 'cod' ? 'placed' : 'pending', at: createdAt },
  ];
  if (paidAt !== null && order.paymentMethod !== 'cod')
    timeline.push({ status: 'paid', at: paidAt });
  const last = timeline[timeline.length - 1];
  if (last && last.status !== status) timeline.push({ status, at: last.at });
  const refund =
    order.refund !== null && typeof order.refund === 'object' ? (order.refund as Json) : null;
  const { refund: _dropped, ...rest } = order;
  return {
    shipment: null,
    deliveredAt: null,
    returnBy: null,
    returnRequest: null,
    ...rest,
    timeline: 'timeline' in order ? order.timeline : timeline,
    refunds:
      'refunds' in order
        ? order.refunds
        : refund
          ? [{ ...refund, providerRefundId: refund.id, createdAt: paidAt ?? createdAt, lines: [] }]
          : [],
  };
}

/**
 * Keyed by the version each step starts from. Version 1 is the first stored shape.
 * 1 → 2: stock. Every product and every copy of one (cart, wishlist, order lines) gets a stock;
 * the document's stock levels are then read from it (schema.ts).
 * 2 → 3: after the sale. Every order gets its timeline and its refunds (withAfterSale).
 */
export const MIGRATIONS: Readonly<Record<number, Migration>> = {
  1: (store) => ({
    ...store,
    products: list(store.products).map(stocked),
    users: list(store.users).map((user) => ({
      ...user,
      cart: list(user.cart).map(stocked),
      wishlist: list(user.wishlist).map(stocked),
      orders: list(user.orders).map((order) => ({
        ...order,
        orderProducts: list(order.orderProducts).map(stocked),
      })),
    })),
  }),
  2: (store) => ({
    ...store,
    users: list(store.users).map((user) => ({
      ...user,
      orders: list(user.orders).map(withAfterSale),
    })),
  }),
};

export type MigrationResult =
  | { kind: 'current'; value: unknown }
  | { kind: 'migrated'; value: unknown; from: number }
  /** Written by a newer version: leave it alone. */
  | { kind: 'newer'; version: number }
  /** Older than any step we have (or no version at all): nothing to migrate from. */
  | { kind: 'unknown'; version: unknown }
  /** A step could not read it (a list holding `null`, say): as damaged as a store that fails its schema. */
  | { kind: 'unreadable'; version: number; error: string };

export function versionOf(value: unknown): unknown {
  return value !== null && typeof value === 'object' && 'version' in value
    ? (value as { version: unknown }).version
    : undefined;
}

/**
 * Brings `value` to `target` with `migrations`. The result still has to pass the schema: a step
 * only reshapes, it does not vouch for the data.
 */
export function migrate(
  value: unknown,
  target: number,
  migrations: Readonly<Record<number, Migration>> = MIGRATIONS,
): MigrationResult {
  const version = versionOf(value);
  if (typeof version !== 'number' || !Number.isInteger(version))
    return { kind: 'unknown', version };
  if (version === target) return { kind: 'current', value };
  if (version > target) return { kind: 'newer', version };
  let store = structuredClone(value) as Record<string, unknown>;
  for (let v = version; v < target; v += 1) {
    const step = migrations[v];
    if (!step) return { kind: 'unknown', version };
    try {
      store = { ...step(store), version: v + 1 };
    } catch (error) {
      return { kind: 'unreadable', version, error: String(error) };
    }
  }
  return { kind: 'migrated', value: store, from: version };
}
