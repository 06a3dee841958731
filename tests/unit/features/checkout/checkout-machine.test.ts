import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '@/api/client';
import type { PlaceOrderInput } from '@/api/endpoints';
import { PaymentError, type PaymentOptions, type PaymentResult } from '@/domain/payment';
import { checkoutMachine, isBusy } from '@/features/checkout/checkout-machine';
import type { CheckoutOrder } from '@/features/checkout/payment-options';

const order: CheckoutOrder = {
  addressId: 'addr-1',
  totalAmt: 1234.5,
  couponCode: 'FIRSTGLAM',
  customer: { name: 'Aanya Sharma', email: 'aanya.sharma@glamour.test' },
};

interface Fakes {
  load?: () => Promise<void>;
  open?: (options: PaymentOptions) => Promise<PaymentResult>;
  place?: (input: PlaceOrderInput) => Promise<unknown>;
}

/** The machine with every effect replaced by a spy, so each path's effects can be asserted. */
function start(fakes: Fakes = {}) {
  const effects = {
    warnNoAddress: vi.fn(),
    warnEmptyCart: vi.fn(),
    goToProducts: vi.fn(),
    notifyProviderFailed: vi.fn(),
    notifyPaymentFailed: vi.fn(),
    notifyOrderRefused: vi.fn(),
    announcePayment: vi.fn(),
    celebrate: vi.fn(),
    emptyCart: vi.fn(),
    refreshOrders: vi.fn(),
    clearCoupon: vi.fn(),
    goToOrderHistory: vi.fn(),
  };
  const load = vi.fn(fakes.load ?? (() => Promise.resolve()));
  const open = vi.fn(fakes.open ?? (() => Promise.resolve({ paymentId: 'pay_ABCDEFGHIJKLMN' })));
  const place = vi.fn(fakes.place ?? (() => Promise.resolve({ order: {}, orders: [], cart: [] })));
  const machine = checkoutMachine.provide({
    actors: {
      loadProvider: fromPromise(() => load()),
      openPayment: fromPromise(({ input }) => open(input)),
      placeOrder: fromPromise(({ input }) => place(input)),
    },
    actions: {
      warnNoAddress: effects.warnNoAddress,
      warnEmptyCart: effects.warnEmptyCart,
      goToProducts: effects.goToProducts,
      notifyProviderFailed: (_, params) => effects.notifyProviderFailed(params),
      notifyPaymentFailed: (_, params) => effects.notifyPaymentFailed(params),
      notifyOrderRefused: (_, params) => effects.notifyOrderRefused(params),
      announcePayment: (_, params) => effects.announcePayment(params),
      celebrate: effects.celebrate,
      emptyCart: effects.emptyCart,
      refreshOrders: effects.refreshOrders,
      clearCoupon: effects.clearCoupon,
      goToOrderHistory: effects.goToOrderHistory,
    },
  });
  const actor = createActor(machine, { input: { logoUrl: 'https://shop.test/favicon.svg' } });
  actor.start();
  return { actor, effects, load, open, place };
}

const backToIdle = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches('idle'), { timeout: 1000 });

function expectNoOrderEffects(effects: ReturnType<typeof start>['effects']) {
  expect(effects.announcePayment).not.toHaveBeenCalled();
  expect(effects.emptyCart).not.toHaveBeenCalled();
  expect(effects.clearCoupon).not.toHaveBeenCalled();
  expect(effects.goToOrderHistory).not.toHaveBeenCalled();
}

