/**
 * Payments settled without the browser, against the real server on PGlite and on PostgreSQL with
 * the Razorpay stand-in: the webhook's signature, replays and deliveries out of order, a payment of
 * the wrong amount, confirm and webhook in either order, reconciliation of an order nobody
 * confirmed, ten payments captured on one order, and a late payment for stock sold meanwhile (also
 * reported twice, its refund still on its way when the stock comes back).
 */
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { amountInPaise } from '@/domain/pricing';
import type { OrderRecord } from '@/domain/types';
import { signWebhook } from '@/domain/webhook-signature';
import { PRODUCT } from '../../backend/support';
import { SHOP_KINDS, usePaymentShop, WEBHOOK_PATH, WEBHOOK_SECRET, type PaymentShop } from './shop';

/** Waits for the state the shop reaches, whichever reporter (webhook, sweep) gets there first. */
const settles = { timeout: 20_000, interval: 100 };

function providerOrderOf(order: OrderRecord): string {
  if (!order.payment) throw new Error(`order ${order._id} has no provider order`);
  return order.payment.orderId;
}

/** Razorpay's payment.captured body for a payment the stand-in never saw. */
function capturedBody(providerOrderId: string, amountPaise: number, paymentId: string): string {
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_Forged00000001',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          order_id: providerOrderId,
          status: 'captured',
          amount: amountPaise,
          currency: 'INR',
          amount_refunded: 0,
          method: 'card',
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
}

