/**
 * Place Order, as a machine (see docs/shop/rules.md, Payment): validate → create a pending order
 * (the server prices it) → load the provider → pay exactly that order → confirm with the server
 * (it verifies the signature) → celebrate. A Cash on Delivery order comes back `placed`: it is
 * celebrated at once (`placed`), with no payment window. Nothing is charged before the server has accepted the
 * order; a changed total stops in `priceChanged` until the shopper confirms again; a lost
 * confirmation is retried, then left remembered for the next visit. Every effect is a named actor or
 * action with a placeholder here that throws until provided; the screen provides the real ones
 * (use-checkout-logic.ts) and tests provide fakes. Every guard is named too. Only
 * `idle` and `priceChanged` accept `order.place`, so a second click does nothing.
 */
import { createActorContext } from '@xstate/react';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { OrderKey } from '@/api/order-key';
import { isPurchase } from '@/domain/order-status';
import type { CartSnapshot } from '@/api/cart';
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
  /** The session ended (401): the request was not looked at, and can be sent once signed in. */
  | { kind: 'signed-out'; error: unknown }
  /** The payment provider: dismissed, failed, or its script did not load. */
  | { kind: 'payment'; dismissed: boolean; error: unknown };

export interface CheckoutContext {
  order: CheckoutOrder | null;
  customer: Customer;
  idempotencyKey: string | null;
  /**
   * The last order this tab asked for and has not paid, by what it was made of: a Place Order of the
   * same (after the payment window was closed, a create that got no answer, or a reload) sends its
   * key again and pays that order. Kept from the moment the create is sent.
   */
  reusable: OrderKey | null;
  /** The create on its way resends `reusable`'s key: its order may have ended since (expired, cancelled). */
  keyReused: boolean;
  serverOrder: ServerOrder | null;
  payment: PaymentResult | null;
  /** The server's total after a price change, shown until the shopper confirms again. */
  newTotal: number | null;
  /** Why the server refused the last order (a stock shortfall, the COD limit), until the next try. */
  refusal: unknown;
  confirmAttempts: number;
  createAttempts: number;
  /**
   * The cart the server holds once the order is paid (its confirm's answer): the order's lines out,
   * any line added since it was placed still in. Null until then (and for Cash on Delivery).
   */
  cartAfterPaying: CartSnapshot | null;
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
  /** The order key this tab kept (rememberOrderKey) before a reload, if any. */
  reusable?: OrderKey | null;
}

const notProvided = (name: string) => () => {
  throw new Error(`checkout machine: '${name}' was not provided`);
};

/** An effect action's stand-in: the host provides the real one (CheckoutEffects). */
const placeholder =
  <TParams = undefined>(name: string) =>
  (_args: { context: CheckoutContext }, _params: TParams): void =>
    notProvided(name)();

