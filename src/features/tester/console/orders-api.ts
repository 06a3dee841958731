/**
 * The console's order calls (docs/api.md, the operator's orders): one page of every shopper's
 * orders, newest first, optionally of one status, and the operator's moves on one order. Each move
 * answers the order as it now is, or a 409 whose message says why the order cannot make it. They
 * carry the admin token as the console's other calls do.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request as send, type RequestOptions } from '@/api/client';
import type { OrderLifecycleStatus } from '@/domain/order-status';
import type { PaymentMethod } from '@/domain/types';
import { ADMIN_TOKEN_HEADER, consoleKeys, getAdminToken } from './console-api';

const BASE = '/api/_console/orders';

/**
 * What the console reads of an order in the list: the order record (src/domain/types.ts) and whose
 * it is. Only the fields the panel shows, so the record may grow without the console changing.
 */
export interface ConsoleOrderRecord {
  _id: string;
  userId: string;
  userEmail: string;
  status: OrderLifecycleStatus;
  /** Rupees. */
  amount: number;
  createdAt: string;
  paymentMethod: PaymentMethod;
  /** The payment the order was paid with online; null until paid, or paid on delivery. */
  paymentId: string | null;
  orderProducts: { _id: string; name: string; qty: number }[];
  /** Oldest first. */
  timeline: { status: OrderLifecycleStatus; at: string }[];
  shipment: { carrier: string; trackingNumber: string; shippedAt: string } | null;
  deliveredAt: string | null;
  returnRequest: {
    lines: { productId: string; qty: number }[];
    reason: string;
    /** Rupees. */
    refundAmount: number;
    receivedAt: string | null;
  } | null;
  refunds: {
    id: string;
    amount: number;
    status: 'pending' | 'processed' | 'failed';
    createdAt: string;
    /** The units it gives back; none for a payment the order never kept. */
    lines: { productId: string; qty: number }[];
    /** How many times it was asked again after the provider failed it (absent: never). */
    attempt?: number;
    /** For a payment the order never kept, the payment it gives back. */
    paymentId?: string;
  }[];
}

export interface ConsoleOrdersPage {
  orders: ConsoleOrderRecord[];
  total: number;
  page: number;
  pageSize: number;
}

export interface OrdersFilter {
  /** Only orders in this status; every order when absent. */
  status?: OrderLifecycleStatus;
  /** From 1. */
  page: number;
  pageSize: number;
}

export interface Shipment {
  carrier: string;
  trackingNumber: string;
}

function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = getAdminToken();
  return send<T>(path, token ? { ...options, headers: { [ADMIN_TOKEN_HEADER]: token } } : options);
}

const orderPath = (orderId: string, move: string) =>
  `${BASE}/${encodeURIComponent(orderId)}/${move}`;

type Moved = { order: ConsoleOrderRecord };

export const consoleOrdersApi = {
  list: ({ status, page, pageSize }: OrdersFilter) => {
    const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
    if (status) query.set('status', status);
    return request<ConsoleOrdersPage>(`${BASE}?${query.toString()}`);
  },
  ship: (orderId: string, shipment: Shipment) =>
    request<Moved>(orderPath(orderId, 'ship'), { method: 'POST', body: shipment }),
  deliver: (orderId: string) => request<Moved>(orderPath(orderId, 'deliver'), { method: 'POST' }),
  receiveReturn: (orderId: string) =>
    request<Moved>(orderPath(orderId, 'return/receive'), { method: 'POST' }),
  refuseReturn: (orderId: string) =>
    request<Moved>(orderPath(orderId, 'return/refuse'), { method: 'POST' }),
  /** A refund the provider failed, asked of it again. */
  retryRefund: (orderId: string, refundId: string) =>
    request<Moved>(orderPath(orderId, `refunds/${encodeURIComponent(refundId)}/retry`), {
      method: 'POST',
    }),
};

export const consoleOrderKeys = {
  all: [...consoleKeys.all, 'orders'] as const,
  page: (filter: OrdersFilter) => [...consoleOrderKeys.all, filter] as const,
};

/** One page of orders; the page shown stays while the next one loads, so the list never jumps. */
export const consoleOrdersQuery = (filter: OrdersFilter) =>
  queryOptions({
    queryKey: consoleOrderKeys.page(filter),
    queryFn: () => consoleOrdersApi.list(filter),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
