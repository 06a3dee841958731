// The outbox trigger (server/migrations/0014_outbox.sql) says the same as orderEmailFor
// (src/domain/order-emails.ts), the rule the memory store asks: for every status an order can reach,
// after every status it can come from.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEmailFor } from '@/domain/order-emails';
import { ORDER_STATUSES, type OrderLifecycleStatus } from '@/domain/order-status';
import { systemClock } from '@backend/clock';
import { createPasswords } from '@backend/passwords';
import { createSeeder, DEMO_USER } from '@backend/store/seed';
import { migrate, seedIfEmpty } from '../../../../server/db/migrate';
import { createPgShop, insertState } from '../../../../server/db/shop';
import { openPGlite, type Database } from '../../../../server/db/sql';
import { DEMO_ADDRESS_ID, PRODUCT } from '../../backend/support';

const clock = systemClock();
const seed = createSeeder(createPasswords({ iterations: 1000 }));

class Rollback extends Error {}

describe('the outbox trigger', () => {
  let db: Database;
  let orderId: string;

  beforeAll(async () => {
    db = await openPGlite();
    await migrate(db);
    await seedIfEmpty(db, insertState, seed);
    const shop = createPgShop(db, { clock, seed });
    await shop.carts.add(DEMO_USER._id, PRODUCT.lipstick);
    const created = await shop.orders.create(DEMO_USER._id, {
      addressId: DEMO_ADDRESS_ID,
      idempotencyKey: 'trigger-rule',
      paymentMethod: 'cod',
    });
    if (!created.ok || !('order' in created.value)) throw new Error('no order');
    orderId = created.value.order._id;
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  /** What the trigger queues for `status` reached after `previous` (rolled back afterwards). */
  async function triggered(previous: OrderLifecycleStatus, status: OrderLifecycleStatus) {
    let kind: string | null = null;
    await db
      .transaction(async (tx) => {
        const at = clock.now().toISOString();
        await tx.query(
          'INSERT INTO order_timeline (order_id, seq, status, at) VALUES ($1, 2, $2, $3)',
          [orderId, previous, at],
        );
        // What the step before queued is not the question: only the step after it.
        await tx.query('DELETE FROM email_outbox WHERE order_id = $1', [orderId]);
        await tx.query(
          'INSERT INTO order_timeline (order_id, seq, status, at) VALUES ($1, 3, $2, $3)',
          [orderId, status, at],
        );
        const [row] = await tx.query<{ kind: string }>(
          'SELECT kind FROM email_outbox WHERE order_id = $1 AND seq = 3',
          [orderId],
        );
        kind = row?.kind ?? null;
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    return kind;
  }

  it('queues what orderEmailFor names, for every pair of statuses', async () => {
    const differences: string[] = [];
    for (const previous of ORDER_STATUSES)
      for (const status of ORDER_STATUSES) {
        const sql = await triggered(previous, status);
        const rule = orderEmailFor(status, previous);
        if (sql !== rule) differences.push(`${previous} → ${status}: sql ${sql}, rule ${rule}`);
      }
    expect(differences).toEqual([]);
  });

  it('a new order queues what orderEmailFor names for the status it was created in', async () => {
    const [row] = await db.query<{ kind: string; seq: number }>(
      'SELECT kind, seq FROM email_outbox WHERE order_id = $1',
      [orderId],
    );
    expect(row).toEqual({ kind: orderEmailFor('placed', null), seq: 1 });
  });
});
