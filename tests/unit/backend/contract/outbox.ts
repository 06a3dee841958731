/** The email outbox (backend/store/outbox.ts, server/db/outbox.ts with its trigger). */
import { describe, expect, it } from 'vitest';
import { DEMO_USER } from '@backend/store/seed';
import { DEMO_ADDRESS_ID, PRODUCT } from '../support';
import { created, value, type Contract } from './harness';

const LEASE_MS = 60_000;

export function describeOutboxContract({ shop, refusesAndKeeps }: Contract): void {
  describe('outbox', () => {
    async function codOrder(key: string): Promise<string> {
      value(await shop().carts.add(DEMO_USER._id, PRODUCT.lipstick));
      const { order } = created(
        await shop().orders.create(DEMO_USER._id, {
          addressId: DEMO_ADDRESS_ID,
          idempotencyKey: key,
          paymentMethod: 'cod',
        }),
      );
      return order._id;
    }

    it('outbox: a cash order owes "placed" as it is made; an unpaid online order owes nothing', async () => {
      const orderId = await codOrder('outbox-1');
      expect(await shop().outbox.ofOrder(orderId)).toEqual([
        expect.objectContaining({
          id: `${orderId}:1`,
          orderId,
          userId: DEMO_USER._id,
          seq: 1,
          kind: 'order_placed',
          attempts: 0,
          lastError: null,
          sentAt: null,
        }),
      ]);
      value(await shop().carts.add(DEMO_USER._id, PRODUCT.perfume));
      const online = created(
        await shop().orders.create(DEMO_USER._id, {
          addressId: DEMO_ADDRESS_ID,
          idempotencyKey: 'outbox-2',
        }),
      );
      expect(await shop().outbox.ofOrder(online.order._id)).toEqual([]);
    });

    it('outbox: shipped and delivered owe one each, in the same write; a refused move owes nothing', async () => {
      const orderId = await codOrder('outbox-3');
      value(await shop().orders.ship(orderId, { carrier: 'Delhivery', trackingNumber: 'DL1' }));
      await refusesAndKeeps(
        () => shop().orders.ship(orderId, { carrier: 'Delhivery', trackingNumber: 'DL2' }),
        'conflict',
        /shipped/,
      );
      value(await shop().orders.deliver(orderId, 7));
      const owed = await shop().outbox.ofOrder(orderId);
      expect(owed.map((e) => [e.seq, e.kind])).toEqual([
        [1, 'order_placed'],
        [2, 'order_shipped'],
        [3, 'order_delivered'],
      ]);
    });

    it('outbox: a claim is a lease; only its own claim marks an email sent', async () => {
      const orderId = await codOrder('outbox-4');
      const id = `${orderId}:1`;
      const [createdAt] = (await shop().outbox.ofOrder(orderId)).map((e) => e.createdAt);
      const now = new Date(Date.parse(createdAt ?? '') + 1000);
      const [first] = await shop().outbox.claim(now, 10, LEASE_MS);
      expect(first).toMatchObject({ id, attempts: 1 });
      expect(first?.nextAttemptAt).toBe(new Date(now.getTime() + LEASE_MS).toISOString());
      // Held by the lease; taken again once it ends (the first claimant died).
      expect(await shop().outbox.claim(now, 10, LEASE_MS)).toEqual([]);
      const later = new Date(now.getTime() + LEASE_MS + 1);
      const [second] = await shop().outbox.claim(later, 10, LEASE_MS);
      expect(second).toMatchObject({ id, attempts: 2 });
      // The first claim can no longer mark it; the second can, once.
      expect(await shop().outbox.markSent(id, 1, later)).toBe(false);
      expect(await shop().outbox.markFailed(id, 1, 'late', null)).toBe(false);
      expect(await shop().outbox.markSent(id, 2, later)).toBe(true);
      expect(await shop().outbox.markSent(id, 2, later)).toBe(false);
      const [sent] = await shop().outbox.ofOrder(orderId);
      expect(sent).toMatchObject({ sentAt: later.toISOString(), nextAttemptAt: null });
      expect(await shop().outbox.claim(new Date(later.getTime() + 10 * LEASE_MS), 10, 1)).toEqual(
        [],
      );
    });

    it('outbox: a failed try is due again at its retry time, or never when given up', async () => {
      const orderId = await codOrder('outbox-5');
      const id = `${orderId}:1`;
      const [createdAt] = (await shop().outbox.ofOrder(orderId)).map((e) => e.createdAt);
      const now = new Date(Date.parse(createdAt ?? '') + 1000);
      await shop().outbox.claim(now, 1, LEASE_MS);
      const retryAt = new Date(now.getTime() + 5000);
      expect(await shop().outbox.markFailed(id, 1, '451 Try again later', retryAt)).toBe(true);
      expect(await shop().outbox.claim(new Date(retryAt.getTime() - 1), 1, LEASE_MS)).toEqual([]);
      const [again] = await shop().outbox.claim(retryAt, 1, LEASE_MS);
      expect(again).toMatchObject({ id, attempts: 2, lastError: '451 Try again later' });
      expect(await shop().outbox.markFailed(id, 2, '550 No such user', null)).toBe(true);
      expect(await shop().outbox.claim(new Date(retryAt.getTime() + 1e9), 1, LEASE_MS)).toEqual([]);
      const [given] = await shop().outbox.ofOrder(orderId);
      expect(given).toMatchObject({
        nextAttemptAt: null,
        sentAt: null,
        lastError: '550 No such user',
      });
    });

    it('outbox: an import owes nothing: emails owed before it are given up, sent ones stay', async () => {
      const owedId = await codOrder('outbox-6');
      const sentId = await codOrder('outbox-7');
      const [sentCreated] = (await shop().outbox.ofOrder(sentId)).map((e) => e.createdAt);
      const at = new Date(Date.parse(sentCreated ?? '') + 1000);
      for (const email of await shop().outbox.claim(at, 10, LEASE_MS))
        if (email.orderId === sentId) await shop().outbox.markSent(email.id, email.attempts, at);
        else await shop().outbox.markFailed(email.id, email.attempts, 'try later', at);
      const doc = await shop().admin.snapshot();
      // An order from an old browser store: its timeline's time could not be read ('').
      const owner = doc.users.find((u) => u._id === DEMO_USER._id);
      const old = owner?.orders.find((o) => o._id === owedId);
      if (!old) throw new Error('the order is not in the snapshot');
      old.timeline = old.timeline.map((entry) => ({ ...entry, at: '' }));
      await shop().admin.replace(doc);
      expect((await shop().outbox.ofOrder(owedId))[0]).toMatchObject({
        nextAttemptAt: null,
        sentAt: null,
        lastError: 'try later',
      });
      expect((await shop().outbox.ofOrder(sentId))[0]?.sentAt).toBe(at.toISOString());
      // Nothing is due after the import, however long one waits.
      expect(await shop().outbox.claim(new Date(at.getTime() + 1e9), 10, LEASE_MS)).toEqual([]);
    });
  });
}