/** The actions that are effects: toasts, navigation, the query cache, storage, confetti. */
const effectActions = {
  warnNoAddress: placeholder('warnNoAddress'),
  warnEmptyCart: placeholder('warnEmptyCart'),
  goToProducts: placeholder('goToProducts'),
  notifyOrderRefused: placeholder<{ error: unknown }>('notifyOrderRefused'),
  notifyPriceChanged: placeholder<{ amount: number }>('notifyPriceChanged'),
  notifyProviderFailed: placeholder<{ error: unknown }>('notifyProviderFailed'),
  notifyPaymentFailed: placeholder<{ error: unknown }>('notifyPaymentFailed'),
  /** Tells the server a payment attempt failed (the order stays payable). Fire and forget. */
  reportPaymentFailed: placeholder<{ orderId: string }>('reportPaymentFailed'),
  /** Keeps the signed result (localStorage) until the server has confirmed it. */
  rememberConfirmation: placeholder<ConfirmOrderInput>('rememberConfirmation'),
  forgetConfirmation: placeholder<{ orderId: string }>('forgetConfirmation'),
  /** Keeps the key of an order awaiting payment for this tab (it outlives a reload); null: none. */
  rememberOrderKey: placeholder<{ kept: OrderKey | null }>('rememberOrderKey'),
  /** That order is paid, placed or over: the next Place Order makes a new one. */
  forgetOrderKey: placeholder('forgetOrderKey'),
  notifyConfirmationRefused: placeholder<{ error: unknown }>('notifyConfirmationRefused'),
  notifyConfirmationPending: placeholder('notifyConfirmationPending'),
  announcePayment: placeholder<{ totalAmt: number }>('announcePayment'),
  /** A Cash on Delivery order is placed: what to pay at delivery. */
  announcePlaced: placeholder<{ amount: number }>('announcePlaced'),
  celebrate: placeholder('celebrate'),
  /** The cart as the server holds it after the order (`cart`), or empty when not known. */
  emptyCart: placeholder<{ cart: CartSnapshot | null }>('emptyCart'),
  refreshOrders: placeholder('refreshOrders'),
  clearCoupon: placeholder('clearCoupon'),
  goToOrderHistory: placeholder('goToOrderHistory'),
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

/** The failure an effect rejected with, read from its error event: the one place that does it. */
const failure = ({ event }: { event: { error: unknown } }): Failure => failureOf(event.error);

/** Params for the notify… actions: what went wrong, as the effect reported it. */
const failureError = (args: { event: { error: unknown } }) => ({ error: failure(args).error });

/** Params for the actions about the server's order. */
const serverOrderId = ({ context }: { context: CheckoutContext }) => ({
  orderId: serverOrderOf(context).id,
});

/** The two resting states take the same events: a new Place Order, or paying an existing order. */
const placeOrPay = {
  'order.place': { target: 'validating', actions: 'startOrder' },
  'order.pay': { target: 'checkingOrder', actions: 'takeOrder' },
} as const;

const checkout = setup({
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
    confirmPayment: fromPromise<{ cart?: CartSnapshot } | undefined, ConfirmOrderInput>(
      notProvided('confirmPayment'),
    ),
  },
  actions: {
    startOrder: assign(({ event, context }) => {
      assertEvent(event, 'order.place');
      const { signature } = event.order;
      const kept = context.reusable;
      const same = signature !== undefined && kept?.signature === signature;
      const key = same && kept ? kept.key : context.newKey();
      return {
        order: event.order,
        customer: event.order.customer,
        idempotencyKey: key,
        reusable: signature === undefined ? kept : { signature, key },
        keyReused: same,
        serverOrder: null,
        payment: null,
        newTotal: null,
        refusal: null,
        createAttempts: 0,
      };
    }),
    takeOrder: assign(({ event }) => {
      assertEvent(event, 'order.pay');
      return {
        order: null,
        keyReused: false,
        customer: event.customer,
        serverOrder: event.order,
        payment: null,
        newTotal: null,
        refusal: null,
      };
    }),
    /** The kept key's order has ended: ask for a new order under a new key, once. */
    renewKey: assign(({ context }) => {
      const key = context.newKey();
      const signature = context.reusable?.signature;
      return {
        idempotencyKey: key,
        reusable: signature === undefined ? null : { signature, key },
        keyReused: false,
        createAttempts: 0,
        serverOrder: null,
      };
    }),
    countCreateAttempt: assign({ createAttempts: ({ context }) => context.createAttempts + 1 }),
    countConfirmAttempt: assign({ confirmAttempts: ({ context }) => context.confirmAttempts + 1 }),
    keepServerOrder: assign((_, serverOrder: ServerOrder) => ({ serverOrder })),
    keepPayment: assign((_, payment: PaymentResult) => ({ payment, confirmAttempts: 0 })),
    /** The server's new total, from a 'price-changed' failure. */
    keepNewTotal: assign((_, failure: Failure) => ({
      newTotal: failure.kind === 'price-changed' ? failure.amount : null,
    })),
    keepRefusal: assign((_, { error }: { error: unknown }) => ({ refusal: error })),

    ...effectActions,
  },
  guards: {
    hasNoAddress: ({ context }) => !context.order?.addressId,
    hasNothingToPay: ({ context }) => !context.order || context.order.totalAmt <= 0,
    isPayable: ({ context }) => context.serverOrder !== null && isPayable(context.serverOrder),
    /**
     * A kept key answered with its order, which has ended since (expired, cancelled, failed for
     * good): not paid, so a new order is what the shopper asked for.
     */
    keptOrderEnded: ({ context }) =>
      context.keyReused &&
      context.order !== null &&
      context.serverOrder !== null &&
      !isPurchase(context.serverOrder.status),
    /** Cash on Delivery: the server placed the order; there is nothing to pay now. */
    isPlaced: ({ context }) => context.order !== null && context.serverOrder?.status === 'placed',
    // The failure guards take the failure as their params (`failure` above).
    priceChanged: (_, failure: Failure) => failure.kind === 'price-changed',
    unanswered: (_, failure: Failure) => failure.kind === 'unanswered',
    signedOut: (_, failure: Failure) => failure.kind === 'signed-out',
    /** Closed without paying: the order stays pending, to be paid later or cancelled. */
    paymentDismissed: (_, failure: Failure) => failure.kind === 'payment' && failure.dismissed,
    /** No answer, and the create may be sent again (with the same key). */
    mayRetryCreate: ({ context }, failure: Failure) =>
      failure.kind === 'unanswered' && context.createAttempts < CREATE_ATTEMPTS,
    /** No answer, and the confirmation may be sent again. */
    mayRetryConfirmation: ({ context }, failure: Failure) =>
      failure.kind === 'unanswered' && context.confirmAttempts < CONFIRM_ATTEMPTS,
  },
  delays: { confirmRetry: CONFIRM_RETRY_MS, createRetry: CREATE_RETRY_MS },
});

