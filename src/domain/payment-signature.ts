/**
 * The payment signature both providers use: hex HMAC-SHA256 of `order_id|payment_id` with the
 * provider's secret (Razorpay's documented scheme). Web Crypto, so the same code runs in the page,
 * in Node and in the server.
 */

/**
 * The simulated provider's own secret. It is not a secret from anyone (the simulated provider runs in
 * the page); it exists so the simulated path is verified exactly as Razorpay's is.
 */
export const SIMULATED_PAYMENT_SECRET = 'glamour-simulated-payment-secret';

const encoder = new TextEncoder();

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function hmacSha256Hex(
  secret: string,
  message: string | Uint8Array<ArrayBuffer>,
): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const bytes = typeof message === 'string' ? encoder.encode(message) : message;
  return toHex(await crypto.subtle.sign('HMAC', key, bytes));
}

export function signPayment(secret: string, orderId: string, paymentId: string): Promise<string> {
  return hmacSha256Hex(secret, `${orderId}|${paymentId}`);
}

/** Compares without stopping at the first difference, so timing says nothing about the signature. */
export async function isValidPaymentSignature(
  secret: string,
  orderId: string,
  paymentId: string,
  signature: string,
): Promise<boolean> {
  const expected = await signPayment(secret, orderId, paymentId);
  return constantTimeEqual(expected, signature.trim().toLowerCase());
}

/**
 * Whether two strings are the same, looking at every character whatever the first difference, so
 * the time taken says nothing about how much of a signature was right. Different lengths: false.
 */
export function constantTimeEqual(expected: string, given: string): boolean {
  if (given.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i += 1)
    difference |= expected.charCodeAt(i) ^ given.charCodeAt(i);
  return difference === 0;
}
