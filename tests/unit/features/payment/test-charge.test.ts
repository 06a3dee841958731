/**
 * The simulated sheet's charge in server mode: the page sends the test card or UPI id to
 * the API, which charges it and signs the result with its own secret; the page never signs. The API
 * here is the real one (createApi), built with a secret the page does not know.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/api/session';
import { PaymentError, type PaymentOptions } from '@/domain/payment';
import { isValidPaymentSignature, SIMULATED_PAYMENT_SECRET } from '@/domain/payment-signature';
import { DECLINED_CARD, SUCCESS_CARD } from '@/domain/test-payments';
import type { OrderRecord } from '@/domain/types';
import { chargeOnServer } from '@/features/payment/test-charge';
import { paymentGateways } from '@backend/payments';
import { createSimulatedBackend, type SimulatedBackend } from '@backend/simulated';
import { DEMO_USER } from '@backend/store/seed';

const DEMO_ADDRESS_ID = 'c1a9e7d2-4b3f-4e8a-8f21-6d5c4b3a2e10';

const SERVER_SECRET = 'a-server-only-secret-the-page-never-sees-0123';
const card = { method: 'card', number: SUCCESS_CARD, expiry: '12/30', cvv: '123' } as const;

let api: SimulatedBackend;
let order: OrderRecord;
let options: PaymentOptions;

async function json<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', init.token);
  if (init.body) headers.set('content-type', 'application/json');
  return (await (await api.api.request(path, { ...init, headers })).json()) as T;
}

beforeEach(async () => {
  api = createSimulatedBackend({
    payments: paymentGateways({}, { simulatedSecret: SERVER_SECRET }),
  });
  vi.stubGlobal('fetch', (path: string, init?: RequestInit) => api.api.request(path, init));
  const { encodedToken: token } = await json<{ encodedToken: string }>('/api/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
  });
  setSession({ status: 'signedIn', token, user: null });
  await json('/api/user/cart', {
    method: 'POST',
    token,
    body: JSON.stringify({ product: { _id: '8332f751-1305-49a0-83c2-c25138bd44cc' } }),
  });
  ({ order } = await json<{ order: OrderRecord }>('/api/user/orders', {
    method: 'POST',
    token,
    body: JSON.stringify({ addressId: DEMO_ADDRESS_ID, idempotencyKey: 'k' }),
  }));
  options = {
    orderId: order.payment?.orderId ?? '',
    receipt: order._id,
    amount: 47800,
    currency: 'INR',
    name: 'Glamour',
    description: 'Thank you for shopping with us',
    image: '/favicon.svg',
    prefill: { name: 'A', email: 'a@b.test', contact: '9999999999' },
    theme: { color: '#7e22ce' },
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
  setSession({ status: 'signedOut', token: null, user: null });
  api.shop.dispose();
});

describe('chargeOnServer', () => {
  it('answers the result the server signed with its own secret, not the public one', async () => {
    const { orderId, paymentId, signature } = await chargeOnServer(options, card);
    expect(orderId).toBe(options.orderId);
    expect(await isValidPaymentSignature(SERVER_SECRET, orderId, paymentId, signature)).toBe(true);
    expect(
      await isValidPaymentSignature(SIMULATED_PAYMENT_SECRET, orderId, paymentId, signature),
    ).toBe(false);
  });

  it("rejects a declined card with a 'failed' PaymentError carrying the server's message", async () => {
    await expect(chargeOnServer(options, { ...card, number: DECLINED_CARD })).rejects.toEqual(
      new PaymentError('failed', 'Your card was declined by the bank.'),
    );
  });
});
