/**
 * After the sale against the real server (server/start.ts) over HTTP, paying and refunding through
 * the Razorpay stand-in (tests/unit/support/razorpay-stand-in.ts), whose signed webhooks go to the
 * server: one process on PGlite, and two processes sharing one throwaway PostgreSQL, calls spread
 * over both. Ship, deliver, cancel of a paid order refunded through the provider (refund_pending,
 * then refunded on the webhook), a partial return refunded pro rata, a return after the window
 * refused with its date, a cancel racing a ship (one wins, nothing refunded twice), and a refund the
 * provider did not make (down, or the process stopped after the move) made once by the sweep.
 *
 * The payment sweep runs every second (GLAMOUR_RECONCILE_INTERVAL_S=1), so tests wait for where an
 * order ends. Razorpay's keys are read from the process's environment per call: set while the
 * suite runs and put back after.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { amountInPaise } from '@/domain/pricing';
import { formatDay, returnRefund } from '@/domain/refunds';
import type { OrderRecord } from '@/domain/types';
import { ADMIN_TOKEN_HEADER } from '@backend/messages';
import { razorpayGateway } from '@backend/payments';
import { fullRefundKey } from '@backend/settlement';
import { parseConfig } from '../../../server/config';
import { startServer, type RunningServer } from '../../../server/start';
import { ADDRESS_INPUT, PRODUCT } from '../backend/support';
import { startRazorpayStandIn, type RazorpayStandIn } from '../support/razorpay-stand-in';
import { postgresBin, startCluster, type Cluster } from './pg-cluster';

const KEY_ID = 'rzp_test_AfterSale001';
const KEY_SECRET = 'after-sale-suite-key-secret';
const WEBHOOK_SECRET = 'after-sale-suite-webhook-secret';
const ADMIN_TOKEN = 'after-sale-suite-admin-token-0123';
const WEBHOOK_PATH = '/api/payments/razorpay/webhook';
const RAZORPAY_ENV = [
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_API_URL',
  'RAZORPAY_WEBHOOK_SECRET',
] as const;
const WAIT = { timeout: 30_000, interval: 100 };

interface Answer<T> {
  status: number;
  body: T & { errors?: string[] };
}
type OrderBody = { order: OrderRecord };

const kinds = [
  { name: 'one process on PGlite', processes: 1, postgres: false },
  ...(postgresBin() ? [{ name: 'two processes on PostgreSQL', processes: 2, postgres: true }] : []),
];

describe.each(kinds)('after the sale, $name', ({ processes, postgres }) => {
  let cluster: Cluster | undefined;
  let standIn: RazorpayStandIn;
  const servers: RunningServer[] = [];
  const saved = Object.fromEntries(RAZORPAY_ENV.map((k) => [k, process.env[k]]));
  let shoppers = 0;

  async function open(database: string) {
    const config = parseConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      GLAMOUR_DATA_DIR: 'memory://',
      DATABASE_URL: cluster ? await cluster.createDatabase(database) : undefined,
      DATABASE_POOL_SIZE: '5',
      GLAMOUR_DIST_DIR: '/nonexistent-dist',
      GLAMOUR_ADMIN_TOKEN: ADMIN_TOKEN,
      GLAMOUR_RATE_LIMIT_PER_IP: '0',
      GLAMOUR_RATE_LIMIT_PER_ACCOUNT: '0',
      GLAMOUR_RECONCILE_INTERVAL_S: '1',
      GLAMOUR_RECONCILE_AFTER_S: '0',
      // Not the default: the setting reaches the delivery.
      GLAMOUR_RETURN_DAYS: '10',
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_API_URL: standIn.url,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    for (let n = 0; n < processes; n += 1) {
      const server = await startServer({ ...config, passwordIterations: 20_000 }, { quiet: true });
      await server.ready;
      servers.push(server);
    }
  }

  beforeAll(async () => {
    standIn = await startRazorpayStandIn({ keyId: KEY_ID, keySecret: KEY_SECRET });
    Object.assign(process.env, {
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_API_URL: standIn.url,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    if (postgres) cluster = await startCluster();
    await open('after_sale');
    const first = servers[0];
    if (!first) throw new Error('no server is running');
    standIn.setWebhook({ url: first.url + WEBHOOK_PATH, secret: WEBHOOK_SECRET });
  }, 180_000);

  afterAll(async () => {
    for (const server of servers) await server.close();
    await standIn.close();
    await cluster?.destroy();
    for (const key of RAZORPAY_ENV)
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
  });

  /** Process `n` (of those running), round the clock. */
  const server = (n: number) => {
    const picked = servers[n % servers.length];
    if (!picked) throw new Error('no server is running');
    return picked;
  };

  async function call<T = object>(
    method: string,
    path: string,
    options: { token?: string; body?: unknown; on?: number } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = options.token;
    if (path.startsWith('/api/_console')) headers[ADMIN_TOKEN_HEADER] = ADMIN_TOKEN;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(server(options.on ?? 0).url + path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
  }

  /** A new shopper with an address, on the given shop. */
  async function shopper() {
    shoppers += 1;
    const signup = await call<{ encodedToken: string }>('POST', '/api/auth/signup', {
      body: {
        firstName: 'After',
        lastName: 'Sale',
        email: `after.sale.${shoppers}.${Date.now()}@example.com`,
        password: 'abcd1234',
        confirmPassword: 'abcd1234',
      },
    });
    const token = signup.body.encodedToken;
    const added = await call<{ addresses: { id: string }[] }>('POST', '/api/user/addresses', {
      token,
      body: {
        address: ADDRESS_INPUT,
      },
    });
    return { token, addressId: added.body.addresses.at(-1)?.id ?? '' };
  }
  type Shopper = Awaited<ReturnType<typeof shopper>>;

  const get = async ({ token }: Shopper, id: string) =>
    (await call<OrderBody>('GET', `/api/user/orders/${id}`, { token })).body.order;

  /** An order of `lines` paid at the stand-in, paid once its webhook (or the sweep) settled it. */
  async function paidOrder(who: Shopper, lines: Record<string, number>): Promise<OrderRecord> {
    const { token } = who;
    for (const [id, qty] of Object.entries(lines)) {
      await call('POST', '/api/user/cart', { token, body: { product: { _id: id } } });
      for (let n = 1; n < qty; n += 1)
        await call('POST', `/api/user/cart/${id}`, {
          token,
          body: { action: { type: 'increment' } },
        });
    }
    const created = await call<OrderBody>('POST', '/api/user/orders', {
      token,
      body: { addressId: who.addressId, idempotencyKey: crypto.randomUUID() },
    });
    expect(created.status).toBe(201);
    const { order } = created.body;
    await standIn.pay(order.payment?.orderId ?? '');
    let paid: OrderRecord | undefined;
    await vi.waitFor(async () => {
      paid = await get(who, order._id);
      expect(paid.status).toBe('paid');
    }, WAIT);
    if (!paid) throw new Error('never paid');
    return paid;
  }

  /** The stand-in's refunds of the order's payment. */
  const refundsOf = (order: OrderRecord) =>
    [...standIn.refunds.values()].filter((r) => r.payment_id === order.paymentId);

  const ship = (id: string, on = 0) =>
    call<OrderBody>('POST', `/api/_console/orders/${id}/ship`, {
      on,
      body: { carrier: 'Delhivery', trackingNumber: `DL${id.slice(0, 8)}` },
    });
  const deliver = (id: string, on = 0) =>
    call<OrderBody>('POST', `/api/_console/orders/${id}/deliver`, { on });
  const cancel = (who: Shopper, id: string, on = 0) =>
    call<OrderBody & { orders: OrderRecord[] }>('POST', `/api/user/orders/${id}/cancel`, {
      token: who.token,
      on,
    });

  it('ships and delivers a paid order (returns open GLAMOUR_RETURN_DAYS), each move in its timeline; a wrong move is 409', async () => {
    const who = await shopper();
    const order = await paidOrder(who, { [PRODUCT.lipstick]: 1 });
    expect((await deliver(order._id)).status).toBe(409);
    const shipped = await ship(order._id, 1);
    expect(shipped.status).toBe(200);
    expect(shipped.body.order).toMatchObject({
      status: 'shipped',
      shipment: { carrier: 'Delhivery' },
    });
    const delivered = await deliver(order._id, 0);
    expect(delivered.status).toBe(200);
    const { returnBy, deliveredAt } = delivered.body.order;
    expect(Date.parse(returnBy ?? '') - Date.parse(deliveredAt ?? '')).toBe(10 * 86_400_000);
    expect((await get(who, order._id)).timeline.map((t) => t.status)).toEqual([
      'pending',
      'paid',
      'shipped',
      'delivered',
    ]);
    const listed = await call<{ orders: OrderRecord[] }>(
      'GET',
      '/api/_console/orders?status=delivered&pageSize=100',
      { on: 1 },
    );
    expect(listed.body.orders.map((o) => o._id)).toContain(order._id);
  });

  it('cancels a paid order: refund_pending, then refunded when the provider’s webhook says so', async () => {
    const who = await shopper();
    const order = await paidOrder(who, { [PRODUCT.perfume]: 1 });
    standIn.setRefundsPending(true);
    standIn.holdWebhooks(true);
    try {
      const cancelled = await cancel(who, order._id, 1);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.order).toMatchObject({
        status: 'refund_pending',
        refunds: [{ amount: order.amount, status: 'pending' }],
      });
      const [refund] = refundsOf(order);
      expect(refund?.amount).toBe(amountInPaise(order.amount));
      expect(cancelled.body.order.refunds[0]?.providerRefundId).toBe(refund?.id);
      await standIn.settled();
      const webhook = standIn.webhooks.find(
        (w) => w.event === 'refund.processed' && w.body.includes(refund?.id ?? '-'),
      );
      expect(webhook?.status).toBeNull();
      standIn.holdWebhooks(false);
      expect((await standIn.redeliver(webhook?.eventId ?? '')).status).toBe(200);
    } finally {
      standIn.holdWebhooks(false);
      standIn.setRefundsPending(false);
    }
    const after = await get(who, order._id);
    expect(after).toMatchObject({ status: 'refunded', refunds: [{ status: 'processed' }] });
    expect(after.timeline.map((t) => t.status).slice(-2)).toEqual(['refund_pending', 'refunded']);
    // Cancelling again refunds nothing more.
    expect((await cancel(who, order._id, 0)).status).toBe(200);
    expect(refundsOf(order)).toHaveLength(1);
  });

  it('the provider’s refund.processed before its answer to the refund call: still refunded', async () => {
    const who = await shopper();
    const order = await paidOrder(who, { [PRODUCT.perfume]: 1 });
    // Answered `pending`, its webhook delivered while the shop still waits for that answer: the
    // event names a provider id the shop has not recorded yet, and only the receipt finds it.
    standIn.setRefundsPending(true);
    standIn.setRefundWebhookFirst(true);
    try {
      const cancelled = await cancel(who, order._id, 1);
      expect(cancelled.status).toBe(200);
    } finally {
      standIn.setRefundWebhookFirst(false);
      standIn.setRefundsPending(false);
    }
    const [refund] = refundsOf(order);
    const webhook = standIn.webhooks.find(
      (w) => w.event === 'refund.processed' && w.body.includes(refund?.id ?? '-'),
    );
    expect(webhook?.status).toBe(200);
    const after = await get(who, order._id);
    expect(after).toMatchObject({
      status: 'refunded',
      refunds: [{ status: 'processed', providerRefundId: refund?.id }],
    });
    expect(refundsOf(order)).toHaveLength(1);
  });

  it('a partial return is refunded its share, pro rata, through the provider', async () => {
    const who = await shopper();
    const order = await paidOrder(who, { [PRODUCT.lipstick]: 2, [PRODUCT.perfume]: 1 });
    await ship(order._id, 0);
    const delivered = (await deliver(order._id, 1)).body.order;
    const lines = [{ productId: PRODUCT.lipstick, qty: 1 }];
    const asked = await call<OrderBody>('POST', `/api/user/orders/${order._id}/return`, {
      token: who.token,
      on: 1,
      body: { lines, reason: 'The shade does not suit me.' },
    });
    expect(asked.status).toBe(200);
    const share = returnRefund(delivered, lines).amount;
    expect(asked.body.order.returnRequest?.refundAmount).toBe(share);
    const received = await call<OrderBody>(
      'POST',
      `/api/_console/orders/${order._id}/return/receive`,
      {},
    );
    expect(received.status).toBe(200);
    await vi.waitFor(async () => {
      expect(await get(who, order._id)).toMatchObject({
        status: 'partially_refunded',
        refunds: [{ amount: share, status: 'processed' }],
      });
    }, WAIT);
    expect(refundsOf(order).map((r) => r.amount)).toEqual([amountInPaise(share)]);
  });

  it('a return after the window is 409 naming the day it closed, and changes nothing', async () => {
    const who = await shopper();
    const order = await paidOrder(who, { [PRODUCT.lipstick]: 1 });
    await ship(order._id, 0);
    // Delivered with a window that closed a day ago, as if it had arrived more than the return
    // window before now: the store's own delivery, which the route makes with GLAMOUR_RETURN_DAYS.
    const shop = server(1).deps()?.shop;
    if (!shop) throw new Error('the server has no shop');
    const delivered = await shop.orders.deliver(order._id, -1);
    if (!delivered.ok) throw new Error(delivered.message);
    const before = await get(who, order._id);
    const returnBy = before.returnBy ?? '';
    expect(Date.parse(returnBy)).toBeLessThan(Date.now());
    const asked = await call('POST', `/api/user/orders/${order._id}/return`, {
      token: who.token,
      on: 1,
      body: { lines: [{ productId: PRODUCT.lipstick, qty: 1 }], reason: 'Too late?' },
    });
    expect(asked).toEqual({
      status: 409,
      body: { errors: [`Returns for this order closed on ${formatDay(returnBy)}.`] },
    });
    expect(await get(who, order._id)).toEqual(before);
  });

  it('a cancel racing a ship: exactly one wins, and nothing is refunded twice', async () => {
    const who = await shopper();
    const orders = [];
    for (let n = 0; n < 4; n += 1) orders.push(await paidOrder(who, { [PRODUCT.perfume]: 1 }));
    const raced = await Promise.all(
      orders.map(async (order, n) => {
        const [cancelled, shipped, again] = await Promise.all([
          cancel(who, order._id, n),
          ship(order._id, n + 1),
          cancel(who, order._id, n + 1),
        ]);
        return { order, cancelled, shipped, again };
      }),
    );
    for (const { order, cancelled, shipped, again } of raced) {
      expect([cancelled.status, shipped.status].sort()).toEqual([200, 409]);
      // The second cancel agrees with the first: both done, or both refused.
      expect(again.status).toBe(cancelled.status);
      const cancelWon = cancelled.status === 200;
      await vi.waitFor(async () => {
        expect((await get(who, order._id)).status).toBe(cancelWon ? 'refunded' : 'shipped');
      }, WAIT);
      expect(refundsOf(order)).toHaveLength(cancelWon ? 1 : 0);
    }
    // Each order refunded at most once in total, whichever way the race went.
    const refunded = raced.filter((r) => r.cancelled.status === 200).length;
    expect(raced.flatMap((r) => refundsOf(r.order))).toHaveLength(refunded);
  });

  it('a refund the provider could not make is made once by the sweep', async () => {
    const who = await shopper();
    const order = await paidOrder(who, { [PRODUCT.lipstick]: 1 });
    standIn.setRefundsDown(true);
    let cancelled: Answer<OrderBody>;
    try {
      cancelled = await cancel(who, order._id, 1);
      await vi.waitFor(() => {
        // The sweep has tried too, and failed.
        const asked = standIn.calls.filter(
          (c) => c.path === `/v1/payments/${order.paymentId ?? ''}/refund`,
        );
        expect(asked.length).toBeGreaterThanOrEqual(2);
      }, WAIT);
    } finally {
      standIn.setRefundsDown(false);
    }
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order).toMatchObject({
      status: 'refund_pending',
      refunds: [{ status: 'pending', providerRefundId: null }],
    });
    await vi.waitFor(async () => {
      expect((await get(who, order._id)).status).toBe('refunded');
    }, WAIT);
    expect(refundsOf(order)).toHaveLength(1);
  });

  it('a refund the provider failed: recorded failed, then asked again by the operator once, under a key of its own', async () => {
    const who = await shopper();
    const order = await paidOrder(who, { [PRODUCT.perfume]: 1 });
    const refundCalls = () =>
      standIn.calls.filter((c) => c.path === `/v1/payments/${order.paymentId ?? ''}/refund`);
    standIn.setRefundsFail(true);
    let failedEvent: string | undefined;
    try {
      const cancelled = await cancel(who, order._id, 1);
      expect(cancelled.status).toBe(200);
      // Answered pending: the bank's failure comes as refund.failed, which may reach the other
      // process before this one has attached the provider's answer (its receipt finds the refund).
      expect(cancelled.body.order).toMatchObject({
        status: 'refund_pending',
        refunds: [{ amount: order.amount }],
      });
      await vi.waitFor(async () => {
        expect((await get(who, order._id)).refunds[0]?.status).toBe('failed');
      }, WAIT);
      await standIn.settled();
      failedEvent = standIn.webhooks.find((w) => w.event === 'refund.failed')?.eventId;
    } finally {
      standIn.setRefundsFail(false);
    }
    const failed = await get(who, order._id);
    // Still owed: the order waits for it, and nothing was given back.
    expect(failed.status).toBe('refund_pending');
    const [first] = refundsOf(order);
    expect(first).toMatchObject({ status: 'failed' });
    expect(standIn.payments.get(order.paymentId ?? '')?.amount_refunded).toBe(0);
    // The event again (Razorpay retries) is a repeat.
    expect((await standIn.redeliver(failedEvent ?? '')).status).toBe(200);

    const refundId = failed.refunds[0]?.id ?? '';
    const retry = (on: number, id = refundId) =>
      call<OrderBody>('POST', `/api/_console/orders/${order._id}/refunds/${id}/retry`, { on });
    expect((await retry(0, 'no-such-refund')).status).toBe(404);
    // Two operators ask again at once, on two processes: one ask is made.
    const answers = await Promise.all([retry(0), retry(1)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    await vi.waitFor(async () => {
      expect(await get(who, order._id)).toMatchObject({
        status: 'refunded',
        refunds: [{ status: 'processed', attempt: 1 }],
      });
    }, WAIT);
    const made = refundsOf(order);
    expect(made.map((r) => r.status)).toEqual(['failed', 'processed']);
    expect(made.map((r) => r.receipt)).toEqual([refundId, `${refundId}.1`]);
    expect(standIn.payments.get(order.paymentId ?? '')?.amount_refunded).toBe(
      amountInPaise(order.amount),
    );
    const keys = new Set(refundCalls().map((c) => c.idempotencyKey));
    expect(keys.size).toBe(2);
    // Processed now: not asked again.
    expect((await retry(1)).status).toBe(409);
    expect(refundsOf(order)).toHaveLength(2);
  });

  it('a second payment of a paid order, its refund failed: asked again by the operator from that payment', async () => {
    const who = await shopper();
    const order = await paidOrder(who, { [PRODUCT.lipstick]: 1 });
    const sent = (event: string, id: string) => {
      const webhook = standIn.webhooks.find((w) => w.event === event && w.body.includes(id));
      if (!webhook) throw new Error(`no ${event} of ${id} was recorded`);
      return webhook.eventId;
    };
    // Events held and sent one by one: the refund.failed that the shop's refund of the second
    // payment brings reaches it after the refund is recorded (which happens once the provider
    // answers; see docs/server.md for an event that comes before).
    standIn.holdWebhooks(true);
    standIn.setRefundsFail(true);
    let second = '';
    try {
      second = (await standIn.pay(order.payment?.orderId ?? '', { again: true })).id;
      expect((await standIn.redeliver(sent('payment.captured', second))).status).toBe(200);
      await standIn.settled();
      expect((await standIn.redeliver(sent('refund.failed', second))).status).toBe(200);
    } finally {
      standIn.setRefundsFail(false);
      standIn.holdWebhooks(false);
    }
    const failed = await get(who, order._id);
    // The order kept its own payment; the second one's refund failed, nothing of it given back.
    expect(failed).toMatchObject({
      status: 'paid',
      paymentId: order.paymentId,
      refunds: [{ status: 'failed', lines: [], paymentId: second }],
    });
    expect(standIn.payments.get(second)?.amount_refunded).toBe(0);

    const refundId = failed.refunds[0]?.id ?? '';
    const retry = (on: number) =>
      call<OrderBody>('POST', `/api/_console/orders/${order._id}/refunds/${refundId}/retry`, {
        on,
      });
    // Two operators ask again at once, on two processes: one ask is made, from the second payment.
    const answers = await Promise.all([retry(0), retry(1)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    await vi.waitFor(async () => {
      expect(await get(who, order._id)).toMatchObject({
        status: 'paid',
        refunds: [{ status: 'processed', attempt: 1, paymentId: second }],
      });
    }, WAIT);
    expect(standIn.payments.get(second)?.amount_refunded).toBe(amountInPaise(order.amount));
    expect(standIn.payments.get(order.paymentId ?? '')?.amount_refunded).toBe(0);
    const asked = [...standIn.refunds.values()].filter((r) => r.payment_id === second);
    expect(asked.map((r) => r.status)).toEqual(['failed', 'processed']);
    expect((await retry(1)).status).toBe(409);
  });

  it('a second payment’s refund event before the provider’s answer: recorded by the event, once', async () => {
    const who = await shopper();
    const order = await paidOrder(who, { [PRODUCT.lipstick]: 1 });
    const providerOrder = order.payment?.orderId ?? '';
    // Failed: refund.failed reaches the shop while its refund call still waits for the answer.
    standIn.setRefundWebhookFirst(true);
    standIn.setRefundsFail(true);
    let failedPayment = '';
    try {
      failedPayment = (await standIn.pay(providerOrder, { again: true })).id;
      await standIn.settled();
    } finally {
      standIn.setRefundsFail(false);
    }
    // Processed, the same way, for a third payment answered `pending`.
    standIn.setRefundsPending(true);
    let processedPayment = '';
    try {
      processedPayment = (await standIn.pay(providerOrder, { again: true })).id;
      await standIn.settled();
    } finally {
      standIn.setRefundsPending(false);
      standIn.setRefundWebhookFirst(false);
    }
    await vi.waitFor(async () => {
      const now = await get(who, order._id);
      expect(now.status).toBe('paid');
      expect(now.refunds).toHaveLength(2);
      expect(now.refunds).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ status: 'failed', paymentId: failedPayment, lines: [] }),
          expect.objectContaining({ status: 'processed', paymentId: processedPayment, lines: [] }),
        ]),
      );
    }, WAIT);
    // Each event was answered as handled, and each refund asked once.
    for (const payment of [failedPayment, processedPayment]) {
      const events = standIn.webhooks.filter(
        (w) => w.event.startsWith('refund.') && w.body.includes(payment),
      );
      expect(events.map((w) => w.status)).toEqual([200]);
      expect([...standIn.refunds.values()].filter((r) => r.payment_id === payment)).toHaveLength(1);
    }
  });

  it('a second payment’s refund asked with no receipt (before receipts were sent): asked again as it was', async () => {
    const who = await shopper();
    const order = await paidOrder(who, { [PRODUCT.lipstick]: 1 });
    standIn.holdWebhooks(true);
    let second = '';
    try {
      second = (await standIn.pay(order.payment?.orderId ?? '', { again: true })).id;
      // The full refund as a shop that sent no receipt asked it, failed at the bank.
      standIn.setRefundsFail(true);
      try {
        await razorpayGateway({
          keyId: KEY_ID,
          keySecret: KEY_SECRET,
          apiUrl: standIn.url,
        }).refund(second, amountInPaise(order.amount), { idempotencyKey: fullRefundKey(second) });
      } finally {
        standIn.setRefundsFail(false);
      }
      // The payment's report reaches this shop, which asks with a receipt under the same key: the
      // provider refuses that body, and the ask as it was first made answers the refund it made.
      const captured = standIn.webhooks.find(
        (w) => w.event === 'payment.captured' && w.body.includes(second),
      );
      expect((await standIn.redeliver(captured?.eventId ?? '')).status).toBe(200);
    } finally {
      standIn.holdWebhooks(false);
    }
    expect(await get(who, order._id)).toMatchObject({
      status: 'paid',
      refunds: [{ status: 'failed', paymentId: second, lines: [] }],
    });
    expect([...standIn.refunds.values()].filter((r) => r.payment_id === second)).toHaveLength(1);
  });

  it('the provider’s refund.failed before its answer to the refund call: still recorded failed', async () => {
    const who = await shopper();
    const order = await paidOrder(who, { [PRODUCT.lipstick]: 1 });
    // The event names a provider id the shop has not recorded yet: only its receipt finds the refund.
    standIn.setRefundsFail(true);
    standIn.setRefundWebhookFirst(true);
    try {
      expect((await cancel(who, order._id, 1)).status).toBe(200);
    } finally {
      standIn.setRefundWebhookFirst(false);
      standIn.setRefundsFail(false);
    }
    const [refund] = refundsOf(order);
    const webhook = standIn.webhooks.find(
      (w) => w.event === 'refund.failed' && w.body.includes(refund?.id ?? '-'),
    );
    expect(webhook?.status).toBe(200);
    expect(await get(who, order._id)).toMatchObject({
      status: 'refund_pending',
      refunds: [{ status: 'failed', providerRefundId: refund?.id }],
    });
  });

  it('a process that stopped between the move and the refund: the sweep refunds it once', async () => {
    const who = await shopper();
    const order = await paidOrder(who, { [PRODUCT.perfume]: 1 });
    const listed = await call<{ orders: (OrderRecord & { userId: string })[] }>(
      'GET',
      '/api/_console/orders?status=paid&pageSize=100',
    );
    const userId = listed.body.orders.find((o) => o._id === order._id)?.userId ?? '';
    // The move as the cancel route makes it, and then nothing: the process stopped there.
    const shop = server(1).deps()?.shop;
    if (!shop) throw new Error('the server has no shop');
    const moved = await shop.orders.cancel(userId, order._id);
    expect(moved.ok && moved.value.refund).toMatchObject({ paymentId: order.paymentId });
    await vi.waitFor(async () => {
      expect(await get(who, order._id)).toMatchObject({
        status: 'refunded',
        refunds: [{ status: 'processed', providerRefundId: expect.any(String) as unknown }],
      });
    }, WAIT);
    expect(refundsOf(order)).toHaveLength(1);
    expect(refundsOf(order)[0]?.amount).toBe(amountInPaise(order.amount));
  });
});
