/**
 * The payment provider's events already taken, on PostgreSQL (migration 0009_payment_events.sql):
 * the primary key decides which of two deliveries at once takes an event, in any process.
 */
import type { PaymentEventsRepository } from '@backend/store/payment-events';
import { guard } from './errors';
import type { DocumentPart } from './parts';
import type { Database } from './sql';

export function createPgPaymentEvents(db: Database): PaymentEventsRepository {
  return {
    claim: (id, name, at) =>
      guard(async () => {
        const rows = await db.query(
          `INSERT INTO payment_events (id, name, received_at) VALUES ($1, $2, $3)
           ON CONFLICT (id) DO NOTHING RETURNING id`,
          [id, name, at.toISOString()],
        );
        return rows.length === 1;
      }),
    release: (id) =>
      guard(async () => {
        await db.query('DELETE FROM payment_events WHERE id = $1', [id]);
      }),
    prune: (before) =>
      guard(async () => {
        const [row] = await db.query<{ n: number }>(
          `WITH gone AS (DELETE FROM payment_events WHERE received_at < $1 RETURNING 1)
           SELECT count(*)::int AS n FROM gone`,
          [before.toISOString()],
        );
        return row?.n ?? 0;
      }),
  };
}

/**
 * Not in the whole-shop document (the ids are not the shop's data): the console's reset and
 * import empty the table with the rest, and its export leaves it out.
 */
export const paymentEventsPart: DocumentPart = {
  tables: ['payment_events'],
  write: () => Promise.resolve(),
  read: () => Promise.resolve(),
};
