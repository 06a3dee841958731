/**
 * The checkout machine driven through every branch with its effects provided: create the pending
 * order → pay exactly that order → confirm with the server → celebrate (see docs/shop/rules.md,
 * Payment).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CartSnapshot } from '@/api/cart';
import type { ConfirmOrderInput, CreateOrderInput } from '@/api/orders';
import { PaymentError, type PaymentOptions, type PaymentResult } from '@/domain/payment';
import {
  checkoutMachine,
  CONFIRM_ATTEMPTS,
  CREATE_ATTEMPTS,
  isBusy,
  type CheckoutEffects,
  type Failure,
} from '@/features/checkout/checkout-machine';
import type { OrderKey } from '@/api/order-key';
import type { CheckoutOrder, ServerOrder } from '@/features/checkout/payment-options';

const order: CheckoutOrder = {
  addressId: 'addr-1',
  totalAmt: 1234.5,
  couponCode: 'FIRSTGLAM',
  customer: { name: 'Aanya Sharma', email: 'aanya.sharma@glamour.test' },
};

const serverOrder: ServerOrder = {
  id: 'order-1',
  amount: 1234.5,
  status: 'pending',
  payment: { provider: 'simulated', orderId: 'order_SIM000000001', keyId: null },
};

const paid: PaymentResult = {
  paymentId: 'pay_ABCDEFGHIJKLMN',
  orderId: 'order_SIM000000001',
  signature: 'ab'.repeat(32),
};

const failure = (f: Failure) => Promise.reject(f);

interface Fakes {
  create?: (input: CreateOrderInput) => Promise<ServerOrder>;
  load?: () => Promise<void>;
  open?: (options: PaymentOptions) => Promise<PaymentResult>;
  confirm?: (input: ConfirmOrderInput) => Promise<{ cart?: CartSnapshot } | undefined>;
}

/** The machine with every effect replaced by a spy, so each path's effects can be asserted. */
function start(
  fakes: Fakes = {},
  guards: Parameters<typeof checkoutMachine.provide>[0]['guards'] = {},
  reusable: OrderKey | null = null,
) {
  const effects = {
    warnNoAddress: vi.fn(),
    warnEmptyCart: vi.fn(),
    goToProducts: vi.fn(),
    notifyOrderRefused: vi.fn(),
    notifyPriceChanged: vi.fn(),
    notifyProviderFailed: vi.fn(),
    notifyPaymentFailed: vi.fn(),
    reportPaymentFailed: vi.fn(),
    rememberConfirmation: vi.fn(),
    forgetConfirmation: vi.fn(),
    rememberOrderKey: vi.fn(),
    forgetOrderKey: vi.fn(),
    notifyConfirmationRefused: vi.fn(),
    notifyConfirmationPending: vi.fn(),
    announcePayment: vi.fn(),
    announcePlaced: vi.fn(),
    celebrate: vi.fn(),
    emptyCart: vi.fn(),
    refreshOrders: vi.fn(),
    clearCoupon: vi.fn(),
    goToOrderHistory: vi.fn(),
  };
  const create = vi.fn(fakes.create ?? (() => Promise.resolve(serverOrder)));
  const load = vi.fn(fakes.load ?? (() => Promise.resolve()));
  const open = vi.fn(fakes.open ?? (() => Promise.resolve(paid)));
  const confirm = vi.fn(fakes.confirm ?? (() => Promise.resolve({})));
  const provided = {
    actors: {
      createOrder: fromPromise(({ input }) => create(input)),
      loadProvider: fromPromise(() => load()),
      openPayment: fromPromise(({ input }) => open(input)),
      confirmPayment: fromPromise(({ input }) => confirm(input)),
    },
    actions: {
      warnNoAddress: effects.warnNoAddress,
      warnEmptyCart: effects.warnEmptyCart,
      goToProducts: effects.goToProducts,
      notifyOrderRefused: (_, params) => effects.notifyOrderRefused(params),
      notifyPriceChanged: (_, params) => effects.notifyPriceChanged(params),
      notifyProviderFailed: (_, params) => effects.notifyProviderFailed(params),
      notifyPaymentFailed: (_, params) => effects.notifyPaymentFailed(params),
      reportPaymentFailed: (_, params) => effects.reportPaymentFailed(params),
      rememberConfirmation: (_, params) => effects.rememberConfirmation(params),
      forgetConfirmation: (_, params) => effects.forgetConfirmation(params),
      rememberOrderKey: (_, params) => effects.rememberOrderKey(params),
      forgetOrderKey: effects.forgetOrderKey,
      notifyConfirmationRefused: (_, params) => effects.notifyConfirmationRefused(params),
      notifyConfirmationPending: effects.notifyConfirmationPending,
      announcePayment: (_, params) => effects.announcePayment(params),
      announcePlaced: (_, params) => effects.announcePlaced(params),
      celebrate: effects.celebrate,
      emptyCart: (_, params) => effects.emptyCart(params),
      refreshOrders: effects.refreshOrders,
      clearCoupon: effects.clearCoupon,
      goToOrderHistory: effects.goToOrderHistory,
    },
  } satisfies CheckoutEffects;
  const machine = checkoutMachine.provide({ ...provided, guards });
  let keys = 0;
  const actor = createActor(machine, {
    input: {
      logoUrl: 'https://shop.test/favicon.svg',
      newKey: () => `key-${(keys += 1)}`,
      reusable,
    },
  });
  actor.start();
  return { actor, effects, create, load, open, confirm };
}

