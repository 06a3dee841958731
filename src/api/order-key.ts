/**
 * The key of the order this tab made and has not paid yet, with what it was made of (the checkout
 * machine's `reusable`): kept in this tab's sessionStorage, which a reload keeps, so that Place
 * Order after closing the payment window, after a create that got no answer, or after a reload pays
 * the order already made instead of making a second one that holds the same stock again
 * (docs/shop/rules.md, Orders). Signing out forgets it.
 */
import { readStored, writeStored, writeText } from '@/lib/storage';
import { getSession, subscribeSession } from './session';

export const ORDER_KEY_STORAGE_KEY = 'glamour.checkoutOrderKey';

/** An order asked for and not yet paid: its idempotency key and what it was made of. */
export interface OrderKey {
  signature: string;
  key: string;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The kept key, or null when there is none or what is stored is unreadable. */
export function readOrderKey(): OrderKey | null {
  const value = readStored(ORDER_KEY_STORAGE_KEY, 'session');
  if (typeof value !== 'object' || value === null) return null;
  const { signature, key } = value as Record<string, unknown>;
  return isText(signature) && isText(key) ? { signature, key } : null;
}

/** Keeps `kept` for this tab; null forgets it. */
export function writeOrderKey(kept: OrderKey | null): void {
  if (kept === null) writeText(ORDER_KEY_STORAGE_KEY, null, 'session');
  else writeStored(ORDER_KEY_STORAGE_KEY, kept, 'session');
}

// Signing out (or a refused token) forgets it: what the last shopper ordered stays theirs.
subscribeSession(() => {
  if (getSession().status === 'signedOut') writeOrderKey(null);
});
