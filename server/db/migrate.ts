/**
 * Versioned SQL migrations (server/migrations/NNNN_name.sql, applied in order, each once, recorded
 * in schema_migrations) and the first seeding of an empty shop. Both run at start under one
 * advisory lock, so processes starting together never race each other.
 */
import type { DbState } from '@backend/store/schema';
import type { SeedOptions, Seeder } from '@backend/store/seed';
import type { Database, Queryable } from './sql';

const files = import.meta.glob<string>('../migrations/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = Object.entries(files)
  .map(([file, sql]) => {
    const name = file.split('/').pop() ?? file;
    const match = /^(\d+)_.+\.sql$/.exec(name);
    if (!match) throw new Error(`migration ${file} is not named NNNN_name.sql`);
    return { version: Number(match[1]), name, sql };
  })
  .sort((a, b) => a.version - b.version);

/** Any fixed number: the advisory lock every starting process takes around migrations and seeding. */
const START_LOCK = 7_406_114;

export async function migrate(db: Database): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [START_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map((r) =>
        Number(r.version),
      ),
    );
    const applied: number[] = [];
    for (const migration of MIGRATIONS) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.version);
    }
    return applied;
  });
}

/**
 * Seeds the shop once, the first time it starts (not again if its owner later empties it), with
 * `options.catalogSize` products when given (GLAMOUR_CATALOG).
 */
export async function seedIfEmpty(
  db: Database,
  insert: (tx: Queryable, state: DbState) => Promise<void>,
  seed: Seeder,
  options: SeedOptions = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [START_LOCK]);
    const seeded = await tx.query("SELECT 1 FROM shop_meta WHERE key = 'seeded'");
    if (seeded.length > 0) return false;
    await insert(tx, await seed(options));
    // Fresh statistics, so the planner picks the catalogue's indexes from the first request on.
    await tx.exec('ANALYZE');
    await tx.query(
      "INSERT INTO shop_meta (key, value) VALUES ('seeded', $1) ON CONFLICT (key) DO NOTHING",
      [new Date().toISOString()],
    );
    return true;
  });
}
