/**
 * The payment provider's events already taken, on PostgreSQL (migrations 0009_payment_events.sql
 * and 0017_payment_event_leases.sql): the primary key decides which of two deliveries at once takes
 * an event, in any process; a claim not done within the lease is taken over, under the row's lock.
 */
import { CLAIM_LEASE_MS, type PaymentEventsRepository } from '@backend/store/payment-events';
import { guard } from './errors';
import type { DocumentPart } from './parts';
import type { Database } from './sql';

export function createPgPaymentEvents(db: Database): PaymentEventsRepository {
  return {
    claim: (id, name, at) =>
      guard(async () => {
        const rows = await db.query(
          `INSERT INTO payment_events (id, name, received_at, claimed_at) VALUES ($1, $2, $3, $3)
           ON CONFLICT (id) DO UPDATE SET claimed_at = EXCLUDED.claimed_at
             WHERE NOT payment_events.done AND payment_events.claimed_at <= $4
           RETURNING id`,
          [id, name, at.toISOString(), new Date(at.getTime() - CLAIM_LEASE_MS).toISOString()],
        );
        return rows.length === 1;
      }),
    finish: (id) =>
      guard(async () => {
        await db.query('UPDATE payment_events SET done = true WHERE id = $1', [id]);
      }),
    isDone: (id) =>
      guard(async () => {
        const rows = await db.query('SELECT 1 FROM payment_events WHERE id = $1 AND done', [id]);
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
