import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUPONS } from '@/domain/coupons';
import type { Coupon } from '@/domain/types';
import { memoryStorage } from '../support/memory-storage';

const [FIRSTGLAM, FIRST200] = COUPONS as [Coupon, Coupon];

/** Fresh modules per test: the store reads sessionStorage and the session when it loads. */
async function load(saved: Record<string, string> = {}, token: string | null = 'token') {
  vi.resetModules();
  const storage = memoryStorage(saved);
  vi.stubGlobal('sessionStorage', storage);
  vi.stubGlobal('localStorage', memoryStorage(token ? { token } : {}));
  const store = await import('@/api/applied-coupon');
  const session = await import('@/api/session');
  return { store, session, storage };
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('applied coupon store', () => {
  it('keeps the chosen coupon in sessionStorage and tells subscribers', async () => {
    const { store, storage } = await load();
    const listener = vi.fn();
    store.subscribeAppliedCoupon(listener);
    store.applyCoupon(FIRSTGLAM);
    expect(store.getAppliedCoupon()).toEqual(FIRSTGLAM);
    expect(JSON.parse(storage.getItem(store.APPLIED_COUPON_KEY) ?? 'null')).toEqual(FIRSTGLAM);
    store.clearAppliedCoupon();
    expect(store.getAppliedCoupon()).toBeNull();
    expect(storage.getItem(store.APPLIED_COUPON_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('restores a saved coupon after a reload', async () => {
    const { store } = await load({ 'glamour.coupon': JSON.stringify(FIRST200) });
    expect(store.getAppliedCoupon()).toEqual(FIRST200);
  });

  it('ignores a corrupt or foreign saved value', async () => {
    expect((await load({ 'glamour.coupon': '{not json' })).store.getAppliedCoupon()).toBeNull();
    expect(
      (
        await load({ 'glamour.coupon': JSON.stringify({ couponName: 'X' }) })
      ).store.getAppliedCoupon(),
    ).toBeNull();
  });

  it('starts empty for a visitor, and forgets the coupon on logout', async () => {
    const saved = { 'glamour.coupon': JSON.stringify(FIRSTGLAM) };
    expect((await load(saved, null)).store.getAppliedCoupon()).toBeNull();

    const { store, session } = await load(saved);
    expect(store.getAppliedCoupon()).toEqual(FIRSTGLAM);
    session.setSession({ status: 'signedOut', token: null, user: null });
    expect(store.getAppliedCoupon()).toBeNull();
  });
});
