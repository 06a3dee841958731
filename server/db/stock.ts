/**
 * Stock on PostgreSQL (the rules: src/domain/stock.ts; the memory side: backend/store/stock-ops.ts).
 * Holding or taking a line is ONE conditional UPDATE (`WHERE on_hand - held >= q`), so any number of
 * processes never hold or sell more than there is; lines go in product id order, so two orders
 * never wait on each other crosswise (the loop is glamour_claim, migration 0016). A line short of
 * stock throws `Rollback`, which undoes what the transaction did before it and answers its outcome.
 */
import { stockShortfall } from '@backend/messages';
import { refusal, type Outcome } from '@backend/store/outcome';
import { unitsOf, type StockLine } from '@backend/store/stock-ops';
import type { Database, Queryable } from './sql';

/** Thrown inside a transaction to roll it back and answer `outcome`. */
export class Rollback<T> extends Error {
  constructor(readonly outcome: Outcome<T>) {
    super('rolled back');
    this.name = 'Rollback';
  }
}

/** `fn` in one transaction; a Rollback it throws undoes everything and answers its outcome. */
export async function transact<T>(
  db: Database,
  fn: (tx: Queryable) => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  try {
    return await db.transaction(fn);
  } catch (error) {
    if (error instanceof Rollback) return error.outcome as Outcome<T>;
    throw error;
  }
}

/** The units of `lines` as glamour_claim and glamour_place_order take them (product id order). */
export const unitsParam = (lines: readonly StockLine[]) =>
  JSON.stringify(unitsOf(lines).map(({ _id, qty }) => ({ _id, qty })));

/** The refusal for the line short of stock glamour_claim named. */
export const shortfall = (short: { name: string; stock: number }) =>
  refusal('conflict', stockShortfall(short.name, short.stock));

/**
 * Holds (an online order) or takes (Cash on Delivery, a payment after expiry) each line's units in
 * one call of glamour_claim (server/migrations/0016_order_writes.sql); answers the refusal for the
 * first line short of stock, having changed nothing of that line (the caller rolls back the
 * others). A product no longer in the shop has nothing to hold.
 */
export async function claim(
  tx: Queryable,
  lines: readonly StockLine[],
  how: 'hold' | 'take',
): Promise<Outcome<void> | undefined> {
  const [row] = await tx.query<{ short: { name: string; stock: number } | null }>(
    'SELECT glamour_claim($1::text::json, $2) AS short',
    [unitsParam(lines), how],
  );
  return row?.short ? shortfall(row.short) : undefined;
}

/** The order's units per product, in product id order. */
export async function orderUnits(tx: Queryable, orderId: string): Promise<StockLine[]> {
  const rows = await tx.query<{ id: string; name: string; qty: number }>(
    `SELECT product_id AS id, min(line->>'name') AS name, sum(qty)::int AS qty FROM order_lines
     WHERE order_id = $1 GROUP BY product_id ORDER BY product_id`,
    [orderId],
  );
  return rows.map((r) => ({ _id: r.id, name: r.name, qty: r.qty }));
}

/** The order's hold released (cancelled, expired, refunded) or turned into a sale (paid). */
export async function settleHold(tx: Queryable, orderId: string, how: 'release' | 'sell') {
  const set =
    how === 'release'
      ? 'held = greatest(p.held - l.q, 0)'
      : 'on_hand = greatest(p.on_hand - l.q, 0), held = greatest(p.held - l.q, 0)';
  await tx.query(
    `UPDATE products p SET ${set}
     FROM (SELECT product_id, sum(qty)::int AS q FROM order_lines WHERE order_id = $1
       GROUP BY product_id) l
     WHERE p.id = l.product_id`,
    [orderId],
  );
}

/** The units on hand set by the operator; false when there is no such product. */
export async function setOnHand(db: Queryable, productId: string, onHand: number) {
  const rows = await db.query('UPDATE products SET on_hand = $2 WHERE id = $1 RETURNING 1', [
    productId,
    onHand,
  ]);
  return rows.length > 0;
}
