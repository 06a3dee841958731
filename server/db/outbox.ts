/**
 * The email outbox on PostgreSQL (the memory twin: backend/store/outbox.ts). Rows are written by
 * the trigger of server/migrations/0014_outbox.sql with the order's status change; here they are
 * claimed, one statement that skips rows another worker holds (FOR UPDATE SKIP LOCKED) and moves
 * each claimed row's next try to the end of its lease, then marked sent or due again.
 */
import { importedOutbox, type OutboxEmail, type OutboxRepository } from '@backend/store/outbox';
import { guard } from './errors';
import { rowsOf, type DocumentPart } from './parts';
import type { Database } from './sql';

/** A timestamptz as JavaScript writes it (2026-12-01T09:30:00.000Z). */
const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const COLUMNS = `id, order_id AS "orderId", user_id AS "userId", seq, kind,
  ${iso('created_at')} AS "createdAt", attempts, ${iso('next_attempt_at')} AS "nextAttemptAt",
  last_error AS "lastError", ${iso('sent_at')} AS "sentAt"`;

const ORDER = 'ORDER BY created_at, seq, order_id';

function fromRow(row: OutboxEmail): OutboxEmail {
  return { ...row, seq: Number(row.seq), attempts: Number(row.attempts) };
}

export function createPgOutbox(db: Database): OutboxRepository {
  /** Runs an UPDATE of the claimed, unsent row `id` of `attempt`: whether it changed. */
  const settle = async (id: string, attempt: number, set: string, params: (string | null)[]) => {
    const rows = await db.query(
      `UPDATE email_outbox SET ${set}
       WHERE id = $1 AND attempts = $2 AND sent_at IS NULL RETURNING id`,
      [id, attempt, ...params],
    );
    return rows.length > 0;
  };
  return {
    claim: (now, limit, leaseMs) =>
      guard(async () => {
        const rows = await db.query<OutboxEmail>(
          `WITH due AS (
             SELECT id AS due_id FROM email_outbox
             WHERE sent_at IS NULL AND next_attempt_at <= $1::timestamptz
             ${ORDER} LIMIT $3 FOR UPDATE SKIP LOCKED)
           UPDATE email_outbox e
           SET attempts = e.attempts + 1, next_attempt_at = $2::timestamptz
           FROM due WHERE e.id = due.due_id
           RETURNING ${COLUMNS}`,
          [now.toISOString(), new Date(now.getTime() + leaseMs).toISOString(), limit],
        );
        return rows.map(fromRow).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      }),
    markSent: (id, attempt, at) =>
      guard(() =>
        settle(id, attempt, 'sent_at = $3, next_attempt_at = NULL, last_error = NULL', [
          at.toISOString(),
        ]),
      ),
    markFailed: (id, attempt, error, retryAt) =>
      guard(() =>
        settle(id, attempt, 'last_error = $3, next_attempt_at = $4', [
          error,
          retryAt ? retryAt.toISOString() : null,
        ]),
      ),
    extendLease: (id, attempt, until) =>
      guard(() => settle(id, attempt, 'next_attempt_at = $3', [until.toISOString()])),
    ofOrder: (orderId) =>
      guard(async () => {
        const rows = await db.query<OutboxEmail>(
          `SELECT ${COLUMNS} FROM email_outbox WHERE order_id = $1 ${ORDER}`,
          [orderId],
        );
        return rows.map(fromRow);
      }),
  };
}

/**
 * The outbox's share of the whole-shop document. It comes after the orders: writing their
 * timelines fired the trigger, whose rows are replaced by the document's own, so a seed or an
 * import owes no email for statuses reached before it.
 */
export const outboxPart: DocumentPart = {
  tables: ['email_outbox'],
  async write(tx, doc) {
    await tx.query('DELETE FROM email_outbox');
    const emails = importedOutbox(doc.outbox ?? []);
    if (emails.length === 0) return;
    await tx.query(
      `INSERT INTO email_outbox (id, order_id, user_id, seq, kind, created_at, attempts,
         next_attempt_at, last_error, sent_at)
       SELECT v->>'id', v->>'orderId', v->>'userId', (v->>'seq')::integer, v->>'kind',
         (v->>'createdAt')::timestamptz, (v->>'attempts')::integer,
         (v->>'nextAttemptAt')::timestamptz, v->>'lastError', (v->>'sentAt')::timestamptz
       ${rowsOf('$1')} ORDER BY n`,
      [JSON.stringify(emails)],
    );
  },
  async read(tx, doc) {
    const rows = await tx.query<OutboxEmail>(`SELECT ${COLUMNS} FROM email_outbox ${ORDER}`);
    if (rows.length > 0) doc.outbox = rows.map(fromRow);
  },
};
