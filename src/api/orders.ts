/**
 * The signed-in shopper's orders: GET/POST /api/user/orders and the order's confirm, fail and cancel
 * calls. Order first, then payment, then verification (../shared/ARCHITECTURE.md "Payment"):
 * features get `Order`s and pass ids and the inputs below.
 */
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { toast } from '@/lib/notify';
import { toOrder } from '@/domain/adapters';
import type { PaymentResult } from '@/domain/payment';
import type { TestPayment } from '@/domain/test-payments';
import type { CartLineRecord, Order, OrderRecord, PaymentMethod } from '@/domain/types';
import { isApiError, isStaleRefusal, request } from './client';
import { cartKey } from './cart';
import { queryKeys } from './query-keys';
import { useSession } from './session';

export const ordersKey = [...queryKeys.user, 'orders'] as const;

export interface CreateOrderInput {
  addressId: string;
  couponCode?: string;
  /** One per Place Order: a retried or doubled request gets the same pending order back. */
  idempotencyKey: string;
  /** The total the shopper saw; when the server's differs it answers 409 with its amount and cart. */
  amount?: number;
  /** 'online' when left out; 'cod' places the order at once (status `placed`, nothing to pay now). */
  paymentMethod?: PaymentMethod;
}

export interface ConfirmOrderInput {
  orderId: string;
  paymentId: string;
  signature: string;
}

type OrdersAnswer = { order: OrderRecord; orders: OrderRecord[] };

/** The body of a 409 from createOrder: the total changed since the shopper saw it. */
interface PriceChangedBody {
  errors: string[];
  amount: number;
  cart: CartLineRecord[];
}

function isPriceChangedBody(body: unknown): body is PriceChangedBody {
  if (!body || typeof body !== 'object') return false;
  const { amount, cart } = body as Partial<PriceChangedBody>;
  return typeof amount === 'number' && Array.isArray(cart);
}

/**
 * The server's new total when a createOrder refusal says the prices changed (409 with its amount
 * and cart); undefined for any other error.
 */
export function changedTotal(error: unknown): number | undefined {
  return isApiError(error) && error.status === 409 && isPriceChangedBody(error.body)
    ? error.body.amount
    : undefined;
}

const orderPath = (orderId: string, action: string) =>
  `/api/user/orders/${encodeURIComponent(orderId)}/${action}`;

/**
 * Creates the pending order the payment is then opened for (the server prices it). The cached
 * orders are re-read; when the server answers that the prices changed, the cart it sent (today's
 * prices) replaces the cached one before the error is thrown (see changedTotal).
 */
export async function createOrder(
  queryClient: QueryClient,
  input: CreateOrderInput,
): Promise<Order> {
  try {
    const { order } = await request<OrdersAnswer>('/api/user/orders', {
      method: 'POST',
      body: input,
      auth: true,
    });
    void queryClient.invalidateQueries({ queryKey: ordersKey });
    return toOrder(order);
  } catch (error) {
    if (isApiError(error) && error.status === 409 && isPriceChangedBody(error.body))
      queryClient.setQueryData<CartLineRecord[]>(cartKey, error.body.cart);
    throw error;
  }
}

/** Asks the server to verify a payment's signature and mark its order paid (idempotent). */
export async function confirmOrder(
  { orderId, paymentId, signature }: ConfirmOrderInput,
  timeoutMs?: number,
): Promise<Order> {
  const { order } = await request<OrdersAnswer & { cart: CartLineRecord[] }>(
    orderPath(orderId, 'confirm'),
    { method: 'POST', body: { paymentId, signature }, auth: true, timeoutMs },
  );
  return toOrder(order);
}

/**
 * Server mode's test payment: the server charges a test card or UPI id for the order and answers the
 * result signed with its own secret (confirm then verifies it); a declined one is refused (402).
 */
export function chargeTestPayment(orderId: string, payment: TestPayment): Promise<PaymentResult> {
  return request<PaymentResult>(orderPath(orderId, 'test-payment'), {
    method: 'POST',
    body: payment,
    auth: true,
  });
}

/** Tells the server the provider reported a failed attempt (the order can still be paid). */
export async function failOrder(orderId: string): Promise<Order> {
  const { order } = await request<OrdersAnswer>(orderPath(orderId, 'fail'), {
    method: 'POST',
    auth: true,
  });
  return toOrder(order);
}

export const ordersQuery = queryOptions({
  queryKey: ordersKey,
  queryFn: async () =>
    (await request<{ orders: OrderRecord[] }>('/api/user/orders', { auth: true })).orders.map(
      toOrder,
    ),
});

/** The shopper's orders in the server's order (oldest first); no request for visitors. */
export function useOrders() {
  const { status } = useSession();
  return useQuery({ ...ordersQuery, enabled: status === 'signedIn' });
}

export const ORDER_MESSAGES = {
  cancelled: 'The order is cancelled. Nothing was charged.',
} as const;

/** Gives up a pending (or failed) order; the answer replaces the cached orders. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (orderId: string) =>
      (
        await request<OrdersAnswer>(orderPath(orderId, 'cancel'), { method: 'POST', auth: true })
      ).orders.map(toOrder),
    meta: { errorToast: 'Could not cancel the order.' },
    onSuccess: (orders) => {
      queryClient.setQueryData(ordersKey, orders);
      toast.success(ORDER_MESSAGES.cancelled);
    },
    onError: (error) => {
      // Paid or cancelled meanwhile (another tab): show what the server holds.
      if (isStaleRefusal(error)) void queryClient.invalidateQueries({ queryKey: ordersKey });
    },
  });
}
