/**
 * After the sale over HTTP (through app.request(), or the real server in the `server-http` run):
 * the shopper's order, cancel with its refund, returns; the operator's list, ship, deliver, receive
 * and refuse. Paid orders are paid through the simulated provider's test card, so its refunds are
 * real refunds of a payment it took. Every refused move is 409 and leaves the order as it was.
 */
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { ORDER_MOVES, ORDER_STATUSES } from '@/domain/order-status';
import { amountInPaise } from '@/domain/pricing';
import { returnRefund } from '@/domain/refunds';
import { SUCCESS_CARD } from '@/domain/test-payments';
import { createSimulatedBackend } from '@backend/simulated';
import type { OrderRecord, ProductRecord } from '@/domain/types';
import {
  backend,
  ADDRESS_INPUT,
  call,
  DEMO,
  DEMO_ADDRESS_ID,
  type ErrorBody,
  loginDemo,
  PRODUCT,
  setupBackend,
  signup,
} from './support';

setupBackend();

type OrderBody = ErrorBody & { order: OrderRecord };
type OrdersBody = ErrorBody & { order: OrderRecord; orders: OrderRecord[] };
type ListBody = ErrorBody & {
  orders: (OrderRecord & { userId: string })[];
  total: number;
  page: number;
  pageSize: number;
};

let token: string;
beforeEach(async () => {
  token = await loginDemo();
});

const addToCart = async (id: string, qty = 1, t = token) => {
  await call('POST', '/api/user/cart', { token: t, body: { product: { _id: id } } });
  for (let i = 1; i < qty; i += 1)
    await call('POST', `/api/user/cart/${id}`, {
      token: t,
      body: { action: { type: 'increment' } },
    });
};
const stock = async (id: string) =>
  (await call<{ product: ProductRecord }>('GET', `/api/products/${id}`)).body.product.stock;

/** An order of `lines` (product id → qty), paid by the test card, or placed to pay on delivery. */
async function order(
  lines: Record<string, number>,
  how: 'online' | 'cod' = 'online',
  t = token,
): Promise<OrderRecord> {
  for (const [id, qty] of Object.entries(lines)) await addToCart(id, qty, t);
  const created = await call<OrdersBody>('POST', '/api/user/orders', {
    token: t,
    body: {
      addressId: DEMO_ADDRESS_ID,
      idempotencyKey: crypto.randomUUID(),
      paymentMethod: how,
    },
  });
  if (created.status !== 201) throw new Error(`order: ${JSON.stringify(created.body)}`);
  if (how === 'cod') return created.body.order;
  const { _id } = created.body.order;
  const charged = await call<{ paymentId: string; signature: string }>(
    'POST',
    `/api/user/orders/${_id}/test-payment`,
    { token: t, body: { method: 'card', number: SUCCESS_CARD, expiry: '12/40', cvv: '123' } },
  );
  const paid = await call<OrdersBody>('POST', `/api/user/orders/${_id}/confirm`, {
    token: t,
    body: { paymentId: charged.body.paymentId, signature: charged.body.signature },
  });
  if (paid.body.order?.status !== 'paid') throw new Error(`pay: ${JSON.stringify(paid.body)}`);
  return paid.body.order;
}

const get = (id: string, t = token) =>
  call<OrderBody>('GET', `/api/user/orders/${id}`, { token: t });
const current = async (id: string) => (await get(id)).body.order;
const ship = (id: string, body: unknown = { carrier: 'Delhivery', trackingNumber: 'DL1234' }) =>
  call<OrderBody>('POST', `/api/_console/orders/${id}/ship`, { body });
const deliver = (id: string) => call<OrderBody>('POST', `/api/_console/orders/${id}/deliver`);
const receive = (id: string) =>
  call<OrderBody>('POST', `/api/_console/orders/${id}/return/receive`);
const refuse = (id: string) => call<OrderBody>('POST', `/api/_console/orders/${id}/return/refuse`);
const cancel = (id: string, t = token) =>
  call<OrdersBody>('POST', `/api/user/orders/${id}/cancel`, { token: t });
const askReturn = (id: string, body: unknown, t = token) =>
  call<OrdersBody>('POST', `/api/user/orders/${id}/return`, { token: t, body });

/** The answer is the 409 `message`, and the order is as it was. */
async function refusedMove(
  answer: Promise<{ status: number; body: ErrorBody }>,
  before: OrderRecord,
  message: string,
) {
  expect(await answer).toEqual({ status: 409, body: { errors: [message] } });
  expect(await current(before._id)).toEqual(before);
}

