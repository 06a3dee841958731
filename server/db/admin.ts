/**
 * The console's whole-shop operations on PostgreSQL: the whole-shop document written into emptied
 * tables (reset, import) or read out of them (export), each repository's part mapping its own
 * tables (./parts.ts), in one transaction.
 */
import type { Clock } from '@backend/clock';
import type { AdminRepository } from '@backend/store/admin';
import { DB_VERSION, type DbState } from '@backend/store/schema';
import type { Seeder } from '@backend/store/seed';
import { guard } from './errors';
import type { DocumentPart } from './parts';
import type { Database, Queryable } from './sql';

/** Writes `doc` into an empty shop (seed, reset, import), part after part. */
export async function writeDocument(
  tx: Queryable,
  parts: readonly DocumentPart[],
  doc: DbState,
): Promise<void> {
  for (const part of parts) await part.write(tx, doc);
}

export function createPgAdmin(
  db: Database,
  parts: readonly DocumentPart[],
  { clock, seed, changed }: { clock: Clock; seed: Seeder; changed: () => void },
): AdminRepository {
  const tables = parts
    .flatMap((part) => part.tables)
    .reverse()
    .join(', ');
  async function replaceAll(doc: DbState): Promise<void> {
    try {
      await db.transaction(async (tx) => {
        await tx.exec(`TRUNCATE ${tables} RESTART IDENTITY`);
        await writeDocument(tx, parts, doc);
      });
    } finally {
      // This process's next read sees the new catalogue at once, without waiting for the NOTIFY.
      changed();
    }
  }
  return {
    reset: () =>
      guard(async () => {
        clock.restartIds();
        await replaceAll(await seed());
      }),
    snapshot: () =>
      guard(() =>
        db.transaction(async (tx) => {
          // One moment for every part: read at READ COMMITTED, each part saw the shop as it was
          // when it was read, and an order placed meanwhile left its email in the outbox but not
          // its order in the document (whose import then failed) or its held units unexplained.
          await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
          const doc: DbState = {
            version: DB_VERSION,
            products: [],
            stockLevels: {},
            categories: [],
            users: [],
            todos: [],
            subscribers: [],
            reviews: [],
            importedRatings: {},
          };
          for (const part of parts) await part.read(tx, doc);
          return doc;
        }),
      ),
    replace: (doc) => guard(() => replaceAll(structuredClone(doc))),
  };
}
