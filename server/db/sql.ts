/**
 * One small interface over the two drivers server mode uses: PGlite (PostgreSQL in WebAssembly,
 * one connection, data in a directory) and postgres.js (a real server, a connection pool). The
 * store speaks only this: parameterised text queries and transactions.
 */
import { PGlite, type Transaction as PGliteTransaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import postgres from 'postgres';
import { claimDataDir, restrict } from './data-dir';

export type Param = string | number | boolean | null;

export interface Queryable {
  query<T = Record<string, unknown>>(text: string, params?: Param[]): Promise<T[]>;
  /** Several statements, no parameters (migrations). */
  exec(text: string): Promise<void>;
}

export interface Listener {
  /** A NOTIFY on the channel arrived (any process, at its commit). */
  onNotify(payload: string): void;
  /**
   * Whether notifications are arriving: true once LISTEN has answered, false as soon as the
   * listening connection is lost (until it is back). What is cached on the strength of
   * notifications may be trusted only while it is true.
   */
  onState(up: boolean): void;
}

/**
 * Where the catalogue's reads go (the catalogue's cache and listing queries, rendered pages, the
 * sitemaps): the primary itself, or a streaming replica when one is configured and has caught up
 * (./replicas.ts). Shoppers' own data, writes and transactions never go here.
 */
export interface CatalogReads extends Queryable {
  /**
   * The catalogue changed (its NOTIFY arrived, this process changed it, or the listening connection
   * came or went): reads go to the primary until a replica has replayed the primary's WAL as far as
   * it is now, so the change is in the very next read. Nothing to do without replicas.
   */
  changed(): void;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Catalogue reads: the primary itself unless replicas are configured (./replicas.ts). */
  readonly catalogReads: CatalogReads;
  /** `fn` runs in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** LISTEN on `channel` for as long as the database is open (reconnecting when it is lost). */
  listen(channel: string, listener: Listener): void;
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
  // One process per directory (a lock), the owner's alone (0700/0600): ./data-dir.ts.
  const release = dataDir ? claimDataDir(dataDir) : () => undefined;
  let db: PGlite;
  try {
    // pg_trgm: the catalogue's name search index (migration 0004). PGlite loads extensions it is given.
    db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  } catch (error) {
    release();
    throw error;
  }
  // PGlite wrote its files 0666 (its file system layer ignores the umask): the owner's alone, now
  // and every minute for the files it adds (the directory itself is 0700 from the start).
  let tidy: ReturnType<typeof setInterval> | undefined;
  if (dataDir) {
    const dir = dataDir;
    restrict(dir);
    tidy = setInterval(() => {
      try {
        restrict(dir);
      } catch {
        // a file that went away meanwhile: the next round
      }
    }, 60_000);
    tidy.unref();
  }
  const listening: Promise<unknown>[] = [];
  const queryable = fromPGlite(db);
  return {
    kind: 'pglite',
    ...queryable,
    catalogReads: { ...queryable, changed: () => undefined },
    transaction: (fn) => db.transaction((tx) => fn(fromPGlite(tx))),
    // One process owns a PGlite database: its notifications never go missing.
    listen(channel, listener) {
      listening.push(
        db
          .listen(channel, (payload) => listener.onNotify(payload))
          .then(
            () => listener.onState(true),
            () => listener.onState(false),
          ),
      );
    },
    async close() {
      await Promise.allSettled(listening);
      clearInterval(tidy);
      await db.close();
      release();
    },
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
  /** Seconds to wait for a connection before a request gives up (and answers 503). Default 1. */
  connectTimeout?: number;
  /**
   * Set on every connection (milliseconds; 0 is PostgreSQL's "no limit"): a statement running
   * longer, a lock waited for longer, a transaction left idle longer are ended by the server, so one
   * stuck session cannot stall every request. Defaults: DEFAULT_TIMEOUTS.
   */
  timeouts?: Partial<SessionTimeouts>;
  /**
   * The pool goes through PgBouncer in transaction mode: no prepared statements (a statement
   * prepared on one server connection is unknown on the next), and no session settings at connect
   * (PgBouncer refuses startup parameters it does not know; set the timeouts on the role instead).
   */
  pgbouncer?: boolean;
  /** Where LISTEN connects (straight to the primary, past PgBouncer); default: the pool's URL. */
  listenUrl?: string;
  /** Told to the server as application_name (default 'glamour'). */
  applicationName?: string;
}

export interface SessionTimeouts {
  statementMs: number;
  lockMs: number;
  idleInTransactionMs: number;
}

export const DEFAULT_TIMEOUTS: SessionTimeouts = {
  statementMs: 5000,
  lockMs: 2000,
  idleInTransactionMs: 10_000,
};

/** How long a reconnect waits at most (the LISTEN connection's growing pause stops here). */
const MAX_RECONNECT_PAUSE_MS = 1000;

/**
 * postgres.js's pause before it opens a connection again after one failed, in seconds. Its default
 * grows to 20 s, and every request in an outage waited it out before its 503 (up to 16 s): here it
 * grows from 50 ms to 0.5 s, so an outage answers 503 at once and a return is noticed within 0.5 s.
 */
const reconnectPause = (retries: number) => Math.min(0.05 * 2 ** retries, 0.5);

/** The session settings every connection starts with (postgres.js sends them at connect). */
function sessionSettings(
  options: PostgresOptions,
  direct: boolean,
): Record<string, string | number> {
  const application_name = options.applicationName ?? 'glamour';
  // PgBouncer passes application_name on and refuses the rest.
  if (options.pgbouncer && !direct) return { application_name };
  const t = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  return {
    application_name,
    statement_timeout: t.statementMs,
    lock_timeout: t.lockMs,
    idle_in_transaction_session_timeout: t.idleInTransactionMs,
  };
}

/** A pool of connections to a real PostgreSQL server. */
export function openPostgres(url: string, options: PostgresOptions = {}): Database {
  const sql = postgres(url, {
    max: options.poolSize ?? 10,
    connect_timeout: options.connectTimeout ?? 1,
    connection: sessionSettings(options, false),
    prepare: !options.pgbouncer,
    backoff: reconnectPause,
    idle_timeout: 60,
    // Migrations' NOTICEs (e.g. "relation already exists, skipping") are not worth a log line.
    onnotice: () => undefined,
    // Connections are replaced now and then, so a pool survives a database restart.
    max_lifetime: 60 * 30,
  });
  const listeners: { end(): Promise<void> }[] = [];
  const queryable = fromPostgres(sql);
  return {
    kind: 'postgres',
    ...queryable,
    catalogReads: { ...queryable, changed: () => undefined },
    transaction: (fn) => retryingConflicts(() => sql.begin((tx) => fn(fromPostgres(tx)))) as never,
    listen(channel, listener) {
      listeners.push(listenOn(options.listenUrl ?? url, options, channel, listener));
    },
    async close() {
      await Promise.all(listeners.map((l) => l.end()));
      await sql.end({ timeout: 5 });
    },
  };
}

/**
 * One connection of its own that LISTENs on `channel`. When it is lost (the database restarts, the
 * network drops) the listener hears `onState(false)` at once, and it LISTENs again, retrying with a
 * growing pause, then hears `onState(true)`.
 */
function listenOn(url: string, options: PostgresOptions, channel: string, listener: Listener) {
  let stopped = false;
  let up = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let pause = 100;
  const setUp = (next: boolean) => {
    if (next === up) return;
    up = next;
    listener.onState(next);
  };
  // postgres.js calls `onnotify` for every notification (it is how its own listen() works), but its
  // types leave the option out.
  const settings: postgres.Options<Record<string, never>> & {
    onnotify: (name: string, payload: string) => void;
  } = {
    max: 1,
    idle_timeout: 0,
    max_lifetime: null,
    connect_timeout: options.connectTimeout ?? 1,
    connection: sessionSettings(options, true),
    backoff: reconnectPause,
    onnotice: () => undefined,
    onnotify: (name, payload) => {
      if (name === channel) listener.onNotify(payload);
    },
    onclose: () => {
      setUp(false);
      schedule();
    },
  };
  const client = postgres(url, settings);
  function schedule() {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void start();
    }, pause);
    pause = Math.min(MAX_RECONNECT_PAUSE_MS, pause * 2);
  }
  async function start() {
    try {
      await client.unsafe(`LISTEN "${channel.replace(/"/g, '""')}"`);
      if (stopped) return;
      pause = 100;
      setUp(true);
    } catch {
      setUp(false);
      schedule();
    }
  }
  void start();
  return {
    async end() {
      stopped = true;
      clearTimeout(retry);
      setUp(false);
      await client.end({ timeout: 1 });
    },
  };
}

/**
 * PostgreSQL ends one of two transactions that wait on each other's rows (deadlock_detected) or
 * whose snapshots cannot both commit (serialization_failure); the other goes on. The one ended has
 * changed nothing and is meant to be run again: it is, up to TRANSACTION_ATTEMPTS times in all,
 * instead of answering the request 500. (Stock is locked in product id order, so two orders never
 * wait crosswise; a restock beside a cancel, say, still might.)
 */
const RETRIED_CODES = new Set(['40P01', '40001']);
export const TRANSACTION_ATTEMPTS = 3;

async function retryingConflicts<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const code = typeof error === 'object' && error !== null && 'code' in error && error.code;
      if (attempt >= TRANSACTION_ATTEMPTS || typeof code !== 'string' || !RETRIED_CODES.has(code))
        throw error;
    }
  }
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
  '57014', // query_canceled: statement_timeout (the database is too busy to answer in time)
  '55P03', // lock_not_available: lock_timeout (another session holds the row)
  '25P03', // idle_in_transaction_session_timeout
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
