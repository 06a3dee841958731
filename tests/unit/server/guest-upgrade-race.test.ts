/**
 * An order placed while its guest signs up, on a real PostgreSQL (two connections, as two processes
 * would have): the order's emails go to the account's address, whichever commits first. The test
 * holds the product's row, so the order has read the guest's made-up address and waits to hold its
 * stock while the sign-up runs. Before migration 0019 the sign-up committed, moved the guest's
 * other orders, and this one then kept the made-up address. Now the order holds the account's row,
 * so the sign-up waits for it, and its second statement moves this order too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '@backend/clock';
import { createSeeder } from '@backend/store/seed';
import { success } from '@backend/store/outcome';
import { migrate, seedIfEmpty } from '../../../server/db/migrate';
import { createPgShop, insertState } from '../../../server/db/shop';
import { openPostgres, type Database } from '../../../server/db/sql';
import { PRODUCT } from '../backend/support';
import { ADDRESS, created, newUser, value } from '../backend/contract/harness';
import { postgresBin, startCluster, type Cluster } from './pg-cluster';

const WAIT = { timeout: 30_000, interval: 50 };

describe.skipIf(!postgresBin())('a guest signing up while an order is placed (PostgreSQL)', () => {
  let cluster: Cluster;
  let db: Database;
  let holder: Database;

  beforeAll(async () => {
    cluster = await startCluster();
    const url = await cluster.createDatabase('upgrade_race');
    db = openPostgres(url);
    holder = openPostgres(url);
    await migrate(db);
    await seedIfEmpty(db, insertState, createSeeder());
  });
  afterAll(async () => {
    await holder?.close();
    await db?.close();
    await cluster?.destroy();
  });

  /** How many of the shop's statements wait for a lock now. */
  const waiting = async () =>
    (
      await holder.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE wait_event_type = 'Lock' AND datname = current_database()`,
      )
    )[0]?.n ?? 0;

  it('the order is addressed to the account, not to the made-up address', async () => {
    const shop = createPgShop(db, { clock: systemClock(), seed: createSeeder() });
    const guest = value(
      await shop.accounts.create({
        ...newUser('guest-4711@guest.glamour.test'),
        guestUntil: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    );
    const [address] = value(await shop.addresses.add(guest._id, ADDRESS));
    value(await shop.carts.add(guest._id, PRODUCT.perfume));

    // The product's row held: the order reads the account, then waits to hold the stock.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = () => {};
    const holding = new Promise<void>((resolve) => (held = resolve));
    const holderDone = holder.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM products WHERE id = $1 FOR UPDATE', [PRODUCT.perfume]);
      held();
      await released;
      return success(null);
    });
    await holding;
    const placing = shop.orders.create(guest._id, {
      addressId: address?.id ?? '',
      idempotencyKey: 'upgrade-race',
    });
    await expect.poll(waiting, WAIT).toBe(1);

    // The sign-up meanwhile: it ends (before 0019), or waits for the order (two waiting then).
    let signedUp = false;
    const signingUp = shop.accounts
      .upgradeGuest(guest._id, {
        firstName: 'Mira',
        lastName: 'Das',
        email: 'mira@example.com',
        passwordHash: 'pbkdf2-sha256$1$BBBB$BBBB',
        extra: {},
        updatedAt: new Date().toISOString(),
      })
      .finally(() => (signedUp = true));
    await expect.poll(async () => signedUp || (await waiting()) === 2, WAIT).toBe(true);
    release();
    await holderDone;

    const order = created(await placing).order;
    value(await signingUp);
    const stored = value(await shop.orders.get(guest._id, order._id));
    expect(stored.userEmail).toBe('mira@example.com');
  });
});
