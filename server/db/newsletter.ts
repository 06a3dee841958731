/** The newsletter on PostgreSQL: one statement, the primary key deciding "already subscribed". */
import { normaliseEmail } from '@/domain/email';
import type { NewsletterRepository } from '@backend/store/newsletter';
import { success } from '@backend/store/outcome';
import { guard } from './errors';
import type { DocumentPart } from './parts';
import type { Database } from './sql';

export function createPgNewsletter(db: Database): NewsletterRepository {
  return {
    subscribe: (email) =>
      guard(async () => {
        const inserted = await db.query(
          'INSERT INTO subscribers (email) VALUES ($1) ON CONFLICT (email) DO NOTHING RETURNING email',
          [normaliseEmail(email)],
        );
        return success({ alreadySubscribed: inserted.length === 0 });
      }),
  };
}

export const newsletterPart: DocumentPart = {
  tables: ['subscribers'],
  async write(tx, doc) {
    if (doc.subscribers.length === 0) return;
    await tx.query(
      `INSERT INTO subscribers (email)
       SELECT value FROM json_array_elements_text($1::text::json) WITH ORDINALITY AS e(value, n)
       ORDER BY n ON CONFLICT DO NOTHING`,
      [JSON.stringify(doc.subscribers)],
    );
  },
  async read(tx, doc) {
    const rows = await tx.query<{ email: string }>(
      'SELECT email FROM subscribers ORDER BY position',
    );
    doc.subscribers = rows.map((r) => r.email);
  },
};