describe('GET /api/user/orders/:id', () => {
  it('answers the shopper’s own order with its timeline; another’s or an unknown one is 404', async () => {
    const placed = await order({ [PRODUCT.lipstick]: 1 }, 'cod');
    const { status, body } = await get(placed._id);
    expect(status).toBe(200);
    expect(body.order).toMatchObject({
      _id: placed._id,
      status: 'placed',
      timeline: [{ status: 'placed', at: placed.createdAt }],
      shipment: null,
      deliveredAt: null,
      returnBy: null,
      returnRequest: null,
      refunds: [],
    });
    expect((await get(placed._id, await signup())).status).toBe(404);
    expect(await get('no-such-order')).toEqual({
      status: 404,
      body: { errors: ['No order has the id "no-such-order".'] },
    });
    expect((await call('GET', `/api/user/orders/${placed._id}`)).status).toBe(401);
  });
});

describe('the operator ships and delivers', () => {
  it('paid → shipped (carrier, tracking) → delivered, returns open for 7 days; each in the timeline', async () => {
    const paid = await order({ [PRODUCT.lipstick]: 1 });
    const shipped = await ship(paid._id, { carrier: ' Blue Dart ', trackingNumber: 'BD-778899' });
    expect(shipped.status).toBe(200);
    expect(shipped.body.order).toMatchObject({
      status: 'shipped',
      shipment: { carrier: 'Blue Dart', trackingNumber: 'BD-778899' },
    });
    const delivered = await deliver(paid._id);
    expect(delivered.status).toBe(200);
    const { deliveredAt, returnBy, timeline, shipment } = delivered.body.order;
    expect(delivered.body.order.status).toBe('delivered');
    expect(Date.parse(returnBy ?? '') - Date.parse(deliveredAt ?? '')).toBe(7 * 86_400_000);
    expect(timeline.map((t) => t.status)).toEqual(['pending', 'paid', 'shipped', 'delivered']);
    expect(timeline.at(-2)?.at).toBe(shipment?.shippedAt);
    expect(timeline.at(-1)?.at).toBe(deliveredAt);
    expect(await current(paid._id)).toEqual(delivered.body.order);
  });

  it('a Cash on Delivery order is paid at delivery', async () => {
    const placed = await order({ [PRODUCT.perfume]: 1 }, 'cod');
    expect(placed.paidAt).toBeNull();
    await ship(placed._id);
    const delivered = (await deliver(placed._id)).body.order;
    expect(delivered.paidAt).toBe(delivered.deliveredAt);
  });

  it('a move the status does not allow is 409 naming the status, and changes nothing', async () => {
    await addToCart(PRODUCT.lipstick);
    const pending = (
      await call<OrdersBody>('POST', '/api/user/orders', {
        token,
        body: { addressId: DEMO_ADDRESS_ID, idempotencyKey: 'k-pending' },
      })
    ).body.order;
    const before = await current(pending._id);
    await refusedMove(
      ship(pending._id),
      before,
      'This order is awaiting payment: it cannot be shipped.',
    );
    await refusedMove(
      deliver(pending._id),
      before,
      'This order is awaiting payment: it cannot be marked delivered.',
    );

    const paid = await order({ [PRODUCT.perfume]: 1 });
    const paidBefore = await current(paid._id);
    await refusedMove(
      deliver(paid._id),
      paidBefore,
      'This order is paid: it cannot be marked delivered.',
    );
    await refusedMove(
      receive(paid._id),
      paidBefore,
      'This order is paid: it can no longer be cancelled or refunded.',
    );
    await refusedMove(
      refuse(paid._id),
      paidBefore,
      'This order is paid: it cannot be marked delivered.',
    );

    await ship(paid._id);
    const shipped = await current(paid._id);
    await refusedMove(ship(paid._id), shipped, 'This order is shipped: it cannot be shipped.');
    await refusedMove(
      cancel(paid._id),
      shipped,
      'This order is shipped: it can no longer be cancelled.',
    );
  });

  it('unknown orders are 404; bad bodies 400, changing nothing', async () => {
    expect((await ship('no-such-order')).status).toBe(404);
    expect((await deliver('no-such-order')).status).toBe(404);
    expect((await receive('no-such-order')).status).toBe(404);
    const paid = await order({ [PRODUCT.lipstick]: 1 });
    const before = await current(paid._id);
    for (const [body, error] of [
      [{ carrier: '', trackingNumber: 'X1' }, 'carrier: must not be blank'],
      [{ carrier: 'x'.repeat(61), trackingNumber: 'X1' }, 'carrier: must be at most 60 characters'],
      [
        { carrier: 'Delhivery', trackingNumber: 'x'.repeat(41) },
        'trackingNumber: must be at most 40 characters',
      ],
      [{ carrier: 'Delhivery' }, 'trackingNumber: must be text'],
    ] as const) {
      expect(await ship(paid._id, body)).toEqual({ status: 400, body: { errors: [error] } });
    }
    expect(await current(paid._id)).toEqual(before);
  });
});

