/**
 * Razorpay, stood in for tests: a small Hono app on 127.0.0.1 (a free port) speaking the parts of
 * Razorpay's API the shop uses, with its shapes: basic auth with the key id and secret (401 and
 * Razorpay's error body otherwise), amounts in paise, `order_`/`pay_`/`rfnd_` ids.
 *
 *   POST /v1/orders                 create an order            GET /v1/orders/:id
 *   GET  /v1/orders/:id/payments    the order's payments       GET /v1/payments/:id
 *   POST /v1/payments/:id/refund    refund (processed at once; X-Refund-Idempotency: the same
 *                                   key and amount again answer the same refund, made once)
 *
 * Test controls play the shopper and Razorpay's side: `pay` captures a payment, `fail` fails one,
 * and with a webhook set each sends Razorpay's events (signed JSON, `x-razorpay-event-id`) to it:
 * payment.captured and order.paid, payment.failed, refund.processed or refund.failed. Every API call it received and
 * every webhook it sent is recorded. Ids count up from 1, so a test can name them. While webhooks
 * are held, events are signed and recorded but not sent (a tab that closed, a webhook lost or
 * late): `redeliver` sends one later, in any order.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { signWebhook } from '@/domain/webhook-signature';

export interface StandInOptions {
  keyId: string;
  keySecret: string;
  /** Where events are POSTed, and the secret they are signed with; unset: no webhooks. */
  webhook?: StandInWebhook | null;
}

export interface StandInWebhook {
  url: string;
  secret: string;
}

/** One API call as it arrived. */
export interface RecordedCall {
  method: string;
  /** Path and query, e.g. '/v1/orders/order_StandIn0000001/payments'. */
  path: string;
  /** Whether it carried the right key id and secret. */
  authorized: boolean;
  /** The parsed JSON body; null without one. */
  body: unknown;
  /** A refund's X-Refund-Idempotency header; null without one. */
  idempotencyKey: string | null;
}

/** One webhook delivery as it was sent. */
export interface SentWebhook {
  event: RazorpayEvent['event'];
  eventId: string;
  /** The exact bytes sent, which the signature covers. */
  body: string;
  signature: string;
  /** The receiver's HTTP status; null when it could not be reached. */
  status: number | null;
}

export interface OrderEntity {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string> | [];
  created_at: number;
}

export interface PaymentEntity {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'failed' | 'refunded';
  order_id: string;
  invoice_id: null;
  international: false;
  method: 'card' | 'upi';
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: string | null;
  card_id: string | null;
  bank: null;
  wallet: null;
  vpa: string | null;
  email: string;
  contact: string;
  notes: [];
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: number;
}

export interface RefundEntity {
  id: string;
  entity: 'refund';
  amount: number;
  /** The merchant's own id for the refund, as asked; null when none was given. */
  receipt: string | null;
  currency: string;
  payment_id: string;
  notes: [];
  acquirer_data: { arn: null };
  created_at: number;
  batch_id: null;
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'normal';
  speed_requested: 'normal';
}

/** Razorpay's webhook body: an event naming what it contains, each as `{ entity }`. */
export interface RazorpayEvent {
  entity: 'event';
  account_id: string;
  event:
    'payment.captured' | 'payment.failed' | 'order.paid' | 'refund.processed' | 'refund.failed';
  contains: string[];
  payload: {
    payment?: { entity: PaymentEntity };
    order?: { entity: OrderEntity };
    refund?: { entity: RefundEntity };
  };
  created_at: number;
}

export interface PayOptions {
  method?: 'card' | 'upi';
  amount?: number;
  again?: boolean;
}