async function post(shop: PaymentShop, body: string, headers: Record<string, string>) {
  const response = await fetch(shop.url + WEBHOOK_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function orderIn(shop: PaymentShop, token: string, id: string): Promise<OrderRecord> {
  const order = (await shop.orders(token)).find((o) => o._id === id);
  if (!order) throw new Error(`no order ${id}`);
  return order;
}

describe.each(SHOP_KINDS)('payments settled without the browser on %s', (kind) => {
  const shop = usePaymentShop(kind);

  afterEach(() => {
    shop().standIn.holdWebhooks(false);
    vi.restoreAllMocks();
  });

  it('a webhook without the right signature answers 400 and changes nothing', async () => {
    const { token, addressId } = await shop().shopper();
    const order = await shop().pendingOrder(token, addressId, PRODUCT.lipstick);
    // Held for GLAMOUR_ORDER_HOLD_MINUTES (30 here).
    const held = Date.parse(order.holdUntil ?? '') - Date.now();
    expect(held).toBeGreaterThan(29 * 60_000);
    expect(held).toBeLessThanOrEqual(30 * 60_000);
    const body = capturedBody(
      providerOrderOf(order),
      amountInPaise(order.amount),
      'pay_Forged00000001',
    );
    const eventId = { 'x-razorpay-event-id': 'evt_Forged00000001' };
    const wrong = [
      eventId,
      { ...eventId, 'x-razorpay-signature': await signWebhook('not-the-secret', body) },
      { ...eventId, 'x-razorpay-signature': await signWebhook(WEBHOOK_SECRET, `${body} `) },
      { ...eventId, 'x-razorpay-signature': 'f'.repeat(64) },
    ];
    for (const headers of wrong) {
      const answer = await post(shop(), body, headers);
      expect(answer.status).toBe(400);
    }
    expect((await orderIn(shop(), token, order._id)).status).toBe('pending');
    expect((await shop().cart(token)).map((l) => l._id)).toEqual([PRODUCT.lipstick]);
    // The same bytes signed with the webhook secret are believed: the signature is the only gate.
    const signed = await post(shop(), body, {
      ...eventId,
      'x-razorpay-signature': await signWebhook(WEBHOOK_SECRET, body),
    });
    expect(signed).toEqual({ status: 200, body: { outcome: 'paid' } });
    expect(await orderIn(shop(), token, order._id)).toMatchObject({
      status: 'paid',
      paymentId: 'pay_Forged00000001',
    });
  });

  it('deliveries repeated or out of order are harmless: one paid order, its cart emptied once', async () => {
    const { token, addressId } = await shop().shopper();
    const order = await shop().pendingOrder(token, addressId, PRODUCT.lipstick);
    const standIn = shop().standIn;
    standIn.holdWebhooks(true);
    const first = standIn.webhooks.length;
    await standIn.fail(providerOrderOf(order));
    const payment = await standIn.pay(providerOrderOf(order));
    const [failed, captured, paid] = standIn.webhooks.slice(first);
    if (!failed || !captured || !paid) throw new Error('the stand-in sent too few events');
    standIn.holdWebhooks(false);
    // order.paid first, then payment.captured, then the failure that happened before both.
    for (const event of [paid, captured, failed])
      expect((await standIn.redeliver(event.eventId)).status).toBe(200);
    await vi.waitFor(async () => {
      expect(await orderIn(shop(), token, order._id)).toMatchObject({
        status: 'paid',
        paymentId: payment.id,
      });
    }, settles);
    expect(await shop().cart(token)).toEqual([]);
    // Something new in the cart, then the same events once more: taken already, nothing changes.
    await shop().call('POST', '/api/user/cart', {
      token,
      body: { product: { _id: PRODUCT.perfume } },
    });
    for (const event of [paid, captured, failed]) {
      const again = await post(shop(), event.body, {
        'x-razorpay-event-id': event.eventId,
        'x-razorpay-signature': event.signature,
      });
      expect(again).toEqual({ status: 200, body: { outcome: 'repeat' } });
    }
    const orders = await shop().orders(token);
    expect(orders.filter((o) => o._id === order._id)).toHaveLength(1);
    expect((await shop().cart(token)).map((l) => l._id)).toEqual([PRODUCT.perfume]);
  });

  it('a payment of another amount pays nothing, and the log says why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { token, addressId } = await shop().shopper();
    const order = await shop().pendingOrder(token, addressId, PRODUCT.lipstick);
    const short = amountInPaise(order.amount) - 100;
    const payment = await shop().standIn.pay(providerOrderOf(order), { amount: short });
    const sent = shop().standIn.webhooks.filter((w) => w.body.includes(payment.id));
    expect(sent.map((w) => w.status)).toEqual([200, 200]);
    expect((await orderIn(shop(), token, order._id)).status).toBe('pending');
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining(`${payment.id} is ${short} INR but order ${order._id}`),
    );
  });

  it('confirm and webhook, in either order, give one paid order and one emptied cart', async () => {
    const standIn = shop().standIn;
    for (const confirmFirst of [true, false]) {
      const { token, addressId } = await shop().shopper();
      const order = await shop().pendingOrder(token, addressId, PRODUCT.lipstick);
      standIn.holdWebhooks(confirmFirst);
      const first = standIn.webhooks.length;
      const payment = await standIn.pay(providerOrderOf(order));
      const confirmed = await shop().call<{ order: OrderRecord }>(
        'POST',
        `/api/user/orders/${order._id}/confirm`,
        { token, body: await shop().confirmBody(providerOrderOf(order), payment.id) },
      );
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.order).toMatchObject({ status: 'paid', paymentId: payment.id });
      // Bought again after paying: a late webhook must leave it in the cart.
      await shop().call('POST', '/api/user/cart', {
        token,
        body: { product: { _id: PRODUCT.perfume } },
      });
      standIn.holdWebhooks(false);
      for (const event of standIn.webhooks.slice(first))
        expect((await standIn.redeliver(event.eventId)).status).toBe(200);
      const orders = await shop().orders(token);
      expect(orders.map((o) => [o._id, o.status, o.paymentId])).toEqual([
        [order._id, 'paid', payment.id],
      ]);
      expect((await shop().cart(token)).map((l) => l._id)).toEqual([PRODUCT.perfume]);
    }
  });

  it('reconciliation settles a pending order the browser never confirmed and no webhook reached', async () => {
    const { token, addressId } = await shop().shopper();
    const order = await shop().pendingOrder(token, addressId, PRODUCT.lipstick);
    shop().standIn.holdWebhooks(true);
    const payment = await shop().standIn.pay(providerOrderOf(order));
    await vi.waitFor(async () => {
      expect(await orderIn(shop(), token, order._id)).toMatchObject({
        status: 'paid',
        paymentId: payment.id,
      });
    }, settles);
    expect(await shop().cart(token)).toEqual([]);
    const asked = shop().standIn.calls.filter(
      (c) => c.method === 'GET' && c.path === `/v1/orders/${providerOrderOf(order)}/payments`,
    );
    expect(asked.length).toBeGreaterThan(0);
  });

  it('ten payments captured at once on one order: one paid order, nine refunds in full', async () => {
    const { token, addressId } = await shop().shopper();
    const order = await shop().pendingOrder(token, addressId, PRODUCT.lipstick);
    const standIn = shop().standIn;
    const payments = await Promise.all(
      Array.from({ length: 10 }, () => standIn.pay(providerOrderOf(order), { again: true })),
    );
    const ids = new Set(payments.map((p) => p.id));
    const refundsOfOrder = () => [...standIn.refunds.values()].filter((r) => ids.has(r.payment_id));
    await vi.waitFor(() => expect(refundsOfOrder()).toHaveLength(9), settles);
    await standIn.settled();
    const paid = await orderIn(shop(), token, order._id);
    expect(paid.status).toBe('paid');
    const refunded = new Set(refundsOfOrder().map((r) => r.payment_id));
    expect(refunded.has(paid.paymentId ?? '')).toBe(false);
    expect(refunded.size).toBe(9);
    for (const refund of refundsOfOrder()) expect(refund.amount).toBe(amountInPaise(order.amount));
    expect(await shop().cart(token)).toEqual([]);
  });

  // Last: it ends every hold of this shop at once.
  it('a late payment for stock sold meanwhile is refunded in full through the stand-in', async () => {
    const set = await shop().call('PATCH', `/api/_console/products/${PRODUCT.perfume}`, {
      body: { stock: 1 },
    });
    expect(set.status).toBe(200);
    const late = await shop().shopper();
    const order = await shop().pendingOrder(late.token, late.addressId, PRODUCT.perfume);
    // The hold ends unpaid (the sweep, an hour on).
    const deps = shop().server.deps();
    if (!deps) throw new Error('the server has no API');
    await deps.shop.orders.expireHolds(new Date(Date.now() + 60 * 60 * 1000));
    expect((await orderIn(shop(), late.token, order._id)).status).toBe('expired');
    // Someone else buys the last unit.
    const quick = await shop().shopper();
    const other = await shop().pendingOrder(quick.token, quick.addressId, PRODUCT.perfume);
    await shop().standIn.pay(providerOrderOf(other));
    await vi.waitFor(async () => {
      expect((await orderIn(shop(), quick.token, other._id)).status).toBe('paid');
    }, settles);
    // Then the first shopper's payment arrives.
    const payment = await shop().standIn.pay(providerOrderOf(order));
    await vi.waitFor(async () => {
      expect((await orderIn(shop(), late.token, order._id)).status).toBe('refunded');
    }, settles);
    const refunds = [...shop().standIn.refunds.values()].filter((r) => r.payment_id === payment.id);
    expect(refunds.map((r) => r.amount)).toEqual([amountInPaise(order.amount)]);
    await shop().standIn.settled();
    await vi.waitFor(async () => {
      expect((await orderIn(shop(), late.token, order._id)).refunds[0]).toMatchObject({
        id: refunds[0]?.id,
        status: 'processed',
      });
    }, settles);
  });

  // After the one above (it ends every hold of this shop at once too).
  it('a late payment refunded for sold-out stock is never paid by a second report, even once the stock is back', async () => {
    const setStock = async (stock: number) => {
      const answer = await shop().call('PATCH', `/api/_console/products/${PRODUCT.lipstick}`, {
        body: { stock },
      });
      expect(answer.status).toBe(200);
    };
    await setStock(1);
    const late = await shop().shopper();
    const order = await shop().pendingOrder(late.token, late.addressId, PRODUCT.lipstick);
    const deps = shop().server.deps();
    if (!deps) throw new Error('the server has no API');
    await deps.shop.orders.expireHolds(new Date(Date.now() + 60 * 60 * 1000));
    expect((await orderIn(shop(), late.token, order._id)).status).toBe('expired');
    await setStock(0);
    // The shopper pays late: Razorpay reports the payment twice (payment.captured, order.paid).
    const { standIn } = shop();
    standIn.holdWebhooks(true);
    const payment = await standIn.pay(providerOrderOf(order));
    const reports = standIn.webhooks.filter((w) => w.body.includes(payment.id));
    expect(reports.map((w) => w.event).sort()).toEqual(['order.paid', 'payment.captured']);
    standIn.holdWebhooks(false);
    const refunds = standIn.holdRefunds();
    // A failure below must not leave the server's handlers waiting on the gate (stop waits on them).
    onTestFinished(() => refunds.release());
    // The first report: sold out, so the shop asks for a refund, which is still on its way...
    // (The payment sweep, a third reporter, may ask for the same refund too: one or more waiting.)
    const first = standIn.redeliver(reports[0]?.eventId ?? '');
    await vi.waitFor(() => expect(refunds.waiting()).toBeGreaterThanOrEqual(1), settles);
    // ...when the stock is back and the second report comes. It must not pay the order.
    await setStock(20);
    let secondAnswered = false;
    const second = standIn.redeliver(reports[1]?.eventId ?? '').finally(() => {
      secondAnswered = true;
    });
    // Either the second report waits on the refund too, or it is answered without waiting.
    const waitingBefore = refunds.waiting();
    await vi.waitFor(
      () => expect(refunds.waiting() > waitingBefore || secondAnswered).toBe(true),
      settles,
    );
    refunds.release();
    await Promise.all([first, second]);
    await standIn.settled();
    const settled = await orderIn(shop(), late.token, order._id);
    expect(settled.status).toBe('refunded');
    expect(settled.paymentId).toBeNull();
    // Given back once, in full, and no unit taken for an order that was never paid.
    expect(standIn.payments.get(payment.id)).toMatchObject({
      amount_refunded: payment.amount,
      status: 'refunded',
    });
    expect([...standIn.refunds.values()].filter((r) => r.payment_id === payment.id)).toHaveLength(
      1,
    );
    const product = await shop().call<{ product: { stock: number } }>(
      'GET',
      `/api/products/${PRODUCT.lipstick}`,
    );
    expect(product.body.product.stock).toBe(20);
  });
});
