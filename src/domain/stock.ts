/**
 * Stock: the units a shopper can still order. A product has units on hand and units held by orders
 * awaiting payment; what is left to order is the difference, never below 0. Creating an online
 * order holds its quantities until it is paid (the hold becomes a sale), cancelled or expired (the
 * hold is released); a Cash on Delivery order takes its units at once. Both stores keep these rules
 * (backend/store/stock-ops.ts in memory, the products table's columns in SQL).
 */

/** The stock each seed product that is in stock starts with (out-of-stock ones start at 0). */
export const SEED_STOCK = 20;

/** How long an unpaid online order holds its stock, in minutes, unless the server says otherwise. */
export const ORDER_HOLD_MINUTES = 15;

/** Cash on Delivery is offered up to this order amount, in rupees, unless the server says otherwise. */
export const COD_LIMIT_RUPEES = 5000;

/** At this many units or fewer, the shop says how many are left. */
export const LOW_STOCK = 5;

export interface StockLevel {
  /** Whole units in the shop. */
  onHand: number;
  /** Units held by orders awaiting payment. */
  held: number;
}

/** The units a shopper can still order. */
export function availableStock(level: StockLevel): number {
  return Math.max(level.onHand - level.held, 0);
}

/** The "Only N left" count: the stock when it is 1 to LOW_STOCK, else null. */
export function lowStockCount(stock: number): number | null {
  return stock > 0 && stock <= LOW_STOCK ? stock : null;
}

/** Whether an order of this amount may be paid on delivery. */
export function codAllowed(amount: number, limit: number = COD_LIMIT_RUPEES): boolean {
  return amount <= limit;
}

/** The instant (ISO) an order's hold made at `now` ends. */
export function holdEnds(now: Date, minutes: number = ORDER_HOLD_MINUTES): string {
  return new Date(now.getTime() + minutes * 60_000).toISOString();
}
