/**
 * The checkout machine with its real effects: the API calls (their failures sorted into the
 * machine's Failure kinds), the payment provider given by the route, toasts, navigation, the query
 * cache, the remembered confirmations, the applied coupon and confetti. Built on every render; the
 * actor keeps its state and picks up the latest implementations (createActorContext does that).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { fromPromise } from 'xstate';
import { errorMessage, isApiError } from '@/api/client';
import { addressesKey } from '@/api/addresses';
import { cartKey, showCart } from '@/api/cart';
import {
  changedTotal,
  confirmOrderWithCart,
  createOrder,
  failOrder,
  ordersKey,
} from '@/api/orders';
import { forgetConfirmation, rememberConfirmation } from '@/api/pending-confirmations';
import { formatRupees } from '@/domain/format';
import { isPaymentError, type PaymentProvider } from '@/domain/payment';
import { clearAppliedCoupon } from '@/api/applied-coupon';
import { paths } from '@/lib/paths';
import { checkoutMachine, type CheckoutEffects, type Failure } from './checkout-machine';
import { celebrateWithConfetti } from './confetti';
import { writeOrderKey } from '@/api/order-key';
import type { ServerOrder } from './payment-options';

export const CHECKOUT_MESSAGES = {
  noAddress: 'Please select address!',
  chosenAddressGone:
    'The address you chose was deleted. Choose where to deliver this order, then place it.',
  addressesFailed: 'Your saved addresses could not be loaded. Try again, then place the order.',
  emptyCart: 'Please add products to the cart!',
  scriptFailed: 'Razorpay SDK failed to load, check your internet connection',
  dismissed:
    'Payment cancelled. Your order is awaiting payment in your order history; your cart is just as it was.',
  paid: (totalAmt: number) => `Payment of Rs. ${totalAmt.toFixed(2)} is Successful !`,
  /** Cash on Delivery: the order is placed and nothing was paid yet. */
  placed: (amount: number) =>
    `Your order is placed! Please pay ${formatRupees(amount)} at delivery.`,
  priceChanged: (amount: number) =>
    `Prices changed since you added these products: the total is now ${formatRupees(amount)}. Nothing was charged. Check your cart below and place the order again.`,
  payOrderUnknown:
    'That order is not among your orders, so it cannot be paid here. Your order history lists those awaiting payment.',
  payOrderUnavailable:
    'Your orders could not be loaded, so the payment did not open. Try Pay now again from your order history.',
  orderUnanswered: (reason: string) =>
    `Your order may not have been placed: the shop did not answer (${reason}). Nothing was charged. Check your order history; placing the same order again will not place it twice.`,
  wrongProvider:
    'Payment is not set up the same way in the shop and in this page, so nothing was charged. Please try again later.',
  confirmationPending:
    'Your payment was taken, but the shop has not confirmed it yet. It will be confirmed automatically when you come back; you will not be charged again.',
} as const;

export function paymentFailedMessage(error: unknown): string {
  if (isPaymentError(error) && error.kind === 'dismissed') return CHECKOUT_MESSAGES.dismissed;
  const reason = isPaymentError(error) ? error.message : errorMessage(error);
  return `Payment failed: ${reason} Your cart is just as it was.`;
}

export function orderRefusedMessage(error: unknown): string {
  // No answer (a timeout, a dropped connection, a 5xx): the order may have been placed all the
  // same, and saying it was not would send the shopper to place it again elsewhere.
  const unanswered = isApiError(error) && !(error.kind === 'http' && error.status < 500);
  if (unanswered) return CHECKOUT_MESSAGES.orderUnanswered(errorMessage(error));
  return `Your order could not be placed, and nothing was charged: ${errorMessage(error)}`;
}

/**
 * Every reason the server gave for refusing an order (each short product, the COD limit), for the
 * notice checkout shows until the next Place Order; none for a failure that is not a refusal.
 */
export function refusalReasons(error: unknown): string[] {
  if (isApiError(error)) return error.kind === 'http' && error.status < 500 ? error.messages : [];
  return error instanceof Error ? [error.message] : [];
}

export function confirmationRefusedMessage(error: unknown): string {
  // The reason says what became of the order (cancelled, expired, paid by another payment) and
  // of the money; the order is not always awaiting payment any more.
  return `Your payment could not be confirmed: ${errorMessage(error)} See the order in your order history.`;
}

/**
 * No answer (network, timeout, 5xx) vs. a refusal the same request will meet again (4xx), and a
 * session that ended (401), which is not a judgement of the request.
 */
export function unansweredOrRefused(error: unknown): Failure {
  const answered = isApiError(error) && error.kind === 'http' && error.status < 500;
  if (answered && error.status === 401) return { kind: 'signed-out', error };
  return answered ? { kind: 'refused', error } : { kind: 'unanswered', error };
}

/** How long a confirmation waits for its answer before it is sent again. */
export const CONFIRM_TIMEOUT_MS = 8000;

