/**
 * The server's settings, read from the environment once at start and checked with zod, so a typo
 * stops the process with a clear message instead of surfacing later as odd behaviour.
 */
import { z } from 'zod';
import { COD_LIMIT_RUPEES } from '@/domain/stock';
import { MAX_TODO_LISTS, RETURN_DAYS } from '@backend/messages';
import { apiBase, RAZORPAY_API_URL } from '@backend/payments';
import { replicaUrlList } from './db/replicas';
import type { SessionTimeouts } from './db/sql';
import { DEFAULT_HTTP_TIMEOUTS, type HttpTimeouts } from './http-timeouts';

const port = z.coerce.number().int().min(0).max(65_535);
const blankIsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://');

const envSchema = z
  .object({
    NODE_ENV: z.string().optional(),
    PORT: port.default(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    /** postgres://… selects a real PostgreSQL; unset uses PGlite in GLAMOUR_DATA_DIR. */
    DATABASE_URL: z.preprocess(blankIsUnset, postgresUrl.optional()),
    /** Streaming replicas for catalogue reads, pages and sitemaps (server/db/replicas.ts). */
    DATABASE_REPLICA_URL: z.preprocess(blankIsUnset, replicaUrlList.optional()),
    /** A replica further behind the primary than this is left out until it catches up. */
    DATABASE_REPLICA_MAX_LAG_MS: z.coerce.number().int().min(0).max(3_600_000).default(1000),
    /** 1: DATABASE_URL is PgBouncer in transaction mode (no prepared statements). */
    DATABASE_PGBOUNCER: z.preprocess(
      blankIsUnset,
      z.enum(['0', '1'], 'must be 1 (through PgBouncer) or 0').optional(),
    ),
    /** Where LISTEN connects, straight to the primary (past PgBouncer); default DATABASE_URL. */
    DATABASE_DIRECT_URL: z.preprocess(blankIsUnset, postgresUrl.optional()),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /** Set on every PostgreSQL connection, in milliseconds (0: no limit). docs/production.md. */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5000),
    DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).default(2000),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
    /** How long opening a connection may take before the request answers 503. */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
    /**
     * How long a client may take to send its request's headers, and the whole request, and how long
     * an idle kept-alive connection stays open, in milliseconds (server/http-timeouts.ts).
     */
    GLAMOUR_HEADERS_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(100)
      .max(600_000)
      .default(DEFAULT_HTTP_TIMEOUTS.headersMs),
    GLAMOUR_REQUEST_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(100)
      .max(3_600_000)
      .default(DEFAULT_HTTP_TIMEOUTS.requestMs),
    GLAMOUR_KEEP_ALIVE_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(100)
      .max(600_000)
      .default(DEFAULT_HTTP_TIMEOUTS.keepAliveMs),
    GLAMOUR_DATA_DIR: z.string().min(1).default('.data'),
    GLAMOUR_DIST_DIR: z.string().min(1).default('dist'),
    GLAMOUR_TOKEN_SECRET: z.preprocess(
      blankIsUnset,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    GLAMOUR_ADMIN_TOKEN: z.preprocess(
      blankIsUnset,
      z.string().min(16, 'must be at least 16 characters').optional(),
    ),
    /** An empty shop is seeded with this many products (the seed's 25 first, then generated ones). */
    GLAMOUR_CATALOG: z.preprocess(
      blankIsUnset,
      z.coerce.number().int().min(1).max(1_000_000).optional(),
    ),
    /**
     * The shop's public origin (https://shop.example): canonical links, Open Graph URLs, the
     * sitemaps. Unset: the server's own http://localhost:PORT.
     */
    GLAMOUR_PUBLIC_URL: z.preprocess(
      blankIsUnset,
      z
        .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
        .transform((value) => new URL(value).origin)
        .optional(),
    ),
    /** Login, signup and newsletter attempts per client address per minute (0: not limited). */
    GLAMOUR_RATE_LIMIT_PER_IP: z.coerce.number().int().min(0).default(20),
    /** Login, signup and newsletter attempts per account (email) per minute (0: not limited). */
    GLAMOUR_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(0).default(5),
    /** Request-tester todos one client address may add per minute (0: not limited). */
    GLAMOUR_RATE_LIMIT_TODOS_PER_IP: z.coerce.number().int().min(0).default(30),
    /** Request-tester todo lists kept at most; a new one beyond it replaces the idlest. */
    GLAMOUR_TODO_LISTS_MAX: z.coerce.number().int().min(1).default(MAX_TODO_LISTS),
    /** Balancers in front of the shop whose X-Forwarded-For is trusted (0: the socket's address). */
    GLAMOUR_TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
    /** PBKDF2-SHA-256 iterations for new password hashes (OWASP 2023: 600 000). */
    GLAMOUR_PASSWORD_ITERATIONS: z.coerce.number().int().min(100_000).default(600_000),
    /** Days a guest account lives unless its visitor signs up; then it is removed with its data. */
    GLAMOUR_GUEST_DAYS: z.coerce.number().positive().max(3650).default(7),
    /** The largest order amount, in rupees, a shopper may pay on delivery. */
    GLAMOUR_COD_LIMIT: z.coerce.number().int().min(0).max(10_000_000).default(COD_LIMIT_RUPEES),
    RAZORPAY_KEY_ID: z.preprocess(blankIsUnset, z.string().optional()),
    RAZORPAY_KEY_SECRET: z.preprocess(blankIsUnset, z.string().optional()),
    /** The base of every Razorpay call; another one only for a stand-in (tests) or a proxy. */
    RAZORPAY_API_URL: z.preprocess(
      blankIsUnset,
      z
        .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
        .transform(apiBase)
        .default(RAZORPAY_API_URL),
    ),
    /** The secret Razorpay signs webhooks with (set in Razorpay's dashboard, not the key secret). */
    RAZORPAY_WEBHOOK_SECRET: z.preprocess(blankIsUnset, z.string().optional()),
    /** Seconds between payment sweeps: reconciliation with the provider, then hold expiry. */
    GLAMOUR_RECONCILE_INTERVAL_S: z.coerce.number().int().min(1).max(86_400).default(60),
    /** Seconds an order stays pending before the sweep asks the provider about it. */
    GLAMOUR_RECONCILE_AFTER_S: z.coerce.number().int().min(0).max(86_400).default(120),
    /** Minutes an unpaid online order holds its stock before the sweep expires it. */
    GLAMOUR_ORDER_HOLD_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    /** Days after delivery a shopper may ask to return an order. */
    GLAMOUR_RETURN_DAYS: z.coerce.number().int().min(0).max(365).default(RETURN_DAYS),
    /** Where order emails are sent (smtp:// or smtps://, user and password in it); unset: the log. */
    SMTP_URL: z.preprocess(
      blankIsUnset,
      z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    ),
    /** The sender of order emails, e.g. "Glamour <orders@shop.example>". */
    MAIL_FROM: z.preprocess(blankIsUnset, z.string().min(3).optional()),
    /** The email worker (server/email-worker.ts): how often it looks, its lease, its first retry. */
    GLAMOUR_EMAIL_POLL_MS: z.coerce.number().int().min(10).max(3_600_000).default(5000),
    GLAMOUR_EMAIL_LEASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
    GLAMOUR_EMAIL_RETRY_MS: z.coerce.number().int().min(1).max(3_600_000).default(30_000),
    /** The simulated provider's signing secret; unset: generated once and kept in shop_meta. */
    GLAMOUR_SIMULATED_PAYMENT_SECRET: z.preprocess(
      blankIsUnset,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    /** 1: a production server without Razorpay's keys may start, taking test payments only. */
    GLAMOUR_ALLOW_SIMULATED_PAYMENTS: z.preprocess(
      blankIsUnset,
      z.enum(['0', '1'], 'must be 1 (allow) or 0').optional(),
    ),
  })
  .superRefine((env, ctx) => {
    // PGlite is one process's own database: nothing replicates it, and nothing pools in front.
    if (env.DATABASE_URL === undefined)
      for (const [key, set] of [
        ['DATABASE_REPLICA_URL', env.DATABASE_REPLICA_URL !== undefined],
        ['DATABASE_DIRECT_URL', env.DATABASE_DIRECT_URL !== undefined],
        ['DATABASE_PGBOUNCER', env.DATABASE_PGBOUNCER === '1'],
      ] as const)
        if (set)
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message:
              'needs DATABASE_URL (a PostgreSQL primary); the embedded PGlite has no replicas and no pooler',
          });
    // LISTEN through PgBouncer in transaction mode would hear nothing, and the caches would trust it.
    if (
      env.DATABASE_URL !== undefined &&
      env.DATABASE_PGBOUNCER === '1' &&
      env.DATABASE_DIRECT_URL === undefined
    )
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_DIRECT_URL'],
        message:
          'is required with DATABASE_PGBOUNCER=1: LISTEN needs a connection straight to the primary',
      });
    // Node refuses a header timeout longer than the whole request's.
    if (env.GLAMOUR_HEADERS_TIMEOUT_MS > env.GLAMOUR_REQUEST_TIMEOUT_MS)
      ctx.addIssue({
        code: 'custom',
        path: ['GLAMOUR_HEADERS_TIMEOUT_MS'],
        message: 'must not be longer than GLAMOUR_REQUEST_TIMEOUT_MS',
      });
    if (env.NODE_ENV === 'production' && env.GLAMOUR_TOKEN_SECRET === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['GLAMOUR_TOKEN_SECRET'],
        message: 'is required when NODE_ENV=production',
      });
    // A shop in production must not quietly take pretend money: test payments need saying so.
    if (
      env.NODE_ENV === 'production' &&
      !(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET) &&
      env.GLAMOUR_ALLOW_SIMULATED_PAYMENTS !== '1'
    )
      ctx.addIssue({
        code: 'custom',
        path: ['RAZORPAY_KEY_ID'],
        message:
          'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are required when NODE_ENV=production (or set GLAMOUR_ALLOW_SIMULATED_PAYMENTS=1 to run on test payments only)',
      });
  });

