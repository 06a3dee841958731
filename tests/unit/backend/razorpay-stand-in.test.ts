/**
 * The Razorpay gateway (backend/payments/razorpay.ts) over real HTTP against the Razorpay stand-in
 * (tests/unit/support/razorpay-stand-in.ts): Razorpay's paths, basic auth, bodies and answers, and
 * the webhooks the stand-in sends checked with src/domain/webhook-signature.ts.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isValidWebhookSignature } from '@/domain/webhook-signature';
import {
  parseWebhookEvent,
  paymentGateway,
  PaymentProviderError,
  razorpayGateway,
  type PaymentGateway,
} from '@backend/payments';
import {
  startRazorpayStandIn,
  type RazorpayEvent,
  type RazorpayStandIn,
} from '../support/razorpay-stand-in';

const KEY_ID = 'rzp_test_StandIn12345';
const KEY_SECRET = 'stand-in-key-secret';
const WEBHOOK_SECRET = 'stand-in-webhook-secret';

interface Received {
  body: string;
  signature: string | undefined;
  eventId: string | undefined;
}

/** A shop's webhook endpoint stood in for: it keeps what arrived, exactly as it arrived. */
let received: Received[];
let receiver: Server;
let receiverUrl: string;
let standIn: RazorpayStandIn;
let gateway: PaymentGateway;

