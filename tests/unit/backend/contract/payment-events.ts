/** The payment provider's events already taken (backend/store/payment-events.ts, server/db/payment-events.ts). */
import { describe, expect, it } from 'vitest';
import { CLAIM_LEASE_MS } from '@backend/store/payment-events';
import type { Contract } from './harness';

const at = new Date('2026-11-20T10:00:00Z');
// Ids of their own per run: the memory side keeps them beside the document, past a reset.
const eventId = () => `evt_${crypto.randomUUID().replaceAll('-', '').slice(0, 14)}`;

export function describePaymentEventsContract({ shop }: Contract): void {
  describe('payment events', () => {
    it('takes an event once: the first claim is true, a repeat false, and the shop is unchanged', async () => {
      const id = eventId();
      const before = await shop().admin.snapshot();
      expect(await shop().paymentEvents.claim(id, 'payment.captured', at)).toBe(true);
      expect(await shop().paymentEvents.claim(id, 'payment.captured', at)).toBe(false);
      expect(await shop().paymentEvents.claim(id, 'order.paid', at)).toBe(false);
      expect(await shop().admin.snapshot()).toEqual(before);
    });

    it('of two claims at once, exactly one takes the event', async () => {
      const id = eventId();
      const claims = await Promise.all(
        Array.from({ length: 8 }, () => shop().paymentEvents.claim(id, 'order.paid', at)),
      );
      expect(claims.filter(Boolean)).toHaveLength(1);
    });

    it('says whether an event is handled: not while it is being handled, and once finished', async () => {
      const id = eventId();
      expect(await shop().paymentEvents.isDone(id)).toBe(false);
      expect(await shop().paymentEvents.claim(id, 'payment.captured', at)).toBe(true);
      expect(await shop().paymentEvents.isDone(id)).toBe(false);
      await shop().paymentEvents.finish(id);
      expect(await shop().paymentEvents.isDone(id)).toBe(true);
    });

    it('a released event can be taken again; releasing an unknown one is harmless', async () => {
      const id = eventId();
      expect(await shop().paymentEvents.claim(id, 'payment.failed', at)).toBe(true);
      await shop().paymentEvents.release(id);
      await shop().paymentEvents.release(eventId());
      expect(await shop().paymentEvents.claim(id, 'payment.failed', at)).toBe(true);
    });

    it('a claim its handler never finished is taken again once the lease is over, by one delivery', async () => {
      // The process that claimed it died while handling it: no finish, no release.
      const id = eventId();
      const later = (ms: number) => new Date(at.getTime() + ms);
      expect(await shop().paymentEvents.claim(id, 'refund.processed', at)).toBe(true);
      // While it may still be handled, a redelivery is a repeat.
      expect(
        await shop().paymentEvents.claim(id, 'refund.processed', later(CLAIM_LEASE_MS - 1)),
      ).toBe(false);
      const claims = await Promise.all(
        Array.from({ length: 8 }, () =>
          shop().paymentEvents.claim(id, 'refund.processed', later(CLAIM_LEASE_MS)),
        ),
      );
      expect(claims.filter(Boolean)).toHaveLength(1);
      // The new claim is a lease of its own.
      expect(
        await shop().paymentEvents.claim(id, 'refund.processed', later(CLAIM_LEASE_MS + 1)),
      ).toBe(false);
      expect(
        await shop().paymentEvents.claim(id, 'refund.processed', later(2 * CLAIM_LEASE_MS)),
      ).toBe(true);
    });

    it('a finished event is never taken again, however late the delivery', async () => {
      const id = eventId();
      expect(await shop().paymentEvents.claim(id, 'order.paid', at)).toBe(true);
      await shop().paymentEvents.finish(id);
      await shop().paymentEvents.finish(eventId());
      const dayLater = new Date(at.getTime() + 24 * 3_600_000);
      expect(await shop().paymentEvents.claim(id, 'order.paid', dayLater)).toBe(false);
    });

    it('prune forgets the events taken before the instant, and only those', async () => {
      const old = eventId();
      const recent = eventId();
      await shop().paymentEvents.claim(old, 'order.paid', new Date('2026-11-01T00:00:00Z'));
      await shop().paymentEvents.claim(recent, 'order.paid', new Date('2026-11-19T00:00:00Z'));
      await shop().paymentEvents.finish(old);
      await shop().paymentEvents.finish(recent);
      expect(await shop().paymentEvents.prune(new Date('2026-11-10T00:00:00Z'))).toBe(1);
      expect(await shop().paymentEvents.claim(old, 'order.paid', at)).toBe(true);
      expect(await shop().paymentEvents.claim(recent, 'order.paid', at)).toBe(false);
      expect(await shop().paymentEvents.prune(new Date('2026-11-10T00:00:00Z'))).toBe(0);
    });
  });
}
