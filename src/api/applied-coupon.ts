/**
 * The coupon the shopper chose (of the coupons in ./coupons.ts), shared by the cart and checkout
 * screens: features never import each other, and it is the shopper's client-side coupon state, so
 * it lives beside the coupons resource (in lib it made lib and api import each other). A tiny external store mirrored in sessionStorage: it survives a reload and
 * the trip from /cart to /checkout, but not the tab. It is dropped on logout, when the cart empties,
 * and (with a toast) when the cart changes so that the coupon no longer applies.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { toast } from '@/lib/notify';
import { cartKey } from './cart';
import { subscribeSession, getSession } from './session';
import { couponRemovalReason } from '@/domain/coupons';
import type { PricedLine } from '@/domain/pricing';
import type { Coupon } from '@/domain/types';

export const APPLIED_COUPON_KEY = 'glamour.coupon';

type Listener = () => void;
const listeners = new Set<Listener>();

function isCoupon(value: unknown): value is Coupon {
  if (!value || typeof value !== 'object') return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.couponName === 'string' &&
    typeof c.value === 'string' &&
    typeof c.description === 'string' &&
    typeof c.minimumAmount === 'number'
  );
}

function readSaved(): Coupon | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(APPLIED_COUPON_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    // Anything else in the key (an old shape, a hand edit) is ignored rather than trusted.
    return isCoupon(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function save(coupon: Coupon | null): void {
  try {
    if (coupon) globalThis.sessionStorage?.setItem(APPLIED_COUPON_KEY, JSON.stringify(coupon));
    else globalThis.sessionStorage?.removeItem(APPLIED_COUPON_KEY);
  } catch {
    // Storage unavailable (private mode, quota): the in-memory choice still works for this page.
  }
}

let current: Coupon | null = getSession().status === 'signedOut' ? null : readSaved();

function set(next: Coupon | null): void {
  if (next === current) return;
  current = next;
  save(next);
  listeners.forEach((listener) => listener());
}

export function getAppliedCoupon(): Coupon | null {
  return current;
}

export function applyCoupon(coupon: Coupon): void {
  set(coupon);
}

export function clearAppliedCoupon(): void {
  set(null);
}

export function subscribeAppliedCoupon(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Logging out (or a refused token) forgets the choice: the next shopper in this tab starts clean.
subscribeSession(() => {
  if (getSession().status === 'signedOut') clearAppliedCoupon();
});

export function useAppliedCoupon(): Coupon | null {
  return useSyncExternalStore(subscribeAppliedCoupon, getAppliedCoupon, getAppliedCoupon);
}

/**
 * The applied coupon, kept valid for `lines` (undefined while the cart loads: nothing is decided
 * then) and the account (`hasPurchase`: a first-purchase offer goes once it has bought). An
 * emptied cart drops it quietly; a cart or account that no longer qualifies drops it with a toast.
 */
export function useValidAppliedCoupon(
  lines: readonly PricedLine[] | undefined,
  hasPurchase = false,
): Coupon | null {
  const coupon = useAppliedCoupon();
  const reason = coupon && lines ? couponRemovalReason(coupon, lines, hasPurchase) : null;
  // A cart change on its way shows its lines before the server has them: it may still be rolled
  // back (a 500, no connection), and the coupon must still be there then. Until every change has
  // settled, a coupon its rules no longer allow is only left out of the totals.
  const cartChanging = useIsMutating({ mutationKey: cartKey }) > 0;
  useEffect(() => {
    if (!coupon || !reason || cartChanging) return;
    clearAppliedCoupon();
    if (lines && lines.length > 0)
      toast.warning(`Coupon ${coupon.couponName} was removed: ${reason}`);
  }, [coupon, reason, lines, cartChanging]);
  return reason ? null : coupon;
}