type Started = ReturnType<typeof start>;

const settle = (actor: Started['actor'], state: 'idle' | 'priceChanged' = 'idle') =>
  waitFor(actor, (s) => s.matches(state), { timeout: 1000 });
const finish = (actor: Started['actor']) =>
  waitFor(actor, (s) => s.status === 'done', { timeout: 1000 });

function expectNothingPaid({ effects, open, confirm }: Started) {
  expect(open).not.toHaveBeenCalled();
  expect(confirm).not.toHaveBeenCalled();
  expect(effects.announcePayment).not.toHaveBeenCalled();
  expect(effects.emptyCart).not.toHaveBeenCalled();
  expect(effects.clearCoupon).not.toHaveBeenCalled();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('checkout machine: Cash on Delivery', () => {
  it('asks for a COD order, opens no payment, then celebrates with what to pay at delivery', async () => {
    const placed: ServerOrder = { id: 'order-2', amount: 1234.5, status: 'placed', payment: null };
    const started = start({ create: () => Promise.resolve(placed) });
    const { actor, effects, create, load, open, confirm } = started;
    actor.send({ type: 'order.place', order: { ...order, paymentMethod: 'cod' } });
    const done = await finish(actor);

    expect(done.value).toBe('placed');
    expect(create).toHaveBeenCalledWith({
      addressId: 'addr-1',
      couponCode: 'FIRSTGLAM',
      idempotencyKey: 'key-1',
      amount: 1234.5,
      paymentMethod: 'cod',
    });
    expect(load).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    expect(confirm).not.toHaveBeenCalled();
    expect(effects.announcePayment).not.toHaveBeenCalled();
    expect(effects.announcePlaced).toHaveBeenCalledWith({ amount: 1234.5 });
    for (const effect of [
      effects.celebrate,
      effects.clearCoupon,
      effects.goToOrderHistory,
      effects.emptyCart,
      effects.refreshOrders,
    ])
      expect(effect).toHaveBeenCalledTimes(1);
  });

  it('a placed order is never paid again from order history', async () => {
    const placed: ServerOrder = { id: 'order-2', amount: 500, status: 'placed', payment: null };
    const started = start();
    started.actor.send({
      type: 'order.pay',
      order: placed,
      customer: order.customer,
    });
    await settle(started.actor);
    expect(started.effects.announcePlaced).not.toHaveBeenCalled();
    expect(started.effects.notifyOrderRefused).toHaveBeenCalledTimes(1);
    expectNothingPaid(started);
  });
});

describe('checkout machine: the happy path', () => {
  it('creates the order, pays exactly the server’s order, confirms it, then celebrates', async () => {
    const started = start({ create: () => Promise.resolve({ ...serverOrder, amount: 1234.5 }) });
    const { actor, effects, create, open, confirm } = started;
    actor.send({ type: 'order.place', order });
    const done = await finish(actor);

    expect(done.value).toBe('celebrating');
    expect(create).toHaveBeenCalledWith({
      addressId: 'addr-1',
      couponCode: 'FIRSTGLAM',
      idempotencyKey: 'key-1',
      amount: 1234.5,
    });
    expect(open).toHaveBeenCalledWith({
      orderId: 'order_SIM000000001',
      receipt: 'order-1',
      amount: 123450,
      currency: 'INR',
      name: 'Glamour',
      description: 'Thank you for shopping with us',
      image: 'https://shop.test/favicon.svg',
      prefill: { name: 'Aanya Sharma', email: 'aanya.sharma@glamour.test', contact: '9999999999' },
      theme: { color: '#7e22ce' },
    });
    const confirmation = {
      orderId: 'order-1',
      paymentId: 'pay_ABCDEFGHIJKLMN',
      signature: paid.signature,
    };
    // Remembered before it is sent, forgotten once the server has answered.
    expect(effects.rememberConfirmation).toHaveBeenCalledWith(confirmation);
    expect(effects.rememberConfirmation.mock.invocationCallOrder[0]).toBeLessThan(
      confirm.mock.invocationCallOrder[0] ?? 0,
    );
    expect(confirm).toHaveBeenCalledWith(confirmation);
    expect(effects.forgetConfirmation).toHaveBeenCalledWith({ orderId: 'order-1' });
    expect(effects.announcePayment).toHaveBeenCalledWith({ totalAmt: 1234.5 });
    // The confirmation answered no cart: the cart shows empty.
    expect(effects.emptyCart).toHaveBeenCalledWith({ cart: null });
    for (const effect of [
      effects.celebrate,
      effects.emptyCart,
      effects.refreshOrders,
      effects.clearCoupon,
      effects.goToOrderHistory,
    ])
      expect(effect).toHaveBeenCalledTimes(1);
  });

  it('shows the cart the server holds once paid, not an empty one', async () => {
    // An order paid later (from order history) after another line went into the cart: paying it
    // takes only its own lines out. (The screen emptied the whole cart until a refetch.)
    const left = [{ _id: 'another-product', qty: 1 }] as unknown as CartSnapshot;
    const { actor, effects } = start({ confirm: () => Promise.resolve({ cart: left }) });
    actor.send({ type: 'order.place', order });
    expect((await finish(actor)).value).toBe('celebrating');
    expect(effects.emptyCart).toHaveBeenCalledWith({ cart: left });
  });

  it('sends no coupon code when none is applied', async () => {
    const { actor, create } = start();
    actor.send({ type: 'order.place', order: { ...order, couponCode: null } });
    await finish(actor);
    expect(create).toHaveBeenCalledWith({
      addressId: 'addr-1',
      idempotencyKey: 'key-1',
      amount: 1234.5,
    });
  });

  it('pays an existing pending order again without creating one (order history’s Pay now)', async () => {
    const { actor, create, open, confirm } = start();
    actor.send({
      type: 'order.pay',
      order: { ...serverOrder, status: 'failed', amount: 99 },
      customer: order.customer,
    });
    await finish(actor);
    expect(create).not.toHaveBeenCalled();
    expect(open).toHaveBeenCalledWith(expect.objectContaining({ amount: 9900 }));
    expect(confirm).toHaveBeenCalledTimes(1);
  });
});

describe('checkout machine: refusals before any payment', () => {
  it('warns "Please select address!" and creates nothing without an address', () => {
    const started = start();
    started.actor.send({ type: 'order.place', order: { ...order, addressId: null } });
    expect(started.actor.getSnapshot().value).toBe('idle');
    expect(started.effects.warnNoAddress).toHaveBeenCalledTimes(1);
    expect(started.create).not.toHaveBeenCalled();
    expectNothingPaid(started);
  });

  it('sends the shopper to the products when there is nothing to pay', () => {
    const started = start();
    started.actor.send({ type: 'order.place', order: { ...order, totalAmt: 0 } });
    expect(started.effects.warnEmptyCart).toHaveBeenCalledTimes(1);
    expect(started.effects.goToProducts).toHaveBeenCalledTimes(1);
    expect(started.create).not.toHaveBeenCalled();
  });

  it('checks the address before the amount, as the spec lists them', () => {
    const { actor, effects } = start();
    actor.send({ type: 'order.place', order: { ...order, addressId: null, totalAmt: 0 } });
    expect(effects.warnNoAddress).toHaveBeenCalledTimes(1);
    expect(effects.warnEmptyCart).not.toHaveBeenCalled();
  });

  it('shows why the server refused the order, and opens no payment', async () => {
    const error = new Error('"Veet" is out of stock; remove it from the cart to place the order.');
    const started = start({ create: () => failure({ kind: 'refused', error }) });
    started.actor.send({ type: 'order.place', order });
    await settle(started.actor);
    expect(started.effects.notifyOrderRefused).toHaveBeenCalledWith({ error });
    expect(started.load).not.toHaveBeenCalled();
    expectNothingPaid(started);
  });

  it('keeps the refusal for the screen until the next Place Order', async () => {
    const error = new Error('Only 2 left of "Veet": lower its quantity in the cart.');
    const create = vi
      .fn<(input: CreateOrderInput) => Promise<ServerOrder>>()
      .mockImplementationOnce(() => failure({ kind: 'refused', error }))
      .mockImplementation(() => Promise.resolve(serverOrder));
    const started = start({ create });
    started.actor.send({ type: 'order.place', order });
    await settle(started.actor);
    expect(started.actor.getSnapshot().context.refusal).toBe(error);
    started.actor.send({ type: 'order.place', order });
    expect(started.actor.getSnapshot().context.refusal).toBeNull();
    await finish(started.actor);
  });

  it('a changed total stops with the new total; confirming again uses a new key and pays it', async () => {
    const create = vi
      .fn<(input: CreateOrderInput) => Promise<ServerOrder>>()
      .mockImplementationOnce(() =>
        failure({ kind: 'price-changed', amount: 1300, error: new Error('changed') }),
      )
      .mockResolvedValueOnce({ ...serverOrder, amount: 1300 });
    const started = start({ create });
    const { actor, effects, open } = started;
    actor.send({ type: 'order.place', order });
    const stopped = await settle(actor, 'priceChanged');
    expect(stopped.context.newTotal).toBe(1300);
    expect(effects.notifyPriceChanged).toHaveBeenCalledWith({ amount: 1300 });
    expect(isBusy(stopped)).toBe(false);
    expectNothingPaid(started);

    const again = { ...order, totalAmt: 1300 };
    expect(stopped.can({ type: 'order.place', order: again })).toBe(true);
    actor.send({ type: 'order.place', order: again });
    await finish(actor);
    expect(create).toHaveBeenLastCalledWith(
      expect.objectContaining({ amount: 1300, idempotencyKey: 'key-2' }),
    );
    expect(open).toHaveBeenCalledWith(expect.objectContaining({ amount: 130000 }));
  });

  it('sends an unanswered create once more with the same key, then gives up saying why', async () => {
    vi.useFakeTimers();
    const error = new Error('timeout of 10000 ms exceeded');
    const started = start({ create: () => failure({ kind: 'unanswered', error }) });
    started.actor.send({ type: 'order.place', order });
    await vi.advanceTimersByTimeAsync(5000);
    expect(started.create).toHaveBeenCalledTimes(2);
    expect(started.create.mock.calls.map(([input]) => input.idempotencyKey)).toEqual([
      'key-1',
      'key-1',
    ]);
    expect(started.actor.getSnapshot().value).toBe('idle');
    expect(started.effects.notifyOrderRefused).toHaveBeenCalledWith({ error });
    expectNothingPaid(started);
  });

  it('an order that is no longer payable (paid or cancelled) opens no payment', async () => {
    const started = start({ create: () => Promise.resolve({ ...serverOrder, status: 'paid' }) });
    started.actor.send({ type: 'order.place', order });
    await settle(started.actor);
    expect(started.effects.notifyOrderRefused).toHaveBeenCalledTimes(1);
    expectNothingPaid(started);
  });

  it('reports a provider script that fails to load, and opens no payment', async () => {
    const error = new PaymentError('script', 'could not load');
    const started = start({
      load: () => failure({ kind: 'payment', dismissed: false, error }),
    });
    started.actor.send({ type: 'order.place', order });
    await settle(started.actor);
    expect(started.effects.notifyProviderFailed).toHaveBeenCalledWith({ error });
    expectNothingPaid(started);
  });
});

describe('checkout machine: the payment window', () => {
  it('dismissed: back to idle, the order left pending (nothing reported, nothing confirmed)', async () => {
    const error = new PaymentError('dismissed', 'Payment cancelled.');
    const started = start({ open: () => failure({ kind: 'payment', dismissed: true, error }) });
    started.actor.send({ type: 'order.place', order });
    await settle(started.actor);
    expect(started.effects.notifyPaymentFailed).toHaveBeenCalledWith({ error });
    expect(started.effects.reportPaymentFailed).not.toHaveBeenCalled();
    expect(started.confirm).not.toHaveBeenCalled();
    expect(started.effects.emptyCart).not.toHaveBeenCalled();
  });

  it('failed: reports the failed attempt on the order and says why', async () => {
    const error = new PaymentError('failed', 'Your card was declined.');
    const started = start({ open: () => failure({ kind: 'payment', dismissed: false, error }) });
    started.actor.send({ type: 'order.place', order });
    await settle(started.actor);
    expect(started.effects.reportPaymentFailed).toHaveBeenCalledWith({ orderId: 'order-1' });
    expect(started.effects.notifyPaymentFailed).toHaveBeenCalledWith({ error });
    expect(started.confirm).not.toHaveBeenCalled();
  });

  it('a double click creates one order and opens one payment', async () => {
    let pay: (result: PaymentResult) => void = () => {};
    const { actor, create, open } = start({
      open: () => new Promise<PaymentResult>((resolve) => (pay = resolve)),
    });
    actor.send({ type: 'order.place', order });
    expect(actor.getSnapshot().can({ type: 'order.place', order })).toBe(false);
    actor.send({ type: 'order.place', order });
    await waitFor(actor, (s) => s.matches('awaitingPayment'), { timeout: 1000 });
    actor.send({ type: 'order.place', order });
    expect(isBusy(actor.getSnapshot())).toBe(true);
    expect(create).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledTimes(1);
    pay(paid);
    await finish(actor);
  });
});

describe('checkout machine: Place Order again, the order already made', () => {
  const dismissed = () =>
    failure({
      kind: 'payment',
      dismissed: true,
      error: new PaymentError('dismissed', 'Payment cancelled.'),
    });
  const made = { ...order, signature: 'aanya|addr-1|kajal×3|FIRSTGLAM|online|1234.5' };
  const keys = (create: Started['create']) =>
    create.mock.calls.map(([input]) => input.idempotencyKey);

  it('after the window was closed, the same cart asks with the same key and pays that order', async () => {
    let attempt = 0;
    const started = start({ open: () => (++attempt === 1 ? dismissed() : Promise.resolve(paid)) });
    const { actor, effects, create, open } = started;
    actor.send({ type: 'order.place', order: made });
    await settle(actor);
    expect(effects.rememberOrderKey).toHaveBeenCalledWith({
      kept: { signature: made.signature, key: 'key-1' },
    });
    actor.send({ type: 'order.place', order: made });
    await finish(actor);
    expect(keys(create)).toEqual(['key-1', 'key-1']);
    expect(open).toHaveBeenCalledTimes(2);
    expect(open.mock.calls[1]?.[0].orderId).toBe('order_SIM000000001');
    // Paid: the next Place Order is a new order.
    expect(effects.forgetOrderKey).toHaveBeenCalled();
  });

  it('a changed cart, address, coupon or total is another order, under a new key', async () => {
    const { actor, create } = start({ open: dismissed });
    actor.send({ type: 'order.place', order: made });
    await settle(actor);
    actor.send({ type: 'order.place', order: { ...made, signature: `${made.signature}+1` } });
    await settle(actor);
    actor.send({ type: 'order.place', order: { ...made, signature: `${made.signature}+1` } });
    await settle(actor);
    expect(keys(create)).toEqual(['key-1', 'key-2', 'key-2']);
  });

  it('a key kept before a reload is sent again for the same order', async () => {
    const { actor, create, open } = start({}, {}, { signature: made.signature, key: 'kept-key' });
    actor.send({ type: 'order.place', order: made });
    await finish(actor);
    expect(keys(create)).toEqual(['kept-key']);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('the kept key’s order has ended: forgets it and makes a new order, once', async () => {
    const expired: ServerOrder = { ...serverOrder, id: 'order-0', status: 'expired' };
    const started = start(
      {
        create: (input) =>
          Promise.resolve(input.idempotencyKey === 'kept-key' ? expired : serverOrder),
      },
      {},
      { signature: made.signature, key: 'kept-key' },
    );
    const { actor, effects, create, open } = started;
    actor.send({ type: 'order.place', order: made });
    await finish(actor);
    expect(keys(create)).toEqual(['kept-key', 'key-1']);
    expect(effects.notifyOrderRefused).not.toHaveBeenCalled();
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]?.[0].receipt).toBe('order-1');
    expect(effects.forgetOrderKey).toHaveBeenCalled();
  });

  it('the kept key’s order was paid meanwhile (another tab): no second order, it says so', async () => {
    const alreadyPaid: ServerOrder = { ...serverOrder, status: 'paid' };
    const started = start(
      { create: () => Promise.resolve(alreadyPaid) },
      {},
      { signature: made.signature, key: 'kept-key' },
    );
    const { actor, effects, create } = started;
    actor.send({ type: 'order.place', order: made });
    await settle(actor);
    expect(keys(create)).toEqual(['kept-key']);
    expect(effects.notifyOrderRefused).toHaveBeenCalledWith({
      error: new Error('This order is already paid.'),
    });
    expect(effects.forgetOrderKey).toHaveBeenCalled();
    expectNothingPaid(started);
  });

  it('an order without a signature is never asked for again (a new key each time)', async () => {
    const { actor, create, effects } = start({ open: dismissed });
    actor.send({ type: 'order.place', order });
    await settle(actor);
    actor.send({ type: 'order.place', order });
    await settle(actor);
    expect(keys(create)).toEqual(['key-1', 'key-2']);
    expect(effects.rememberOrderKey).not.toHaveBeenCalled();
  });

  it('a create that never got an answer keeps its key: the next Place Order asks for that order', async () => {
    vi.useFakeTimers();
    let attempt = 0;
    const { actor, create, effects } = start({
      create: () =>
        ++attempt <= CREATE_ATTEMPTS
          ? failure({ kind: 'unanswered', error: new Error('Network error') })
          : Promise.resolve(serverOrder),
    });
    actor.send({ type: 'order.place', order: made });
    // Kept as the create is sent, before any answer.
    expect(effects.rememberOrderKey).toHaveBeenCalledWith({
      kept: { signature: made.signature, key: 'key-1' },
    });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'order.place', order: made });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().status).toBe('done');
    expect(keys(create)).toEqual(['key-1', 'key-1', 'key-1']);
  });

  it('paying another order (Pay now) keeps the kept key; paying the kept one forgets it', async () => {
    let attempt = 0;
    const other: ServerOrder = { ...serverOrder, id: 'order-9' };
    const { actor, create, effects } = start({
      open: () => (++attempt <= 2 ? dismissed() : Promise.resolve(paid)),
    });
    actor.send({ type: 'order.place', order: made });
    await settle(actor);
    actor.send({ type: 'order.pay', order: other, customer: made.customer });
    await settle(actor);
    expect(effects.forgetOrderKey).not.toHaveBeenCalled();
    actor.send({ type: 'order.place', order: made });
    await finish(actor);
    expect(keys(create)).toEqual(['key-1', 'key-1']);
    expect(effects.forgetOrderKey).toHaveBeenCalledTimes(1);
  });
});

