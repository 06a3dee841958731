/** The address book (backend/store/addresses.ts, server/db/addresses.ts). */
import { describe, expect, it } from 'vitest';
import type { Outcome } from '@backend/store/outcome';
import { DEMO_USER } from '@backend/store/seed';
import { DEMO_ADDRESS_ID } from '../support';
import { ADDRESS, NOBODY, value, type Contract } from './harness';

export function describeAddressesContract({ shop, refusesAndKeeps }: Contract): void {
  describe('addresses', () => {
    it('addresses: add, update, delete; an unknown address is refused and changes nothing', async () => {
      const id = DEMO_USER._id;
      const added = value(await shop().addresses.add(id, ADDRESS));
      expect(added).toHaveLength(2);
      const newId = added[1]?.id ?? '';
      expect(added[1]).toEqual({ ...ADDRESS, id: newId });
      const updated = value(
        await shop().addresses.update(id, newId, { ...ADDRESS, city: 'Mumbai' }),
      );
      expect(updated.map((a) => a.city)).toEqual(['Bengaluru', 'Mumbai']);
      expect(value(await shop().addresses.list(id))).toEqual(updated);
      await refusesAndKeeps(
        () => shop().addresses.update(id, 'nope', ADDRESS),
        'not-found',
        /No address/,
      );
      await refusesAndKeeps(() => shop().addresses.remove(id, 'nope'), 'not-found', /No address/);
      const left = value(await shop().addresses.remove(id, DEMO_ADDRESS_ID));
      expect(left.map((a) => a.id)).toEqual([newId]);
    });

    it('every address call refuses an account that does not exist, changing nothing', async () => {
      const calls: (() => Promise<Outcome<unknown>>)[] = [
        () => shop().addresses.list(NOBODY),
        () => shop().addresses.add(NOBODY, ADDRESS),
        () => shop().addresses.update(NOBODY, DEMO_ADDRESS_ID, ADDRESS),
        () => shop().addresses.remove(NOBODY, DEMO_ADDRESS_ID),
      ];
      for (const call of calls) await refusesAndKeeps(call, 'not-found', /not Registered/);
    });
  });
}
