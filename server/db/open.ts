/**
 * Opens the database the configuration names: PGlite in a folder (the embedded default) or a pool of
 * connections to a real PostgreSQL server.
 */
import type { ServerConfig } from '../config';
import { openPGlite, openPostgres, type Database } from './sql';

export async function openDatabase(database: ServerConfig['database']): Promise<Database> {
  if (database.kind === 'pglite') return openPGlite(database.dataDir);
  return openPostgres(database.url, {
    poolSize: database.poolSize,
    connectTimeout: database.connectTimeoutMs / 1000,
    timeouts: database.timeouts,
  });
}
