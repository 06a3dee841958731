/**
 * The payment tests' target: the real server (server/start.ts) on PGlite or on a throwaway
 * PostgreSQL, paying through the Razorpay stand-in (tests/unit/support/razorpay-stand-in.ts), which
 * sends its signed webhooks to the server's webhook route. The payment sweep runs every second and
 * asks about orders at once (GLAMOUR_RECONCILE_INTERVAL_S=1, GLAMOUR_RECONCILE_AFTER_S=0), so every
 * test asserts where an order ends, whichever reporter got there first. An order holds its stock
 * for 30 minutes (GLAMOUR_ORDER_HOLD_MINUTES).
 *
 * Razorpay's keys are read from the process's environment per call (backend/payments.ts): they are
 * set while a shop is open and put back after.
 */
import { afterAll, beforeAll } from 'vitest';
import { signPayment } from '@/domain/payment-signature';
import type { CartLineRecord, OrderRecord } from '@/domain/types';
import { ADMIN_TOKEN_HEADER } from '@backend/messages';
import { ADDRESS_INPUT } from '../../backend/support';
import { parseConfig } from '../../../../server/config';
import { startServer, type RunningServer } from '../../../../server/start';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../support/razorpay-stand-in';
import { postgresBin, startCluster, type Cluster } from '../pg-cluster';

export const KEY_ID = 'rzp_test_Payments0001';
export const KEY_SECRET = 'payments-suite-key-secret';
export const WEBHOOK_SECRET = 'payments-suite-webhook-secret';
const ADMIN_TOKEN = 'payments-suite-admin-token-0123';
export const WEBHOOK_PATH = '/api/payments/razorpay/webhook';

export type ShopKind = 'pglite' | 'postgres';
/** PostgreSQL only where the package is installed (Debian's `postgresql`). */
export const SHOP_KINDS: ShopKind[] = postgresBin() ? ['pglite', 'postgres'] : ['pglite'];

export interface Answer<T> {
  status: number;
  body: T;
}

export interface PaymentShop {
  url: string;
  standIn: RazorpayStandIn;
  server: RunningServer;
  call<T = { errors?: string[] }>(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown },
  ): Promise<Answer<T>>;
  /** A new shopper with an address: their token and the address id. */
  shopper(): Promise<{ token: string; addressId: string }>;
  /** The shopper's orders and cart as the API shows them. */
  orders(token: string): Promise<OrderRecord[]>;
  cart(token: string): Promise<CartLineRecord[]>;
  /** A pending online order of `qty` units of `productId`, the shopper's cart holding them. */
  pendingOrder(
    token: string,
    addressId: string,
    productId: string,
    qty?: number,
  ): Promise<OrderRecord>;
  /** What the browser sends confirm after paying: the payment id and its signature. */
  confirmBody(providerOrderId: string, paymentId: string): Promise<Record<string, string>>;
}

const RAZORPAY_ENV = [
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_API_URL',
  'RAZORPAY_WEBHOOK_SECRET',
] as const;

export function usePaymentShop(kind: ShopKind): () => PaymentShop {
  let shop: PaymentShop | undefined;
  let cluster: Cluster | undefined;
  let standIn: RazorpayStandIn | undefined;
  let server: RunningServer | undefined;
  const saved = Object.fromEntries(RAZORPAY_ENV.map((k) => [k, process.env[k]]));
  let shoppers = 0;

  beforeAll(async () => {
    standIn = await startRazorpayStandIn({ keyId: KEY_ID, keySecret: KEY_SECRET });
    Object.assign(process.env, {
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_API_URL: standIn.url,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    let databaseUrl: string | undefined;
    if (kind === 'postgres') {
      cluster = await startCluster();
      databaseUrl = await cluster.createDatabase('payments');
    }
    const config = parseConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      GLAMOUR_DATA_DIR: 'memory://',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '5',
      GLAMOUR_DIST_DIR: '/nonexistent-dist',
      GLAMOUR_ADMIN_TOKEN: ADMIN_TOKEN,
      GLAMOUR_RATE_LIMIT_PER_IP: '0',
      GLAMOUR_RATE_LIMIT_PER_ACCOUNT: '0',
      GLAMOUR_RECONCILE_INTERVAL_S: '1',
      GLAMOUR_RECONCILE_AFTER_S: '0',
      GLAMOUR_ORDER_HOLD_MINUTES: '30',
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_API_URL: standIn.url,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    server = await startServer({ ...config, passwordIterations: 20_000 }, { quiet: true });
    await server.ready;
    const url = server.url;
    standIn.setWebhook({ url: url + WEBHOOK_PATH, secret: WEBHOOK_SECRET });

    const call: PaymentShop['call'] = async (method, path, { token, body } = {}) => {
      const headers: Record<string, string> = {};
      if (token) headers.authorization = token;
      if (path.startsWith('/api/_console')) headers[ADMIN_TOKEN_HEADER] = ADMIN_TOKEN;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(url + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as never };
    };
    const running = server;
    const open = standIn;
    shop = {
      url,
      standIn: open,
      server: running,
      call,
      async shopper() {
        shoppers += 1;
        const signup = await call<{ encodedToken: string }>('POST', '/api/auth/signup', {
          body: {
            firstName: 'Pay',
            lastName: 'Shopper',
            email: `payer.${kind}.${shoppers}.${Date.now()}@example.com`,
            password: 'abcd1234',
            confirmPassword: 'abcd1234',
          },
        });
        if (signup.status !== 201) throw new Error(`signup: ${JSON.stringify(signup.body)}`);
        const token = signup.body.encodedToken;
        const added = await call<{ addresses: { id: string }[] }>('POST', '/api/user/addresses', {
          token,
          body: {
            address: ADDRESS_INPUT,
          },
        });
        const addressId = added.body.addresses.at(-1)?.id;
        if (!addressId) throw new Error(`address: ${JSON.stringify(added.body)}`);
        return { token, addressId };
      },
      async orders(token) {
        return (await call<{ orders: OrderRecord[] }>('GET', '/api/user/orders', { token })).body
          .orders;
      },
      async cart(token) {
        return (await call<{ cart: CartLineRecord[] }>('GET', '/api/user/cart', { token })).body
          .cart;
      },
      async pendingOrder(token, addressId, productId, qty = 1) {
        await call('POST', '/api/user/cart', { token, body: { product: { _id: productId } } });
        for (let n = 1; n < qty; n += 1)
          await call('POST', `/api/user/cart/${productId}`, {
            token,
            body: { action: { type: 'increment' } },
          });
        const created = await call<{ order: OrderRecord }>('POST', '/api/user/orders', {
          token,
          body: { addressId, idempotencyKey: crypto.randomUUID() },
        });
        if (created.status !== 201) throw new Error(`order: ${JSON.stringify(created.body)}`);
        return created.body.order;
      },
      async confirmBody(providerOrderId, paymentId) {
        return {
          paymentId,
          signature: await signPayment(KEY_SECRET, providerOrderId, paymentId),
        };
      },
    };
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await standIn?.close();
    await cluster?.destroy();
    for (const key of RAZORPAY_ENV)
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
  });

  return () => {
    if (!shop) throw new Error('the payment shop is not open');
    return shop;
  };
}
