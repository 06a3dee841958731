/**
 * Razorpay's webhook signature: the `X-Razorpay-Signature` header is the hex HMAC-SHA256 of the
 * request's raw body with the webhook secret set in Razorpay's dashboard (not the key secret).
 * The body must be checked exactly as it arrived: parsing and printing JSON again changes bytes.
 * Web Crypto, so the same code runs in the page, in Node and in the server.
 */
import { constantTimeEqual, hmacSha256Hex } from './payment-signature';

/** The header Razorpay sends the signature in (HTTP header names are not case-sensitive). */
export const WEBHOOK_SIGNATURE_HEADER = 'x-razorpay-signature';
/** The header naming the event; a redelivered event keeps its id, so it tells repeats apart. */
export const WEBHOOK_EVENT_ID_HEADER = 'x-razorpay-event-id';

const HEX_SHA256 = /^[0-9a-f]{64}$/;

/** The signature a provider sends with `rawBody`: lower-case hex, 64 characters. */
export function signWebhook(
  secret: string,
  rawBody: string | Uint8Array<ArrayBuffer>,
): Promise<string> {
  if (secret === '') return Promise.reject(new Error('a webhook secret cannot be empty'));
  return hmacSha256Hex(secret, rawBody);
}

/**
 * Whether `signature` is the webhook signature of `rawBody` with `secret`. Exactly Razorpay's form
 * or false: no header, another length, upper-case hex or an empty secret is false, never an error.
 * Compared in constant time.
 */
export async function isValidWebhookSignature(
  secret: string,
  rawBody: string | Uint8Array<ArrayBuffer>,
  signature: string | null | undefined,
): Promise<boolean> {
  if (secret === '' || typeof signature !== 'string' || !HEX_SHA256.test(signature)) return false;
  return constantTimeEqual(await signWebhook(secret, rawBody), signature);
}
