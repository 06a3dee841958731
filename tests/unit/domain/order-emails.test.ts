import { describe, expect, it } from 'vitest';
import { orderEmailFor, sentOncePerOrder } from '@/domain/order-emails';

describe('orderEmailFor', () => {
  it('placed or paid tells the shopper the order is placed', () => {
    expect(orderEmailFor('placed', null)).toBe('order_placed');
    expect(orderEmailFor('paid', 'pending')).toBe('order_placed');
    expect(orderEmailFor('paid', 'expired')).toBe('order_placed');
  });

  it('shipped and delivered have their own email', () => {
    expect(orderEmailFor('shipped', 'paid')).toBe('order_shipped');
    expect(orderEmailFor('delivered', 'shipped')).toBe('order_delivered');
  });

  it('a refund is told once: when asked, or when settled without being asked first', () => {
    expect(orderEmailFor('refund_pending', 'paid')).toBe('refund_issued');
    expect(orderEmailFor('refunded', 'refund_pending')).toBeNull();
    expect(orderEmailFor('partially_refunded', 'refund_pending')).toBeNull();
    expect(orderEmailFor('refunded', 'expired')).toBe('refund_issued');
    expect(orderEmailFor('partially_refunded', 'return_requested')).toBe('refund_issued');
  });

  it('the other statuses send nothing', () => {
    for (const status of ['pending', 'failed', 'cancelled', 'expired', 'return_requested'] as const)
      expect(orderEmailFor(status, null)).toBeNull();
  });

  it('every refund is told; the rest once per order', () => {
    expect(sentOncePerOrder('refund_issued')).toBe(false);
    expect(sentOncePerOrder('order_delivered')).toBe(true);
  });
});
