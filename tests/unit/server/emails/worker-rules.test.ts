// The worker's pure rules: how long it waits after a failure, and the Message-ID of an email.
import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, messageIdOf, retryDelay } from '../../../../server/email-worker';

describe('retryDelay', () => {
  it('doubles from the first wait after each failed try, up to an hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelay(n, 30_000))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelay(MAX_ATTEMPTS, 30_000)).toBe(3_600_000);
  });
});

describe('messageIdOf', () => {
  it('is the same on every try, from the outbox id, at the sender’s domain', () => {
    const email = { id: 'c0ffee00-4b1d:2', kind: 'order_shipped' } as const;
    const id = messageIdOf(email, 'Glamour <orders@shop.example>');
    expect(id).toBe('<order_shipped.c0ffee00-4b1d.2@shop.example>');
    expect(messageIdOf(email, 'Glamour <orders@shop.example>')).toBe(id);
    expect(messageIdOf({ ...email, id: 'c0ffee00-4b1d:3' }, 'orders@shop.example')).toBe(
      '<order_shipped.c0ffee00-4b1d.3@shop.example>',
    );
  });
});