describe('GET /api/_console/orders', () => {
  it('lists every shopper’s orders newest first, by status and page, each with its owner', async () => {
    const first = await order({ [PRODUCT.lipstick]: 1 }, 'cod');
    const other = await signup('after.sale@example.com');
    await call('POST', '/api/user/addresses', {
      token: other,
      body: {
        address: ADDRESS_INPUT,
      },
    });
    const paid = await order({ [PRODUCT.perfume]: 1 });
    await ship(paid._id);

    const all = await call<ListBody>('GET', '/api/_console/orders');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ page: 1, pageSize: 20, total: 2 });
    expect(all.body.orders.map((o) => [o._id, o.userId])).toEqual([
      [paid._id, DEMO._id],
      [first._id, DEMO._id],
    ]);
    const shipped = await call<ListBody>('GET', '/api/_console/orders?status=shipped');
    expect(shipped.body.orders.map((o) => o._id)).toEqual([paid._id]);
    expect(shipped.body.total).toBe(1);
    const second = await call<ListBody>('GET', '/api/_console/orders?page=2&pageSize=1');
    expect(second.body).toMatchObject({ page: 2, pageSize: 1, total: 2 });
    expect(second.body.orders.map((o) => o._id)).toEqual([first._id]);
  });

  it.each([
    ['status=lost', /^status: must be one of pending, failed/],
    ['page=0', /^page: must be from 1/],
    ['pageSize=101', /^pageSize: must be from 1 to 100/],
    ['pageSize=ten', /^pageSize: must be a whole number/],
  ])('refuses ?%s with 400', async (search, error) => {
    const answer = await call('GET', `/api/_console/orders?${search}`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]).toMatch(error);
  });
});

describe('POST /api/user/orders/:id/cancel', () => {
  it('a paid order is refunded in full through the provider and its units go back on hand', async () => {
    const onHand = await stock(PRODUCT.lipstick);
    const paid = await order({ [PRODUCT.lipstick]: 2 });
    expect(await stock(PRODUCT.lipstick)).toBe(onHand - 2);
    const { status, body } = await cancel(paid._id);
    expect(status).toBe(200);
    // The simulated provider processes a refund at once: refunded, not left pending.
    expect(body.order).toMatchObject({
      status: 'refunded',
      refunds: [
        { amount: paid.amount, status: 'processed', createdAt: expect.any(String) as unknown },
      ],
    });
    expect(body.order.refunds[0]?.providerRefundId).toMatch(/^rfnd_/);
    expect(body.order.timeline.map((t) => t.status)).toEqual([
      'pending',
      'paid',
      'refund_pending',
      'refunded',
    ]);
    expect(body.orders.find((o) => o._id === paid._id)).toEqual(body.order);
    expect(await stock(PRODUCT.lipstick)).toBe(onHand);
    // The provider gave back exactly what was paid.
    const payments = await backend()
      .payments.current()
      .orderPayments(paid.payment?.orderId ?? '');
    expect(payments.find((p) => p.id === paid.paymentId)).toMatchObject({
      status: 'refunded',
      amountRefundedPaise: amountInPaise(paid.amount),
    });
    // Cancelling again changes nothing and refunds nothing more.
    expect((await cancel(paid._id)).body.order).toEqual(body.order);
    expect(await current(paid._id)).toEqual(body.order);
  });

  it('a placed (Cash on Delivery) order is cancelled with nothing to refund, its units back', async () => {
    const onHand = await stock(PRODUCT.perfume);
    const placed = await order({ [PRODUCT.perfume]: 1 }, 'cod');
    const { status, body } = await cancel(placed._id);
    expect(status).toBe(200);
    expect(body.order).toMatchObject({ status: 'cancelled', refunds: [] });
    expect(await stock(PRODUCT.perfume)).toBe(onHand);
  });

  it('needs the shopper’s own order', async () => {
    const paid = await order({ [PRODUCT.lipstick]: 1 });
    const before = await current(paid._id);
    expect((await cancel(paid._id, await signup())).status).toBe(404);
    expect((await cancel('no-such-order')).status).toBe(404);
    expect(await current(paid._id)).toEqual(before);
  });
});