export interface ServerConfig {
  port: number;
  host: string;
  database:
    | { kind: 'pglite'; dataDir: string }
    | {
        kind: 'postgres';
        url: string;
        poolSize: number;
        connectTimeoutMs: number;
        timeouts: SessionTimeouts;
        /** Streaming replicas for catalogue reads (server/db/replicas.ts); empty: none. */
        replicaUrls: string[];
        replicaMaxLagMs: number;
        /** DATABASE_URL is PgBouncer in transaction mode. */
        pgbouncer: boolean;
        /** Where LISTEN connects; undefined: `url`. */
        directUrl: string | undefined;
      };
  /** How long the HTTP server waits for a slow client (server/http-timeouts.ts). */
  http: HttpTimeouts;
  dataDir: string;
  distDir: string;
  /** Unset outside production: the embedded default generates one and keeps it in dataDir. */
  tokenSecret: string | undefined;
  /** Unset: the console answers 401 to everyone. */
  adminToken: string | undefined;
  passwordIterations: number;
  /** Products an empty shop is seeded with; undefined: the seed's 25. */
  catalogSize: number | undefined;
  /** The public origin, e.g. 'https://shop.example' (https turns HSTS on); undefined: the server's own URL. */
  publicUrl: string | undefined;
  rateLimits: { perIp: number; perAccount: number; todosPerIp: number };
  /** How many request-tester todo lists are kept at most. */
  todoListsMax: number;
  trustedProxies: number;
  /**
   * 'test': no Razorpay keys, so the simulated provider takes test payments only (said in the start
   * log, /healthz and the shop's banner); 'razorpay': Razorpay's keys are set.
   */
  payments: 'test' | 'razorpay';
  /** The base of every Razorpay call: https://api.razorpay.com unless RAZORPAY_API_URL says otherwise. */
  razorpayApiUrl: string;
  /** The secret Razorpay's webhooks are signed with; unset: no webhook is believed. */
  razorpayWebhookSecret: string | undefined;
  /** The simulated provider's secret; unset: generated on the first start, kept in the database. */
  simulatedPaymentSecret: string | undefined;
  /** Days a guest account lives unless its visitor signs up. */
  guestDays: number;
  /** The largest order amount paid on delivery, in rupees. */
  codLimit: number;
  /** The payment sweep (server/payment-sweep.ts): how often, and how old a pending order must be. */
  paymentSweep: { everyMs: number; reconcileAfterMs: number };
  /** Minutes an unpaid online order holds its stock. */
  orderHoldMinutes: number;
  /** Days after delivery a shopper may ask to return an order. */
  returnDays: number;
  /** Order emails (server/email-worker.ts); smtpUrl undefined: written to the log. */
  email: {
    smtpUrl: string | undefined;
    from: string;
    pollMs: number;
    leaseMs: number;
    retryBaseMs: number;
  };
}

