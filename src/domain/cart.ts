/**
 * Cart and wishlist rules, shared by the server (mocks/) and the client's optimistic updates, so both
 * compute the same next state. Pure: each returns a new list or a refusal reason.
 */
import type { CartLineRecord, ProductRecord, WishlistEntryRecord } from './types';

export type CartRefusal = 'already-in-list' | 'not-in-list' | 'min-qty' | 'max-qty';

/** The most of one product a cart line may hold (there is no stock count, only in or out of stock). */
export const MAX_QTY = 10;

export type CartResult<T> = { ok: true; value: T } | { ok: false; reason: CartRefusal };

const ok = <T>(value: T): CartResult<T> => ({ ok: true, value });
const refuse = <T>(reason: CartRefusal): CartResult<T> => ({ ok: false, reason });

export function addLine(
  cart: CartLineRecord[],
  product: ProductRecord,
  now: string,
): CartResult<CartLineRecord[]> {
  if (cart.some((line) => line._id === product._id)) return refuse('already-in-list');
  return ok([...cart, { ...product, qty: 1, createdAt: now, updatedAt: now }]);
}

export function changeQty(
  cart: CartLineRecord[],
  productId: string,
  type: 'increment' | 'decrement',
  now: string,
): CartResult<CartLineRecord[]> {
  const line = cart.find((l) => l._id === productId);
  if (!line) return refuse('not-in-list');
  if (type === 'decrement' && line.qty <= 1) return refuse('min-qty');
  if (type === 'increment' && line.qty >= MAX_QTY) return refuse('max-qty');
  const qty = type === 'increment' ? line.qty + 1 : line.qty - 1;
  return ok(cart.map((l) => (l._id === productId ? { ...l, qty, updatedAt: now } : l)));
}

export function removeLine<T extends { _id: string }>(
  list: T[],
  productId: string,
): CartResult<T[]> {
  if (!list.some((l) => l._id === productId)) return refuse('not-in-list');
  return ok(list.filter((l) => l._id !== productId));
}

export function addWishlistEntry(
  wishlist: WishlistEntryRecord[],
  product: ProductRecord,
  now: string,
): CartResult<WishlistEntryRecord[]> {
  if (wishlist.some((entry) => entry._id === product._id)) return refuse('already-in-list');
  return ok([...wishlist, { ...product, createdAt: now, updatedAt: now }]);
}

/** The API's timestamp format: YYYY-MM-DDTHH:mm:ss+05:30 (India Standard Time). */
export function formatTimestamp(date: Date): string {
  const ist = new Date(date.getTime() + 330 * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${ist.getUTCFullYear()}-${pad(ist.getUTCMonth() + 1)}-${pad(ist.getUTCDate())}` +
    `T${pad(ist.getUTCHours())}:${pad(ist.getUTCMinutes())}:${pad(ist.getUTCSeconds())}+05:30`
  );
}