describe('returns', () => {
  async function delivered(lines: Record<string, number>, how: 'online' | 'cod' = 'online') {
    const bought = await order(lines, how);
    await ship(bought._id);
    return (await deliver(bought._id)).body.order;
  }

  it('a partial return of a paid order refunds the lines’ share through the provider', async () => {
    const bought = await delivered({ [PRODUCT.lipstick]: 2, [PRODUCT.perfume]: 1 });
    const lines = [{ productId: PRODUCT.lipstick, qty: 1 }];
    const share = returnRefund(bought, lines).amount;
    expect(share).toBeGreaterThan(0);
    expect(share).toBeLessThan(bought.amount);

    const asked = await askReturn(bought._id, { lines, reason: '  The shade does not suit me.  ' });
    expect(asked.status).toBe(200);
    expect(asked.body.order).toMatchObject({
      status: 'return_requested',
      returnRequest: {
        lines,
        reason: 'The shade does not suit me.',
        refundAmount: share,
        receivedAt: null,
      },
    });
    expect(asked.body.orders.find((o) => o._id === bought._id)).toEqual(asked.body.order);

    const onHand = await stock(PRODUCT.lipstick);
    const received = await receive(bought._id);
    expect(received.status).toBe(200);
    expect(received.body.order).toMatchObject({
      status: 'partially_refunded',
      refunds: [{ amount: share, status: 'processed' }],
    });
    expect(received.body.order.returnRequest?.receivedAt).toEqual(expect.any(String));
    expect(await stock(PRODUCT.lipstick)).toBe(onHand + 1);
    const payments = await backend()
      .payments.current()
      .orderPayments(bought.payment?.orderId ?? '');
    expect(payments.find((p) => p.id === bought.paymentId)?.amountRefundedPaise).toBe(
      amountInPaise(share),
    );
    // The rest can still be returned: then everything paid has come back.
    const rest = [
      { productId: PRODUCT.lipstick, qty: 1 },
      { productId: PRODUCT.perfume, qty: 1 },
    ];
    expect((await askReturn(bought._id, { lines: rest, reason: 'All of it.' })).status).toBe(200);
    const all = (await receive(bought._id)).body.order;
    expect(all.status).toBe('refunded');
    expect(all.refunds.reduce((sum, r) => sum + amountInPaise(r.amount), 0)).toBe(
      amountInPaise(bought.amount),
    );
  });

  it('a Cash on Delivery return is refunded in cash at once; a refused return goes back to delivered', async () => {
    const bought = await delivered({ [PRODUCT.perfume]: 2 }, 'cod');
    const lines = [{ productId: PRODUCT.perfume, qty: 1 }];
    await askReturn(bought._id, { lines, reason: 'One too many.' });
    const received = (await receive(bought._id)).body.order;
    expect(received).toMatchObject({
      status: 'partially_refunded',
      refunds: [
        {
          amount: returnRefund(bought, lines).amount,
          status: 'processed',
          providerRefundId: null,
        },
      ],
    });

    const other = await delivered({ [PRODUCT.lipstick]: 1 }, 'cod');
    await askReturn(other._id, {
      lines: [{ productId: PRODUCT.lipstick, qty: 1 }],
      reason: 'Changed my mind.',
    });
    const refused = await refuse(other._id);
    expect(refused.status).toBe(200);
    expect(refused.body.order).toMatchObject({
      status: 'delivered',
      returnRequest: null,
      refunds: [],
    });
    expect(refused.body.order.timeline.map((t) => t.status)).toEqual([
      'placed',
      'shipped',
      'delivered',
      'return_requested',
      'delivered',
    ]);
  });

  it('after the window it is 409 naming the day returns closed, and nothing changes', async () => {
    const bought = await delivered({ [PRODUCT.lipstick]: 1 });
    // The window closed on 3 Dec 2025 (in India): moved back in the stored shop.
    const store = await backend().shop.admin.snapshot();
    for (const user of store.users)
      for (const o of user.orders)
        if (o._id === bought._id) o.returnBy = '2025-12-03T12:00:00.000Z';
    await backend().shop.admin.replace(store);
    const before = await current(bought._id);
    await refusedMove(
      askReturn(bought._id, {
        lines: [{ productId: PRODUCT.lipstick, qty: 1 }],
        reason: 'Too late?',
      }),
      before,
      'Returns for this order closed on 3 Dec 2025.',
    );
  });

  it('only a delivered order can be returned', async () => {
    const paid = await order({ [PRODUCT.lipstick]: 1 });
    const before = await current(paid._id);
    await refusedMove(
      askReturn(paid._id, { lines: [{ productId: PRODUCT.lipstick, qty: 1 }], reason: 'Why not' }),
      before,
      'This order is paid: it cannot be returned.',
    );
  });

  it.each([
    ['no lines', { lines: [], reason: 'x' }, 'lines: must name at least one product to return'],
    [
      'a qty of 0',
      { lines: [{ productId: 'LIP', qty: 0 }], reason: 'x' },
      'lines.0.qty: must be 1 or more',
    ],
    [
      'a qty of 1.5',
      { lines: [{ productId: 'LIP', qty: 1.5 }], reason: 'x' },
      'lines.0.qty: must be a whole number',
    ],
    [
      'a product twice',
      {
        lines: [
          { productId: 'LIP', qty: 1 },
          { productId: 'LIP', qty: 1 },
        ],
        reason: 'x',
      },
      'lines: must name each product once',
    ],
    [
      'a blank reason',
      { lines: [{ productId: 'LIP', qty: 1 }], reason: '   ' },
      'reason: must not be blank',
    ],
    [
      'a reason of 501 characters',
      { lines: [{ productId: 'LIP', qty: 1 }], reason: 'x'.repeat(501) },
      'reason: must be at most 500 characters',
    ],
    ['no lines at all', { reason: 'x' }, 'lines: must be a list of {productId, qty}'],
  ])('refuses %s with 400 and changes nothing', async (_, body, error) => {
    const bought = await delivered({ [PRODUCT.lipstick]: 1 }, 'cod');
    const replaced = JSON.parse(JSON.stringify(body).replaceAll('"LIP"', `"${PRODUCT.lipstick}"`));
    const answer = await askReturn(bought._id, replaced);
    expect(answer).toEqual({ status: 400, body: { errors: [error] } });
    expect(await current(bought._id)).toEqual(bought);
  });

  it('refuses more units than were bought, or a product not in the order (400)', async () => {
    const bought = await delivered({ [PRODUCT.lipstick]: 1 }, 'cod');
    for (const lines of [
      [{ productId: PRODUCT.lipstick, qty: 2 }],
      [{ productId: PRODUCT.perfume, qty: 1 }],
    ]) {
      const answer = await askReturn(bought._id, { lines, reason: 'x' });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toHaveLength(1);
    }
    expect(await current(bought._id)).toEqual(bought);
  });
});

