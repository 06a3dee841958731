/**
 * The signed-in shopper's orders: GET/POST /api/user/orders, GET /api/user/orders/:id and the
 * order's confirm, fail, cancel and return calls. Order first, then payment, then verification
 * (docs/architecture.md, Payment): features get `Order`s (the account screens `ShopperOrder`s,
 * with the order's life after the sale) and pass ids and the inputs below.
 */
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { toast } from '@/lib/notify';
import { toOrder, toProductRecord } from '@/domain/adapters';
import type { PaymentResult } from '@/domain/payment';
import {
  returnableUnits,
  returnRefund,
  type ReturnLine,
  type ReturnRefund,
} from '@/domain/refunds';
import type { TestPayment } from '@/domain/test-payments';
import { formatRupees } from '@/domain/format';
import { hasPurchase, type PurchaseFacts } from '@/domain/order-status';
import type {
  CartLineRecord,
  Order,
  OrderRecord,
  OrderRefund,
  OrderReturnRequest,
  OrderShipment,
  OrderTimelineEntry,
  PaymentMethod,
} from '@/domain/types';
import { isApiError, isStaleRefusal, request } from './client';
import { cartKey, type CartSnapshot } from './cart';
import { productKeys } from './products';
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

export type OrdersAnswer = { order: OrderRecord; orders: OrderRecord[] };

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

/**
 * Asks the server to verify a payment's signature and mark its order paid (idempotent). Answers
 * the order, and the cart as the server holds it now: the order's lines taken out, any line added
 * since the order was placed (it can be paid later, from order history) still there.
 */
export async function confirmOrderWithCart(
  { orderId, paymentId, signature }: ConfirmOrderInput,
  timeoutMs?: number,
): Promise<{ order: Order; cart: CartSnapshot }> {
  const { order, cart } = await request<OrdersAnswer & { cart: CartLineRecord[] }>(
    orderPath(orderId, 'confirm'),
    { method: 'POST', body: { paymentId, signature }, auth: true, timeoutMs },
  );
  return { order: toOrder(order), cart };
}