describe('checkout machine: confirmation', () => {
  it('retries an unanswered confirmation and celebrates when an answer comes', async () => {
    vi.useFakeTimers();
    const confirm = vi
      .fn<(input: ConfirmOrderInput) => Promise<{ cart?: CartSnapshot } | undefined>>()
      .mockImplementationOnce(() => failure({ kind: 'unanswered', error: new Error('timeout') }))
      .mockResolvedValueOnce({});
    const { actor, effects } = start({ confirm });
    actor.send({ type: 'order.place', order });
    await vi.advanceTimersByTimeAsync(5000);
    expect(actor.getSnapshot().value).toBe('celebrating');
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(confirm.mock.calls[1]?.[0]).toEqual(confirm.mock.calls[0]?.[0]);
    expect(effects.forgetConfirmation).toHaveBeenCalledWith({ orderId: 'order-1' });
  });

  it(`after ${CONFIRM_ATTEMPTS} unanswered tries, keeps it remembered for the next visit`, async () => {
    vi.useFakeTimers();
    const error = new Error('timeout');
    const started = start({ confirm: () => failure({ kind: 'unanswered', error }) });
    started.actor.send({ type: 'order.place', order });
    await vi.advanceTimersByTimeAsync(20_000);
    const snapshot = started.actor.getSnapshot();
    expect(snapshot.value).toBe('confirmationPending');
    expect(snapshot.status).toBe('done');
    expect(started.confirm).toHaveBeenCalledTimes(CONFIRM_ATTEMPTS);
    expect(started.effects.rememberConfirmation).toHaveBeenCalledTimes(1);
    expect(started.effects.forgetConfirmation).not.toHaveBeenCalled();
    expect(started.effects.notifyConfirmationPending).toHaveBeenCalledTimes(1);
    expect(started.effects.goToOrderHistory).toHaveBeenCalledTimes(1);
    expect(started.effects.announcePayment).not.toHaveBeenCalled();
    expect(started.effects.emptyCart).not.toHaveBeenCalled();
  });

  it('a session that ended while paying (401) keeps the payment remembered for the next sign-in', async () => {
    const error = new Error('Your session has expired. Please log in again.');
    const started = start({ confirm: () => failure({ kind: 'signed-out', error }) });
    started.actor.send({ type: 'order.place', order });
    await finish(started.actor);
    expect(started.actor.getSnapshot().value).toBe('confirmationPending');
    // Sent once (another try would meet the same 401), and not forgotten.
    expect(started.confirm).toHaveBeenCalledTimes(1);
    expect(started.effects.rememberConfirmation).toHaveBeenCalledTimes(1);
    expect(started.effects.forgetConfirmation).not.toHaveBeenCalled();
    expect(started.effects.notifyConfirmationRefused).not.toHaveBeenCalled();
    expect(started.effects.notifyConfirmationPending).toHaveBeenCalledTimes(1);
  });

  it('a refused confirmation (bad signature, replayed payment) is forgotten and shown', async () => {
    const error = new Error('This payment has already been used for another order.');
    const started = start({ confirm: () => failure({ kind: 'refused', error }) });
    started.actor.send({ type: 'order.place', order });
    await settle(started.actor);
    expect(started.confirm).toHaveBeenCalledTimes(1);
    expect(started.effects.forgetConfirmation).toHaveBeenCalledWith({ orderId: 'order-1' });
    expect(started.effects.notifyConfirmationRefused).toHaveBeenCalledWith({ error });
    expect(started.effects.refreshOrders).toHaveBeenCalledTimes(1);
    expect(started.effects.announcePayment).not.toHaveBeenCalled();
    expect(started.effects.emptyCart).not.toHaveBeenCalled();
  });
});