beforeAll(async () => {
  const app = new Hono();
  app.post('/api/payments/webhook', async (c) => {
    received.push({
      body: await c.req.text(),
      signature: c.req.header('x-razorpay-signature'),
      eventId: c.req.header('x-razorpay-event-id'),
    });
    return c.json({ ok: true });
  });
  receiver = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise<void>((resolve) => receiver.once('listening', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/payments/webhook`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => {
    receiver.close(() => resolve());
    receiver.closeAllConnections();
  });
});

beforeEach(async () => {
  received = [];
  standIn = await startRazorpayStandIn({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhook: { url: receiverUrl, secret: WEBHOOK_SECRET },
  });
  gateway = razorpayGateway({ keyId: KEY_ID, keySecret: KEY_SECRET, apiUrl: standIn.url });
});
afterEach(async () => {
  await standIn.close();
});

const events = () => received.map((r) => (JSON.parse(r.body) as RazorpayEvent).event);

describe('the Razorpay gateway against the stand-in', () => {
  it('creates an order, sees it paid, lists its payments and refunds them', async () => {
    const order = await gateway.createOrder({ amountPaise: 47_800, receipt: 'glamour-order-1' });
    expect(order).toEqual({ provider: 'razorpay', orderId: 'order_StandIn0000001', keyId: KEY_ID });
    expect(await gateway.orderPayments(order.orderId)).toEqual([]);

    await standIn.fail(order.orderId, { method: 'upi' });
    await standIn.pay(order.orderId);
    expect(await gateway.orderPayments(order.orderId)).toEqual([
      {
        id: 'pay_StandIn0000001',
        orderId: order.orderId,
        status: 'failed',
        amountPaise: 47_800,
        currency: 'INR',
        amountRefundedPaise: 0,
        method: 'upi',
      },
      {
        id: 'pay_StandIn0000002',
        orderId: order.orderId,
        status: 'captured',
        amountPaise: 47_800,
        currency: 'INR',
        amountRefundedPaise: 0,
        method: 'card',
      },
    ]);

    expect(await gateway.refund('pay_StandIn0000002', 10_000)).toEqual({
      id: 'rfnd_StandIn0000001',
      paymentId: 'pay_StandIn0000002',
      amountPaise: 10_000,
      currency: 'INR',
      status: 'processed',
    });
    await gateway.refund('pay_StandIn0000002', 37_800);
    const [, paid] = await gateway.orderPayments(order.orderId);
    expect(paid).toMatchObject({ status: 'refunded', amountRefundedPaise: 47_800 });

    // Razorpay's paths and bodies, every call with the key id and secret.
    expect(standIn.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /v1/orders',
      'GET /v1/orders/order_StandIn0000001/payments',
      'GET /v1/orders/order_StandIn0000001/payments',
      'POST /v1/payments/pay_StandIn0000002/refund',
      'POST /v1/payments/pay_StandIn0000002/refund',
      'GET /v1/orders/order_StandIn0000001/payments',
    ]);
    expect(standIn.calls.every((c) => c.authorized)).toBe(true);
    expect(standIn.calls[0]?.body).toEqual({
      amount: 47_800,
      currency: 'INR',
      receipt: 'glamour-order-1',
    });
    expect(standIn.calls[3]?.body).toEqual({ amount: 10_000 });
  });

  it('refuses a refund above what is left, with Razorpay’s reason', async () => {
    const order = await gateway.createOrder({ amountPaise: 20_000, receipt: 'r' });
    const payment = await standIn.pay(order.orderId);
    await gateway.refund(payment.id, 15_000);
    const refused = gateway.refund(payment.id, 5_001);
    await expect(refused).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(refused).rejects.toMatchObject({
      status: 400,
      code: 'BAD_REQUEST_ERROR',
      message: expect.stringContaining(
        'The refund amount provided is greater than amount captured',
      ) as string,
    });
    // Nothing is sent for a refund of no paise at all.
    await expect(gateway.refund(payment.id, 0)).rejects.toMatchObject({ status: 400 });
    expect(standIn.calls.filter((c) => c.path.endsWith('/refund'))).toHaveLength(2);
  });

  it('is refused with wrong keys (401, Razorpay’s error body), and says so', async () => {
    const wrong = razorpayGateway({
      keyId: KEY_ID,
      keySecret: 'not-the-secret',
      apiUrl: standIn.url,
    });
    await expect(wrong.createOrder({ amountPaise: 10_000, receipt: 'r' })).rejects.toMatchObject({
      status: 401,
      code: 'BAD_REQUEST_ERROR',
      message: 'Razorpay refused the order (401): Authentication failed',
    });
    await expect(wrong.orderPayments('order_StandIn0000001')).rejects.toMatchObject({
      status: 401,
    });
    expect(standIn.calls.map((c) => c.authorized)).toEqual([false, false]);
    expect(standIn.orders.size).toBe(0);

    const response = await fetch(`${standIn.url}/v1/orders/order_X`, {
      headers: { authorization: `Basic ${btoa(`${KEY_ID}:nope`)}` },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Authentication failed',
        source: 'NA',
        step: 'NA',
        reason: 'NA',
        metadata: {},
      },
    });
  });

  it('names an outage as the provider’s refusal', async () => {
    standIn.setDown(true);
    await expect(gateway.createOrder({ amountPaise: 10_000, receipt: 'r' })).rejects.toMatchObject({
      status: 500,
      code: 'SERVER_ERROR',
    });
  });

  it('goes to RAZORPAY_API_URL from the environment, with or without a trailing slash', async () => {
    const fromEnv = paymentGateway({
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_API_URL: `${standIn.url}/`,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    expect(fromEnv.webhookSecret).toBe(WEBHOOK_SECRET);
    const order = await fromEnv.createOrder({ amountPaise: 12_300, receipt: 'r' });
    expect(standIn.orders.get(order.orderId)?.amount).toBe(12_300);
    expect(standIn.calls[0]?.path).toBe('/v1/orders');
  });
});

describe('the stand-in’s webhooks', () => {
  it('sends signed payment.captured and order.paid on a payment, each with its event id', async () => {
    const order = await gateway.createOrder({ amountPaise: 47_800, receipt: 'r' });
    const payment = await standIn.pay(order.orderId, { method: 'upi' });
    expect(events()).toEqual(['payment.captured', 'order.paid']);
    expect(received.map((r) => r.eventId)).toEqual(['evt_StandIn0000001', 'evt_StandIn0000002']);
    for (const { body, signature } of received) {
      expect(await isValidWebhookSignature(WEBHOOK_SECRET, body, signature)).toBe(true);
      expect(await isValidWebhookSignature('another-secret', body, signature)).toBe(false);
    }
    const [captured, orderPaid] = received.map((r) => JSON.parse(r.body) as RazorpayEvent);
    expect(captured).toMatchObject({
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: payment.id,
            entity: 'payment',
            order_id: order.orderId,
            amount: 47_800,
            currency: 'INR',
            status: 'captured',
            captured: true,
            method: 'upi',
          },
        },
      },
    });
    expect(orderPaid).toMatchObject({
      event: 'order.paid',
      contains: ['payment', 'order'],
      payload: { order: { entity: { id: order.orderId, status: 'paid', amount_paid: 47_800 } } },
    });
  });

  it('sends payment.failed for a failed attempt and refund.processed for a refund', async () => {
    const order = await gateway.createOrder({ amountPaise: 30_000, receipt: 'r' });
    await standIn.fail(order.orderId);
    const payment = await standIn.pay(order.orderId);
    await gateway.refund(payment.id, 30_000);
    await standIn.settled();
    expect(events()).toEqual([
      'payment.failed',
      'payment.captured',
      'order.paid',
      'refund.processed',
    ]);
    const refunded = JSON.parse(received[3]?.body ?? '') as RazorpayEvent;
    expect(refunded.payload.refund?.entity).toMatchObject({
      payment_id: payment.id,
      amount: 30_000,
      status: 'processed',
    });
    expect(refunded.payload.payment?.entity).toMatchObject({
      status: 'refunded',
      refund_status: 'full',
    });
    expect(standIn.webhooks.map((w) => w.status)).toEqual([200, 200, 200, 200]);
  });

  it('redelivers an event with the same id and bytes', async () => {
    const order = await gateway.createOrder({ amountPaise: 10_000, receipt: 'r' });
    await standIn.pay(order.orderId);
    await standIn.redeliver('evt_StandIn0000001');
    expect(received).toHaveLength(3);
    expect(received[2]).toEqual(received[0]);
  });
});

describe('reading a webhook', () => {
  it('reads each event the stand-in sends into the provider’s shapes', async () => {
    const order = await gateway.createOrder({ amountPaise: 30_000, receipt: 'r' });
    await standIn.fail(order.orderId, { method: 'upi' });
    const payment = await standIn.pay(order.orderId);
    await gateway.refund(payment.id, 12_000);
    await standIn.settled();
    const read = received.map((r) => parseWebhookEvent(r.body));
    const paid = {
      id: payment.id,
      orderId: order.orderId,
      status: 'captured',
      amountPaise: 30_000,
      currency: 'INR',
      amountRefundedPaise: 0,
      method: 'card',
    };
    expect(read).toEqual([
      {
        event: 'payment.failed',
        payment: { ...paid, id: 'pay_StandIn0000001', status: 'failed', method: 'upi' },
      },
      { event: 'payment.captured', payment: paid },
      {
        event: 'order.paid',
        payment: paid,
        order: { id: order.orderId, amountPaise: 30_000, amountPaidPaise: 30_000, status: 'paid' },
      },
      {
        event: 'refund.processed',
        refund: {
          id: 'rfnd_StandIn0000001',
          paymentId: payment.id,
          amountPaise: 12_000,
          currency: 'INR',
          status: 'processed',
        },
        payment: { ...paid, amountRefundedPaise: 12_000 },
      },
    ]);
  });

  it('answers null for what is not an event it can read, and names other events', () => {
    expect(parseWebhookEvent('not json')).toBeNull();
    expect(parseWebhookEvent('{"entity":"payment"}')).toBeNull();
    expect(
      parseWebhookEvent('{"entity":"event","event":"payment.captured","payload":{}}'),
    ).toBeNull();
    expect(
      parseWebhookEvent('{"entity":"event","event":"payment.dispute.created","payload":{}}'),
    ).toEqual({ event: 'other', name: 'payment.dispute.created' });
  });
});