describe('checkout machine', () => {
  it('pays, records the order with the payment id, then celebrates and leaves for order history', async () => {
    const { actor, effects, open, place } = start();
    actor.send({ type: 'order.place', order });
    const done = await waitFor(actor, (s) => s.status === 'done', { timeout: 1000 });

    expect(done.value).toBe('celebrating');
    expect(open).toHaveBeenCalledWith({
      amount: 123450,
      currency: 'INR',
      name: 'Glamour',
      description: 'Thank you for shopping with us',
      image: 'https://shop.test/favicon.svg',
      prefill: {
        name: 'Aanya Sharma',
        email: 'aanya.sharma@glamour.test',
        contact: '9999999999',
      },
      theme: { color: '#7e22ce' },
    });
    expect(place).toHaveBeenCalledWith({
      addressId: 'addr-1',
      couponCode: 'FIRSTGLAM',
      paymentId: 'pay_ABCDEFGHIJKLMN',
      amount: 1234.5,
    });
    expect(effects.announcePayment).toHaveBeenCalledWith({ totalAmt: 1234.5 });
    for (const effect of [
      effects.celebrate,
      effects.emptyCart,
      effects.refreshOrders,
      effects.clearCoupon,
      effects.goToOrderHistory,
    ]) {
      expect(effect).toHaveBeenCalledTimes(1);
    }
  });

  it('sends no coupon code when none is applied', async () => {
    const { actor, place } = start();
    actor.send({ type: 'order.place', order: { ...order, couponCode: null } });
    await waitFor(actor, (s) => s.status === 'done', { timeout: 1000 });
    expect(place).toHaveBeenCalledWith({
      addressId: 'addr-1',
      paymentId: 'pay_ABCDEFGHIJKLMN',
      amount: 1234.5,
    });
  });

  it('warns "Please select address!" and opens nothing without an address', () => {
    const { actor, effects, load, open } = start();
    actor.send({ type: 'order.place', order: { ...order, addressId: null } });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(effects.warnNoAddress).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it('sends the shopper to the products when there is nothing to pay', () => {
    const { actor, effects, load } = start();
    actor.send({ type: 'order.place', order: { ...order, totalAmt: 0 } });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(effects.warnEmptyCart).toHaveBeenCalledTimes(1);
    expect(effects.goToProducts).toHaveBeenCalledTimes(1);
    expect(effects.warnNoAddress).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });

  it('checks the address before the amount, as the spec lists them', () => {
    const { actor, effects } = start();
    actor.send({ type: 'order.place', order: { ...order, addressId: null, totalAmt: 0 } });
    expect(effects.warnNoAddress).toHaveBeenCalledTimes(1);
    expect(effects.warnEmptyCart).not.toHaveBeenCalled();
  });

  it('reports a provider script that fails to load, and opens no payment', async () => {
    const error = new PaymentError('script', 'could not load');
    const { actor, effects, open } = start({ load: () => Promise.reject(error) });
    actor.send({ type: 'order.place', order });
    await backToIdle(actor);
    expect(effects.notifyProviderFailed).toHaveBeenCalledWith({ error });
    expect(open).not.toHaveBeenCalled();
    expectNoOrderEffects(effects);
  });

  it('reports a failed payment and records no order', async () => {
    const error = new PaymentError('failed', 'Your card was declined.');
    const { actor, effects, place } = start({ open: () => Promise.reject(error) });
    actor.send({ type: 'order.place', order });
    await backToIdle(actor);
    expect(effects.notifyPaymentFailed).toHaveBeenCalledWith({ error });
    expect(place).not.toHaveBeenCalled();
    expectNoOrderEffects(effects);
  });

  it('treats a dismissed payment the same way: back to idle, nothing recorded', async () => {
    const error = new PaymentError('dismissed', 'Payment cancelled');
    const { actor, effects, place } = start({ open: () => Promise.reject(error) });
    actor.send({ type: 'order.place', order });
    await backToIdle(actor);
    expect(effects.notifyPaymentFailed).toHaveBeenCalledWith({ error });
    expect(place).not.toHaveBeenCalled();
    expectNoOrderEffects(effects);
  });

  it('shows a refused order (an amount mismatch) and keeps the cart', async () => {
    const error = new ApiError('http', 422, ['The order amount does not match the cart.']);
    const { actor, effects } = start({ place: () => Promise.reject(error) });
    actor.send({ type: 'order.place', order });
    await backToIdle(actor);
    expect(effects.notifyOrderRefused).toHaveBeenCalledWith({
      error,
      paymentId: 'pay_ABCDEFGHIJKLMN',
    });
    expectNoOrderEffects(effects);
  });

  it('opens one payment for a double click', async () => {
    let pay: (result: PaymentResult) => void = () => {};
    const { actor, open, load } = start({
      open: () => new Promise<PaymentResult>((resolve) => (pay = resolve)),
    });
    actor.send({ type: 'order.place', order });
    expect(actor.getSnapshot().can({ type: 'order.place', order })).toBe(false);
    actor.send({ type: 'order.place', order });
    await waitFor(actor, (s) => s.matches('awaitingPayment'), { timeout: 1000 });
    actor.send({ type: 'order.place', order });
    expect(isBusy(actor.getSnapshot())).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledTimes(1);
    pay({ paymentId: 'pay_ABCDEFGHIJKLMN' });
    await waitFor(actor, (s) => s.status === 'done', { timeout: 1000 });
  });

  it('can try again after a failure', async () => {
    const open = vi
      .fn<(options: PaymentOptions) => Promise<PaymentResult>>()
      .mockRejectedValueOnce(new PaymentError('dismissed', 'closed'))
      .mockResolvedValueOnce({ paymentId: 'pay_ZYXWVUTSRQPONM' });
    const { actor, place } = start({ open });
    actor.send({ type: 'order.place', order });
    await backToIdle(actor);
    expect(actor.getSnapshot().can({ type: 'order.place', order })).toBe(true);
    actor.send({ type: 'order.place', order });
    await waitFor(actor, (s) => s.status === 'done', { timeout: 1000 });
    expect(place).toHaveBeenCalledWith(
      expect.objectContaining({ paymentId: 'pay_ZYXWVUTSRQPONM' }),
    );
  });
});
