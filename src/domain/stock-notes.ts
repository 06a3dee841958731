/**
 * What the screens say about a product's stock, and how far a cart line's quantity may go. Pure:
 * the product's page, the cart and checkout all ask here. `stock` is the whole units a shopper can
 * still order (the API's product record); the server refuses an order for more than that.
 */
import { MAX_QTY } from './cart';
import { lowStockCount } from './stock';

/** 'Only N left' at 1 to LOW_STOCK units (./stock.ts); null when there are more, or none. */
export function fewLeftNote(stock: number): string | null {
  const left = lowStockCount(stock);
  return left === null ? null : `Only ${left} left`;
}

/**
 * A product's stock as the screens count it. A copy cached before products carried `stock` has
 * only `inStock`: in stock then means "no count known" (no note, the usual bound), out of stock 0.
 */
export function stockOf(product: { stock?: number; inStock: boolean }): number {
  const { stock } = product;
  if (typeof stock === 'number' && Number.isFinite(stock)) return Math.max(0, stock);
  return product.inStock ? Number.POSITIVE_INFINITY : 0;
}

/** The most a cart line may hold now: the stock, and never more than MAX_QTY. */
export function qtyCap(stock: number): number {
  return Math.max(0, Math.min(Math.floor(stock), MAX_QTY));
}

/** A cart line against its product's stock: what its stepper allows and the line's one note. */
export interface LineStock {
  /** Whether + may add one more. */
  canIncrease: boolean;
  /** The line asks for more than there is: the order would be refused until it is lowered. */
  short: boolean;
  /** The words shown by the stepper (and read with a disabled +); null when nothing needs saying. */
  note: string | null;
}

export function lineStock(qty: number, stock: number): LineStock {
  const cap = qtyCap(stock);
  const canIncrease = qty < cap;
  if (stock <= 0) return { canIncrease, short: true, note: 'Out of Stock' };
  if (qty > stock)
    return {
      canIncrease,
      short: true,
      note: `Only ${stock} left: lower the quantity to place the order`,
    };
  const few = fewLeftNote(stock);
  if (few) return { canIncrease, short: false, note: few };
  if (!canIncrease)
    return {
      canIncrease,
      short: false,
      note: qty >= MAX_QTY ? `At most ${MAX_QTY} of one product per order` : 'No more in stock',
    };
  return { canIncrease, short: false, note: null };
}
