/**
 * The payment provider's webhook (docs/server.md, "Payments settled without the browser"):
 * - POST /api/payments/razorpay/webhook: Razorpay's event, its `X-Razorpay-Signature` (hex
 *   HMAC-SHA256 of the raw body with RAZORPAY_WEBHOOK_SECRET) checked over the bytes as they
 *   arrived before anything is parsed; missing or wrong: 400 and nothing changes. Then the event is
 *   handled once by its `x-razorpay-event-id` (backend/settlement/events.ts): a captured payment
 *   settles its order, a failed one records the attempt, a processed refund is settled. 200
 *   `{outcome}` for every event read, those the shop does not act on included; a failure to handle
 *   one is a 5xx, so the provider delivers it again.
 */
import { Hono } from 'hono';
import {
  isValidWebhookSignature,
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
} from '@/domain/webhook-signature';
import type { ApiDeps } from '../deps';
import { fail } from '../http';
import { parseWebhookEvent } from '../payments';
import { receiveEvent, settlementOf } from '../settlement';

export const webhookMessages = {
  badSignature: 'The webhook signature is missing or does not match: nothing was changed.',
  notAnEvent: 'The webhook body is not a Razorpay event the shop can read.',
  noEventId: 'The webhook has no x-razorpay-event-id header.',
};

/** An event id as Razorpay writes it ('evt_' and letters or digits), within reason. */
const EVENT_ID = /^[A-Za-z0-9_-]{1,100}$/;

export function paymentWebhookRoutes(deps: ApiDeps) {
  return new Hono().post('/razorpay/webhook', async (c) => {
    const secret = deps.payments.current().webhookSecret;
    const raw = new Uint8Array(await c.req.arrayBuffer());
    const signature = c.req.header(WEBHOOK_SIGNATURE_HEADER);
    if (!secret || !(await isValidWebhookSignature(secret, raw, signature)))
      return fail(c, 400, webhookMessages.badSignature);
    const event = parseWebhookEvent(new TextDecoder().decode(raw));
    if (!event) return fail(c, 400, webhookMessages.notAnEvent);
    const id = c.req.header(WEBHOOK_EVENT_ID_HEADER);
    if (!id || !EVENT_ID.test(id)) return fail(c, 400, webhookMessages.noEventId);
    const handled = await receiveEvent(settlementOf(deps), { id, event, at: deps.clock.now() });
    // Not yet handled (another delivery is being handled now): an error, so the provider delivers
    // it again later, in case that handling fails and lets the event go.
    if (handled.outcome === 'busy') return c.json({ outcome: handled.outcome }, 409);
    return c.json({ outcome: handled.outcome });
  });
}