/** confirmOrderWithCart, the order alone. */
export async function confirmOrder(input: ConfirmOrderInput, timeoutMs?: number): Promise<Order> {
  return (await confirmOrderWithCart(input, timeoutMs)).order;
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

/**
 * An order as the shopper's account shows it: the app's `Order` and what happened to it after the
 * sale (the record's fields of the same names, docs/api.md).
 */
export interface ShopperOrder extends Order {
  paymentMethod: PaymentMethod;
  paidAt: string | null;
  /** Every status the order reached with its time, oldest first. */
  timeline: OrderTimelineEntry[];
  shipment: OrderShipment | null;
  deliveredAt: string | null;
  /** The last moment a return may be asked (set at delivery). */
  returnBy: string | null;
  returnRequest: OrderReturnRequest | null;
  refunds: OrderRefund[];
}

export function toShopperOrder(record: OrderRecord): ShopperOrder {
  return {
    ...toOrder(record),
    paymentMethod: record.paymentMethod,
    paidAt: record.paidAt,
    timeline: record.timeline,
    shipment: record.shipment,
    deliveredAt: record.deliveredAt,
    returnBy: record.returnBy,
    returnRequest: record.returnRequest,
    refunds: record.refunds,
  };
}

/** What says which products the order's shopper bought and kept (`keepsProduct`, `hasPurchase`). */
export function purchaseOf(
  order: Pick<ShopperOrder, 'status' | 'lines' | 'refunds'>,
): PurchaseFacts {
  return {
    status: order.status,
    units: order.lines.map((line) => ({ productId: line.id, qty: line.qty })),
    refunds: order.refunds,
  };
}

export const ordersQuery = queryOptions({
  queryKey: ordersKey,
  queryFn: async () =>
    (await request<{ orders: OrderRecord[] }>('/api/user/orders', { auth: true })).orders.map(
      toShopperOrder,
    ),
});

/** The shopper's orders in the server's order (oldest first); no request for visitors. */
export function useOrders() {
  const { status } = useSession();
  return useQuery({ ...ordersQuery, enabled: status === 'signedIn' });
}

/**
 * Whether the signed-in account has bought (first-purchase offers are not for it): undefined until
 * its orders are known; false when they cannot be had (the server still refuses at Place Order).
 */
export function useHasPurchase(): boolean | undefined {
  const orders = useOrders();
  if (orders.data) return hasPurchase(orders.data.map(purchaseOf));
  return orders.isError ? false : undefined;
}

export const orderKey = (orderId: string) => [...ordersKey, orderId] as const;

/**
 * One of the shopper's orders (GET /api/user/orders/:id). While it loads, the order as the cached
 * list holds it is shown, so opening it from the history paints at once.
 */
export function useOrder(orderId: string) {
  const { status } = useSession();
  const queryClient = useQueryClient();
  return useQuery<ShopperOrder, Error, ShopperOrder, ReturnType<typeof orderKey>>({
    queryKey: orderKey(orderId),
    enabled: status === 'signedIn',
    queryFn: async ({ signal }) =>
      toShopperOrder(
        (
          await request<{ order: OrderRecord }>(`/api/user/orders/${encodeURIComponent(orderId)}`, {
            auth: true,
            signal,
          })
        ).order,
      ),
    placeholderData: (): ShopperOrder | undefined =>
      queryClient.getQueryData<ShopperOrder[]>(ordersKey)?.find((order) => order.id === orderId),
  });
}

/** What a return sends: the units of each line to send back, and why. */
export interface ReturnInput {
  lines: { productId: string; qty: number }[];
  reason: string;
}

/** The order as the refund rules of src/domain/refunds.ts read it (the wire's shape). */
function refundedOrder(
  order: ShopperOrder,
): Pick<OrderRecord, 'orderProducts' | 'amount' | 'refunds'> {
  return {
    orderProducts: order.lines.map((line) => ({
      ...toProductRecord(line),
      qty: line.qty,
      createdAt: order.createdAt,
      updatedAt: order.createdAt,
    })),
    amount: order.amount,
    refunds: order.refunds,
  };
}

/** What returning `lines` would refund, as the server will fix it when the return is asked. */
export function refundForReturn(order: ShopperOrder, lines: readonly ReturnLine[]): ReturnRefund {
  return returnRefund(refundedOrder(order), lines);
}

/** Units per product that can still be sent back (bought less refunded). */
export function unitsReturnable(order: ShopperOrder): Map<string, number> {
  return returnableUnits(refundedOrder(order));
}

export const ORDER_MESSAGES = {
  cancelled: 'The order is cancelled. Nothing was charged.',
  cancelledRefund: (amount: number) =>
    `The order is cancelled. A refund of ${formatRupees(amount)} is on its way to where you paid.`,
  returnRequested: (amount: number) =>
    `Return requested. Your refund of ${formatRupees(amount)} follows once the parcel reaches us.`,
} as const;

/**
 * The toast after a cancel, from the order the server answered: a paid order's refund (the one the
 * cancel recorded, its last) or nothing charged.
 */
export function cancelledMessage(order: ShopperOrder): string {
  const refund = order.refunds.at(-1);
  return (order.status === 'refund_pending' || order.status === 'refunded') && refund
    ? ORDER_MESSAGES.cancelledRefund(refund.amount)
    : ORDER_MESSAGES.cancelled;
}

/** The toast after a return was asked: the refund it was promised. */
export function returnRequestedMessage(order: ShopperOrder): string {
  return ORDER_MESSAGES.returnRequested(order.returnRequest?.refundAmount ?? 0);
}

/**
 * The answer of a change to one order: the list and the order's own entry follow it, and the
 * toast says what happened. A read of the orders already on its way (another tab's change, the
 * order page opening) is called off first: its older answer would otherwise land last and show
 * the order as it was before the change.
 */
export async function settleOrderAnswer(
  queryClient: QueryClient,
  answer: OrdersAnswer,
): Promise<ShopperOrder> {
  await queryClient.cancelQueries({ queryKey: ordersKey });
  const order = toShopperOrder(answer.order);
  queryClient.setQueryData(ordersKey, answer.orders.map(toShopperOrder));
  queryClient.setQueryData(orderKey(order.id), order);
  return order;
}

/**
 * A cancel's answer in the cache (settleOrderAnswer), and the products' stock marked old: the
 * cancel put the order's units back on sale, so a product page read before it (its 30 s freshness)
 * would still say Out of Stock.
 */
export async function settleCancelAnswer(
  queryClient: QueryClient,
  answer: OrdersAnswer,
): Promise<ShopperOrder> {
  const order = await settleOrderAnswer(queryClient, answer);
  void queryClient.invalidateQueries({ queryKey: productKeys.all });
  return order;
}

/**
 * Shipped or cancelled meanwhile (another tab, the shop): show what the server holds. Awaited by
 * the mutation, so its dialog closes on the order as it now is (focus then goes to the order's
 * heading when the button it came from is gone, not to a button about to be removed).
 */
async function refreshOnRefusal(queryClient: QueryClient, error: unknown): Promise<void> {
  if (isStaleRefusal(error)) await queryClient.invalidateQueries({ queryKey: ordersKey });
}

/**
 * Changes to one order are sent one after another in the order they were made (TanStack Query's
 * mutation scope): a Return pressed while a Cancel is on its way waits for it, never overtakes it.
 */
const orderScope = (orderId: string | undefined) =>
  orderId ? { id: `order ${orderId}` } : undefined;

/**
 * Cancels an order before it ships: an unpaid or Cash on Delivery one is simply cancelled; a paid
 * one is refunded in full (docs/api.md). The answer replaces the cached orders. With `orderId`,
 * this hook's calls share that order's queue with its returns.
 */
export function useCancelOrder(orderId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: orderScope(orderId),
    mutationFn: async (id: string) =>
      settleCancelAnswer(
        queryClient,
        await request<OrdersAnswer>(orderPath(id, 'cancel'), { method: 'POST', auth: true }),
      ),
    meta: { errorToast: 'Could not cancel the order.' },
    onSuccess: (order) => toast.success(cancelledMessage(order)),
    onError: (error) => refreshOnRefusal(queryClient, error),
  });
}

/** Asks to send back some units of a delivered order, with a reason; the answer replaces the cache. */
export function useReturnOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: orderScope(orderId),
    mutationFn: async (input: ReturnInput) =>
      settleOrderAnswer(
        queryClient,
        await request<OrdersAnswer>(orderPath(orderId, 'return'), {
          method: 'POST',
          body: input,
          auth: true,
        }),
      ),
    // No failure toast: the return dialog says why, beside what the shopper chose and typed.
    onSuccess: (order) => toast.success(returnRequestedMessage(order)),
    onError: (error) => refreshOnRefusal(queryClient, error),
  });
}
