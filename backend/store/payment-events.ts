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

export interface PaymentEventsRepository {
  /** Takes the event `id` (named `name`, e.g. 'payment.captured'): true the first time, false after. */
  claim(id: string, name: string, at: Date): Promise<boolean>;
  /** Lets the event go again (its handling failed), so the provider's redelivery is handled. */
  release(id: string): Promise<void>;
  /** Forgets the events taken before `before`; answers how many. */
  prune(before: Date): Promise<number>;
}

export function createMemoryPaymentEvents(): PaymentEventsRepository {
  const taken = new Map<string, { name: string; at: number }>();
  return {
    claim(id, name, at) {
      if (taken.has(id)) return Promise.resolve(false);
      taken.set(id, { name, at: at.getTime() });
      return Promise.resolve(true);
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
