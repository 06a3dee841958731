/**
 * Any process may sweep: two servers on one PostgreSQL, both reconciling every second, settle each
 * order the provider was paid for exactly once (no payment refunded as a second one, no order paid
 * twice), with no webhook at all.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderRecord } from '@/domain/types';
import { parseConfig } from '../../../../server/config';
import { startServer, type RunningServer } from '../../../../server/start';
import { ADDRESS_INPUT, PRODUCT } from '../../backend/support';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../support/razorpay-stand-in';
import { postgresBin, startCluster, type Cluster } from '../pg-cluster';
import { KEY_ID, KEY_SECRET, WEBHOOK_SECRET } from './shop';

const RAZORPAY_ENV = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_API_URL'] as const;

describe.skipIf(!postgresBin())('two processes sweeping one PostgreSQL', () => {
  let cluster: Cluster;
  let standIn: RazorpayStandIn;
  const servers: RunningServer[] = [];
  const saved = Object.fromEntries(RAZORPAY_ENV.map((k) => [k, process.env[k]]));

  beforeAll(async () => {
    standIn = await startRazorpayStandIn({ keyId: KEY_ID, keySecret: KEY_SECRET });
    standIn.holdWebhooks(true);
    Object.assign(process.env, {
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_API_URL: standIn.url,
    });
    cluster = await startCluster();
    const databaseUrl = await cluster.createDatabase('sweeps');
    const config = parseConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '5',
      GLAMOUR_DIST_DIR: '/nonexistent-dist',
      GLAMOUR_RATE_LIMIT_PER_IP: '0',
      GLAMOUR_RATE_LIMIT_PER_ACCOUNT: '0',
      GLAMOUR_RECONCILE_INTERVAL_S: '1',
      GLAMOUR_RECONCILE_AFTER_S: '0',
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_API_URL: standIn.url,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    for (let n = 0; n < 2; n += 1) {
      const server = await startServer({ ...config, passwordIterations: 20_000 }, { quiet: true });
      await server.ready;
      servers.push(server);
    }
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) await server.close();
    await standIn.close();
    await cluster.destroy();
    for (const key of RAZORPAY_ENV)
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
  });

  async function call<T>(
    server: RunningServer,
    method: string,
    path: string,
    token?: string,
    body?: unknown,
  ) {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(server.url + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as T;
  }

  /** A new shopper's pending order of one lipstick, placed through `server`. */
  async function placedOrder(server: RunningServer, name: string) {
    const { encodedToken: token } = await call<{ encodedToken: string }>(
      server,
      'POST',
      '/api/auth/signup',
      undefined,
      {
        firstName: 'Two',
        lastName: 'Sweeps',
        email: `sweeps.${name}.${Date.now()}@example.com`,
        password: 'abcd1234',
        confirmPassword: 'abcd1234',
      },
    );
    const { addresses } = await call<{ addresses: { id: string }[] }>(
      server,
      'POST',
      '/api/user/addresses',
      token,
      {
        address: ADDRESS_INPUT,
      },
    );
    await call(server, 'POST', '/api/user/cart', token, { product: { _id: PRODUCT.lipstick } });
    const { order } = await call<{ order: OrderRecord }>(
      server,
      'POST',
      '/api/user/orders',
      token,
      {
        addressId: addresses[0]?.id,
        idempotencyKey: crypto.randomUUID(),
      },
    );
    return { token, order };
  }

  it('settles each paid order once, whichever process gets there first', async () => {
    const [a, b] = servers;
    if (!a || !b) throw new Error('two servers are not running');
    const paid: { token: string; orderId: string; paymentId: string }[] = [];
    for (let n = 0; n < 4; n += 1) {
      const { token, order } = await placedOrder(n % 2 === 0 ? a : b, String(n));
      const payment = await standIn.pay(order.payment?.orderId ?? '');
      paid.push({ token, orderId: order._id, paymentId: payment.id });
    }
    await vi.waitFor(
      async () => {
        for (const { token, orderId, paymentId } of paid) {
          const { orders } = await call<{ orders: OrderRecord[] }>(
            a,
            'GET',
            '/api/user/orders',
            token,
          );
          expect(orders.map((o) => [o._id, o.status, o.paymentId])).toEqual([
            [orderId, 'paid', paymentId],
          ]);
        }
      },
      { timeout: 30_000, interval: 200 },
    );
    // However the two sweeps met, no payment was taken as a second one and refunded.
    expect(standIn.refunds.size).toBe(0);
  });
  it('refunds a payment finished after its order was cancelled, with no tab and no webhook', async () => {
    const [a, b] = servers;
    if (!a || !b) throw new Error('two servers are not running');
    const { token, order } = await placedOrder(a, 'cancelled');
    const cancelled = await call<{ order: OrderRecord }>(
      b,
      'POST',
      `/api/user/orders/${order._id}/cancel`,
      token,
    );
    expect(cancelled.order.status).toBe('cancelled');
    // The checkout opened before the cancel is still open in another tab: the shopper pays.
    const payment = await standIn.pay(order.payment?.orderId ?? '');
    await vi.waitFor(
      async () => {
        const { orders } = await call<{ orders: OrderRecord[] }>(
          a,
          'GET',
          '/api/user/orders',
          token,
        );
        expect(orders.map((o) => [o.status, o.refunds.map((r) => r.amount)])).toEqual([
          ['refunded', [order.amount]],
        ]);
      },
      { timeout: 30_000, interval: 200 },
    );
    // Given back once, however many rounds of the two processes asked about it.
    const given = [...standIn.refunds.values()].filter((r) => r.payment_id === payment.id);
    expect(given.map((r) => r.amount)).toEqual([payment.amount]);
  });
});
