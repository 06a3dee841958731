/**
 * What every aggregate's contract suite shares: the shop under test (opened once per
 * implementation, back to the seed before each test), and the helpers its tests use.
 */
import { expect } from 'vitest';
import type { AddressInput } from '@/domain/types';
import type { CreatedOrder } from '@backend/store/orders';
import type { Outcome } from '@backend/store/outcome';
import type { UserRow } from '@backend/store/schema';
import type { Shop } from '@backend/store/shop';

export interface ShopUnderTest {
  shop: Shop;
  close(): Promise<void>;
}

export interface Contract {
  /** The shop under test (valid inside a test). */
  shop(): Shop;
  /** Runs `write`, expects the refusal, and checks that nothing at all changed. */
  refusesAndKeeps<T>(
    write: () => Promise<Outcome<T>>,
    reason: string,
    message: string | RegExp,
  ): Promise<void>;
}

export function contractOf(shop: () => Shop): Contract {
  return {
    shop,
    async refusesAndKeeps(write, reason, message) {
      const before = await shop().admin.snapshot();
      const outcome = await write();
      expect(outcome.ok).toBe(false);
      if (outcome.ok) return;
      expect(outcome.reason).toBe(reason);
      expect(outcome.message).toMatch(message);
      expect(await shop().admin.snapshot()).toEqual(before);
    },
  };
}

export const ADDRESS: AddressInput = {
  userName: 'Kabir Rao',
  houseNumber: '7 Lake View',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  pincode: 411001,
  mobileNumber: 9123456780,
};

export const NOBODY = '00000000-0000-4000-8000-00000000dead';

export const PAYMENT = { provider: 'simulated', orderId: 'sim_order_1', keyId: null } as const;

export function value<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`expected success, got ${outcome.reason}: ${outcome.message}`);
  return outcome.value;
}

/** A created (not price-changed) order, or the test fails. */
export function created(outcome: Outcome<CreatedOrder>) {
  const v = value(outcome);
  if (!('order' in v)) throw new Error(`expected an order, got ${JSON.stringify(v)}`);
  return v;
}

export function newUser(email: string): UserRow {
  return {
    _id: crypto.randomUUID(),
    firstName: 'Test',
    lastName: 'Shopper',
    email,
    createdAt: '2026-02-01T10:00:00+05:30',
    updatedAt: '2026-02-01T10:00:00+05:30',
    tokenVersion: 0,
    passwordHash: 'pbkdf2-sha256$1$AAAA$AAAA',
    extra: { nickname: 'T' },
    cart: [],
    wishlist: [],
    addresses: [],
    orders: [],
  };
}
