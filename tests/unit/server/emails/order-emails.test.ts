/**
 * Order emails end to end: the real server (in this process) on PGlite and on a throwaway
 * PostgreSQL, its email worker sending to a real SMTP server started here (smtp-server), every
 * message read back with mailparser. An order walked from placed to refunded sends exactly one
 * email per event, each with HTML and text, its lines, total and link; a server that answers 451
 * for a while gets the email once, after retries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUCCESS_CARD } from '@/domain/test-payments';
import type { OrderRecord } from '@/domain/types';
import { DEMO_USER } from '@backend/store/seed';
import { GUEST_NOT_SENT } from '../../../../server/email-worker';
import { DEMO_ADDRESS_ID, PRODUCT } from '../../backend/support';
import { postgresBin, startCluster, type Cluster } from '../pg-cluster';
import { startTestServer, type TestServer } from '../test-server';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

const SHOP = 'https://shop.example';

// Without a PostgreSQL install only the PGlite half runs (as the other server tests do).
const KINDS = [
  { name: 'PGlite', postgres: false },
  { name: 'PostgreSQL', postgres: true },
].filter((kind) => !kind.postgres || postgresBin() !== undefined);

describe.each(KINDS)('order emails on $name', ({ postgres }) => {
  let cluster: Cluster | undefined;
  let server: TestServer;
  let smtp: SmtpSink;
  let token: string;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    const env: Record<string, string> = {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Glamour <orders@shop.example>',
      GLAMOUR_PUBLIC_URL: SHOP,
      GLAMOUR_EMAIL_POLL_MS: '50',
      GLAMOUR_EMAIL_RETRY_MS: '10',
    };
    if (postgres) {
      cluster = await startCluster();
      env.DATABASE_URL = await cluster.createDatabase('emails');
    }
    server = await startTestServer({ env });
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
    });
    token = ((await login.json()) as { encodedToken: string }).encodedToken;
  }, 180_000);

  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await cluster?.destroy();
  });

  async function placeCodOrder(
    key: string,
    as: { token: string; addressId: string } = { token, addressId: DEMO_ADDRESS_ID },
  ): Promise<OrderRecord> {
    const headers = { 'content-type': 'application/json', authorization: as.token };
    await fetch(`${server.url}/api/user/cart`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ product: { _id: PRODUCT.lipstick } }),
    });
    const response = await fetch(`${server.url}/api/user/orders`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        addressId: as.addressId,
        idempotencyKey: key,
        paymentMethod: 'cod',
      }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { order: OrderRecord }).order;
  }

  const emailsOf = (orderId: string) => smtp.received.filter((m) => m.outboxId.startsWith(orderId));

  /** Waits until every email the order owes is sent, then answers what arrived for it. */
  async function settled(orderId: string, count: number) {
    await expect
      .poll(
        async () => {
          const owed = await server.deps.shop.outbox.ofOrder(orderId);
          return owed.length === count && owed.every((e) => e.sentAt !== null);
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    return emailsOf(orderId);
  }

  it('placed, shipped, delivered, refunded: one email each, with the lines, total and link', async () => {
    const order = await placeCodOrder('emails-walk');
    expect(order.status).toBe('placed');
    const orders = server.deps.shop.orders;
    expect(
      (await orders.ship(order._id, { carrier: 'Blue Dart', trackingNumber: 'BD42IN' })).ok,
    ).toBe(true);
    await settled(order._id, 2);
    expect((await orders.deliver(order._id, 7)).ok).toBe(true);
    const asked = await orders.requestReturn(DEMO_USER._id, order._id, {
      lines: [{ productId: PRODUCT.lipstick, qty: 1 }],
      reason: 'The shade is not mine.',
    });
    expect(asked.ok).toBe(true);
    expect((await orders.receiveReturn(order._id)).ok).toBe(true);

    const emails = await settled(order._id, 4);
    expect(emails.map((m) => m.subject)).toEqual([
      `Your Glamour order ${order._id} is placed`,
      `Your Glamour order ${order._id} has shipped`,
      `Your Glamour order ${order._id} was delivered`,
      expect.stringMatching(new RegExp(`^Your refund of ₹[\\d,.]+ for order ${order._id}$`)),
    ]);
    const link = `${SHOP}/account-details/orderHistory/${order._id}`;
    const total = `₹${order.amount.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
    for (const email of emails) {
      expect(email.to).toBe(DEMO_USER.email);
      expect(email.messageId).toMatch(/@shop\.example>$/);
      for (const part of [email.html, email.text]) {
        expect(part).toContain(link);
        expect(part).toContain(order.orderProducts[0]?.name);
        expect(part).toContain(total);
      }
      expect(email.html).toMatch(/^<!DOCTYPE html>/);
    }
    expect(emails[1]?.text).toContain('Tracking number: BD42IN');
    // Nothing more comes: each event sent once.
    expect(new Set(emails.map((m) => m.messageId)).size).toBe(4);
  });

  it('a guest’s order owes its emails but sends none: a guest’s address receives no mail', async () => {
    const guest = await fetch(`${server.url}/api/auth/guest`, { method: 'POST' });
    expect(guest.status).toBe(201);
    const { encodedToken } = (await guest.json()) as { encodedToken: string };
    const book = await fetch(`${server.url}/api/user/addresses`, {
      headers: { authorization: encodedToken },
    });
    const { addresses } = (await book.json()) as { addresses: { id: string }[] };
    const order = await placeCodOrder('emails-guest', {
      token: encodedToken,
      addressId: addresses[0]?.id ?? '',
    });
    await expect
      .poll(async () => (await server.deps.shop.outbox.ofOrder(order._id))[0]?.lastError, {
        timeout: 20_000,
      })
      .toBe(GUEST_NOT_SENT);
    const [owed] = await server.deps.shop.outbox.ofOrder(order._id);
    // Given up at once: not sent, never tried again, and nothing reached the SMTP server.
    expect(owed).toMatchObject({ kind: 'order_placed', sentAt: null, nextAttemptAt: null });
    expect(emailsOf(order._id)).toEqual([]);
  });

  it('an online order: nothing while unpaid, "placed" once paid, one refund email when cancelled', async () => {
    const headers = { 'content-type': 'application/json', authorization: token };
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    await post('/api/user/cart', { product: { _id: PRODUCT.perfume } });
    const made = await post('/api/user/orders', {
      addressId: DEMO_ADDRESS_ID,
      idempotencyKey: 'emails-online',
    });
    const { order } = (await made.json()) as { order: OrderRecord };
    expect(order.status).toBe('pending');
    expect(await server.deps.shop.outbox.ofOrder(order._id)).toEqual([]);
    const charged = await post(`/api/user/orders/${order._id}/test-payment`, {
      method: 'card',
      number: SUCCESS_CARD,
      expiry: '12/30',
      cvv: '123',
    });
    const { paymentId, signature } = (await charged.json()) as {
      paymentId: string;
      signature: string;
    };
    expect(
      (await post(`/api/user/orders/${order._id}/confirm`, { paymentId, signature })).status,
    ).toBe(200);
    await settled(order._id, 1);
    // The shopper cancels (a full refund owed, asked of the provider), then the provider confirms.
    const cancelled = await server.deps.shop.orders.cancel(DEMO_USER._id, order._id);
    if (!cancelled.ok || !cancelled.value.refund)
      throw new Error('the paid order was not cancelled');
    expect(cancelled.value.order.status).toBe('refund_pending');
    const { refundId } = cancelled.value.refund;
    expect(
      (
        await server.deps.shop.orders.attachProviderRefund(
          refundId,
          `rfnd_${refundId}`,
          'processed',
        )
      ).ok,
    ).toBe(true);
    // Refunded in full: told once, when the refund was asked.
    await expect
      .poll(
        async () => {
          const found = await server.deps.shop.orders.get(DEMO_USER._id, order._id);
          return found.ok ? found.value.status : null;
        },
        { timeout: 20_000 },
      )
      .toBe('refunded');
    const emails = await settled(order._id, 2);
    expect(emails.map((m) => m.subject)).toEqual([
      `Your Glamour order ${order._id} is placed`,
      `Your refund of ₹${order.amount.toLocaleString('en-IN', { minimumFractionDigits: 2 })} for order ${order._id}`,
    ]);
    expect(emails[0]?.text).toContain('We have your order and your payment of');
    expect(emails[1]?.text).toContain('Paid back: To the way you paid');
  });

  it('an SMTP server that answers 451 three times gets the email once, after retries', async () => {
    const refusedBefore = smtp.refused;
    smtp.refuseNext(3);
    const order = await placeCodOrder('emails-retry');
    const emails = await settled(order._id, 1);
    expect(smtp.refused - refusedBefore).toBe(3);
    expect(emails).toHaveLength(1);
    const [owed] = await server.deps.shop.outbox.ofOrder(order._id);
    expect(owed).toMatchObject({ kind: 'order_placed', attempts: 4, lastError: null });
    expect(owed?.nextAttemptAt).toBeNull();
  });
});
