/**
 * Starts one server process: HTTP at once, the database behind it as soon as it answers (migrations,
 * first seeding, the shared token secret), retrying while it does not; /api answers 503 until then.
 * The process keeps no shop state: every request reads and writes the database.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { configureAuth } from '@backend/auth';
import { configureBackend } from '@backend/config';
import { setStore } from '@backend/store';
// eslint-disable-next-line import-x/no-restricted-paths -- until server/ mounts backend/'s Hono app
import { handlers } from '@mocks/handlers';
import { withRedactedExport } from './admin-store';
import { createApp } from './app';
import type { ServerConfig } from './config';
import { migrate, seedIfEmpty } from './db/migrate';
import { createPgStore, insertState } from './db/pg-store';
import { openPGlite, openPostgres, type Database } from './db/sql';

export interface RunningServer {
  port: number;
  url: string;
  /** Resolves when the database is migrated, seeded and serving. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * The token secret: GLAMOUR_TOKEN_SECRET when set; otherwise (never in production) one generated on
 * the first start and kept in the database, so every process of this shop signs with the same one.
 */
async function tokenSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db.query(
    "INSERT INTO shop_meta (key, value) VALUES ('token_secret', $1) ON CONFLICT (key) DO NOTHING",
    [randomBytes(48).toString('base64url')],
  );
  const [row] = await db.query<{ value: string }>(
    "SELECT value FROM shop_meta WHERE key = 'token_secret'",
  );
  if (!row) throw new Error('the token secret could not be stored');
  return row.value;
}

function describeDatabase(config: ServerConfig): string {
  return config.database.kind === 'pglite'
    ? `PGlite in ${config.database.dataDir}`
    : `PostgreSQL at ${new URL(config.database.url).host}`;
}

export async function startServer(
  config: ServerConfig,
  { quiet = false }: { quiet?: boolean } = {},
): Promise<RunningServer> {
  const info = (message: string) => {
    if (!quiet) console.info(`[glamour] ${message}`);
  };
  // No simulated latency or injected failures unless an admin asks for them through the console.
  configureBackend({ latencyMs: 0, clearFailures: true, deterministic: false });
  configureAuth({ passwordIterations: config.passwordIterations });

  const db =
    config.database.kind === 'pglite'
      ? await openPGlite(config.database.dataDir)
      : openPostgres(config.database.url, { poolSize: config.database.poolSize });

  let ready = false;
  let closing = false;
  const app = createApp({
    handlers,
    distDir: config.distDir,
    adminToken: config.adminToken,
    isReady: () => ready,
    health: async () => {
      try {
        await db.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
  });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;

  async function prepare(): Promise<void> {
    for (let attempt = 1; !closing; attempt += 1) {
      try {
        const applied = await migrate(db);
        if (applied.length > 0) info(`applied migrations ${applied.join(', ')}`);
        if (await seedIfEmpty(db, insertState, { catalogSize: config.catalogSize }))
          info(`seeded an empty shop with ${config.catalogSize ?? 'the seed'} products`);
        configureAuth({ tokenSecret: await tokenSecret(db, config.tokenSecret) });
        setStore(withRedactedExport(createPgStore(db)));
        ready = true;
        info(`listening on ${url} (${describeDatabase(config)})`);
        return;
      } catch (error) {
        if (config.database.kind === 'pglite') throw error;
        console.error(
          `[glamour] the database is not reachable yet (attempt ${attempt}): ${String(error)}; retrying`,
        );
        await new Promise((r) => setTimeout(r, Math.min(5000, 500 * attempt)));
      }
    }
  }

  const readyPromise = prepare();
  readyPromise.catch((error: unknown) => {
    console.error('[glamour] the server could not start its database', error);
  });

  return {
    port,
    url,
    ready: readyPromise,
    async close() {
      closing = true;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await readyPromise.catch(() => undefined);
      await db.close();
    },
  };
}