describe('docs/api.md', () => {
  it('draws exactly the moves of ORDER_MOVES', () => {
    const doc = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');
    const drawing = /```mermaid\n(stateDiagram-v2[\s\S]*?)```/.exec(doc)?.[1] ?? '';
    const drawn = [...drawing.matchAll(/^\s+(\w+) --> (\w+)/gm)]
      .map(([, from, to]) => `${from} → ${to}`)
      .sort();
    const moves = ORDER_STATUSES.flatMap((from) =>
      ORDER_MOVES[from].map((to) => `${from} → ${to}`),
    );
    expect(drawn).toEqual(moves.sort());
  });
});

describe('the return window of the simulated back end', () => {
  it('is returnDays after delivery when given', async () => {
    const simulated = createSimulatedBackend({ returnDays: 3 });
    try {
      const send = async (path: string, body?: unknown, auth?: string) => {
        const response = await simulated.api.request(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return (await response.json()) as OrderBody;
      };
      const t = await simulated.tokens.sign({ _id: DEMO._id, email: DEMO.email });
      await send('/api/user/cart', { product: { _id: PRODUCT.lipstick } }, t);
      const { order } = await send(
        '/api/user/orders',
        { addressId: DEMO_ADDRESS_ID, idempotencyKey: 'k-window', paymentMethod: 'cod' },
        t,
      );
      await send(`/api/_console/orders/${order._id}/ship`, {
        carrier: 'Delhivery',
        trackingNumber: 'DL1',
      });
      const delivered = (await send(`/api/_console/orders/${order._id}/deliver`)).order;
      expect(Date.parse(delivered.returnBy ?? '') - Date.parse(delivered.deliveredAt ?? '')).toBe(
        3 * 86_400_000,
      );
    } finally {
      await simulated.paymentSweep.stop();
    }
  });
});
