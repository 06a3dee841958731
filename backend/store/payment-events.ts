/**
 * The payment provider's events already taken, by event id (the webhook's `x-razorpay-event-id`,
 * which a redelivery keeps; the simulated provider makes its own): the handler takes an event
 * once, so a repeated delivery is answered at once and changes nothing. Handling is idempotent
 * anyway (backend/settlement/); this keeps repeats cheap. The SQL side is server/db/payment-events.ts.
 *
 * The memory side keeps the ids beside the document, not in it: they are not the shop's data (the
 * console's export leaves them out), and a page that reloads forgets them, which only means a
 * repeat is handled again, to the same end.
 */

/**
 * How long a claim holds an event its handler has not finished. Past it, the handler is taken to
 * have died with its process (killed, out of memory, a deploy: no answer reached the provider, which
 * delivers again later), and the next delivery takes the event. Longer than any handling takes (a
 * refund's round trip to the provider, the database's statement timeout), shorter than the
 * provider's wait before its first redelivery.
 */
export const CLAIM_LEASE_MS = 2 * 60_000;

export interface PaymentEventsRepository {
  /**
   * Takes the event `id` (named `name`, e.g. 'payment.captured') at `at`: true the first time, and
   * again when an earlier claim was neither finished nor released and is older than
   * CLAIM_LEASE_MS; false otherwise (handled, or being handled).
   */
  claim(id: string, name: string, at: Date): Promise<boolean>;
  /** The event is handled: no later delivery takes it. */
  finish(id: string): Promise<void>;
  /** Whether the event is handled (finished); false while it is still being handled, or unknown. */
  isDone(id: string): Promise<boolean>;
  /** Lets the event go again (its handling failed), so the provider's redelivery is handled. */
  release(id: string): Promise<void>;
  /** Forgets the events taken before `before`; answers how many. */
  prune(before: Date): Promise<number>;
}

export function createMemoryPaymentEvents(): PaymentEventsRepository {
  const taken = new Map<string, { name: string; at: number; claimedAt: number; done: boolean }>();
  return {
    claim(id, name, at) {
      const earlier = taken.get(id);
      if (earlier) {
        if (earlier.done || at.getTime() - earlier.claimedAt < CLAIM_LEASE_MS)
          return Promise.resolve(false);
        earlier.claimedAt = at.getTime();
        return Promise.resolve(true);
      }
      taken.set(id, { name, at: at.getTime(), claimedAt: at.getTime(), done: false });
      return Promise.resolve(true);
    },
    finish(id) {
      const event = taken.get(id);
      if (event) event.done = true;
      return Promise.resolve();
    },
    isDone(id) {
      return Promise.resolve(taken.get(id)?.done ?? false);
    },
    release(id) {
      taken.delete(id);
      return Promise.resolve();
    },
    prune(before) {
      let removed = 0;
      for (const [id, event] of taken)
        if (event.at < before.getTime()) {
          taken.delete(id);
          removed += 1;
        }
      return Promise.resolve(removed);
    },
  };
}
