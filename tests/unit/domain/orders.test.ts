import { describe, expect, it } from 'vitest';
import type { Order } from '@/domain/types';
import { newestFirst } from '@/domain/orders';

const order = (id: string, createdAt: string): Order => ({
  id,
  status: 'paid',
  lines: [],
  amount: 100,
  couponCode: null,
  deliveryAddress: {
    id: 'a',
    userName: 'A',
    houseNumber: '1',
    city: 'C',
    state: 'S',
    country: 'India',
    pincode: 560001,
    mobileNumber: 9876543210,
  },
  paymentId: `pay_${id}`,
  payment: null,
  createdAt,
});

describe('newestFirst', () => {
  it('puts the most recent order first, across time zone offsets', () => {
    const orders = [
      order('a', '2026-01-01T10:00:00+05:30'),
      order('b', '2026-03-01T09:00:00+05:30'),
      order('c', '2026-02-01T12:00:00Z'),
    ];
    expect(newestFirst(orders).map((o) => o.id)).toEqual(['b', 'c', 'a']);
  });

  it('treats orders of the same second as server order reversed (latest appended last)', () => {
    const stamp = '2026-01-01T10:00:00+05:30';
    const orders = [order('1', stamp), order('2', stamp), order('3', stamp)];
    expect(newestFirst(orders).map((o) => o.id)).toEqual(['3', '2', '1']);
  });

  it('does not change the list it was given, and copes with unreadable stamps', () => {
    const orders = [order('x', 'not a date'), order('y', '2026-01-01T10:00:00+05:30')];
    const copy = [...orders];
    expect(newestFirst(orders).map((o) => o.id)).toEqual(['y', 'x']);
    expect(orders).toEqual(copy);
  });
});
