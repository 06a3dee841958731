/**
 * Place Order, as a machine (ARCHITECTURE "Payment", issue 19): validate → create a pending order
 * (the server prices it) → load the provider → pay exactly that order → confirm with the server
 * (it verifies the signature) → celebrate. Nothing is charged before the server has accepted the
 * order; a changed total stops in `priceChanged` until the shopper confirms again; a lost
 * confirmation is retried, then left remembered for the next visit. Every effect is a named actor or
 * action with a placeholder here; the screen provides the real ones and tests provide fakes. Only
 * `idle` and `priceChanged` accept `order.place`, so a second click does nothing.
 */
import { createActorContext } from '@xstate/react';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { ConfirmOrderInput, CreateOrderInput } from '@/api/orders';
import type { PaymentOptions, PaymentResult } from '@/domain/payment';
import {
  paymentOptionsFor,
  type CheckoutOrder,
  type Customer,
  type ServerOrder,
} from './payment-options';

/** How many times a confirmation that got no answer is sent before it is left for the next visit. */
export const CONFIRM_ATTEMPTS = 3;
export const CONFIRM_RETRY_MS = 1500;
/** A create that got no answer is sent once more with the same key (it cannot make two orders). */
export const CREATE_ATTEMPTS = 2;
export const CREATE_RETRY_MS = 1000;

/** What a failed effect says about itself, so the machine can choose without knowing HTTP. */
export type Failure =
  /** No answer (network, timeout, 5xx): the request may or may not have been applied. */
  | { kind: 'unanswered'; error: unknown }
  /** The total changed: the server's amount; the refreshed cart is already shown. */
  | { kind: 'price-changed'; amount: number; error: unknown }
  /** The server refused (4xx): repeating the same request will not help. */
  | { kind: 'refused'; error: unknown }
  /** The payment provider: dismissed, failed, or its script did not load. */
  | { kind: 'payment'; dismissed: boolean; error: unknown };

export interface CheckoutContext {
  order: CheckoutOrder | null;
  customer: Customer;
  idempotencyKey: string | null;
  serverOrder: ServerOrder | null;
  payment: PaymentResult | null;
  /** The server's total after a price change, shown until the shopper confirms again. */
  newTotal: number | null;
  confirmAttempts: number;
  createAttempts: number;
  /** Absolute URL of the logo shown on the payment window. */
  logoUrl: string;
  newKey: () => string;
}

export type CheckoutEvent =
  | { type: 'order.place'; order: CheckoutOrder }
  /** Pay an existing pending (or failed) order again, e.g. from order history. */
  | { type: 'order.pay'; order: ServerOrder; customer: Customer };

export interface CheckoutInput {
  logoUrl?: string;
  /** A fresh idempotency key per Place Order (tests pass a fixed one). */
  newKey?: () => string;
}

const notProvided = (name: string) => () => {
  throw new Error(`checkout machine: '${name}' was not provided`);
};

function serverOrderOf(context: CheckoutContext): ServerOrder {
  if (!context.serverOrder) throw new Error('checkout machine: no server order in context');
  return context.serverOrder;
}

const failureOf = (error: unknown): Failure =>
  error && typeof error === 'object' && 'kind' in error
    ? (error as Failure)
    : { kind: 'refused', error };

