/**
 * What makes two presses of Place Order the same order (orderSignature), and the tab's kept key of
 * the order awaiting payment (order-key.ts): see docs/shop/rules.md, Orders.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_KEY_STORAGE_KEY, readOrderKey, writeOrderKey } from '@/api/order-key';
import { orderSignature, type CheckoutOrder } from '@/features/checkout/payment-options';
import { memoryStorage } from '../support/memory-storage';

const order: Omit<CheckoutOrder, 'signature'> = {
  addressId: 'addr-1',
  totalAmt: 1234.5,
  couponCode: null,
  paymentMethod: 'online',
  customer: { name: 'Aanya Sharma', email: 'aanya.sharma@glamour.test' },
};
const lines = [
  { id: 'kajal', qty: 3 },
  { id: 'toner', qty: 1 },
];

describe('orderSignature', () => {
  it('is the same for the same order, whatever the order of the cart’s lines', () => {
    expect(orderSignature(order, [...lines].reverse())).toBe(orderSignature(order, lines));
  });

  it('differs when anything the server would price or hold differs', () => {
    const base = orderSignature(order, lines);
    const variants = [
      orderSignature(order, [{ id: 'kajal', qty: 2 }, lines[1]!]),
      orderSignature(order, [lines[0]!]),
      orderSignature({ ...order, addressId: 'addr-2' }, lines),
      orderSignature({ ...order, couponCode: 'FIRSTGLAM' }, lines),
      orderSignature({ ...order, paymentMethod: 'cod' }, lines),
      orderSignature({ ...order, totalAmt: 1234 }, lines),
      orderSignature({ ...order, customer: { ...order.customer, email: 'b@glamour.test' } }, lines),
    ];
    expect(new Set([base, ...variants]).size).toBe(variants.length + 1);
  });

  it('an address edited since (same id, another pincode) is another order', () => {
    const address = { id: 'addr-1', city: 'Pune', pincode: 411001 };
    expect(orderSignature(order, lines, address)).toBe(
      orderSignature(order, lines, { pincode: 411001, city: 'Pune', id: 'addr-1' }),
    );
    expect(orderSignature(order, lines, { ...address, pincode: 411002 })).not.toBe(
      orderSignature(order, lines, address),
    );
  });

  it('an order without a way of paying is an online one', () => {
    const { paymentMethod: _, ...online } = order;
    expect(orderSignature(online, lines)).toBe(orderSignature(order, lines));
  });
});

describe('the kept order key', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('sessionStorage', storage);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is kept in the tab’s sessionStorage and forgotten', () => {
    expect(readOrderKey()).toBeNull();
    writeOrderKey({ signature: 'sig', key: 'key-1' });
    expect(readOrderKey()).toEqual({ signature: 'sig', key: 'key-1' });
    expect(storage.getItem(ORDER_KEY_STORAGE_KEY)).not.toBeNull();
    writeOrderKey(null);
    expect(readOrderKey()).toBeNull();
    expect(storage.getItem(ORDER_KEY_STORAGE_KEY)).toBeNull();
  });

  it('is forgotten when the shopper signs out', async () => {
    vi.resetModules();
    vi.stubGlobal('localStorage', memoryStorage({ token: 'token' }));
    const keys = await import('@/api/order-key');
    const session = await import('@/api/session');
    session.setSession({ status: 'signedIn', token: 'token', user: null });
    keys.writeOrderKey({ signature: 'sig', key: 'key-1' });
    expect(keys.readOrderKey()).not.toBeNull();
    session.setSession({ status: 'signedOut', token: null, user: null });
    expect(keys.readOrderKey()).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['a string', '"key-1"'],
    ['no key', '{"signature":"sig"}'],
    ['an empty key', '{"signature":"sig","key":""}'],
    ['a number for a key', '{"signature":"sig","key":7}'],
  ])('reads %s as nothing kept', (_, saved) => {
    storage.setItem(ORDER_KEY_STORAGE_KEY, saved);
    expect(readOrderKey()).toBeNull();
  });
});
