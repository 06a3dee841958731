/**
 * Stock on the memory side (the rules: src/domain/stock.ts; the SQL side is the products table's
 * on_hand and held columns, server/db/stock.ts). Every change writes the product's level and its
 * record's `stock` and `inStock` together, on fresh arrays: the engine's draft shares the catalogue
 * with the state until a write replaces it.
 */
import { availableStock, type StockLevel } from '@/domain/stock';
import type { ProductRecord } from '@/domain/types';
import { stockShortfall } from '../messages';
import { refusal, success, type Outcome } from './outcome';
import type { DbState } from './schema';

/** What an order's lines ask of stock: units per product (a product's lines summed). */
export interface StockLine {
  _id: string;
  name: string;
  qty: number;
}

/** The document's share stock touches; `users` (their carts) when the draft has them. */
type StockDoc = Pick<DbState, 'products' | 'stockLevels'> & Partial<Pick<DbState, 'users'>>;

export function levelOf(db: StockDoc, product: ProductRecord): StockLevel {
  return db.stockLevels[product._id] ?? { onHand: product.stock, held: 0 };
}

/** Each product's quantity, once per product, in product id order. */
export function unitsOf(lines: readonly StockLine[]): StockLine[] {
  const byId = new Map<string, StockLine>();
  for (const line of lines) {
    const seen = byId.get(line._id);
    byId.set(line._id, seen ? { ...seen, qty: seen.qty + line.qty } : { ...line });
  }
  return [...byId.values()].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
}

/**
 * Writes new levels and the records that follow them: the products, and the cart lines and wishlist
 * entries of them (each keeps the product's copy from when it was added, but its stock is the
 * product's now).
 */
function setLevels(db: StockDoc, levels: ReadonlyMap<string, StockLevel>): void {
  if (levels.size === 0) return;
  db.stockLevels = { ...db.stockLevels, ...Object.fromEntries(levels) };
  const follow = <T extends ProductRecord>(record: T): T => {
    const level = levels.get(record._id);
    if (!level) return record;
    const stock = availableStock(level);
    return { ...record, stock, inStock: stock > 0 };
  };
  db.products = db.products.map(follow);
  for (const user of db.users ?? []) {
    if (user.cart.some((line) => levels.has(line._id))) user.cart = user.cart.map(follow);
    if (user.wishlist.some((entry) => levels.has(entry._id)))
      user.wishlist = user.wishlist.map(follow);
  }
}

/** `change` on each line's level, or the first line short of stock (nothing changed then). */
function move(
  db: StockDoc,
  lines: readonly StockLine[],
  change: (level: StockLevel, qty: number) => StockLevel,
  checkAvailable: boolean,
): Outcome<void> {
  const next = new Map<string, StockLevel>();
  for (const line of unitsOf(lines)) {
    const product = db.products.find((p) => p._id === line._id);
    // A product no longer sold has no stock to keep.
    if (!product) continue;
    const level = levelOf(db, product);
    if (checkAvailable && availableStock(level) < line.qty)
      return refusal('conflict', stockShortfall(product.name, availableStock(level)));
    next.set(product._id, change(level, line.qty));
  }
  setLevels(db, next);
  return success(undefined);
}

/** An online order's units held until it is paid, cancelled or expired; short: 'conflict'. */
export const hold = (db: StockDoc, lines: readonly StockLine[]) =>
  move(db, lines, (l, q) => ({ ...l, held: l.held + q }), true);

/** Units taken as a sale without a hold (Cash on Delivery, a payment after expiry); short: 'conflict'. */
export const take = (db: StockDoc, lines: readonly StockLine[]) =>
  move(db, lines, (l, q) => ({ ...l, onHand: l.onHand - q }), true);

/** A hold released (cancelled, expired). */
export const release = (db: StockDoc, lines: readonly StockLine[]) =>
  move(db, lines, (l, q) => ({ ...l, held: Math.max(l.held - q, 0) }), false);

/** A hold that becomes a sale (paid). */
export const sell = (db: StockDoc, lines: readonly StockLine[]) =>
  move(
    db,
    lines,
    (l, q) => ({ onHand: Math.max(l.onHand - q, 0), held: Math.max(l.held - q, 0) }),
    false,
  );

/** The units on hand set by the operator (held units stay held). */
export function setOnHand(db: StockDoc, productId: string, onHand: number): boolean {
  const product = db.products.find((p) => p._id === productId);
  if (!product) return false;
  setLevels(db, new Map([[productId, { ...levelOf(db, product), onHand }]]));
  return true;
}
