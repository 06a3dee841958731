/**
 * One small interface over the two drivers server mode uses: PGlite (PostgreSQL in WebAssembly,
 * one connection, data in a directory) and postgres.js (a real server, a connection pool). The
 * store speaks only this: parameterised text queries and transactions.
 */
import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction as PGliteTransaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import postgres from 'postgres';

export type Param = string | number | boolean | null;

export interface Queryable {
  query<T = Record<string, unknown>>(text: string, params?: Param[]): Promise<T[]>;
  /** Several statements, no parameters (migrations). */
  exec(text: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** `fn` runs in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

function fromPGlite(tx: PGlite | PGliteTransaction): Queryable {
  return {
    async query<T>(text: string, params: Param[] = []) {
      return (await tx.query<T>(text, params)).rows;
    },
    async exec(text: string) {
      await tx.exec(text);
    },
  };
}

/** PGlite with its data in `dataDir`, or in memory when it is undefined or `memory://` (tests). */
export async function openPGlite(dataDir?: string): Promise<Database> {
  if (dataDir?.startsWith('memory://')) dataDir = undefined;
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // pg_trgm: the catalogue's name search index (migration 0004). PGlite loads extensions it is given.
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  return {
    kind: 'pglite',
    ...fromPGlite(db),
    transaction: (fn) => db.transaction((tx) => fn(fromPGlite(tx))),
    close: () => db.close(),
  };
}

type Sql = postgres.Sql | postgres.TransactionSql;

function fromPostgres(sql: Sql): Queryable {
  return {
    async query<T>(text: string, params: Param[] = []) {
      return (await sql.unsafe(text, params)) as unknown as T[];
    },
    async exec(text: string) {
      await sql.unsafe(text);
    },
  };
}

export interface PostgresOptions {
  poolSize?: number;
  /** Seconds to wait for a connection before a request gives up (and answers 503). */
  connectTimeout?: number;
}

/** A pool of connections to a real PostgreSQL server. */
export function openPostgres(url: string, options: PostgresOptions = {}): Database {
  const sql = postgres(url, {
    max: options.poolSize ?? 10,
    connect_timeout: options.connectTimeout ?? 5,
    idle_timeout: 60,
    // Migrations' NOTICEs (e.g. "relation already exists, skipping") are not worth a log line.
    onnotice: () => undefined,
    // Connections are replaced now and then, so a pool survives a database restart.
    max_lifetime: 60 * 30,
  });
  return {
    kind: 'postgres',
    ...fromPostgres(sql),
    transaction: async (fn) => (await sql.begin((tx) => fn(fromPostgres(tx)))) as never,
    close: () => sql.end({ timeout: 5 }),
  };
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '53300', // too_many_connections
]);

/** Whether an error means the database could not be reached (as opposed to a refused statement). */
export function isUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08')))
    return true;
  const errors = (error as { errors?: unknown }).errors;
  return Array.isArray(errors) && errors.some(isUnavailable);
}
