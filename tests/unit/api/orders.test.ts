// The account's view of an order: the wire's after-sale fields mapped, the refund a return would
// bring (the same rule the server fixes it by), and the toasts' words from the server's answer.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  cancelledMessage,
  ordersKey,
  refundForReturn,
  returnRequestedMessage,
  settleCancelAnswer,
  settleOrderAnswer,
  toShopperOrder,
  unitsReturnable,
} from '@/api/orders';
import { productKeys } from '@/api/products';
import { returnRefund } from '@/domain/refunds';
import type { CartLineRecord, OrderRecord, OrderRefund } from '@/domain/types';

const line = (id: string, price: number, qty: number): CartLineRecord => ({
  _id: id,
  name: `Product ${id}`,
  image: '',
  brand: '',
  size: '',
  price: String(price),
  originalPrice: String(price),
  off: '',
  offer: '',
  categoryName: '',
  productType: '',
  ratings: { value: '4', count: '10' },
  stock: 5,
  inStock: true,
  isBestSeller: false,
  qty,
  createdAt: '2026-01-01T10:00:00+05:30',
  updatedAt: '2026-01-01T10:00:00+05:30',
});

const processed = (amount: number, lines: OrderRefund['lines']): OrderRefund => ({
  id: `r${amount}`,
  providerRefundId: 'rfnd_1',
  amount,
  status: 'processed',
  reason: 'Return',
  createdAt: '2026-01-12T10:00:00+05:30',
  lines,
});

// Items 338 × 2 + 421 = 1097, shipping 10, a coupon of 200 off: 907 paid.
const record: OrderRecord = {
  _id: 'o1',
  status: 'delivered',
  orderProducts: [line('a', 338, 2), line('b', 421, 1)],
  amount: 907,
  couponCode: 'FIRST200',
  deliveryAddress: {
    id: 'addr',
    userName: 'Aanya',
    houseNumber: '42',
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    pincode: 560001,
    mobileNumber: 9876543210,
  },
  paymentId: 'pay_1',
  payment: null,
  userEmail: 'a@glamour.test',
  createdAt: '2026-01-07T10:00:00+05:30',
  paidAt: '2026-01-07T10:00:00+05:30',
  idempotencyKey: null,
  paymentMethod: 'online',
  holdUntil: null,
  timeline: [
    { status: 'pending', at: '2026-01-07T10:00:00+05:30' },
    { status: 'paid', at: '2026-01-07T10:00:00+05:30' },
    { status: 'delivered', at: '2026-01-10T10:00:00+05:30' },
  ],
  shipment: {
    carrier: 'Delhivery',
    trackingNumber: 'DLV1',
    shippedAt: '2026-01-08T10:00:00+05:30',
  },
  deliveredAt: '2026-01-10T10:00:00+05:30',
  returnBy: '2026-01-17T10:00:00+05:30',
  returnRequest: null,
  refunds: [],
};

describe('the shopper’s order', () => {
  it('carries the record’s after-sale fields, lines in the app’s numbers', () => {
    const order = toShopperOrder(record);
    expect(order.id).toBe('o1');
    expect(order.lines.map((l) => [l.id, l.price, l.qty])).toEqual([
      ['a', 338, 2],
      ['b', 421, 1],
    ]);
    expect(order.timeline).toHaveLength(3);
    expect(order.shipment?.trackingNumber).toBe('DLV1');
    expect(order.returnBy).toBe(record.returnBy);
    expect(order.paymentMethod).toBe('online');
  });

  it('prices a return exactly as the rule on the record does', () => {
    const order = toShopperOrder(record);
    for (const lines of [
      [{ productId: 'a', qty: 1 }],
      [{ productId: 'b', qty: 1 }],
      [
        { productId: 'a', qty: 2 },
        { productId: 'b', qty: 1 },
      ],
    ])
      expect(refundForReturn(order, lines)).toEqual(returnRefund(record, lines));
    // Every unit back: everything paid comes back.
    expect(
      refundForReturn(order, [
        { productId: 'a', qty: 2 },
        { productId: 'b', qty: 1 },
      ]).amount,
    ).toBe(907);
  });

  it('counts what can still go back after a refunded return', () => {
    const order = toShopperOrder({
      ...record,
      status: 'partially_refunded',
      refunds: [processed(348.09, [{ productId: 'b', qty: 1 }])],
    });
    expect([...unitsReturnable(order)]).toEqual([['a', 2]]);
  });

  it('says whether a cancel gives money back, and what a return will refund', () => {
    expect(cancelledMessage(toShopperOrder({ ...record, status: 'cancelled' }))).toBe(
      'The order is cancelled. Nothing was charged.',
    );
    expect(
      cancelledMessage(
        toShopperOrder({
          ...record,
          status: 'refund_pending',
          refunds: [{ ...processed(907, []), status: 'pending' }],
        }),
      ),
    ).toBe('The order is cancelled. A refund of ₹907.00 is on its way to where you paid.');
    expect(
      returnRequestedMessage(
        toShopperOrder({
          ...record,
          status: 'return_requested',
          returnRequest: {
            lines: [{ productId: 'b', qty: 1 }],
            reason: 'Too dark',
            requestedAt: '2026-01-12T10:00:00+05:30',
            refundAmount: 348.09,
            receivedAt: null,
          },
        }),
      ),
    ).toBe('Return requested. Your refund of ₹348.09 follows once the parcel reaches us.');
  });
});

describe('an order change’s answer in the cache', () => {
  it('a read of the orders already on its way cannot land after it and undo it', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const before = { ...record, status: 'paid' as const };
    let answerRead: (orders: OrderRecord[]) => void = () => {};
    // Started before the cancel (another tab's change); its answer, the order still paid, comes last.
    const read = client
      .fetchQuery({
        queryKey: ordersKey,
        queryFn: () =>
          new Promise<OrderRecord[]>((resolve) => (answerRead = resolve)).then((orders) =>
            orders.map(toShopperOrder),
          ),
      })
      .catch(() => undefined);
    const cancelled = { ...record, status: 'refund_pending' as const };
    await settleOrderAnswer(client, { order: cancelled, orders: [cancelled] });
    answerRead([before]);
    await read;
    const shown = client.getQueryData<ReturnType<typeof toShopperOrder>[]>(ordersKey);
    expect(shown?.map((o) => o.status)).toEqual(['refund_pending']);
  });
});

describe('a cancel’s answer in the cache', () => {
  it('marks the products read before it old: their units are back on sale', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(productKeys.one('p1'), { stock: 0 });
    client.setQueryData([...productKeys.pages, 'q=lip'], { products: [] });
    const cancelled = { ...record, status: 'cancelled' as const };
    await settleCancelAnswer(client, { order: cancelled, orders: [cancelled] });
    expect(client.getQueryState(productKeys.one('p1'))?.isInvalidated).toBe(true);
    expect(client.getQueryState([...productKeys.pages, 'q=lip'])?.isInvalidated).toBe(true);
    expect(client.getQueryData<{ status: string }[]>(ordersKey)?.[0]?.status).toBe('cancelled');
  });
});