export class ConfigError extends Error {}

/** Blank settings (a compose file's unset `${VAR}`) are unset: as numbers they would be 0, silently. */
const withoutBlanks = (env: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));

export function parseConfig(env: Record<string, string | undefined>): ServerConfig {
  const parsed = envSchema.safeParse(withoutBlanks(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`invalid server configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? {
          kind: 'postgres',
          url: e.DATABASE_URL,
          poolSize: e.DATABASE_POOL_SIZE,
          connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
          timeouts: {
            statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
            lockMs: e.DATABASE_LOCK_TIMEOUT_MS,
            idleInTransactionMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
          },
          replicaUrls: e.DATABASE_REPLICA_URL ?? [],
          replicaMaxLagMs: e.DATABASE_REPLICA_MAX_LAG_MS,
          pgbouncer: e.DATABASE_PGBOUNCER === '1',
          directUrl: e.DATABASE_DIRECT_URL,
        }
      : { kind: 'pglite', dataDir: e.GLAMOUR_DATA_DIR },
    http: {
      headersMs: e.GLAMOUR_HEADERS_TIMEOUT_MS,
      requestMs: e.GLAMOUR_REQUEST_TIMEOUT_MS,
      keepAliveMs: e.GLAMOUR_KEEP_ALIVE_TIMEOUT_MS,
    },
    dataDir: e.GLAMOUR_DATA_DIR,
    distDir: e.GLAMOUR_DIST_DIR,
    tokenSecret: e.GLAMOUR_TOKEN_SECRET,
    adminToken: e.GLAMOUR_ADMIN_TOKEN,
    passwordIterations: e.GLAMOUR_PASSWORD_ITERATIONS,
    catalogSize: e.GLAMOUR_CATALOG,
    publicUrl: e.GLAMOUR_PUBLIC_URL,
    rateLimits: {
      perIp: e.GLAMOUR_RATE_LIMIT_PER_IP,
      perAccount: e.GLAMOUR_RATE_LIMIT_PER_ACCOUNT,
      todosPerIp: e.GLAMOUR_RATE_LIMIT_TODOS_PER_IP,
    },
    todoListsMax: e.GLAMOUR_TODO_LISTS_MAX,
    trustedProxies: e.GLAMOUR_TRUSTED_PROXIES,
    payments: e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET ? 'razorpay' : 'test',
    razorpayApiUrl: e.RAZORPAY_API_URL,
    razorpayWebhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
    simulatedPaymentSecret: e.GLAMOUR_SIMULATED_PAYMENT_SECRET,
    guestDays: e.GLAMOUR_GUEST_DAYS,
    codLimit: e.GLAMOUR_COD_LIMIT,
    paymentSweep: {
      everyMs: e.GLAMOUR_RECONCILE_INTERVAL_S * 1000,
      reconcileAfterMs: e.GLAMOUR_RECONCILE_AFTER_S * 1000,
    },
    orderHoldMinutes: e.GLAMOUR_ORDER_HOLD_MINUTES,
    returnDays: e.GLAMOUR_RETURN_DAYS,
    email: {
      smtpUrl: e.SMTP_URL,
      from:
        e.MAIL_FROM ??
        `Glamour <orders@${e.GLAMOUR_PUBLIC_URL ? new URL(e.GLAMOUR_PUBLIC_URL).hostname : 'localhost'}>`,
      pollMs: e.GLAMOUR_EMAIL_POLL_MS,
      leaseMs: e.GLAMOUR_EMAIL_LEASE_MS,
      retryBaseMs: e.GLAMOUR_EMAIL_RETRY_MS,
    },
  };
}
