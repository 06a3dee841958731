/**
 * Opens the database the configuration names: PGlite in a folder (the embedded default) or a pool of
 * connections to a real PostgreSQL server, with its streaming replicas for catalogue reads when
 * DATABASE_REPLICA_URL names some (./replicas.ts).
 */
import type { ServerConfig } from '../config';
import { withReplicas } from './replicas';
import { openPGlite, openPostgres, type Database, type PostgresOptions } from './sql';

export async function openDatabase(database: ServerConfig['database']): Promise<Database> {
  if (database.kind === 'pglite') return openPGlite(database.dataDir);
  const options: PostgresOptions = {
    poolSize: database.poolSize,
    connectTimeout: database.connectTimeoutMs / 1000,
    timeouts: database.timeouts,
    pgbouncer: database.pgbouncer,
    listenUrl: database.directUrl,
  };
  const primary = openPostgres(database.url, options);
  if (database.replicaUrls.length === 0) return primary;
  return withReplicas(
    primary,
    database.replicaUrls.map((url) => openPostgres(url, options)),
    { maxLagMs: database.replicaMaxLagMs },
  );
}