export interface RazorpayStandIn {
  /** The API's base, e.g. 'http://127.0.0.1:41234': what RAZORPAY_API_URL is set to. */
  url: string;
  calls: RecordedCall[];
  webhooks: SentWebhook[];
  orders: Map<string, OrderEntity>;
  payments: Map<string, PaymentEntity>;
  refunds: Map<string, RefundEntity>;
  /** Where events go from now on (null: nowhere). */
  setWebhook(webhook: StandInWebhook | null): void;
  /** While down, every API call answers 500 with Razorpay's error body. */
  setDown(down: boolean): void;
  /** While refunds are down, only POST /v1/payments/:id/refund answers 500. */
  setRefundsDown(down: boolean): void;
  /**
   * While set, a refund is answered `pending` (as Razorpay may answer one), and its
   * refund.processed webhook, sent after, is the only word that it was processed.
   */
  setRefundsPending(pending: boolean): void;
  /**
   * While set, a refund's refund.processed webhook is delivered BEFORE the refund call is answered:
   * the shop hears that a refund was processed before it knows the provider's id for it.
   */
  setRefundWebhookFirst(first: boolean): void;
  /**
   * While set, a refund fails at the bank: answered `pending` (as Razorpay answers it), nothing of
   * the payment refunded, and refund.failed sent after. The same key again answers it failed.
   */
  setRefundsFail(fail: boolean): void;
  /** While held, events are recorded (status null) and not sent; `redeliver` sends them, held or not. */
  holdWebhooks(held: boolean): void;
  /**
   * From now on each refund call waits, once it has arrived, until `release` (which also ends the
   * hold): `waiting` says how many have arrived. A refund the shop asked for is then still on its
   * way while the test does something else.
   */
  holdRefunds(): { waiting(): number; release(): void };
  /**
   * The shopper pays the whole order: a captured payment; payment.captured and order.paid sent.
   * `amount` (paise) instead of what is due; `again`: a payment captured even on a paid order (two
   * checkouts of one order in two tabs, say), for the whole order's amount.
   */
  pay(orderId: string, options?: PayOptions): Promise<PaymentEntity>;
  /** A payment attempt fails: a failed payment; payment.failed sent. The order stays payable. */
  fail(orderId: string, options?: { method?: 'card' | 'upi' }): Promise<PaymentEntity>;
  /** Sends a webhook already sent once more, same id and bytes, as Razorpay retries. */
  redeliver(eventId: string): Promise<SentWebhook>;
  /** Resolves once every webhook started so far (refunds send theirs after answering) is sent. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

const ACCOUNT_ID = 'acc_StandIn0000001';

function razorpayError(code: string, description: string, field?: string) {
  return {
    error: {
      code,
      description,
      source: 'NA',
      step: 'NA',
      reason: 'NA',
      metadata: {},
      ...(field ? { field } : {}),
    },
  };
}

const now = () => Math.floor(Date.now() / 1000);

export async function startRazorpayStandIn(options: StandInOptions): Promise<RazorpayStandIn> {
  const expectedAuth = `Basic ${btoa(`${options.keyId}:${options.keySecret}`)}`;
  const counters = new Map<string, number>();
  // 'StandIn' and 7 digits: 14 characters after the prefix, as Razorpay's ids.
  const nextId = (prefix: string) => {
    const n = (counters.get(prefix) ?? 0) + 1;
    counters.set(prefix, n);
    return `${prefix}_StandIn${String(n).padStart(7, '0')}`;
  };
  let webhook = options.webhook ?? null;
  let down = false;
  let refundsDown = false;
  let refundsPending = false;
  let refundWebhookFirst = false;
  let refundsFail = false;
  const refundKeys = new Map<string, RefundEntity>();
  let held = false;
  let refundGate: { arrived: number; opened: Promise<void> } | null = null;
  const inFlight = new Set<Promise<unknown>>();

  const calls: RecordedCall[] = [];
  const webhooks: SentWebhook[] = [];
  const orders = new Map<string, OrderEntity>();
  const payments = new Map<string, PaymentEntity>();
  const refunds = new Map<string, RefundEntity>();

  /** Sends an event (recorded only while held, unless `redeliver` sends it, as it always does). */
  async function deliver(
    sent: Omit<SentWebhook, 'status'>,
    { evenHeld = false } = {},
  ): Promise<SentWebhook> {
    const record: SentWebhook = { ...sent, status: null };
    webhooks.push(record);
    if (!webhook || (held && !evenHeld)) return record;
    try {
      const response = await fetch(webhook.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': sent.signature,
          'x-razorpay-event-id': sent.eventId,
        },
        body: sent.body,
      });
      await response.arrayBuffer();
      record.status = response.status;
    } catch {
      record.status = null;
    }
    return record;
  }

  async function send(event: RazorpayEvent['event'], payload: RazorpayEvent['payload']) {
    if (!webhook) return null;
    const body: RazorpayEvent = {
      entity: 'event',
      account_id: ACCOUNT_ID,
      event,
      contains: Object.keys(payload),
      payload,
      created_at: now(),
    };
    const text = JSON.stringify(body);
    return deliver({
      event,
      eventId: nextId('evt'),
      body: text,
      signature: await signWebhook(webhook.secret, text),
    });
  }

  /** Sends after the current answer, as Razorpay does; `settled()` waits for it. */
  function sendLater(event: RazorpayEvent['event'], payload: RazorpayEvent['payload']) {
    const delivery = send(event, payload);
    inFlight.add(delivery);
    void delivery.finally(() => inFlight.delete(delivery));
  }

  function newPayment(
    order: OrderEntity,
    method: 'card' | 'upi',
    ok: boolean,
    amount = order.amount_due,
  ): PaymentEntity {
    const payment: PaymentEntity = {
      id: nextId('pay'),
      entity: 'payment',
      amount,
      currency: order.currency,
      status: ok ? 'captured' : 'failed',
      order_id: order.id,
      invoice_id: null,
      international: false,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: ok,
      description: null,
      card_id: method === 'card' ? nextId('card') : null,
      bank: null,
      wallet: null,
      vpa: method === 'upi' ? (ok ? 'success@razorpay' : 'failure@razorpay') : null,
      email: 'shopper@example.com',
      contact: '+919000090000',
      notes: [],
      fee: ok ? Math.round(amount * 0.02) : null,
      tax: ok ? 0 : null,
      error_code: ok ? null : 'BAD_REQUEST_ERROR',
      error_description: ok ? null : 'Payment failed',
      error_source: ok ? null : 'customer',
      error_step: ok ? null : 'payment_authorization',
      error_reason: ok ? null : 'payment_failed',
      created_at: now(),
    };
    payments.set(payment.id, payment);
    order.attempts += 1;
    if (ok) {
      order.amount_paid += payment.amount;
      order.amount_due = Math.max(order.amount - order.amount_paid, 0);
      order.status = order.amount_due === 0 ? 'paid' : 'attempted';
    } else if (order.status !== 'paid') order.status = 'attempted';
    return payment;
  }

  type StandInEnv = { Variables: { body: unknown } };
  const app = new Hono<StandInEnv>();
  app.use('/v1/*', async (c, next) => {
    const authorized = c.req.header('authorization') === expectedAuth;
    const text = c.req.method === 'POST' ? await c.req.text() : '';
    let body: unknown = null;
    try {
      body = text === '' ? null : (JSON.parse(text) as unknown);
    } catch {
      body = text;
    }
    const url = new URL(c.req.url);
    calls.push({
      method: c.req.method,
      path: `${url.pathname}${url.search}`,
      authorized,
      body,
      idempotencyKey: c.req.header('x-refund-idempotency') ?? null,
    });
    if (!authorized)
      return c.json(razorpayError('BAD_REQUEST_ERROR', 'Authentication failed'), 401);
    if (down) return c.json(razorpayError('SERVER_ERROR', 'The stand-in is down'), 500);
    c.set('body', body);
    await next();
  });
  const bodyOf = (c: Context<StandInEnv>) => (c.get('body') ?? {}) as Record<string, unknown>;
  const notFound = (c: Context<StandInEnv>) =>
    c.json(razorpayError('BAD_REQUEST_ERROR', 'The id provided does not exist'), 400);

  app.post('/v1/orders', (c) => {
    const { amount, currency, receipt, notes } = bodyOf(c);
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
      return c.json(
        razorpayError('BAD_REQUEST_ERROR', 'The amount must be atleast INR 1.00', 'amount'),
        400,
      );
    if (typeof currency !== 'string')
      return c.json(
        razorpayError('BAD_REQUEST_ERROR', 'The currency field is required.', 'currency'),
        400,
      );
    const order: OrderEntity = {
      id: nextId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt: typeof receipt === 'string' ? receipt : null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: (notes as Record<string, string> | undefined) ?? [],
      created_at: now(),
    };
    orders.set(order.id, order);
    return c.json(order);
  });
  app.get('/v1/orders/:id', (c) => {
    const order = orders.get(c.req.param('id'));
    return order ? c.json(order) : notFound(c);
  });
  app.get('/v1/orders/:id/payments', (c) => {
    const order = orders.get(c.req.param('id'));
    if (!order) return notFound(c);
    const items = [...payments.values()].filter((p) => p.order_id === order.id);
    return c.json({ entity: 'collection', count: items.length, items });
  });
  app.get('/v1/payments/:id', (c) => {
    const payment = payments.get(c.req.param('id'));
    return payment ? c.json(payment) : notFound(c);
  });
  app.post('/v1/payments/:id/refund', async (c) => {
    if (refundGate) {
      refundGate.arrived += 1;
      await refundGate.opened;
    }
    if (refundsDown) return c.json(razorpayError('SERVER_ERROR', 'Refunds are down'), 500);
    const payment = payments.get(c.req.param('id'));
    if (!payment) return notFound(c);
    const key = c.req.header('x-refund-idempotency');
    if (key !== undefined && !/^[A-Za-z0-9_-]{10,}$/.test(key))
      return c.json(razorpayError('BAD_REQUEST_ERROR', 'The idempotency key is invalid'), 400);
    const earlier = key === undefined ? undefined : refundKeys.get(key);
    if (earlier) {
      // Razorpay answers a retry with the same key and body with the refund it made, once.
      if (
        earlier.payment_id !== payment.id ||
        earlier.amount !== bodyOf(c).amount ||
        earlier.receipt !== (bodyOf(c).receipt ?? null)
      )
        return c.json(
          razorpayError(
            'BAD_REQUEST_ERROR',
            'Different request with the same idempotency key has already been processed.',
          ),
          400,
        );
      return c.json(earlier);
    }
    if (payment.status === 'failed')
      return c.json(
        razorpayError('BAD_REQUEST_ERROR', 'The payment has not been captured yet'),
        400,
      );
    const left = payment.amount - payment.amount_refunded;
    const { amount = left, receipt = null } = bodyOf(c);
    if (receipt !== null && (typeof receipt !== 'string' || receipt.length > 40))
      return c.json(
        razorpayError('BAD_REQUEST_ERROR', 'The receipt may not be greater than 40 characters.'),
        400,
      );
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1)
      return c.json(
        razorpayError('BAD_REQUEST_ERROR', 'The amount must be atleast INR 1.00', 'amount'),
        400,
      );
    if (amount > left)
      return c.json(
        razorpayError(
          'BAD_REQUEST_ERROR',
          'The refund amount provided is greater than amount captured',
        ),
        400,
      );
    if (!refundsFail) {
      payment.amount_refunded += amount;
      const full = payment.amount_refunded === payment.amount;
      payment.refund_status = full ? 'full' : 'partial';
      if (full) payment.status = 'refunded';
    }
    const refund: RefundEntity = {
      id: nextId('rfnd'),
      entity: 'refund',
      amount,
      receipt,
      currency: payment.currency,
      payment_id: payment.id,
      notes: [],
      acquirer_data: { arn: null },
      created_at: now(),
      batch_id: null,
      status: refundsFail ? 'failed' : 'processed',
      speed_processed: 'normal',
      speed_requested: 'normal',
    };
    refunds.set(refund.id, refund);
    const answer: RefundEntity =
      refundsPending || refundsFail ? { ...refund, status: 'pending' } : refund;
    // Asked again with its key, a failed refund is answered as it is now: failed.
    if (key !== undefined) refundKeys.set(key, refundsFail ? refund : answer);
    const event = { refund: { entity: { ...refund } }, payment: { entity: { ...payment } } };
    const name = refundsFail ? 'refund.failed' : 'refund.processed';
    if (refundWebhookFirst) await send(name, event);
    else sendLater(name, event);
    return c.json(answer);
  });
  app.notFound((c) =>
    c.json(
      razorpayError('BAD_REQUEST_ERROR', 'The requested URL was not found on the server.'),
      404,
    ),
  );

  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;

  const orderOf = (orderId: string) => {
    const order = orders.get(orderId);
    if (!order) throw new Error(`the stand-in has no order ${orderId}`);
    return order;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    webhooks,
    orders,
    payments,
    refunds,
    setWebhook(next) {
      webhook = next;
    },
    setDown(next) {
      down = next;
    },
    setRefundsDown(next) {
      refundsDown = next;
    },
    setRefundsFail(next) {
      refundsFail = next;
    },
    setRefundWebhookFirst(next) {
      refundWebhookFirst = next;
    },
    setRefundsPending(next) {
      refundsPending = next;
    },
    holdWebhooks(next) {
      held = next;
    },
    holdRefunds() {
      let open!: () => void;
      const gate = { arrived: 0, opened: new Promise<void>((resolve) => (open = resolve)) };
      refundGate = gate;
      return {
        waiting: () => gate.arrived,
        release: () => {
          if (refundGate === gate) refundGate = null;
          open();
        },
      };
    },
    async pay(orderId, { method = 'card', amount, again = false } = {}) {
      const order = orderOf(orderId);
      if (order.status === 'paid' && !again) throw new Error(`${orderId} is paid already`);
      const due = order.status === 'paid' ? order.amount : order.amount_due;
      const payment = newPayment(order, method, true, amount ?? due);
      await send('payment.captured', { payment: { entity: { ...payment } } });
      await send('order.paid', {
        payment: { entity: { ...payment } },
        order: { entity: { ...order } },
      });
      return { ...payment };
    },
    async fail(orderId, { method = 'card' } = {}) {
      const order = orderOf(orderId);
      if (order.status === 'paid') throw new Error(`${orderId} is paid already`);
      const payment = newPayment(order, method, false);
      await send('payment.failed', { payment: { entity: { ...payment } } });
      return { ...payment };
    },
    redeliver(eventId) {
      const sent = webhooks.find((w) => w.eventId === eventId);
      if (!sent) return Promise.reject(new Error(`no webhook ${eventId} was sent`));
      return deliver(
        { event: sent.event, eventId: sent.eventId, body: sent.body, signature: sent.signature },
        { evenHeld: true },
      );
    },
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
