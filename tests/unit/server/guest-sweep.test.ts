/**
 * The server's guest sweep: at start and then every interval it removes guests past their
 * end with their data, on the server's store (PGlite here), and two sweeps at once are harmless.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pinnedClock } from '@backend/clock';
import { createSeeder } from '@backend/store/seed';
import type { UserRow } from '@backend/store/schema';
import type { AccountsRepository } from '@backend/store/accounts';
import { startGuestSweep } from '../../../server/guest-sweep';
import { migrate, seedIfEmpty } from '../../../server/db/migrate';
import { createPgShop, insertState } from '../../../server/db/shop';
import { openPGlite, type Database } from '../../../server/db/sql';

let db: Database;
let store: AccountsRepository;
const clock = pinnedClock(Date.parse('2026-03-10T00:00:00Z'));

const guest = (id: string, guestUntil: string): UserRow => ({
  _id: id,
  firstName: 'Guest',
  lastName: '',
  email: `${id}@guest.glamour.invalid`,
  createdAt: '2026-03-01T10:00:00+05:30',
  updatedAt: '2026-03-01T10:00:00+05:30',
  passwordHash: 'none',
  extra: {},
  tokenVersion: 0,
  cart: [],
  wishlist: [],
  addresses: [],
  orders: [],
  guestUntil,
});

beforeAll(async () => {
  db = await openPGlite('memory://');
  await migrate(db);
  const seed = createSeeder();
  await seedIfEmpty(db, insertState, seed, {});
  store = createPgShop(db, { clock, seed }).accounts;
}, 60_000);

afterAll(async () => {
  await db.close();
});

describe('the guest sweep', () => {
  it('removes expired guests at start and on every round, never a live one', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      await store.create(guest('expired-1', '2026-03-09T00:00:00.000Z'));
      await store.create(guest('live-1', '2026-03-11T00:00:00.000Z'));
      const spy = vi.spyOn(store, 'removeExpiredGuests');
      const sweep = startGuestSweep({ accounts: store, clock, everyMs: 1000 });
      await vi.waitFor(async () => expect(await store.findById('expired-1')).toBeUndefined());
      expect(await store.findById('live-1')).toBeDefined();

      await store.create(guest('expired-2', '2026-03-01T00:00:00.000Z'));
      vi.advanceTimersByTime(1000);
      await vi.waitFor(async () => expect(await store.findById('expired-2')).toBeUndefined());
      expect(spy).toHaveBeenCalledTimes(2);
      sweep.stop();
      vi.advanceTimersByTime(5000);
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('two processes sweeping at once remove each guest once', async () => {
    await store.create(guest('expired-3', '2026-03-01T00:00:00.000Z'));
    const other = createPgShop(db, { clock, seed: createSeeder() }).accounts;
    const removed = await Promise.all([
      store.removeExpiredGuests(clock.now()),
      other.removeExpiredGuests(clock.now()),
    ]);
    expect(removed.sort()).toEqual([0, 1]);
  });
});
