/** Order history shows the newest order first (docs/shop/screens.md, Order History). */
import type { Order } from './types';

/**
 * Newest first by creation time; orders stamped the same second (or with an unreadable stamp) keep
 * the server's order reversed, since the server appends each new order at the end.
 */
export function newestFirst<T extends Order>(orders: readonly T[]): T[] {
  const time = (order: T) => {
    const t = Date.parse(order.createdAt);
    return Number.isFinite(t) ? t : 0;
  };
  return [...orders].reverse().sort((a, b) => time(b) - time(a));
}
