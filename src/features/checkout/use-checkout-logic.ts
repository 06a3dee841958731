/**
 * The checkout machine with its real effects: the payment provider given by the route, toasts,
 * navigation, the query cache, the applied coupon and confetti. Built on every render; the actor
 * keeps its state and picks up the latest implementations (createActorContext does that).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { errorMessage } from '@/api/client';
import { api } from '@/api/endpoints';
import { queryKeys } from '@/api/query-keys';
import { isPaymentError, type PaymentProvider } from '@/domain/payment';
import { clearAppliedCoupon } from '@/lib/applied-coupon';
import { paths } from '@/lib/paths';
import { fromPromise } from 'xstate';
import { checkoutMachine } from './checkout-machine';
import { celebrateWithConfetti } from './confetti';

export const CHECKOUT_MESSAGES = {
  noAddress: 'Please select address!',
  addressesFailed: 'Your saved addresses could not be loaded. Try again, then place the order.',
  emptyCart: 'Please add products to the cart!',
  scriptFailed: 'Razorpay SDK failed to load, check your internet connection',
  dismissed: 'Payment cancelled. Your cart is just as it was.',
  paid: (totalAmt: number) => `Payment of Rs. ${totalAmt.toFixed(2)} is Successful !`,
} as const;

export function paymentFailedMessage(error: unknown): string {
  if (isPaymentError(error) && error.kind === 'dismissed') return CHECKOUT_MESSAGES.dismissed;
  const reason = isPaymentError(error) ? error.message : errorMessage(error);
  return `Payment failed: ${reason} Your cart is just as it was.`;
}

export function orderRefusedMessage(error: unknown, paymentId: string | null): string {
  const reference = paymentId ? ` (payment ${paymentId})` : '';
  return `Your order could not be placed${reference}: ${errorMessage(error)}`;
}

export function useCheckoutLogic(payment: PaymentProvider) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return checkoutMachine.provide({
    actors: {
      loadProvider: fromPromise(() => payment.load()),
      openPayment: fromPromise(({ input }) => payment.open(input)),
      placeOrder: fromPromise(({ input }) => api.placeOrder(input)),
    },
    actions: {
      warnNoAddress: () => toast.warning(CHECKOUT_MESSAGES.noAddress),
      warnEmptyCart: () => toast.error(CHECKOUT_MESSAGES.emptyCart),
      goToProducts: () => navigate(paths.products),
      notifyProviderFailed: () => toast.error(CHECKOUT_MESSAGES.scriptFailed),
      notifyPaymentFailed: (_, { error }) => {
        const message = paymentFailedMessage(error);
        if (isPaymentError(error) && error.kind === 'dismissed') toast.info(message);
        else toast.error(message);
      },
      notifyOrderRefused: (_, { error, paymentId }) =>
        toast.error(orderRefusedMessage(error, paymentId)),
      announcePayment: (_, { totalAmt }) => toast.success(CHECKOUT_MESSAGES.paid(totalAmt)),
      celebrate: () => celebrateWithConfetti(),
      emptyCart: () => queryClient.setQueryData(queryKeys.cart, []),
      refreshOrders: () => void queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
      clearCoupon: () => clearAppliedCoupon(),
      goToOrderHistory: () => navigate(paths.orderHistory),
    },
  });
}
