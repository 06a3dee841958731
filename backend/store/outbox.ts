/**
 * The email outbox: one row per email an order owes, written in the same write as the status change
 * that owes it (the memory side in ./order-timeline.ts `recordStatus`; PostgreSQL by a trigger on
 * order_timeline, server/migrations/0014_outbox.sql), then sent by the server's email worker
 * (server/email-worker.ts), which claims due rows for a lease, sends, and marks them sent or due
 * again later. The SQL side is server/db/outbox.ts.
 */
import { z } from 'zod';
import { ORDER_EMAIL_KINDS, orderEmailFor, sentOncePerOrder } from '@/domain/order-emails';
import type { OrderLifecycleStatus } from '@/domain/order-status';
import type { Engine } from './engine';
import { success } from './outcome';
import type { DbState } from './schema';

export const outboxEmailSchema = z.object({
  /** `<order id>:<timeline seq>`: the Message-ID is made from it, so a resend is recognisable. */
  id: z.string().min(1),
  orderId: z.string().min(1),
  userId: z.string().min(1),
  /** The order's timeline entry that owes it (1 for the status it was created in). */
  seq: z.int().min(1),
  kind: z.enum(ORDER_EMAIL_KINDS),
  createdAt: z.string(),
  /** Claims so far (each claim is one try at sending). */
  attempts: z.int().min(0),
  /** When it may be claimed next (ISO); null: given up, never tried again. */
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
});

export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

export interface OutboxRepository {
  /**
   * Takes up to `limit` unsent emails due at `now` (oldest first) for `leaseMs`: each claim counts an
   * attempt and moves `nextAttemptAt` to the lease's end, so no other worker takes it meanwhile,
   * and a worker that dies holding it lets it go when the lease ends.
   */
  claim(now: Date, limit: number, leaseMs: number): Promise<OutboxEmail[]>;
  /**
   * Marks a claimed email sent at `at`. Only the claim that made `attempt` may: false when the
   * email was claimed again since (its lease ran out) or is already sent.
   */
  markSent(id: string, attempt: number, at: Date): Promise<boolean>;
  /**
   * A claimed try failed: `error` kept, due again at `retryAt` (null: given up). Only the claim
   * that made `attempt` may; false otherwise.
   */
  markFailed(id: string, attempt: number, error: string, retryAt: Date | null): Promise<boolean>;
  /**
   * The claim that made `attempt` is still at work (a slow send): its lease now ends at `until`.
   * False when the email was claimed again since or is sent.
   */
  extendLease(id: string, attempt: number, until: Date): Promise<boolean>;
  /** The emails an order owes or sent, oldest first. */
  ofOrder(orderId: string): Promise<OutboxEmail[]>;
}

/** Why an email owed before an import is not sent after it (its `lastError`). */
export const IMPORTED_NOT_SENT = 'imported: owed before the import, not sent';

/**
 * A document's outbox as an import (or a seed) keeps it: what was sent stays sent, and what was
 * still owed is given up, since an import owes no email for the statuses its orders already
 * reached (a browser store's never-sent queue would otherwise all go out at once, about old orders).
 */
export function importedOutbox(emails: readonly OutboxEmail[]): OutboxEmail[] {
  return emails.map((email) =>
    email.sentAt !== null || email.nextAttemptAt === null
      ? email
      : { ...email, nextAttemptAt: null, lastError: email.lastError ?? IMPORTED_NOT_SENT },
  );
}

/** The outbox row's id for an order's timeline entry. */
export const outboxId = (orderId: string, seq: number) => `${orderId}:${seq}`;

/**
 * Queues the email an order owes for reaching `status` from `previous`, if any, in the document
 * being written (the memory twin of the SQL trigger). `seq` is the status's place in the timeline.
 */
export function queueOrderEmail(
  db: DbState,
  entry: {
    orderId: string;
    userId: string;
    seq: number;
    status: OrderLifecycleStatus;
    previous: OrderLifecycleStatus | null;
    at: string;
  },
): void {
  const kind = orderEmailFor(entry.status, entry.previous);
  if (!kind) return;
  // A new array (and new rows below), never a change in place: the engine's draft shares the
  // outbox with the state a refused or unsaved write leaves as it was (./engine.ts, write).
  const outbox = db.outbox ?? [];
  const id = outboxId(entry.orderId, entry.seq);
  const owed = (e: OutboxEmail) =>
    e.id === id || (sentOncePerOrder(kind) && e.orderId === entry.orderId && e.kind === kind);
  if (outbox.some(owed)) return;
  db.outbox = [
    ...outbox,
    {
      id,
      orderId: entry.orderId,
      userId: entry.userId,
      seq: entry.seq,
      kind,
      createdAt: entry.at,
      attempts: 0,
      nextAttemptAt: entry.at,
      lastError: null,
      sentAt: null,
    },
  ];
}

const byAge = (a: OutboxEmail, b: OutboxEmail) =>
  a.createdAt.localeCompare(b.createdAt) || a.seq - b.seq || a.orderId.localeCompare(b.orderId);

export function createMemoryOutbox(engine: Engine): OutboxRepository {
  /**
   * Changes the email `id` claimed at `attempt`, unsent: whether it was there to change. Each change
   * makes new rows in a new array, never changes one in place: the engine's draft shares the outbox
   * with the state that a write the storage refuses must leave as it was (./engine.ts, write).
   */
  const settle = (id: string, attempt: number, change: (email: OutboxEmail) => OutboxEmail) =>
    engine
      .write((db) => {
        const email = db.outbox?.find((e) => e.id === id);
        if (!db.outbox || !email || email.sentAt !== null || email.attempts !== attempt)
          return success(false);
        db.outbox = db.outbox.map((e) => (e === email ? change(e) : e));
        return success(true);
      })
      .then((outcome) => outcome.ok && outcome.value);

  return {
    claim: async (now, limit, leaseMs) => {
      const outcome = await engine.write((db) => {
        const due = (db.outbox ?? [])
          .filter((e) => e.sentAt === null && e.nextAttemptAt !== null)
          .filter((e) => Date.parse(e.nextAttemptAt ?? '') <= now.getTime())
          .sort(byAge)
          .slice(0, limit);
        const leaseEnds = new Date(now.getTime() + leaseMs).toISOString();
        const claimed = new Map(
          due.map((e) => [e.id, { ...e, attempts: e.attempts + 1, nextAttemptAt: leaseEnds }]),
        );
        db.outbox = (db.outbox ?? []).map((e) => claimed.get(e.id) ?? e);
        return success([...claimed.values()].map((e) => ({ ...e })));
      });
      return outcome.ok ? outcome.value : [];
    },
    markSent: (id, attempt, at) =>
      settle(id, attempt, (email) => ({
        ...email,
        sentAt: at.toISOString(),
        nextAttemptAt: null,
        lastError: null,
      })),
    markFailed: (id, attempt, error, retryAt) =>
      settle(id, attempt, (email) => ({
        ...email,
        lastError: error,
        nextAttemptAt: retryAt ? retryAt.toISOString() : null,
      })),
    extendLease: (id, attempt, until) =>
      settle(id, attempt, (email) => ({ ...email, nextAttemptAt: until.toISOString() })),
    ofOrder: (orderId) =>
      engine.read((db) =>
        (db.outbox ?? [])
          .filter((e) => e.orderId === orderId)
          .sort(byAge)
          .map((e) => ({ ...e })),
      ),
  };
}
