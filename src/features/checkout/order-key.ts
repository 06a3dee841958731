/**
 * The key of the order this tab made and has not paid yet, with what it was made of (the checkout
 * machine's `reusable`): kept in this tab's sessionStorage, which a reload keeps, so that Place
 * Order after closing the payment window or reloading pays the order already made instead of
 * making a second one that holds the same stock again (docs/shop/rules.md, Orders).
 */
import { readStored, writeStored, writeText } from '@/lib/storage';
import type { OrderKey } from './payment-options';

export const ORDER_KEY_STORAGE_KEY = 'glamour.checkoutOrderKey';

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