export function useCheckoutLogic(payment: PaymentProvider) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return checkoutMachine.provide({
    actors: {
      createOrder: fromPromise(async ({ input, signal }): Promise<ServerOrder> => {
        try {
          const order = await createOrder(queryClient, input);
          // The shopper left checkout while it was on its way (the machine is gone): its outcome
          // still reaches the screen, not only the server.
          if (signal.aborted) {
            void queryClient.invalidateQueries({ queryKey: ordersKey });
            if (order.status === 'placed') {
              writeOrderKey(null);
              clearAppliedCoupon();
              void queryClient.invalidateQueries({ queryKey: cartKey });
              toast.success(CHECKOUT_MESSAGES.placed(order.amount));
            }
          }
          if (order.payment && order.payment.provider !== payment.provider)
            throw { kind: 'refused', error: new Error(CHECKOUT_MESSAGES.wrongProvider) };
          return {
            id: order.id,
            amount: order.amount,
            status: order.status,
            payment: order.payment,
          };
        } catch (error) {
          // createOrder has put the refreshed cart (today's prices) in the cache: it shows with the
          // new total before anything is paid.
          const amount = changedTotal(error);
          if (amount !== undefined)
            throw { kind: 'price-changed', amount, error } satisfies Failure;
          if (error && typeof error === 'object' && 'kind' in error && !isApiError(error))
            throw error;
          throw unansweredOrRefused(error);
        }
      }),
      loadProvider: fromPromise(async () => {
        try {
          await payment.load();
        } catch (error) {
          throw { kind: 'payment', dismissed: false, error } satisfies Failure;
        }
      }),
      openPayment: fromPromise(async ({ input }) => {
        try {
          return await payment.open(input);
        } catch (error) {
          const dismissed = isPaymentError(error) && error.kind === 'dismissed';
          throw { kind: 'payment', dismissed, error } satisfies Failure;
        }
      }),
      confirmPayment: fromPromise(async ({ input, signal }) => {
        try {
          // The cart the server holds now: shown once paid (the machine's emptyCart).
          const { order, cart } = await confirmOrderWithCart(input, CONFIRM_TIMEOUT_MS);
          if (signal.aborted) {
            // Left while the payment was being confirmed: what the celebration would have done.
            forgetConfirmation(input.orderId);
            writeOrderKey(null);
            clearAppliedCoupon();
            showCart(queryClient, cart);
            void queryClient.invalidateQueries({ queryKey: ordersKey });
            toast.success(CHECKOUT_MESSAGES.paid(order.amount));
          }
          return { cart };
        } catch (error) {
          throw unansweredOrRefused(error);
        }
      }),
    },
    actions: {
      warnNoAddress: () => toast.warning(CHECKOUT_MESSAGES.noAddress),
      warnEmptyCart: () => toast.error(CHECKOUT_MESSAGES.emptyCart),
      goToProducts: () => navigate(paths.products),
      notifyOrderRefused: (_, { error }) => {
        toast.error(orderRefusedMessage(error));
        // The refusal may come from a stale screen (address deleted, product sold out elsewhere);
        // an order that got no answer may be in the history.
        void queryClient.invalidateQueries({ queryKey: cartKey });
        void queryClient.invalidateQueries({ queryKey: addressesKey });
        void queryClient.invalidateQueries({ queryKey: ordersKey });
      },
      notifyPriceChanged: (_, { amount }) => toast.warning(CHECKOUT_MESSAGES.priceChanged(amount)),
      notifyProviderFailed: () => toast.error(CHECKOUT_MESSAGES.scriptFailed),
      notifyPaymentFailed: (_, { error }) => {
        const message = paymentFailedMessage(error);
        if (isPaymentError(error) && error.kind === 'dismissed') toast.info(message);
        else toast.error(message);
        void queryClient.invalidateQueries({ queryKey: ordersKey });
      },
      reportPaymentFailed: (_, { orderId }) => {
        void failOrder(orderId)
          .catch(() => undefined)
          .finally(() => void queryClient.invalidateQueries({ queryKey: ordersKey }));
      },
      rememberConfirmation: (_, entry) => rememberConfirmation(entry),
      forgetConfirmation: (_, { orderId }) => forgetConfirmation(orderId),
      rememberOrderKey: (_, { kept }) => writeOrderKey(kept),
      forgetOrderKey: () => writeOrderKey(null),
      notifyConfirmationRefused: (_, { error }) => toast.error(confirmationRefusedMessage(error)),
      notifyConfirmationPending: () => toast.warning(CHECKOUT_MESSAGES.confirmationPending),
      announcePayment: (_, { totalAmt }) => toast.success(CHECKOUT_MESSAGES.paid(totalAmt)),
      announcePlaced: (_, { amount }) => toast.success(CHECKOUT_MESSAGES.placed(amount)),
      celebrate: () => celebrateWithConfetti(),
      emptyCart: (_, { cart }) => showCart(queryClient, cart),
      refreshOrders: () => void queryClient.invalidateQueries({ queryKey: ordersKey }),
      clearCoupon: () => clearAppliedCoupon(),
      goToOrderHistory: () => navigate(paths.orderHistory),
    },
  } satisfies CheckoutEffects);
}
