/**
 * Place Order, as a machine (spec §4 Checkout, §5): validate → load the payment provider → await the
 * payment → record the order → celebrate. Every effect is a named actor or action with a placeholder
 * here; the screen provides the real ones (toasts, navigation, query cache, confetti, the payment
 * provider) and tests provide fakes. Only `idle` accepts `order.place`, so a second click while a
 * payment is open does nothing (buttons ask `snapshot.can`).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { PlaceOrderInput } from '@/api/endpoints';
import type { PaymentOptions, PaymentResult } from '@/domain/payment';
import { paymentOptionsFor, type CheckoutOrder } from './payment-options';

export interface CheckoutContext {
  order: CheckoutOrder | null;
  paymentId: string | null;
  /** Absolute URL of the logo shown on the payment window. */
  logoUrl: string;
}

export type CheckoutEvent = { type: 'order.place'; order: CheckoutOrder };

export interface CheckoutInput {
  logoUrl?: string;
}

/** The order in context; the validating guards make sure one is present past `validating`. */
function orderOf(context: CheckoutContext): CheckoutOrder {
  if (!context.order) throw new Error('checkout machine: no order in context');
  return context.order;
}

const notProvided = (name: string) => () => {
  throw new Error(`checkout machine: '${name}' was not provided`);
};

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    loadProvider: fromPromise<void>(notProvided('loadProvider')),
    openPayment: fromPromise<PaymentResult, PaymentOptions>(notProvided('openPayment')),
    placeOrder: fromPromise<unknown, PlaceOrderInput>(notProvided('placeOrder')),
  },
  actions: {
    warnNoAddress: () => {},
    warnEmptyCart: () => {},
    goToProducts: () => {},
    notifyProviderFailed: (_, _params: { error: unknown }) => {},
    notifyPaymentFailed: (_, _params: { error: unknown }) => {},
    notifyOrderRefused: (_, _params: { error: unknown; paymentId: string | null }) => {},
    announcePayment: (_, _params: { totalAmt: number }) => {},
    celebrate: () => {},
    emptyCart: () => {},
    refreshOrders: () => {},
    clearCoupon: () => {},
    goToOrderHistory: () => {},
  },
  guards: {
    hasNoAddress: ({ context }) => !context.order?.addressId,
    hasNothingToPay: ({ context }) => !context.order || context.order.totalAmt <= 0,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    order: null,
    paymentId: null,
    logoUrl: input.logoUrl ?? '/favicon.svg',
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'order.place': {
          target: 'validating',
          actions: assign(({ event }) => {
            assertEvent(event, 'order.place');
            return { order: event.order, paymentId: null };
          }),
        },
      },
    },
    validating: {
      always: [
        { guard: 'hasNoAddress', target: 'idle', actions: 'warnNoAddress' },
        {
          guard: 'hasNothingToPay',
          target: 'idle',
          actions: ['warnEmptyCart', 'goToProducts'],
        },
        { target: 'loadingProvider' },
      ],
    },
    loadingProvider: {
      invoke: {
        src: 'loadProvider',
        onDone: 'awaitingPayment',
        onError: {
          target: 'idle',
          actions: {
            type: 'notifyProviderFailed',
            params: ({ event }) => ({ error: event.error }),
          },
        },
      },
    },
    awaitingPayment: {
      invoke: {
        src: 'openPayment',
        input: ({ context }) => paymentOptionsFor(orderOf(context), context.logoUrl),
        onDone: {
          target: 'recordingOrder',
          actions: assign({ paymentId: ({ event }) => event.output.paymentId }),
        },
        onError: {
          target: 'idle',
          actions: { type: 'notifyPaymentFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    recordingOrder: {
      invoke: {
        src: 'placeOrder',
        input: ({ context }) => {
          const { addressId, couponCode, totalAmt } = orderOf(context);
          return {
            addressId: addressId ?? '',
            paymentId: context.paymentId ?? '',
            // What was paid: the server re-prices the cart and refuses a mismatch.
            amount: totalAmt,
            ...(couponCode ? { couponCode } : {}),
          };
        },
        onDone: 'celebrating',
        onError: {
          target: 'idle',
          actions: {
            type: 'notifyOrderRefused',
            params: ({ event, context }) => ({ error: event.error, paymentId: context.paymentId }),
          },
        },
      },
    },
    celebrating: {
      type: 'final',
      entry: [
        {
          type: 'announcePayment',
          params: ({ context }) => ({ totalAmt: orderOf(context).totalAmt }),
        },
        'celebrate',
        'clearCoupon',
        // Leave before the cart empties, so checkout never flashes its empty-cart message.
        'goToOrderHistory',
        'emptyCart',
        'refreshOrders',
      ],
    },
  },
});

/** True while a Place Order is in flight (validation passed, not yet back to idle). */
export const isBusy = (state: { value: unknown }) =>
  state.value !== 'idle' && state.value !== 'validating';