/** Kept as the create is sent: an order made but never answered is asked for again too. */
const keepOrderKey = checkout.enqueueActions(({ context, enqueue }) => {
  if (context.reusable) enqueue({ type: 'rememberOrderKey', params: { kept: context.reusable } });
});

/** The order Place Order asked for is paid, placed or refused: the next one makes a new order. */
const dropOrderKey = checkout.enqueueActions(({ context, enqueue }) => {
  // Only the order Place Order asked for: paying another (Pay now) leaves the key kept.
  if (context.order === null || context.reusable === null) return;
  enqueue.assign({ reusable: null });
  enqueue('forgetOrderKey');
});

export const checkoutMachine = checkout.createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    order: null,
    customer: { name: '', email: '' },
    idempotencyKey: null,
    reusable: input.reusable ?? null,
    keyReused: false,
    serverOrder: null,
    payment: null,
    newTotal: null,
    refusal: null,
    confirmAttempts: 0,
    createAttempts: 0,
    cartAfterPaying: null,
    logoUrl: input.logoUrl ?? '/favicon.svg',
    newKey: input.newKey ?? (() => crypto.randomUUID()),
  }),
  initial: 'idle',
  states: {
    idle: { on: placeOrPay },
    priceChanged: { on: placeOrPay },
    validating: {
      always: [
        { guard: 'hasNoAddress', target: 'idle', actions: 'warnNoAddress' },
        {
          guard: 'hasNothingToPay',
          target: 'idle',
          actions: ['warnEmptyCart', 'goToProducts'],
        },
        {
          target: 'creatingOrder',
          actions: keepOrderKey,
        },
      ],
    },
    creatingOrder: {
      entry: 'countCreateAttempt',
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
            ...(order?.paymentMethod === 'cod' ? { paymentMethod: 'cod' as const } : {}),
          };
        },
        onDone: {
          target: 'checkingOrder',
          actions: { type: 'keepServerOrder', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: { type: 'priceChanged', params: failure },
            target: 'priceChanged',
            actions: [
              { type: 'keepNewTotal', params: failure },
              {
                type: 'notifyPriceChanged',
                params: ({ context }) => ({ amount: context.newTotal ?? 0 }),
              },
            ],
          },
          {
            guard: { type: 'mayRetryCreate', params: failure },
            target: 'retryingCreate',
          },
          {
            target: 'idle',
            actions: [
              { type: 'keepRefusal', params: failureError },
              { type: 'notifyOrderRefused', params: failureError },
            ],
          },
        ],
      },
    },
    retryingCreate: {
      after: { createRetry: 'creatingOrder' },
    },
    checkingOrder: {
      always: [
        { guard: 'isPlaced', target: 'placed' },
        { guard: 'isPayable', target: 'loadingProvider' },
        {
          guard: 'keptOrderEnded',
          target: 'creatingOrder',
          actions: ['renewKey', keepOrderKey],
        },
        {
          target: 'idle',
          actions: [
            dropOrderKey,
            {
              type: 'notifyOrderRefused',
              params: ({ context }) => ({
                error: new Error(
                  context.serverOrder?.status === 'paid'
                    ? 'This order is already paid.'
                    : 'This order can no longer be paid.',
                ),
              }),
            },
          ],
        },
      ],
    },
    loadingProvider: {
      invoke: {
        src: 'loadProvider',
        onDone: 'awaitingPayment',
        onError: {
          target: 'idle',
          actions: { type: 'notifyProviderFailed', params: failureError },
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
            { type: 'keepPayment', params: ({ event }) => event.output },
            {
              type: 'rememberConfirmation',
              params: ({ context }) => confirmInput(context),
            },
          ],
        },
        onError: [
          {
            // Dismissed: nothing to report, the order is simply still pending.
            guard: { type: 'paymentDismissed', params: failure },
            target: 'idle',
            actions: { type: 'notifyPaymentFailed', params: failureError },
          },
          {
            target: 'idle',
            actions: [
              { type: 'reportPaymentFailed', params: serverOrderId },
              { type: 'notifyPaymentFailed', params: failureError },
            ],
          },
        ],
      },
    },
    confirming: {
      entry: 'countConfirmAttempt',
      invoke: {
        src: 'confirmPayment',
        input: ({ context }) => confirmInput(context),
        onDone: {
          target: 'celebrating',
          actions: [
            { type: 'forgetConfirmation', params: serverOrderId },
            assign({ cartAfterPaying: ({ event }) => event.output?.cart ?? null }),
          ],
        },
        onError: [
          {
            guard: { type: 'mayRetryConfirmation', params: failure },
            target: 'retryingConfirmation',
          },
          {
            // Still no answer: the payment is taken and remembered; the next visit finishes it.
            guard: { type: 'unanswered', params: failure },
            target: 'confirmationPending',
          },
          {
            // The session ended while the shopper paid: the payment stays remembered, and is
            // confirmed once the shopper signs in again (src/api/pending-confirmations.ts).
            guard: { type: 'signedOut', params: failure },
            target: 'confirmationPending',
          },
          {
            target: 'idle',
            actions: [
              { type: 'forgetConfirmation', params: serverOrderId },
              { type: 'notifyConfirmationRefused', params: failureError },
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
        dropOrderKey,
        {
          type: 'announcePayment',
          params: ({ context }) => ({ totalAmt: serverOrderOf(context).amount }),
        },
        'celebrate',
        'clearCoupon',
        // Leave before the cart empties, so checkout never flashes its empty-cart message.
        'goToOrderHistory',
        { type: 'emptyCart', params: ({ context }) => ({ cart: context.cartAfterPaying }) },
        'refreshOrders',
      ],
    },
    /** Cash on Delivery: placed at once; the same celebration, saying what to pay at delivery. */
    placed: {
      type: 'final',
      entry: [
        dropOrderKey,
        {
          type: 'announcePlaced',
          params: ({ context }) => ({ amount: serverOrderOf(context).amount }),
        },
        'celebrate',
        'clearCoupon',
        'goToOrderHistory',
        { type: 'emptyCart', params: { cart: null } },
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

type Implementations = Parameters<typeof checkoutMachine.provide>[0];

/**
 * The effects the host provides, every one of them: the API calls, the payment provider, toasts,
 * navigation, the query cache (React: use-checkout-logic.ts; tests: fakes). Left out, a placeholder
 * throws "'name' was not provided".
 */
export interface CheckoutEffects {
  actors: Required<NonNullable<Implementations['actors']>>;
  actions: Required<Pick<NonNullable<Implementations['actions']>, keyof typeof effectActions>>;
}

/** The checkout for React: the checkout screen mounts its Provider and reads it through its selectors. */
export const CheckoutActor = createActorContext(checkoutMachine);
