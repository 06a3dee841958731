import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { constantTimeEqual } from '@/domain/payment-signature';
import { isValidWebhookSignature, signWebhook } from '@/domain/webhook-signature';

const SECRET = 'webhook-secret-from-the-dashboard';
const BODY =
  '{"entity":"event","account_id":"acc_BFQ7uQEaa7j2z7","event":"payment.captured","contains":["payment"],"payload":{"payment":{"entity":{"id":"pay_DESp9bgForNoUd","amount":47800}}},"created_at":1691735748}';

describe('webhook signatures', () => {
  it('are the hex HMAC-SHA256 of the raw body with the webhook secret', async () => {
    const expected = createHmac('sha256', SECRET).update(BODY).digest('hex');
    expect(await signWebhook(SECRET, BODY)).toBe(expected);
    // The same bytes given as bytes sign the same.
    expect(await signWebhook(SECRET, new TextEncoder().encode(BODY))).toBe(expected);
  });

  it('verify only that body with that secret', async () => {
    const signature = await signWebhook(SECRET, BODY);
    expect(await isValidWebhookSignature(SECRET, BODY, signature)).toBe(true);
    expect(await isValidWebhookSignature('another-secret', BODY, signature)).toBe(false);
    // One byte more, or the same JSON printed again with other spacing, is another body.
    expect(await isValidWebhookSignature(SECRET, `${BODY} `, signature)).toBe(false);
    const reprinted = JSON.stringify(JSON.parse(BODY) as unknown, null, 1);
    expect(await isValidWebhookSignature(SECRET, reprinted, signature)).toBe(false);
  });

  it('refuse any other form of the signature: length, case, spaces, missing', async () => {
    const signature = await signWebhook(SECRET, BODY);
    const refused = [
      signature.toUpperCase(),
      signature.slice(1),
      `${signature}0`,
      ` ${signature}`,
      `sha256=${signature}`,
      '',
      null,
      undefined,
    ];
    for (const given of refused)
      expect(await isValidWebhookSignature(SECRET, BODY, given), String(given)).toBe(false);
  });

  it('refuse everything when the secret is empty, and will not sign with it', async () => {
    const signature = await signWebhook(SECRET, BODY);
    expect(await isValidWebhookSignature('', BODY, signature)).toBe(false);
    await expect(signWebhook('', BODY)).rejects.toThrow(/empty/);
  });
});

describe('constant-time comparison', () => {
  it('is true only for the same text', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'ab')).toBe(false);
    expect(constantTimeEqual('abc', 'ABC')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
  });
});
