/**
 * The server's guest sweep (issue 25): at start and then every interval it removes guests past their
 * end with their data, on the server's store (PGlite here), and two sweeps at once are harmless.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pinnedClock } from '@backend/clock';
import { createSeeder } from '@backend/store/seed';
import type { UserRow } from '@backend/store/schema';
import type { Store } from '@backend/store/store';
import { startGuestSweep } from '../../../server/guest-sweep';
import { migrate, seedIfEmpty } from '../../../server/db/migrate';
import { createPgStore, insertState } from '../../../server/db/pg-store';
import { openPGlite, type Database } from '../../../server/db/sql';

let db: Database;
let store: Store;
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
  store = createPgStore(db, { clock, seed });
}, 60_000);

afterAll(async () => {
  store.dispose();
  await db.close();
});

describe('the guest sweep', () => {
  it('removes expired guests at start and on every round, never a live one', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      await store.createUser(guest('expired-1', '2026-03-09T00:00:00.000Z'));
      await store.createUser(guest('live-1', '2026-03-11T00:00:00.000Z'));
      const spy = vi.spyOn(store, 'removeExpiredGuests');
      const sweep = startGuestSweep({ store, clock, everyMs: 1000 });
      await vi.waitFor(async () => expect(await store.findUserById('expired-1')).toBeUndefined());
      expect(await store.findUserById('live-1')).toBeDefined();

      await store.createUser(guest('expired-2', '2026-03-01T00:00:00.000Z'));
      vi.advanceTimersByTime(1000);
      await vi.waitFor(async () => expect(await store.findUserById('expired-2')).toBeUndefined());
      expect(spy).toHaveBeenCalledTimes(2);
      sweep.stop();
      vi.advanceTimersByTime(5000);
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('two processes sweeping at once remove each guest once', async () => {
    await store.createUser(guest('expired-3', '2026-03-01T00:00:00.000Z'));
    const other = createPgStore(db, { clock, seed: createSeeder() });
    const removed = await Promise.all([
      store.removeExpiredGuests(clock.now()),
      other.removeExpiredGuests(clock.now()),
    ]);
    expect(removed.sort()).toEqual([0, 1]);
    other.dispose();
  });
});
