/**
 * What settlement asks of the orders' storage: the members of OrdersRepository
 * (backend/store/orders.ts) that settle a payment whichever way it arrives. Named here so the
 * settlement rules can be tested with a small fake and read without the rest of the repository.
 */
import type { CartLineRecord, OrderRecord } from '@/domain/types';
import type { Outcome } from '../store/outcome';

export interface OrderOwner {
  userId: string;
  order: OrderRecord;
}

/** A captured payment settled: the order paid (now or before), or the payment must go back. */
export type SettleResult =
  | {
      result: 'paid' | 'already';
      order: OrderRecord;
      orders: OrderRecord[];
      cart: CartLineRecord[];
    }
  | { result: 'refund'; order: OrderRecord; reason: string };

export interface RefundRecord {
  id: string;
  paymentId: string;
  /** Rupees. */
  amount: number;
  status: 'pending' | 'processed' | 'failed';
  reason: string;
}

export interface SettlementOrders {
  findByProviderOrder(providerOrderId: string): Promise<OrderOwner | null>;
  settle(orderId: string, paymentId: string): Promise<Outcome<SettleResult>>;
  recordFailure(orderId: string): Promise<Outcome<OrderRecord>>;
  recordRefund(orderId: string, refund: RefundRecord): Promise<Outcome<OrderRecord>>;
  settleRefund(refundId: string, attempt?: number): Promise<void>;
  failRefund(
    providerRefundId: string,
    asked?: { refundId: string; attempt: number },
  ): Promise<void>;
  awaitingPayment(before: Date, limit: number): Promise<OrderOwner[]>;
  closedUnpaid(since: Date, limit: number): Promise<OrderOwner[]>;
  expireHolds(now: Date): Promise<number>;
}
