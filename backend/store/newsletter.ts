/** The newsletter's subscribers, one per normalised email. The SQL side is server/db/newsletter.ts. */
import { normaliseEmail } from '@/domain/email';
import type { Engine } from './engine';
import { success, type Outcome } from './outcome';

export interface NewsletterRepository {
  subscribe(email: string): Promise<Outcome<{ alreadySubscribed: boolean }>>;
}

export function createMemoryNewsletter(engine: Engine): NewsletterRepository {
  return {
    subscribe: (email) =>
      engine.write((draft) => {
        const wanted = normaliseEmail(email);
        const alreadySubscribed = draft.subscribers.includes(wanted);
        if (!alreadySubscribed) draft.subscribers.push(wanted);
        return success({ alreadySubscribed });
      }),
  };
}