const isPayable = (order: ServerOrder) =>
  (order.status === 'pending' || order.status === 'failed') && order.payment !== null;

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    /** Rejects with a Failure: 'price-changed', 'unanswered' or 'refused'. */
    createOrder: fromPromise<ServerOrder, CreateOrderInput>(notProvided('createOrder')),
    loadProvider: fromPromise<void>(notProvided('loadProvider')),
    /** Rejects with a Failure of kind 'payment'. */
    openPayment: fromPromise<PaymentResult, PaymentOptions>(notProvided('openPayment')),
    /** Rejects with a Failure: 'unanswered' or 'refused'. */
    confirmPayment: fromPromise<unknown, ConfirmOrderInput>(notProvided('confirmPayment')),
  },
  actions: {
    startOrder: assign(({ event, context }) => {
      assertEvent(event, 'order.place');
      return {
        order: event.order,
        customer: event.order.customer,
        idempotencyKey: context.newKey(),
        serverOrder: null,
        payment: null,
        newTotal: null,
        createAttempts: 0,
      };
    }),
    takeOrder: assign(({ event }) => {
      assertEvent(event, 'order.pay');
      return {
        order: null,
        customer: event.customer,
        serverOrder: event.order,
        payment: null,
        newTotal: null,
      };
    }),
    warnNoAddress: () => {},
    warnEmptyCart: () => {},
    goToProducts: () => {},
    notifyOrderRefused: (_, _params: { error: unknown }) => {},
    notifyPriceChanged: (_, _params: { amount: number }) => {},
    notifyProviderFailed: (_, _params: { error: unknown }) => {},
    notifyPaymentFailed: (_, _params: { error: unknown }) => {},
    /** Tells the server a payment attempt failed (the order stays payable). Fire and forget. */
    reportPaymentFailed: (_, _params: { orderId: string }) => {},
    /** Keeps the signed result (localStorage) until the server has confirmed it. */
    rememberConfirmation: (_, _params: ConfirmOrderInput) => {},
    forgetConfirmation: (_, _params: { orderId: string }) => {},
    notifyConfirmationRefused: (_, _params: { error: unknown }) => {},
    notifyConfirmationPending: () => {},
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
    isPayable: ({ context }) => context.serverOrder !== null && isPayable(context.serverOrder),
  },
  delays: { confirmRetry: CONFIRM_RETRY_MS, createRetry: CREATE_RETRY_MS },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    order: null,
    customer: { name: '', email: '' },
    idempotencyKey: null,
    serverOrder: null,
    payment: null,
    newTotal: null,
    confirmAttempts: 0,
    createAttempts: 0,
    logoUrl: input.logoUrl ?? '/favicon.svg',
    newKey: input.newKey ?? (() => crypto.randomUUID()),
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'order.place': { target: 'validating', actions: 'startOrder' },
        'order.pay': { target: 'checkingOrder', actions: 'takeOrder' },
      },
    },
    priceChanged: {
      on: {
        'order.place': { target: 'validating', actions: 'startOrder' },
        'order.pay': { target: 'checkingOrder', actions: 'takeOrder' },
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
        { target: 'creatingOrder' },
      ],
    },
    creatingOrder: {
      entry: assign({ createAttempts: ({ context }) => context.createAttempts + 1 }),
      invoke: {
        src: 'createOrder',
        input: ({ context }) => {
          const order = context.order;
          return {
            addressId: order?.addressId ?? '',
            idempotencyKey: context.idempotencyKey ?? '',
            // What the shopper saw: the server charges its own amount and says so if it differs.
            amount: order?.totalAmt,
            ...(order?.couponCode ? { couponCode: order.couponCode } : {}),
          };
        },
        onDone: {
          target: 'checkingOrder',
          actions: assign({ serverOrder: ({ event }) => event.output }),
        },
        onError: [
          {
            guard: ({ event }) => failureOf(event.error).kind === 'price-changed',
            target: 'priceChanged',
            actions: [
              assign({
                newTotal: ({ event }) => {
                  const failure = failureOf(event.error);
                  return failure.kind === 'price-changed' ? failure.amount : null;
                },
              }),
              {
                type: 'notifyPriceChanged',
                params: ({ context }) => ({ amount: context.newTotal ?? 0 }),
              },
            ],
          },
          {
            guard: ({ event, context }) =>
              failureOf(event.error).kind === 'unanswered' &&
              context.createAttempts < CREATE_ATTEMPTS,
            target: 'retryingCreate',
          },
          {
            target: 'idle',
            actions: {
              type: 'notifyOrderRefused',
              params: ({ event }) => ({ error: failureOf(event.error).error }),
            },
          },
        ],
      },
    },
    retryingCreate: {
      after: { createRetry: 'creatingOrder' },
    },
    checkingOrder: {
      always: [
        { guard: 'isPayable', target: 'loadingProvider' },
        {
          target: 'idle',
          actions: {
            type: 'notifyOrderRefused',
            params: ({ context }) => ({
              error: new Error(
                context.serverOrder?.status === 'paid'
                  ? 'This order is already paid.'
                  : 'This order can no longer be paid.',
              ),
            }),
          },
        },
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
            params: ({ event }) => ({ error: failureOf(event.error).error }),
          },
        },
      },
    },
    awaitingPayment: {
      invoke: {
        src: 'openPayment',
        input: ({ context }) =>
          paymentOptionsFor(serverOrderOf(context), context.customer, context.logoUrl),
        onDone: {
          target: 'confirming',
          actions: [
            assign({ payment: ({ event }) => event.output, confirmAttempts: 0 }),
            {
              type: 'rememberConfirmation',
              params: ({ context }) => confirmInput(context),
            },
          ],
        },
        onError: [
          {
            // Closed without paying: the order stays pending, to be paid later or cancelled.
            guard: ({ event }) => {
              const failure = failureOf(event.error);
              return failure.kind === 'payment' && failure.dismissed;
            },
            target: 'idle',
            actions: {
              type: 'notifyPaymentFailed',
              params: ({ event }) => ({ error: failureOf(event.error).error }),
            },
          },
          {
            target: 'idle',
            actions: [
              {
                type: 'reportPaymentFailed',
                params: ({ context }) => ({ orderId: serverOrderOf(context).id }),
              },
              {
                type: 'notifyPaymentFailed',
                params: ({ event }) => ({ error: failureOf(event.error).error }),
              },
            ],
          },
        ],
      },
    },
    confirming: {
      entry: assign({ confirmAttempts: ({ context }) => context.confirmAttempts + 1 }),
      invoke: {
        src: 'confirmPayment',
        input: ({ context }) => confirmInput(context),
        onDone: {
          target: 'celebrating',
          actions: {
            type: 'forgetConfirmation',
            params: ({ context }) => ({ orderId: serverOrderOf(context).id }),
          },
        },
        onError: [
          {
            guard: ({ event, context }) =>
              failureOf(event.error).kind === 'unanswered' &&
              context.confirmAttempts < CONFIRM_ATTEMPTS,
            target: 'retryingConfirmation',
          },
          {
            // Still no answer: the payment is taken and remembered; the next visit finishes it.
            guard: ({ event }) => failureOf(event.error).kind === 'unanswered',
            target: 'confirmationPending',
          },
          {
            target: 'idle',
            actions: [
              {
                type: 'forgetConfirmation',
                params: ({ context }) => ({ orderId: serverOrderOf(context).id }),
              },
              {
                type: 'notifyConfirmationRefused',
                params: ({ event }) => ({ error: failureOf(event.error).error }),
              },
              'refreshOrders',
            ],
          },
        ],
      },
    },
    retryingConfirmation: {
      after: { confirmRetry: 'confirming' },
    },
    confirmationPending: {
      type: 'final',
      entry: ['notifyConfirmationPending', 'refreshOrders', 'goToOrderHistory'],
    },
    celebrating: {
      type: 'final',
      entry: [
        {
          type: 'announcePayment',
          params: ({ context }) => ({ totalAmt: serverOrderOf(context).amount }),
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

function confirmInput(context: CheckoutContext): ConfirmOrderInput {
  return {
    orderId: serverOrderOf(context).id,
    paymentId: context.payment?.paymentId ?? '',
    signature: context.payment?.signature ?? '',
  };
}

/** True while a Place Order is in flight (validation passed, not yet back to a resting state). */
export const isBusy = (state: { value: unknown }) =>
  state.value !== 'idle' && state.value !== 'validating' && state.value !== 'priceChanged';

/**
 * The effects the host provides: the API calls, the payment provider, toasts, navigation, the query
 * cache (React: use-checkout-logic.ts; tests: fakes).
 */
export type CheckoutEffects = Parameters<typeof checkoutMachine.provide>[0];

/** The checkout for React: the checkout screen mounts its Provider and reads it through its selectors. */
export const CheckoutActor = createActorContext(checkoutMachine);