describe('checkout machine: effects and guards by name', () => {
  it('runs only with its effects provided: a missing one says which', () => {
    const errors: unknown[] = [];
    const actor = createActor(checkoutMachine, { input: {} });
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: 'order.place', order: { ...order, addressId: null } });
    expect(actor.getSnapshot().status).toBe('error');
    expect(errors).toEqual([new Error("checkout machine: 'warnNoAddress' was not provided")]);
  });

  it('decides with its named guards: replacing one changes that decision only', async () => {
    const error = new Error('timeout of 10000 ms exceeded');
    const started = start(
      { create: () => failure({ kind: 'unanswered', error }) },
      { mayRetryCreate: () => false },
    );
    started.actor.send({ type: 'order.place', order });
    await settle(started.actor);
    expect(started.create).toHaveBeenCalledTimes(1);
    expect(started.effects.notifyOrderRefused).toHaveBeenCalledWith({ error });
  });

  it('treats anything an effect rejects with that is not a Failure as a refusal', async () => {
    const error = new Error('Something else went wrong');
    const started = start({ create: () => Promise.reject(error) });
    started.actor.send({ type: 'order.place', order });
    await settle(started.actor);
    expect(started.create).toHaveBeenCalledTimes(1);
    expect(started.effects.notifyOrderRefused).toHaveBeenCalledWith({ error });
    expectNothingPaid(started);
  });
});
